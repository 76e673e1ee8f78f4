import { startFirstCalls } from './data/firstCall';
import { findPage, type PageEntry } from './pageIndex';
import { can } from './permissions';

// What opening a schema route starts at once: its page file (the checked page with its kind's renderer) and,
// given the route query, its first data calls. The router starts them when a route opens (index.ts); a list
// starts them for the page a row links to while the finger is still down, and fetches that page's code once
// it has drawn, so the tap finds both on their way or done.

function start(entry: PageEntry, query: Record<string, string> | null): void {
  if (query && entry.firstCall) startFirstCalls(entry.firstCall, query, can);
  void entry.load().catch(() => undefined);
}

/**
 * Starts the page file of `route` and its first calls (an identical request in flight is not sent twice); false
 * when no page file serves the route.
 */
export function startPageFile(route: string, query: Record<string, string>): boolean {
  const entry = findPage(route);
  if (entry) start(entry, query);
  return entry !== undefined;
}

/**
 * The same for a page the user is about to open, judged by its menu code first (the router judges a page it
 * opens): its code alone without a query, its code and first calls with the query it will open with.
 */
export function preparePage(route: string, query: Record<string, string> | null): void {
  const entry = findPage(route);
  if (entry && can(entry.menuCode)) start(entry, query);
}
