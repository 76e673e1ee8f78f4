import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText, isApiError } from '../../../api/client';
import { arrivedAnswer, callApi, readList, type ListAnswer } from '../../data/api';
import { getPath } from '../../../../common/page/template';
import type { Api } from '../../../../common/page/schemaTypes';

// Server paging for list and report pages: page 1 on every filter change, the next page on load-more,
// page 1 again on pull-to-refresh. Answers that arrive after a newer request are dropped.

export type Row = Record<string, unknown>;

export interface ListState {
  rows: Row[];
  total: number | null;
  status: 'waiting' | 'loading' | 'ready' | 'error';
  error: string;
  /** what failed, when the status is error (whether a retry may pass) */
  cause?: unknown;
  hasMore: boolean;
  /** the last page-1 answer, for figures beside the rows (status counts) */
  raw: unknown;
}

const INITIAL: ListState = { rows: [], total: null, status: 'loading', error: '', hasMore: false, raw: null };

function isAborted(err: unknown): boolean {
  return isApiError(err) && err.aborted;
}

function firstPage(api: Api, page: ListAnswer, pageSize: number): ListState {
  // Lets performance tools (and the list benchmark) time the render from the moment rows are in hand.
  performance.mark('scm:list-rows', { detail: { rows: page.rows.length } });
  const hasMore = api.paged !== false && (page.total !== null ? page.rows.length < page.total : page.rows.length >= pageSize);
  return { rows: page.rows, total: page.total, status: 'ready', error: '', hasMore, raw: page.raw };
}

/** `params` null means "not ready" (a required filter is empty): nothing is requested. */
export function useListData(api: Api, params: Record<string, unknown> | null, pageSize: number, rowKey: string) {
  const paging = useCallback((pageNum: number) => (api.paged === false ? {} : { pageNum, pageSize }), [api.paged, pageSize]);
  const paramsKey = params === null ? null : JSON.stringify(params);
  // Page 1 drawn in the first pass when the answer the route's loader asked ahead is already here; that key is then
  // not asked again by the first run of the effect below.
  const [early] = useState(() => (params ? arrivedAnswer(api, { params: { ...params, ...paging(1) } }) : undefined));
  const [state, setState] = useState<ListState>(() => (early ? firstPage(api, readList(api, early.data), pageSize) : INITIAL));
  // undefined: nothing to skip (null is a key of its own: "a required filter is empty", which must show as waiting)
  const skip = useRef<string | null | undefined>(early ? paramsKey : undefined);
  const pageRef = useRef(1);
  const seq = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const fetchPage = useCallback(
    async (pageNum: number) => {
      const data = await callApi(api, { params: { ...params, ...paging(pageNum) }, signal: controller.current?.signal, silent: true });
      return readList(api, data);
    },
    // paramsKey stands for params: a new object with the same content must not reload.
    [api, paramsKey, paging],
  );

  const loadFirst = useCallback(
    async (keepRows: boolean) => {
      const mine = ++seq.current;
      controller.current?.abort();
      controller.current = new AbortController();
      setState((s) => ({ ...(keepRows ? s : INITIAL), status: keepRows ? s.status : 'loading', error: '', cause: undefined }));
      try {
        const page = await fetchPage(1);
        if (mine !== seq.current) return;
        pageRef.current = 1;
        setState(firstPage(api, page, pageSize));
      } catch (err) {
        if (mine !== seq.current || isAborted(err)) return;
        setState((s) => ({ ...s, status: keepRows && s.rows.length ? s.status : 'error', error: failureText(err), cause: err }));
        if (keepRows) throw err;
      }
    },
    [fetchPage, pageSize, api],
  );

  useEffect(() => {
    const skipped = skip.current === paramsKey;
    skip.current = undefined;
    if (skipped) return;
    if (paramsKey === null) {
      seq.current++;
      setState({ ...INITIAL, status: 'waiting' });
      return;
    }
    void loadFirst(false);
  }, [paramsKey, loadFirst]);

  useEffect(() => () => controller.current?.abort(), []);

  /** Next page, appended; rows already shown (the list moved on the server) are not repeated. */
  const loadMore = useCallback(async () => {
    const mine = seq.current;
    const next = pageRef.current + 1;
    const page = await fetchPage(next);
    if (mine !== seq.current) return;
    pageRef.current = next;
    setState((s) => {
      const seen = new Set(s.rows.map((r) => String(getPath(r, rowKey))));
      const fresh = page.rows.filter((r) => !seen.has(String(getPath(r, rowKey))));
      const rows = s.rows.concat(fresh);
      const total = page.total ?? s.total;
      const hasMore = page.rows.length > 0 && (total !== null ? rows.length < total : page.rows.length >= pageSize);
      return { ...s, rows, total, hasMore };
    });
  }, [fetchPage, pageSize, rowKey]);

  const refresh = useCallback(() => loadFirst(true), [loadFirst]);
  const retry = useCallback(() => void loadFirst(false), [loadFirst]);

  return { state, loadMore, refresh, retry };
}
