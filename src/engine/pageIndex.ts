import { normalizePath } from '../navigation/address';
import { useSessionStore } from '../stores/session';
import { menuEntry } from './menus';
import type { LocalizedText } from './schemaTypes';

// Which screen a route shows comes from the schema files: a file's `route` and `title`, or else those of
// the menu entry its `menuCode` names (the menu files are the resource list). Only a file's identity (id,
// kind, menuCode, route, title) is bundled up front, through the build's `?identity` query
// (scripts/build/schemaJson.ts); the rest of a page file is its own chunk, fetched as text when the page
// opens, so adding a screen is adding a file and the login route carries no schema bodies.

interface Identity {
  id?: string;
  kind?: string;
  menuCode?: string;
  route?: string;
  title?: LocalizedText;
}

const IDENTITIES = import.meta.glob<Identity>('../../schemas/{supplier,boss}/*.json', { eager: true, query: '?identity', import: 'default' });
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
  const identity = IDENTITIES[key] ?? {};
  const menuCode = identity.menuCode ?? '';
  const entry = menuEntry(menuCode);
  const route = identity.route ?? entry?.route;
  const title = identity.title ?? entry?.name ?? route;
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
