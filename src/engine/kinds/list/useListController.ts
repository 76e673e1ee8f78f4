import { useCallback, useMemo, useRef, useState } from 'react';
import { getPath } from '../../../../common/page/template';
import { useApi } from '../../data/useApi';
import { LIST_DEFAULTS } from '../../defaults';
import type { Column, Filter, ListPage, ReportPage } from '../../../../common/page/schemaTypes';
import { columnLabelKey, columnsFor } from './columnLabels';
import { applySettings, arrivedColumnSettings, loadColumnSettings, saveColumnSettings, type ColumnSettings, type TableLayout } from './columnSettings';
import { filterParams, initialValues, missingRequired, type FilterValue, type FilterValues } from '../../../../common/filters/filterParams';
import { remember, withRemembered } from './rememberedFilters';
import { useColumnModel, type ColumnModel } from './useColumnModel';
import { useListData, type ListState } from './useListData';

// Everything a list or report page knows, without drawing any of it (ra-core's list controller): filter
// values and the parameters they send, server paging, the next-page state, the user's field settings and
// the column model (the table instance over the loaded rows: visible columns, their order, sorting). ListView draws what this returns; another view (a table on a wide screen, the
// assistant's answer) could draw the same controller.

export type MoreState = 'idle' | 'loading' | 'failed';

export interface ListController {
  filters: Filter[];
  values: FilterValues;
  setValue: (field: string, value: FilterValue) => void;
  /** required filters still empty (the list waits for them) */
  missing: Filter[];
  /** the filter asks for less than the page's defaults (a tab, a keyword, a store): an empty answer is no match, not an empty list */
  narrowed: boolean;
  /** request parameters of the current filter; null while a required filter is empty */
  params: Record<string, unknown> | null;
  state: ListState;
  rowKey: string;
  /** per-value counts for the tabs, when the answer carries them */
  counts: Record<string, unknown> | undefined;
  more: MoreState;
  /** loads the next page; undefined when there is none to load now */
  nextPage: (() => void) | undefined;
  /** retries a failed next page */
  retryMore: () => void;
  refresh: () => Promise<void>;
  retry: () => void;
  /** the page's columns, named for the filter values (`labelWhen`) */
  columns: Column[];
  /** the table over the loaded rows: the rows to draw, the visible columns, sorting */
  model: ColumnModel;
  layout: TableLayout;
  settingsOn: boolean;
  saveSettings: (s: ColumnSettings) => Promise<void>;
  loadMoreDistance: number;
  pullRefresh: boolean;
}

export function useListController(page: ListPage | ReportPage, query: Record<string, string>): ListController {
  const filters = useMemo(() => page.filters ?? [], [page]);
  const rowKey = page.rowKey ?? LIST_DEFAULTS.rowKey;
  const [values, setValues] = useState<FilterValues>(() => withRemembered(filters, initialValues(filters, undefined, query)));
  const setValue = useCallback(
    (field: string, value: FilterValue) => {
      remember(filters, field, value);
      setValues((v) => ({ ...v, [field]: value }));
    },
    [filters],
  );
  const missing = missingRequired(filters, values);
  const params = useMemo(() => (missing.length ? null : filterParams(filters, values)), [filters, values, missing.length]);
  const narrowed = useMemo(() => JSON.stringify(filterParams(filters, values)) !== JSON.stringify(filterParams(filters, initialValues(filters))), [filters, values]);
  const { state: rowsState, loadMore, refresh, retry } = useListData(page.api, params, page.pageSize ?? LIST_DEFAULTS.pageSize, rowKey);

  // The columns named for the filter values (columnLabels.ts); the same list while no name changes.
  const namedBy = columnLabelKey(page.columns, filterParams(filters, values));
  const columns = useMemo(() => columnsFor(page.columns, filterParams(filters, values)), [page.columns, namedBy]);

  const settingsOn = page.columnSettings !== false;
  const saved = useApi<ColumnSettings | null>(settingsOn ? () => loadColumnSettings(page.id) : null, page.id, () => arrivedColumnSettings(page.id));
  const layout = useMemo(() => applySettings(columns, saved.data ?? null), [columns, saved.data]);
  // The first cards wait for the user's saved fields (asked beside the rows, so seldom later): drawn with the
  // defaults and then redrawn, the cards would jump under the user's eyes. A failed answer draws the defaults.
  const state: ListState = settingsOn && saved.loading && saved.data === undefined && rowsState.status === 'ready' ? { ...rowsState, status: 'loading' } : rowsState;

  // One next-page request at a time; a failure waits for the user's retry instead of looping.
  const [more, setMore] = useState<MoreState>('idle');
  const retryMore = useCallback(() => {
    setMore('loading');
    loadMore().then(
      () => setMore('idle'),
      () => setMore('failed'),
    );
  }, [loadMore]);
  const nextPage = state.status === 'ready' && state.hasMore && more === 'idle' ? retryMore : undefined;

  const model = useColumnModel(columns, layout, state.rows, rowKey);
  const saveSettings = useCallback(
    async (s: ColumnSettings) => {
      saved.setData(s);
      await saveColumnSettings(page.id, s).catch(() => undefined);
    },
    [page.id, saved.setData],
  );

  const countsFilter = filters.find((f) => f.widget === 'tabs' && f.countsPath);
  const fresh = countsFilter?.countsPath ? (getPath(state.raw, countsFilter.countsPath) as Record<string, unknown> | undefined) : undefined;
  // The tabs keep the last answer's counts while the next one loads: without them every title narrowed for a moment,
  // the row jumped under the finger and the chosen tab, being scrolled into view, stopped short of it.
  const lastCounts = useRef(fresh);
  if (fresh !== undefined) lastCounts.current = fresh;
  const counts = fresh ?? (state.status === 'loading' ? lastCounts.current : undefined);

  return {
    filters,
    values,
    setValue,
    missing,
    narrowed,
    params,
    state,
    rowKey,
    counts,
    more,
    nextPage,
    retryMore,
    refresh,
    retry,
    columns,
    model,
    layout,
    settingsOn,
    saveSettings,
    loadMoreDistance: page.loadMore?.distance ?? LIST_DEFAULTS.loadMoreDistance,
    pullRefresh: page.pullRefresh ?? LIST_DEFAULTS.pullRefresh,
  };
}
