import type { RouteWhen } from './schemaTypes';

/**
 * Whether a page file that serves its route only for some queries (`routeWhen`) serves this one: the parameter is
 * there (not empty), with `value` exactly that value. Read by the page index and by schemas:check.
 */
export function servesQuery(when: RouteWhen | undefined, query: Record<string, string>): boolean {
  if (!when) return true;
  const value = query[when.param];
  return when.value === undefined ? Boolean(value) : value === when.value;
}
