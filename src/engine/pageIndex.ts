import { normalizePath } from '../router/routes';
import { useSessionStore } from '../stores/session';
import type { LocalizedText } from './schemaTypes';

// Which screen a route shows comes from the schema files themselves: every file names its `route`.
// Only `route` and `title` are bundled up front (the bundler keeps just those two fields of each JSON
// file); the rest of a page file is its own chunk, fetched as text when the page opens, so adding a
// screen is adding a file and the login route carries no schema bodies.

const ROUTES = import.meta.glob<string>('../../schemas/{supplier,boss}/*.json', { eager: true, import: 'route' });
const TITLES = import.meta.glob<LocalizedText>('../../schemas/{supplier,boss}/*.json', { eager: true, import: 'title' });
const TEXTS = import.meta.glob<string>('../../schemas/{supplier,boss}/*.json', { query: '?raw', import: 'default' });

/** supplier/ serves supplier users (and buyers); boss/ is the merchant admin's alternate set. */
export type SchemaSet = 'supplier' | 'boss';

export interface PageEntry {
  /** repo-relative file, as error screens and the CLI name it */
  file: string;
  set: SchemaSet;
  route: string;
  title: LocalizedText;
  load: () => Promise<string>;
}

const entries: PageEntry[] = Object.entries(ROUTES)
  .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
  .map(([key, route]) => ({
    file: key.replace(/^(\.\.\/)+/, ''),
    set: key.includes('/boss/') ? ('boss' as const) : ('supplier' as const),
    route: normalizePath(route),
    title: TITLES[key] ?? route,
    load: TEXTS[key]!,
  }));

export function currentSchemaSet(): SchemaSet {
  const info = useSessionStore.getState().userInfo as { userKind?: string } | null;
  return info?.userKind === 'boss' ? 'boss' : 'supplier';
}

export function findPage(route: string, set: SchemaSet = currentSchemaSet()): PageEntry | undefined {
  const path = normalizePath(route);
  return entries.find((e) => e.set === set && e.route === path);
}

/** Every route some schema file serves (both sets), for routers that add screens the route table lacks. */
export function allPageRoutes(): { path: string; title: LocalizedText; set: SchemaSet }[] {
  return entries.map(({ route, title, set }) => ({ path: route, title, set }));
}
