import { requestKey } from '../../api/dedupe';
import { request } from '../../api/client';
import { LIST_DEFAULTS } from '../defaults';
import { filterParams, initialValues, missingRequired } from '../../../common/filters/filterParams';
import type { Api, Filter, PageKind } from '../../../common/page/schemaTypes';
import { fillTemplate, resolveValue, type Scope } from '../../../common/page/template';

// A page's first data request leaves the moment its route opens, in parallel with the page's code, instead of
// after it: the build describes each page's first calls (scripts/build/pageModules.ts, bundled with the route
// table), this module sends them with the parameters the page itself will send (its filters' defaults, or what
// the route query names, paging), and when the page's own call is the same request (same method, url and
// parameters) callApi takes the answer in flight instead of asking again. When the page asks something else (a
// shielded filter), the early answer is simply not used and dropped after KEEP_MS.

export interface FirstCallSpec {
  kind: PageKind;
  filters?: Filter[];
  pageSize?: number;
  /** onlyWith: sent only when the route query has this parameter (a form's load: without it, a new document) */
  /** filters false: sent with its own parameters only (the saved column settings), not the page's filters */
  calls: { api: Api; paged: boolean; scope: 'query' | 'none'; onlyWith?: string; filters?: false }[];
}

/** An early answer nobody asked for within this time is dropped (the page asked something else). */
const KEEP_MS = 15_000;
const early = new Map<string, Promise<unknown>>();
/** Early answers that have arrived, by request: a page that opens after its data can draw it in its first pass. */
const arrived = new Map<string, unknown>();

/** The request callApi sends for these arguments, in the same words (dropEmpty, GET query or POST body). */
export function prepareCall(api: Api, scope: Scope, params: Record<string, unknown> | undefined, body?: unknown) {
  const url = fillTemplate(api.url, scope, true);
  const method = api.method ?? 'POST';
  const fixed = (resolveValue(api.params, scope) as Record<string, unknown> | undefined) ?? {};
  const merged = dropEmpty({ ...fixed, ...params });
  const query = method === 'GET' ? merged : undefined;
  const sent = method === 'GET' ? undefined : (body ?? merged);
  return { url, method, query, body: sent, key: requestKey(method, url, query, sent) };
}

function dropEmpty(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
}

/** The early answer of exactly this request, once (the next identical call asks the server again). */
export function takeEarlyAnswer(key: string): Promise<unknown> | undefined {
  const answer = early.get(key);
  early.delete(key);
  arrived.delete(key);
  return answer;
}

/**
 * The early answer of exactly this request if it has already arrived, once: a page drawn after its data came can
 * draw it at once, in its first pass, rather than draw "loading" and then again a task later when the answer's
 * promise settles (one whole render and layout of the page less, ~80 ms of a phone's CPU on a list).
 */
export function takeArrivedAnswer(key: string): { data: unknown } | undefined {
  if (!arrived.has(key)) return undefined;
  const data = arrived.get(key);
  early.delete(key);
  arrived.delete(key);
  return { data };
}

/**
 * Sends a page's first calls now. `allowed` drops filters the user may not see (the page drops them too, so their
 * defaults are not sent). A page whose required filter has no value asks nothing until it has one. Settles when
 * every answer has arrived (or failed: the page reports that when it takes the answer).
 */
export function startFirstCalls(spec: FirstCallSpec, query: Record<string, string>, allowed: (code: string | undefined) => boolean): Promise<void> {
  const filters = (spec.filters ?? []).filter((f) => allowed(f.shieldCode));
  let params: Record<string, unknown> = {};
  if (spec.kind === 'list' || spec.kind === 'report' || spec.kind === 'dashboard') {
    const values = initialValues(filters, undefined, query);
    if (missingRequired(filters, values).length) return Promise.resolve();
    params = filterParams(filters, values);
  }
  const settled: Promise<unknown>[] = [];
  for (const call of spec.calls) {
    if (call.onlyWith && !query[call.onlyWith]) continue;
    const paging = call.paged ? { pageNum: 1, pageSize: spec.pageSize ?? LIST_DEFAULTS.pageSize } : {};
    const prepared = prepareCall(call.api, call.scope === 'query' ? query : {}, call.filters === false ? {} : { ...params, ...paging });
    const sent = early.get(prepared.key);
    if (sent) {
      settled.push(sent.catch(() => undefined));
      continue;
    }
    const answer = request<unknown>(prepared.url, {
      method: prepared.method,
      ...(prepared.query ? { query: prepared.query } : { body: prepared.body }),
      silent: true,
    });
    // Nobody may be waiting yet: a failure is the page's to report when it takes the answer.
    settled.push(
      answer.then(
        (data) => early.get(prepared.key) === answer && arrived.set(prepared.key, data),
        () => undefined,
      ),
    );
    early.set(prepared.key, answer);
    setTimeout(() => {
      if (early.get(prepared.key) !== answer) return;
      early.delete(prepared.key);
      arrived.delete(prepared.key);
    }, KEEP_MS);
  }
  return Promise.all(settled).then(() => undefined);
}
