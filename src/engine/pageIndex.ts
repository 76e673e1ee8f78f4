import { normalizePath } from '../navigation/address';
import { MENU_INDEX, menuEntry } from './menus';
import { meantForRoute, unknownMenuCode, type MisplacedPage } from './misplaced';
import { can } from './permissions';
import { publishedPage } from './publishedPages';
import type { PageEntry, PageModule } from './pageEntry';
import { servesQuery } from '../../common/page/routeWhen';
import type { FirstCallSpec } from '../../common/page/firstCalls';
import { holdsExpression } from '../../common/expressions/expression';
import type { LocalizedText, RouteWhen } from '../../common/page/schemaTypes';
import { SET_LOOKUP, setOfPageFile, type SchemaSet } from '../../common/page/schemaSets';
import { currentSchemaSet } from '../stores/schemaSet';

export type { PageEntry, PageModule } from './pageEntry';

// Which screen a route shows comes from the schema files: a file's `route` and `title`, or else those of
// the menu entry its `menuCode` names (the menu files are the resource list). Only what places a file in the app
// (id, kind, menuCode, route, title) and the calls it makes as it opens are bundled up front, through the build's
// `?route` query (scripts/build/schemaJson.ts); the route's loader sends those calls (pageStart.ts).
// The rest of a page file is its own chunk, fetched when the page opens, so adding a screen is adding a file and
// the login route carries no schema bodies. In a build that chunk is the page checked at build time together
// with its kind's renderer (`?page`: one round for schema and code, no validator in the browser); in
// `npm run dev` it is the file's text (`?raw`), checked in the browser as the author edits it.

/** A page file's place in the route table (`page.json?route`). */
interface RouteFacts {
  id?: string;
  kind?: string;
  menuCode?: string;
  route?: string;
  title?: LocalizedText;
  routeWhen?: RouteWhen;
  firstCall?: FirstCallSpec | null;
}

const ROUTE_FACTS = import.meta.glob<RouteFacts>('../../schemas/{supplier,buyer,boss}/*.json', { eager: true, query: '?route', import: 'default' });

/** A checked page that holds an expression, once the evaluator has loaded (a build's page module imports it itself). */
async function withEvaluator(module: PageModule): Promise<PageModule> {
  if (module.check.ok && holdsExpression(module.check.page)) await import('../../common/expressions/jsonLogic');
  return module;
}

/** Set by scripts/build/schemaJson.ts: true in `vite build`, false in the dev server and tests. */
declare const __SCM_PAGES_CHECKED_AT_BUILD__: boolean | undefined;
const CHECKED_AT_BUILD = typeof __SCM_PAGES_CHECKED_AT_BUILD__ === 'boolean' && __SCM_PAGES_CHECKED_AT_BUILD__;

const LOADERS: Record<string, () => Promise<PageModule>> = !CHECKED_AT_BUILD
  ? Object.fromEntries(
      Object.entries(import.meta.glob<string>('../../schemas/{supplier,buyer,boss}/*.json', { query: '?raw', import: 'default' })).map(([key, text]) => [
        key,
        () => Promise.all([text(), import('./validation/validatePage')]).then(async ([t, v]) => withEvaluator({ check: await v.checkPageText(t) })),
      ]),
    )
  : import.meta.glob<PageModule>('../../schemas/{supplier,buyer,boss}/*.json', { query: '?page', import: 'default' });

/**
 * supplier/ serves supplier users; buyer/ is the chain buyer's alternate set (the same routes as the supplier's
 * lists, drawn for reviewing), boss/ the merchant admin's. A buyer opens supplier/ files for routes buyer/ does
 * not serve: the "my" pages both menus share.
 */
export type { SchemaSet };
export { currentSchemaSet };

/** The set a file belongs to, from its folder. */
export const schemaSetOf = setOfPageFile;



const misplaced: MisplacedPage[] = [];

const loading = new Map<string, Promise<PageModule>>();
const arrived = new Map<string, PageModule>();

function loadOnce(key: string): () => Promise<PageModule> {
  return () => {
    let p = loading.get(key);
    if (!p) {
      p = LOADERS[key]!();
      p.then((m) => arrived.set(key, m)).catch(() => loading.delete(key));
      loading.set(key, p);
    }
    return p;
  };
}

// A file whose route can be found neither in itself nor in its menu entry serves no route (schemas:check
// reports it); it is left out rather than guessed.
const entries: PageEntry[] = Object.keys(LOADERS).flatMap((key) => {
  const facts = ROUTE_FACTS[key] ?? {};
  const menuCode = facts.menuCode ?? '';
  const entry = menuEntry(menuCode);
  const route = facts.route ?? entry?.route;
  const title = facts.title ?? entry?.name ?? route;
  const file = key.replace(/^(\.\.\/)+/, '');
  if (!entry) misplaced.push({ file, menuCode });
  if (!route || title === undefined) return [];
  return [{
    file,
    set: schemaSetOf(key),
    route: normalizePath(route),
    title,
    menuCode,
    kind: facts.kind ?? '',
    ...(facts.routeWhen ? { when: facts.routeWhen } : {}),
    firstCall: facts.firstCall ?? null,
    // In dev every opening reads the file again: the author is editing it.
    load: CHECKED_AT_BUILD ? loadOnce(key) : LOADERS[key]!,
    loaded: () => arrived.get(key),
  }];
});

/**
 * The file that draws `route` with `query`: of the files sharing the route, the first whose `routeWhen` the query
 * meets, else the plain one (without a query, the plain one: it gives the route its title and menu code).
 */
export function findPage(route: string, set: SchemaSet = currentSchemaSet(), query: Record<string, string> = {}): PageEntry | undefined {
  const path = normalizePath(route);
  for (const from of SET_LOOKUP[set]) {
    // A page the merchant published at run time serves its route in place of the built-in files.
    const published = publishedPage(path, from);
    if (published) return published;
    const here = entries.filter((e) => e.set === from && e.route === path);
    const found = here.find((e) => e.when && servesQuery(e.when, query)) ?? here.find((e) => !e.when);
    if (found) return found;
  }
  return undefined;
}

/** Every route some schema file serves (both sets), with its title, menu code, file and kind, for the router's table. */
export function allPageRoutes(): { path: string; title: LocalizedText; set: SchemaSet; menuCode: string; file: string; kind: string }[] {
  // A route shared by several files is one route of the app: the plain file's.
  return entries.filter((e) => !e.when).map(({ route, title, set, menuCode, file, kind }) => ({ path: route, title, set, menuCode, file, kind }));
}

/** Starts fetching the page file of `route` ahead of a tap (a list's row links), when one serves it and its menu code is the user's. */
export function preparePage(route: string): Promise<void> {
  const entry = findPage(route);
  if (!entry || !can(entry.menuCode)) return Promise.resolve();
  return entry.load().then(
    () => undefined,
    () => undefined,
  );
}

/** The page files a menu route was meant to be served by but that name no menu entry (misplaced.ts). */
export function misplacedPagesFor(route: string): MisplacedPage[] {
  return meantForRoute(misplaced, normalizePath(route), MENU_INDEX);
}

/** What is wrong with a page file's menu code (null: the code is a menu entry). */
export function menuCodeProblem(file: string, menuCode: string): string | null {
  // An entry the merchant published is in the user's menu from the server, not in the build's menu files.
  if (menuEntry(menuCode)) return null;
  return unknownMenuCode(file, menuCode, MENU_INDEX);
}
