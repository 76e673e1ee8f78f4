import { lazy, type ComponentType } from 'react';
import { allPageRoutes, findPage } from './pageIndex';

// The engine's face to the router. Light on purpose: the route index only; the renderer is a lazy chunk.

/** Whether a schema file serves this route for the current user (supplier set, or boss set for merchant admins). */
export function hasPageSchema(route: string): boolean {
  return findPage(route) !== undefined;
}

/** Renders the page schema of `route`: validation, permission check, then the list/report/detail/form/dashboard renderer. */
export const SchemaPage: ComponentType<{ route: string; query: Record<string, string> }> = lazy(() => import('./SchemaPage'));

/** Routes served by schema files, with their titles: a router adds those its route table lacks. */
export const schemaRoutes = allPageRoutes;

export { can } from './permissions';
