import { normalizePath } from './address';

// Navigation enforces the spec's rules ("a page must exist", "tab pages are reached only by switching", "back
// exits on login and home") without knowing the router: the app hands it a lookup into its route table at
// start-up. Until then every address is unknown, so nothing navigates before the app is wired.

export interface RouteFacts {
  /** a bottom-tab page: reached only by switching */
  tab: boolean;
  /** system back leaves the app from here */
  backExits: boolean;
}

export type RouteLookup = (path: string) => RouteFacts | undefined;
/** Whether the current session may open a path: the router's admission (logged in, supplier chosen, menu code held). */
export type RouteAdmits = (path: string) => boolean;

let lookup: RouteLookup = () => undefined;
let admits: RouteAdmits = () => false;

/** `opens` comes with the full route table; the hand-written screens' lookup alone opens no link drawn from a page. */
export function installRouteTable(table: RouteLookup, opens: RouteAdmits = () => false): void {
  lookup = table;
  admits = opens;
}

export function routeFacts(path: string): RouteFacts | undefined {
  return lookup(normalizePath(path));
}

/**
 * Whether a link to `path` drawn from a page's data (a figure, a row, a links row, a banner, a drill) may be drawn as
 * a link: the router would admit the current session to its route. A target the user may not open is shown without
 * a link, rather than as a tap that ends in "no permission".
 */
export function mayOpen(path: string): boolean {
  return admits(normalizePath(path));
}
