import { request } from '../../api/client';
import { LIST_DEFAULTS } from '../defaults';
import type { Api } from '../../../common/page/schemaTypes';
import { prepareCall, takeArrivedAnswer, takeEarlyAnswer } from './firstCall';
import { getPath, type Scope } from '../../../common/page/template';

// The engine's one data adapter over the API client: a schema `api` plus parameters → the answer's data.

export interface CallOptions {
  /** record the url and fixed params are filled from ({{id}} of a detail page's query, a row…) */
  scope?: Scope;
  /** parameters of this call (filters, paging, a form's data) */
  params?: Record<string, unknown>;
  /** a body that replaces the merged params (actions with their own body) */
  body?: unknown;
  signal?: AbortSignal;
  silent?: boolean;
}

export async function callApi<T = unknown>(api: Api, opts: CallOptions = {}): Promise<T> {
  const call = prepareCall(api, opts.scope ?? {}, opts.params, opts.body);
  // The page's first request may already be on its way (sent when the route opened): the same request is not sent twice.
  const early = takeEarlyAnswer(call.key);
  const data = early
    ? await early
    : await request<unknown>(call.url, {
        method: call.method,
        ...(call.query ? { query: call.query } : { body: call.body }),
        signal: opts.signal,
        silent: opts.silent,
      });
  return (api.dataPath ? getPath(data, api.dataPath) : data) as T;
}

/** What callApi would answer for these arguments, when the page's first request already has it (once), else undefined. */
export function arrivedAnswer<T = unknown>(api: Api, opts: CallOptions = {}): { data: T } | undefined {
  const found = takeArrivedAnswer(prepareCall(api, opts.scope ?? {}, opts.params, opts.body).key);
  return found && { data: (api.dataPath ? getPath(found.data, api.dataPath) : found.data) as T };
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
