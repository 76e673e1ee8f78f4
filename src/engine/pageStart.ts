import { filterParams, initialValues, missingRequired } from '../../common/filters/filterParams';
import type { FirstCallSpec } from '../../common/page/firstCalls';
import { expressionsReady, holdsExpression } from '../../common/expressions/expression';
import { preloadable } from '../ui/preloadable';
import { askAhead } from './data/api';
import { LIST_DEFAULTS } from './defaults';
import { findPage } from './pageIndex';
import { can } from './permissions';

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

/** Safe to call again for the same opening (an identical request in flight is not sent twice). A failure is the page's to show when it draws. */
export function startPage(route: string, query: Record<string, string>): PageStart {
  const entry = findPage(route, undefined, query);
  if (!entry) return { code: Promise.resolve(), ready: Promise.resolve() };
  // The code is asked for first: the browser has six connections to the server, and a page with many first calls
  // (a dashboard's tiles) would otherwise queue its own code behind its answers.
  const code = Promise.all([entry.load(), schemaPage.preload()]).then(settled, settled);
  const answers = entry.firstCall ? askFirstCalls(entry.firstCall, query) : undefined;
  return { code, ready: Promise.all([code, answers]).then(settled, settled) };
}

const settled = () => undefined;

/**
 * Asks a page's first calls ahead. Filters the user may not see are left out (the page drops them too, so their
 * defaults are not sent), and so are the calls of parts they may not see (a tile another menu code guards); a page
 * whose required filter has no value asks nothing until it has one.
 */
export function askFirstCalls(spec: FirstCallSpec, query: Record<string, string>): Promise<void> {
  const filters = (spec.filters ?? []).filter((f) => can(f.shieldCode));
  let params: Record<string, unknown> = {};
  if (spec.kind === 'list' || spec.kind === 'report' || spec.kind === 'dashboard') {
    const values = initialValues(filters, undefined, query);
    if (missingRequired(filters, values).length) return Promise.resolve();
    params = filterParams(filters, values);
  }
  const asked = spec.calls
    .filter((call) => (!call.onlyWith || query[call.onlyWith]) && can(call.shieldCode))
    // Parameters computed by an expression wait for the page, which brings the evaluator.
    .filter((call) => expressionsReady() || !holdsExpression(call.api.params))
    .map((call) => {
      const paging = call.paged ? { pageNum: 1, pageSize: spec.pageSize ?? LIST_DEFAULTS.pageSize } : {};
      return askAhead(call.api, { scope: call.scope === 'query' ? query : {}, params: call.filters === false ? {} : { ...params, ...paging } });
    });
  return Promise.all(asked).then(settled);
}
