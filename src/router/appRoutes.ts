import { can, schemaRoutes, startPage } from '../engine/index';
import { buildRouteTable } from './routeTable';

// One chunk beside the entry (loadAppRoutes.ts fetches it in parallel with the first screen's chunk): the route
// table of this build, declared routes plus every route a page file serves, and what the router asks of the engine
// when a route opens. With it come the page index (identity and first calls of each page file, the preload map of
// their chunks) and the menus; the login route draws without any of it.

/** The route table of this build: declared routes plus every route a page file serves. */
export const appRoutes = buildRouteTable(schemaRoutes());

/** The engine's part in opening a route: permission codes, and a schema page's data and code started at once. */
export const routeEngine = { can, startPage };
