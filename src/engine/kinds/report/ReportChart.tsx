import type { ReactNode } from 'react';
import { callApi, readList } from '../../data/api';
import { drillTo } from '../../data/drill';
import { useApi } from '../../data/useApi';
import { Chart } from '../../pageParts';
import type { ChartSpec, ReportPage } from '../../../../common/page/schemaTypes';
import type { ListState } from '../list/useListData';
import { chartParams } from './chartParams';
import { useChartRows } from './useChartRows';
import { filterPeriod } from '../../../../common/charts/timeAxis';

// A report's chart card, a part of its own (reportParts.tsx): the reports without a chart, most of them, do not
// fetch what reads its rows (a whole series, its own api, the period's axis) in their first round.

function ListChart({ page, chart, params, state }: { page: ReportPage; chart: ChartSpec; params: Record<string, unknown> | null; state: ListState }): ReactNode {
  const rows = useChartRows(page, params, state);
  return <Chart chart={chart} rows={rows} period={filterPeriod(page.filters, params)} onPick={drillTo(chart.drill, params)} />;
}

/** A chart with its own api (a trend by day beside rows grouped by batch): called with the page's filter values. */
function OwnChart({ page, chart, params: pageParams }: { page: ReportPage; chart: ChartSpec & { api: NonNullable<ChartSpec['api']> }; params: Record<string, unknown> | null }): ReactNode {
  const params = chartParams(chart.api, pageParams);
  const answer = useApi<unknown>(params ? (signal) => callApi(chart.api, { params, signal, silent: true }) : null, params ? `${chart.api.url} ${JSON.stringify(params)}` : '');
  const rows = answer.status === 'ready' ? readList(chart.api, answer.data).rows : [];
  // While its figures are on their way the card holds the chart's height (the rows under it stay put), rather than
  // saying "nothing for this period" in one line and then growing.
  return <Chart chart={chart} rows={rows} loading={answer.loading} period={filterPeriod(page.filters, pageParams)} onPick={drillTo(chart.drill, pageParams)} />;
}

/** The chart of a report page that has one: from its own api, or from the list's rows once they are here. */
export function ReportChart({ page, chart, params, state }: { page: ReportPage; chart: ChartSpec; params: Record<string, unknown> | null; state: ListState }): ReactNode {
  if (chart.api) return <OwnChart page={page} chart={{ ...chart, api: chart.api }} params={params} />;
  return state.status === 'ready' ? <ListChart page={page} chart={chart} params={params} state={state} /> : null;
}
