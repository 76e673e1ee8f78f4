import { request } from '../../api/client';
import { LIST_DEFAULTS } from '../defaults';
import type { Api } from '../schemaTypes';
import { fillTemplate, getPath, resolveValue, type Scope } from './template';

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

function dropEmpty(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
}

export async function callApi<T = unknown>(api: Api, opts: CallOptions = {}): Promise<T> {
  const scope = opts.scope ?? {};
  const url = fillTemplate(api.url, scope, true);
  const method = api.method ?? 'POST';
  const fixed = (resolveValue(api.params, scope) as Record<string, unknown> | undefined) ?? {};
  const params = dropEmpty({ ...fixed, ...opts.params });
  const data = await request<unknown>(url, {
    method,
    ...(method === 'GET' ? { query: params } : { body: opts.body ?? params }),
    signal: opts.signal,
    silent: opts.silent,
  });
  return (api.dataPath ? getPath(data, api.dataPath) : data) as T;
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
