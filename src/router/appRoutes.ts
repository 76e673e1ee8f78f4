import { can, publishedReady, publishedRoutes, refreshPublished, SchemaPage, schemaRoutes, startPage, startPageAhead, subscribePublished } from '../engine/index';
import type { RouteAdmits, RouteLookup } from '../navigation/routeTable';
import { getSession } from '../stores/session';
import { admit } from './admission';
import { publishedRouteDef } from './publishedRouteDef';
import { buildRouteTable } from './routeTable';

// One chunk beside the entry (loadAppRoutes.ts fetches it in parallel with the first screen's chunk): the route
// table of this build, declared routes plus every route a page file serves, and what the router asks of the engine
// when a route opens. With it come the page index (identity and first calls of each page file, the preload map of
// their chunks) and the menus; the login route draws without any of it.

/** The route table of this build: declared routes plus every route a page file serves. */
export const appRoutes = buildRouteTable(schemaRoutes());

/**
 * The engine's part in opening a route: permission codes, a schema page's data and code started at once, the screen
 * of a route without a hand-written one, and the pages the merchant published at run time (asked for on every
 * navigation, held before the first draws, their new routes added to the table); a page's opening ahead of its
 * navigation, before the menu has arrived (openRouteAhead.ts).
 */
export const routeEngine = { can, startPage, startPageAhead, SchemaPage, refreshPublished, publishedReady, publishedRoutes, subscribePublished };

/** What navigation knows of a path: the table's facts, or those of a published page's route (an ordinary screen). */
export const routeFacts: RouteLookup = (path) =>
  appRoutes.facts(path) ?? (publishedRoutes().some((r) => r.path === path) ? { tab: false, backExits: false } : undefined);

/** Whether the session may open a path, by the gate the route's loader applies (a link to it is drawn only then). */
export const routeAdmits: RouteAdmits = (path) => {
  const published = publishedRoutes().find((r) => r.path === path);
  const route = appRoutes.find(path) ?? (published && publishedRouteDef(published));
  return route !== undefined && admit(route, getSession(), can).type === 'show';
};
