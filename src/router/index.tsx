import { useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { normalizePath } from '../navigation/address';
import { BOSS_OVERVIEW_PATH, HOME_PATH, LOGIN_PATH } from '../navigation/appPaths';
import { afterFirstScreen } from '../navigation/firstScreen';
import * as hashHistory from '../navigation/hashHistory';
import { reportLocation } from '../navigation/navigate';
import { getSession } from '../stores/session';
import { admit } from './admission';
import { aliasAddress } from './alias';
import { appRoutesFailed, appRoutesNow, loadAppRoutes, onAppRoutes } from './loadAppRoutes';
import { NotFoundPage } from './NotFoundPage';
import { preloadScreen } from './pageComponents';
import { LazyPlaceholder, LoadFailed } from './placeholders';
import { RouteHost } from './RouteHost';
import { openRoute } from './routes';
import type { PageStart } from '../engine/index';

/** '/' is login; '/a/b/' is '/a/b'. */
function routePath(pathname: string): string {
  return pathname === '/' ? LOGIN_PATH : normalizePath(pathname);
}

/**
 * As the app starts, before React draws: a first route that is not open to anyone (a deep link, a reload on a
 * list) fetches the route table and the screen's own code at once, in one round, and the page's first answers
 * beside them. `code` settles once the table has run and the screen's code is in, `ready` once its first answers
 * are in too (both also when something failed to arrive); null for a route open to anyone, which draws without it.
 */
export function startFirstRoute(): PageStart | null {
  const { pathname, search } = hashHistory.current().location;
  const path = routePath(pathname);
  if (openRoute(path)) return null;
  const screen = preloadScreen(path).catch(() => undefined);
  // The page's data and code start the moment the table has run, not a render later (RouteHost asks again when it
  // draws; an identical request in flight is not sent twice).
  const page = loadAppRoutes()
    .then(({ appRoutes, routeEngine }) => {
      const found = appRoutes.find(path);
      // A deep link to an alias starts its target's page (the router replaces the address once it draws).
      const address = found?.aliasOf ? aliasAddress(found.aliasOf, search) : null;
      const route = address ? appRoutes.find(address) : found;
      const query = address ? new URLSearchParams(address.split('?')[1] ?? '') : new URLSearchParams(search);
      if (!route || (route.kind !== 'schema' && !route.pageBody) || admit(route, getSession(), routeEngine.can).type !== 'show') return undefined;
      const started = [routeEngine.startPage(route.path, Object.fromEntries(query.entries()))];
      // The merchant admin's home draws the overview dashboard in its first frame too.
      if (path === HOME_PATH && getSession().userKind === 'boss') started.unshift(routeEngine.startPage(BOSS_OVERVIEW_PATH, {}));
      return { code: Promise.all(started.map((p) => p.code)), ready: Promise.all(started.map((p) => p.ready)) };
    })
    .catch(() => undefined);
  const done = () => undefined;
  return {
    code: Promise.all([screen, page.then((p) => p?.code)]).then(done),
    ready: Promise.all([screen, page.then((p) => p?.ready)]).then(done),
  };
}

/**
 * Hash routing with base '/' (spec §2): the server only ever serves index.html. The app's own small router rather
 * than a library: one history (src/navigation/hashHistory.ts), one lookup in the route table, one screen at a time.
 * '/' is login too. A route the entry knows (login, the agreements) draws at once; any other waits for the route
 * table's chunk, which is on its way beside the screen's own chunk.
 */
export function AppRouter(): ReactNode {
  const { location, action } = useSyncExternalStore(hashHistory.subscribe, hashHistory.current);
  const table = useSyncExternalStore(onAppRoutes, appRoutesNow);
  const failed = useSyncExternalStore(onAppRoutes, appRoutesFailed);
  const path = routePath(location.pathname);
  const route = table ? table.appRoutes.find(path) : openRoute(path);

  // An alias (alias.ts) is never a place of its own: its entry becomes the target's before anything draws or
  // navigation hears of it, so Back leaves to where the user came from.
  const alias = route?.aliasOf ? aliasAddress(route.aliasOf, location.search) : null;

  // Navigation hears of a location once it is drawn; a newly opened screen starts at the top, going back leaves
  // the browser's own scroll restoration alone.
  useLayoutEffect(() => {
    if (alias) return hashHistory.replace(alias);
    reportLocation({ pathname: location.pathname, search: location.search, key: location.key }, action);
    if (action !== 'POP') window.scrollTo(0, 0);
  }, [location, action, alias]);

  useEffect(() => {
    if (table) return;
    if (!route) {
      void loadAppRoutes().catch(() => undefined);
      return;
    }
    // Login draws without the table; fetch it once the screen is drawn, so the next screen does not wait for it.
    afterFirstScreen(() => void loadAppRoutes().catch(() => undefined));
  }, [table, route]);

  if (alias) return null;
  if (route) return <RouteHost route={route} location={location} engine={table?.routeEngine ?? null} />;
  if (table) return <NotFoundPage />;
  return <div className="page">{failed ? <LoadFailed /> : <LazyPlaceholder />}</div>;
}
