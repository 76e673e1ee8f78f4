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

let lookup: RouteLookup = () => undefined;

export function installRouteTable(table: RouteLookup): void {
  lookup = table;
}

export function routeFacts(path: string): RouteFacts | undefined {
  return lookup(normalizePath(path));
}
