import { normalizePath } from '../navigation/address';
import { useSessionStore } from '../stores/session';
import { menuEntry } from './menus';
import type { LocalizedText } from './schemaTypes';

// Which screen a route shows comes from the schema files: a file's `route` and `title`, or else those of
// the menu entry its `menuCode` names (the menu files are the resource list). Only these three fields are
// bundled up front (the bundler keeps just them of each JSON file); the rest of a page file is its own
// chunk, fetched as text when the page opens, so adding a screen is adding a file and the login route
// carries no schema bodies.

const ROUTES = import.meta.glob<string | undefined>('../../schemas/{supplier,boss}/*.json', { eager: true, import: 'route' });
const TITLES = import.meta.glob<LocalizedText | undefined>('../../schemas/{supplier,boss}/*.json', { eager: true, import: 'title' });
const MENU_CODES = import.meta.glob<string | undefined>('../../schemas/{supplier,boss}/*.json', { eager: true, import: 'menuCode' });
const TEXTS = import.meta.glob<string>('../../schemas/{supplier,boss}/*.json', { query: '?raw', import: 'default' });

/** supplier/ serves supplier users (and buyers); boss/ is the merchant admin's alternate set. */
export type SchemaSet = 'supplier' | 'boss';

export interface PageEntry {
  /** repo-relative file, as error screens and the CLI name it */
  file: string;
  set: SchemaSet;
  route: string;
  title: LocalizedText;
  menuCode: string;
  load: () => Promise<string>;
}

// A file whose route can be found neither in itself nor in its menu entry serves no route (schemas:check
// reports it); it is left out rather than guessed.
const entries: PageEntry[] = Object.keys(TEXTS).flatMap((key) => {
  const menuCode = MENU_CODES[key] ?? '';
  const entry = menuEntry(menuCode);
  const route = ROUTES[key] ?? entry?.route;
  const title = TITLES[key] ?? entry?.name ?? route;
  if (!route || title === undefined) return [];
  return [{
    file: key.replace(/^(\.\.\/)+/, ''),
    set: key.includes('/boss/') ? ('boss' as const) : ('supplier' as const),
    route: normalizePath(route),
    title,
    menuCode,
    load: TEXTS[key]!,
  }];
});

export function currentSchemaSet(): SchemaSet {
  const info = useSessionStore.getState().userInfo as { userKind?: string } | null;
  return info?.userKind === 'boss' ? 'boss' : 'supplier';
}

export function findPage(route: string, set: SchemaSet = currentSchemaSet()): PageEntry | undefined {
  const path = normalizePath(route);
  return entries.find((e) => e.set === set && e.route === path);
}

/** Every route some schema file serves (both sets), with its title and menu code, for the router's table. */
export function allPageRoutes(): { path: string; title: LocalizedText; set: SchemaSet; menuCode: string }[] {
  return entries.map(({ route, title, set, menuCode }) => ({ path: route, title, set, menuCode }));
}
