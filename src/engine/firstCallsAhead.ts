import { filterParams, initialValues, missingRequired } from '../../common/filters/filterParams';
import type { FirstCallSpec } from '../../common/page/firstCalls';
import { expressionsReady, holdsExpression } from '../../common/expressions/expression';
import { nextTask } from '../ui/wait';
import type { RememberedCall } from '../../common/shell/shellCalls';
import { askAhead } from './data/api';
import { rememberShellCalls } from './rememberShellCalls';
import { LIST_DEFAULTS } from './defaults';
import { can } from './permissions';

// A page's first calls sent ahead of its code (pageStart.ts, as a route opens; SchemaPage.tsx, for a page whose
// published release arrived while its screen showed). The answers wait in the answer cache (data/api.ts).

/** Where a route's opening remembers its calls for the shell to send at the next launch there (src/api/shellCalls.ts). */
export interface Opening {
  address: string;
  page: string;
}

/** Before the user's menu has arrived nothing a permission code guards is asked: whether the page will ask it is not known. */
export const unguardedOnly = (code?: string | null): boolean => !code;

/**
 * Asks a page's first calls ahead. Filters the user may not see are left out (the page drops them too, so their
 * defaults are not sent), and so are the calls of parts they may not see (a tile another menu code guards); a page
 * whose required filter has no value asks nothing until it has one. `allowed` decides what the user may see.
 */
export function askFirstCalls(spec: FirstCallSpec, query: Record<string, string>, opening?: Opening, allowed: (code?: string | null) => boolean = can): Promise<void> {
  const filters = (spec.filters ?? []).filter((f) => allowed(f.shieldCode));
  let params: Record<string, unknown> = {};
  if (spec.kind === 'list' || spec.kind === 'report' || spec.kind === 'dashboard') {
    const values = initialValues(filters, undefined, query);
    if (missingRequired(filters, values).length) return Promise.resolve();
    params = filterParams(filters, values);
  }
  // One call per task: each request costs the client its headers, abort timer and fetch, and a dashboard's six tiles
  // sent in the task that also starts the page's code made it the load's longest (the boss home: 49 ms on the test
  // machine, ~200 ms at a phone's 4x, a quarter of it these calls), counted whole against the blocking time. The
  // first goes at once; each next one a task later (nextTask puts it ahead of other waiting work, so it leaves
  // within a few milliseconds). Each answer is kept from the start (askAhead's turn).
  let turn: Promise<void> | undefined;
  // By the page's order of calls, not by the order their answers came: the shell sends the first few at the next
  // launch (SHELL_CALLS_PER_PAGE), and which those are must not depend on which answer was quicker this time (a
  // call another opening had asked, answered later than the ones asked here, would drop out of the first few).
  const answered: (RememberedCall | undefined)[] = [];
  const asked = spec.calls
    .filter((call) => (!call.onlyWith || query[call.onlyWith]) && allowed(call.shieldCode))
    // Parameters computed by an expression wait for the page, which brings the evaluator.
    .filter((call) => expressionsReady() || !holdsExpression(call.api.params))
    .map((call, i) => {
      const paging = call.paged ? { pageNum: 1, pageSize: spec.pageSize ?? LIST_DEFAULTS.pageSize } : {};
      const remember = opening && ((sent: RememberedCall) => void (answered[i] = sent));
      const answer = askAhead(call.api, { scope: call.scope === 'query' ? query : {}, params: call.filters === false ? {} : { ...params, ...paging }, answered: remember }, turn);
      turn = (turn ?? Promise.resolve()).then(nextTask);
      return answer;
    });
  // What this opening sent replaces what the last one at the address did; the shell sends it at the next launch there.
  return Promise.all(asked).then(() => {
    const inOrder = answered.filter((call): call is RememberedCall => call !== undefined);
    if (opening && inOrder.length) rememberShellCalls(opening.address, opening.page, inOrder);
  });
}
