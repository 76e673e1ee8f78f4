import { preloadable } from '../ui/preloadable';
import { askFirstCalls } from './firstCallsAhead';
import { findPage } from './pageIndex';

export { askFirstCalls };

// A schema route's opening, as its loader starts it (src/router/routeLoader.ts): the page's first calls, with the
// parameters the page itself will send (its filters' defaults or what the route query names, paging), its page
// file (with the kind's renderer) and the engine's page frame, all at once instead of one after the other. The
// answers wait in the answer cache (data/api.ts) for the page's own identical calls.

/** The engine's page frame: drawn at once when its chunk has arrived (startPage fetched it with the page's data). */
export const schemaPage = preloadable(() => import('./SchemaPage'));

/** A route's opening under way: its code, and its code with its first answers (both settle, failed or not). */
export interface PageStart {
  code: Promise<void>;
  ready: Promise<void>;
}

/**
 * Safe to call again for the same opening (an identical request in flight is not sent twice). A failure is the page's
 * to show when it draws. `address`: the route's path and query, under which its calls are remembered for the shell.
 */
export function startPage(route: string, query: Record<string, string>, address?: string): PageStart {
  const entry = findPage(route, undefined, query);
  if (!entry) return { code: Promise.resolve(), ready: Promise.resolve() };
  // The code is asked for first: the browser has six connections to the server, and a page with many first calls
  // (a dashboard's tiles) would otherwise queue its own code behind its answers.
  const code = Promise.all([entry.load(), schemaPage.preload()]).then(settled, settled);
  const answers = entry.firstCall ? askFirstCalls(entry.firstCall, query, address === undefined ? undefined : { address, page: route }) : undefined;
  return { code, ready: Promise.all([code, answers]).then(settled, settled) };
}

const settled = () => undefined;
