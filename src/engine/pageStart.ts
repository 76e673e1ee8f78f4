import { preloadable } from '../ui/preloadable';
import type { FirstCallSpec } from '../../common/page/firstCalls';
import { askFirstCalls, unguardedOnly } from './firstCallsAhead';
import { findPage, type PageEntry } from './pageIndex';

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
  return start(findPage(route, undefined, query), (firstCall) => askFirstCalls(firstCall, query, address === undefined ? undefined : { address, page: route }));
}

/**
 * A page's opening before the user's menu has arrived (login, beside the request for the user's info): its code, and
 * those of its first calls no permission code guards, whose words cannot depend on the menu. What the menu decides is
 * asked by the route's loader as the page opens; nothing is remembered for the shell.
 */
export function startPageAhead(route: string): PageStart {
  return start(findPage(route), (firstCall) => askFirstCalls(firstCall, {}, undefined, unguardedOnly));
}

function start(entry: PageEntry | undefined, ask: (firstCall: FirstCallSpec) => Promise<void>): PageStart {
  if (!entry) return { code: Promise.resolve(), ready: Promise.resolve() };
  // The code is asked for first: the browser has six connections to the server, and a page with many first calls
  // (a dashboard's tiles) would otherwise queue its own code behind its answers.
  const code = Promise.all([entry.load(), schemaPage.preload()]).then(settled, settled);
  const answers = entry.firstCall ? ask(entry.firstCall) : undefined;
  return { code, ready: Promise.all([code, answers]).then(settled, settled) };
}

const settled = () => undefined;
