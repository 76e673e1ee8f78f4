import { describeCall, request, type RequestOptions } from '../../api/client';
import { requestKey } from '../../api/dedupe';
import { useSessionStore } from '../../stores/session';
import { LIST_DEFAULTS } from '../defaults';
import type { Api } from '../../../common/page/schemaTypes';
import { fillTemplate, getPath, resolveValue, type Scope } from '../../../common/page/template';

// The engine's one data adapter over the API client (a schema `api` plus parameters → the answer's data), and its
// one answer cache: the route's loader asks a page's first calls ahead, beside the page's code (`askAhead`, from
// pageStart.ts), and the page's own call of the same request (same method, url and parameters) takes that answer
// once instead of asking again: in its first pass when it has already arrived (`arrivedAnswer`), else still on its
// way (`callApi`). An answer nobody takes (the page asked something else: a filter shielded from the user) is
// dropped after KEEP_MS; the next identical call (pull to refresh, a repeat visit) asks the server again.

export interface CallOptions {
  /** record the url and fixed params are filled from ({{id}} of a detail page's query, a row…) */
  scope?: Scope;
  /** parameters of this call (filters, paging, a form's data) */
  params?: Record<string, unknown>;
  /** a body that replaces the merged params (actions with their own body) */
  body?: unknown;
  signal?: AbortSignal;
  silent?: boolean;
  /** told the request as sent once answered with success (a route's opening remembers it for the shell) */
  answered?: RequestOptions['answered'];
}

/** An answer asked ahead: on its way, and once it is here, the answer itself. */
interface Kept {
  answer: Promise<unknown>;
  arrived?: { data: unknown };
}

const KEEP_MS = 15_000;
const kept = new Map<string, Kept>();

// An answer belongs to the session that asked for it: a new token (a login, a supplier switch, a logout) drops what
// is kept, so a page of the next session never takes an answer of the last one.
useSessionStore.subscribe((state, before) => {
  if (state.token !== before.token) kept.clear();
});

/** The request callApi sends for these arguments, in the same words (dropEmpty, GET query or POST body). */
function prepareCall(api: Api, opts: CallOptions) {
  const scope = opts.scope ?? {};
  const url = fillTemplate(api.url, scope, true);
  const method = api.method ?? 'POST';
  const fixed = (resolveValue(api.params, scope) as Record<string, unknown> | undefined) ?? {};
  const merged = dropEmpty({ ...fixed, ...opts.params });
  const query = method === 'GET' ? merged : undefined;
  const body = method === 'GET' ? undefined : (opts.body ?? merged);
  return { url, method, query, body, key: requestKey(method, url, query, body) };
}

function dropEmpty(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
}

function send(call: ReturnType<typeof prepareCall>, opts: CallOptions): Promise<unknown> {
  return request<unknown>(call.url, {
    method: call.method,
    ...(call.query ? { query: call.query } : { body: call.body }),
    signal: opts.signal,
    silent: opts.silent,
    answered: opts.answered,
  });
}

const dataOf = <T>(api: Api, data: unknown): T => (api.dataPath ? getPath(data, api.dataPath) : data) as T;

/**
 * Sends this call (now, or once `turn` has come) and keeps its answer for the page's own identical call (an
 * identical one already kept is not sent twice). The answer is kept at once, also while the call waits for its
 * turn, so a page drawn meanwhile takes it rather than asking a second time. Settles when the answer has arrived,
 * or failed: nobody may be waiting yet, so a failure is the page's to report when it takes the answer.
 */
export function askAhead(api: Api, opts: CallOptions = {}, turn?: Promise<void>): Promise<void> {
  const call = prepareCall(api, opts);
  const already = kept.get(call.key);
  if (already) {
    // Asked ahead by another opening (login opening home): told as the app would send it now, once it succeeded.
    const { answered } = opts;
    if (answered) void already.answer.then(() => answered(describeCall(call.url, call)), settled);
    return already.answer.then(settled, settled);
  }
  const sendIt = () => send(call, { silent: true, answered: opts.answered });
  const entry: Kept = { answer: turn ? turn.then(sendIt) : sendIt() };
  kept.set(call.key, entry);
  setTimeout(() => kept.get(call.key) === entry && kept.delete(call.key), KEEP_MS);
  return entry.answer.then((data) => void (entry.arrived = { data }), settled);
}

const settled = () => undefined;

export async function callApi<T = unknown>(api: Api, opts: CallOptions = {}): Promise<T> {
  const call = prepareCall(api, opts);
  const ahead = kept.get(call.key);
  kept.delete(call.key);
  return dataOf<T>(api, await (ahead?.answer ?? send(call, opts)));
}

/**
 * What callApi would answer for these arguments when an answer asked ahead has already arrived (taken, once), else
 * undefined: a page drawn after its data came draws it in its first pass, rather than "loading" and then again a
 * task later when the promise settles (one whole render and layout of the page less, ~80 ms of a phone's CPU on a list).
 */
export function arrivedAnswer<T = unknown>(api: Api, opts: CallOptions = {}): { data: T } | undefined {
  const { key } = prepareCall(api, opts);
  const arrived = kept.get(key)?.arrived;
  if (!arrived) return undefined;
  kept.delete(key);
  return { data: dataOf<T>(api, arrived.data) };
}

export interface ListAnswer {
  rows: Record<string, unknown>[];
  /** null when the server does not say (then paging stops at a short page) */
  total: number | null;
  raw: unknown;
}

/** Rows and total of a list answer: `listPath` (default rows, or the answer itself when it is a list), `totalPath`. */
export function readList(api: Api, data: unknown): ListAnswer {
  const list = api.listPath ? getPath(data, api.listPath) : Array.isArray(data) ? data : getPath(data, LIST_DEFAULTS.listPath);
  const totalRaw = getPath(data, api.totalPath ?? LIST_DEFAULTS.totalPath);
  const total = typeof totalRaw === 'number' ? totalRaw : typeof totalRaw === 'string' && totalRaw !== '' ? Number(totalRaw) : null;
  return { rows: Array.isArray(list) ? (list as Record<string, unknown>[]) : [], total: Number.isFinite(total) ? total : null, raw: data };
}
