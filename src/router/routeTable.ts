import { normalizePath } from '../navigation/address';
import type { RouteFacts } from '../navigation/routeTable';
import { menuRoute } from './menuRoutes';
import { LATER_ROUTES, MENU_ONLY_ROUTES, SCREEN_ROUTES, type RouteDef } from './routes';

// The app's whole route table, put together once at start-up: hand-written screens first, then the screens
// page files serve (route and title from the page index), then the later spec routes and the menu functions
// that still open "not available yet". An earlier source wins a path; routes.test.ts keeps them disjoint.

/** A route served by a page file, as the engine's page index describes it. */
export interface PageRoute {
  path: string;
  title: string | { 'zh-CN': string; en?: string };
  /** supplier/ (supplier users, buyers) or boss/ (merchant admins) */
  set: string;
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
  return { path: normalizePath(page.path), title: { 'zh-CN': zh, en }, kind: 'schema', auth: 'supplier', menuCodes: [...new Set(codes)] };
}

export function buildRouteTable(pages: readonly PageRoute[]): RouteTable {
  const byPath = new Map<string, RouteDef>();
  const add = (route: RouteDef): void => {
    const known = byPath.get(route.path);
    if (!known) byPath.set(route.path, route);
    // The same route served in two sets (supplier and boss): either set's code grants it.
    else if (known.kind === 'schema' && route.kind === 'schema' && known.menuCodes.length && route.menuCodes.length)
      byPath.set(route.path, { ...known, menuCodes: [...new Set([...known.menuCodes, ...route.menuCodes])] });
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
