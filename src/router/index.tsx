import { createHashRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import { LOGIN_PATH } from '../../common/routes/appPaths';
import { installHistory } from '../navigation/history';
import { installOpenAhead } from '../navigation/openAhead';
import { AppShell, RouteLoadFailed } from './AppShell';
import { loadAppRoutes, type AppRoutesModule } from './loadAppRoutes';
import { NotFoundPage } from './NotFoundPage';
import { openRouteAhead } from './openRouteAhead';
import { LazyPlaceholder } from './placeholders';
import { publishedRouteObjects } from './publishedRoutes';
import { routeObject } from './routeObjects';
import { HAND_WRITTEN, openRoute, type RouteDef } from './routes';

// Hash routing with base '/' (spec §2: the server only ever serves index.html), by react-router's hash data router.
// The entry knows only the screens open to anyone (login, the agreements; '/' is login too); every other route comes
// with the route table's chunk, patched in the first time an address needs it (a deep link: at once, beside that
// screen's own chunk; from login: once login is drawn, loadAppRoutes). Each route's loader and lazy module then
// start together when it opens (routeObjects.tsx).

const openRoutes = HAND_WRITTEN.map((d) => openRoute(d.path)).filter((r): r is RouteDef => r !== undefined);
const OPEN_PATHS = new Set(openRoutes.map((r) => r.path));

const routes: RouteObject[] = [
  {
    id: 'app',
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteLoadFailed,
    // Drawn only when the first route takes longer than main.tsx waits: the boot shell shows until then.
    HydrateFallback: () => (
      <div className="page">
        <LazyPlaceholder />
      </div>
    ),
    children: [routeObject(openRoute(LOGIN_PATH)!, null, true), ...openRoutes.map((r) => routeObject(r, null)), { id: 'not-found', path: '*', Component: NotFoundPage }],
  },
];

/** An address as a route's path: no query, no trailing slash, any case (react-router matches paths without case). */
function pathKey(address: string): string {
  const path = address.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return (path || '/').toLowerCase();
}

/**
 * The table's route for an address (the open ones are there from the start), patched in when an address first needs
 * it, not the whole table: react-router ranks and flattens every route it is given, and the table's 120 routes, made
 * and patched at once, were a task of 30-40 ms on a phone (at 4x CPU) in the middle of the first screen's start.
 * Patched again by every navigation that asks, and react-router keeps one of each: a flag set by the first caller
 * would also be set by a navigation that a newer one interrupted (an address changed during start-up), whose patch
 * react-router drops, and the newer one would then find nothing to open.
 */
function addTableRoute(table: AppRoutesModule, address: string, patch: (parent: string, children: RouteObject[]) => void): void {
  const key = pathKey(address);
  const route = table.appRoutes.routes.find((r) => !OPEN_PATHS.has(r.path) && r.path.toLowerCase() === key);
  if (route) patch('app', [routeObject(route, table.routeEngine)]);
}

type Router = ReturnType<typeof createHashRouter>;
let router: Router | null = null;

function started(): Router {
  if (!router) throw new Error('the router has not started yet (startRouter, main.tsx)');
  return router;
}

/**
 * Creates the router, which matches the address and starts the first route: its table, its code and its loaders.
 * The entry calls it in the task after its own code has run, so that the two are not one long task on a phone.
 */
export function startRouter(): void {
  router = createHashRouter(routes, {
    // An address the entry does not know (it matched only '*'): the route table decides, once it has arrived.
    // An address the table does not know either may be a page published at run time (publishedRoutes.ts).
    patchRoutesOnNavigation: async ({ patch, path }) => {
      const table = await loadAppRoutes();
      addTableRoute(table, path, patch);
      const published = await publishedRouteObjects(table, path.split('?')[0]!);
      if (published.length) patch('app', published);
    },
  });
  installHistory({
    push: (to) => void started().navigate(to),
    replace: (to) => void started().navigate(to, { replace: true }),
    go: (delta) => void started().navigate(delta),
  });
  installOpenAhead((path) => void loadAppRoutes().then((table) => openRouteAhead(table, path), () => undefined));
}

/** Login loads the table once it is drawn: the next screen's route is then patched in without waiting for its chunk. */
export function loadTableRoutes(): Promise<void> {
  return loadAppRoutes()
    .then(() => undefined)
    .catch(() => undefined);
}

/** Settles when the first route has run its loaders and has its code (or failed: the router shows that). */
export function firstRouteDrawable(): Promise<void> {
  const current = started();
  if (current.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = current.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function AppRouter(): ReactNode {
  return <RouterProvider router={started()} />;
}
