import type { SchemaSet } from '../../common/page/schemaSets';
import { normalizePath } from '../navigation/address';
import type { RouteFacts } from '../navigation/routeTable';
import { MENU_ROUTES, menuRoute, type MenuTitle } from './menuRoutes';
import { HAND_WRITTEN, LATER, pick, type Declared, type RouteDef } from './routes';

// The app's whole route table, put together when its chunk arrives (appRoutes.ts, fetched beside the first
// screen's chunk): hand-written screens first, then the screens
// page files serve (route and title from the page index), then the later spec routes and the menu functions
// that still open "not available yet". An earlier source wins a path; routes.test.ts keeps them disjoint.

function toRoute(d: Declared): RouteDef {
  const menu = menuRoute(d.path);
  const title = d.title ?? menu?.title;
  if (!title) throw new Error(`route ${d.path} has no title: no menu entry names it and routes.ts gives none`);
  const tab = d.kind === 'tab';
  return {
    path: normalizePath(d.path),
    title,
    kind: d.kind,
    auth: d.auth ?? 'supplier',
    menuCodes: tab || d.everyone ? [] : [...new Set([...(d.menuCodes ?? []), ...(menu?.codes ?? [])])],
    ...pick(d),
  };
}

/** A menu function with no page file yet (finance, stock, sales, the boss side, …): "not available yet". */
function fromMenu(path: string, title: MenuTitle, codes: readonly string[]): RouteDef {
  return { path, title, kind: 'schema', auth: 'supplier', menuCodes: codes };
}

export const SCREEN_ROUTES: readonly RouteDef[] = HAND_WRITTEN.map(toRoute);
export const LATER_ROUTES: readonly RouteDef[] = LATER.map(toRoute);

const declaredPaths = new Set([...SCREEN_ROUTES, ...LATER_ROUTES].map((r) => r.path));

/** Menu entries whose route neither a hand-written screen nor a later spec route claims. */
export const MENU_ONLY_ROUTES: readonly RouteDef[] = MENU_ROUTES.filter((m) => !declaredPaths.has(m.path)).map((m) =>
  fromMenu(m.path, m.title, m.codes),
);

/** Every route known without the page files (scripts read this: a link may point at any of them). */
export const ROUTES: readonly RouteDef[] = [...SCREEN_ROUTES, ...LATER_ROUTES, ...MENU_ONLY_ROUTES];

/** A route served by a page file, as the engine's page index describes it. */
export interface PageRoute {
  path: string;
  title: string | { 'zh-CN': string; en?: string };
  /** supplier/ (supplier users, buyers) or boss/ (merchant admins) */
  set: SchemaSet;
  menuCode: string;
}

export interface RouteTable {
  readonly routes: readonly RouteDef[];
  find(path: string): RouteDef | undefined;
  /** what navigation needs to know of a path (installed into src/navigation at start-up) */
  facts(path: string): RouteFacts | undefined;
}

function pageRouteDef(page: PageRoute): RouteDef {
  const zh = typeof page.title === 'string' ? page.title : page.title['zh-CN'];
  const en = typeof page.title === 'string' ? page.title : (page.title.en ?? zh);
  const codes = [page.menuCode, ...(menuRoute(page.path)?.codes ?? [])].filter(Boolean);
  const title = { 'zh-CN': zh, en };
  return { path: normalizePath(page.path), title, titles: { [page.set]: title }, kind: 'schema', auth: 'supplier', menuCodes: [...new Set(codes)] };
}

export function buildRouteTable(pages: readonly PageRoute[]): RouteTable {
  const byPath = new Map<string, RouteDef>();
  const add = (route: RouteDef): void => {
    const known = byPath.get(route.path);
    if (!known) byPath.set(route.path, route);
    // The same route served in two sets (supplier and boss): either set's code grants it, each set keeps its title.
    else if (known.kind === 'schema' && route.kind === 'schema' && known.menuCodes.length && route.menuCodes.length)
      byPath.set(route.path, { ...known, titles: { ...known.titles, ...route.titles }, menuCodes: [...new Set([...known.menuCodes, ...route.menuCodes])] });
  };
  SCREEN_ROUTES.forEach(add);
  pages.map(pageRouteDef).forEach(add);
  LATER_ROUTES.forEach((r) => !byPath.has(r.path) && add(r));
  MENU_ONLY_ROUTES.forEach((r) => !byPath.has(r.path) && add(r));

  const routes = [...byPath.values()];
  const find = (path: string): RouteDef | undefined => byPath.get(normalizePath(path));
  return {
    routes,
    find,
    facts: (path) => {
      const route = find(path);
      return route && { tab: route.kind === 'tab', backExits: route.backExits === true };
    },
  };
}

export function tabRoutes(table: RouteTable): RouteDef[] {
  return table.routes.filter((r) => r.kind === 'tab').sort((a, b) => (a.tabIndex ?? 0) - (b.tabIndex ?? 0));
}
