import { useEffect, useState } from 'react';
import { timeUnit } from '../../../../common/charts/timeAxis';
import type { ReportPage } from '../../../../common/page/schemaTypes';
import type { ListState } from '../list/useListData';
import { fetchAllRows } from './runExport';

/** A time series is charted whole: at most this many rows are fetched for it (a year of days fits). */
const MAX_SERIES_ROWS = 1000;


/**
 * The rows the report's chart draws. Categories: the loaded rows (the chart shows the top N of them). A time
 * series (rows by day or month): every row of the period, fetched once when the list holds only its first page,
 * so a month by day shows all its days rather than the first page's 20.
 */
export function useChartRows(page: ReportPage, params: Record<string, unknown> | null, state: ListState): Record<string, unknown>[] {
  const series = Boolean(page.chart && page.chart.type !== 'pie' && timeUnit(state.rows, page.chart.x));
  const partial = state.hasMore || (state.total !== null && state.rows.length < state.total);
  const key = params ? JSON.stringify(params) : null;
  const [all, setAll] = useState<{ key: string; rows: Record<string, unknown>[] } | null>(null);
  useEffect(() => {
    if (!series || !partial || !params || key === null) return;
    let live = true;
    fetchAllRows(page, params, MAX_SERIES_ROWS).then(
      (r) => live && setAll({ key, rows: r.rows }),
      () => undefined, // the list's own rows stay charted; the failure was shown by the client
    );
    return () => {
      live = false;
    };
    // key stands for params
  }, [series, partial, key, page]);
  return series && partial && all?.key === key ? all.rows : state.rows;
}
