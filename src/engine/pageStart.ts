import { findPage } from './pageIndex';
import { can } from './permissions';

// A page that links to others (a list's rows) fetches their page files (the checked page with its kind's
// renderer) before the user opens one, so the tap does not wait for that code. The router still starts the
// page's first calls when it opens (index.ts startPage).

/** Starts fetching the page file of `route`, when one serves it and its menu code is the user's. */
export function preparePage(route: string): void {
  const entry = findPage(route);
  if (entry && can(entry.menuCode)) void entry.load().catch(() => undefined);
}
