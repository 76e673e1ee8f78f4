import { SET_LOOKUP } from '../../common/page/schemaSets';
import { currentSchemaSet } from '../stores/schemaSet';
import type { MenuTitle } from './menuRoutes';
import type { RouteDef } from './routes';

/** The title of the page the signed-in user sees on this route: a buyer's review detail is not the supplier's. */
export function routeTitle(route: RouteDef): MenuTitle {
  for (const set of SET_LOOKUP[currentSchemaSet()]) {
    const own = route.titles?.[set];
    if (own) return own;
  }
  return route.title;
}
