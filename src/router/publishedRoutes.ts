import type { RouteObject } from 'react-router-dom';
import type { AppRoutesModule } from './loadAppRoutes';
import { publishedRouteDef } from './publishedRouteDef';
import { routeObject } from './routeObjects';
import { normalizePath } from '../navigation/address';

// An address this build's table does not know may be a page the merchant published at run time (a new report whose
// tile the server's menu now shows): the router asks the server for the published pages before it says "not found",
// and adds a route for each new one. Opening it then passes the same gate (the menu code, from the server's menu) and
// draws the page with the same kinds as a built-in file (src/engine/publishedPages.ts). A route of the release the
// phone holds opens without asking: the launch's menu, and every later navigation, still bring any newer release.

export async function publishedRouteObjects(table: AppRoutesModule, path: string): Promise<RouteObject[]> {
  if (table.appRoutes.find(path)) return [];
  if (!table.routeEngine.publishedRoutes().some((r) => r.path === normalizePath(path))) await table.routeEngine.refreshPublished();
  return table.routeEngine
    .publishedRoutes()
    .filter((r) => !table.appRoutes.find(r.path))
    .map((r) => routeObject(publishedRouteDef(r), table.routeEngine));
}

