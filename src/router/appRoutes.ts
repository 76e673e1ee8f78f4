import { schemaRoutes } from '../engine/index';
import { buildRouteTable } from './routeTable';

/** The route table of this build: declared routes plus every route a page file serves. */
export const appRoutes = buildRouteTable(schemaRoutes());
