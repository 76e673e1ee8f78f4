import type { ReactNode } from 'react';
import { callApi, readList } from '../../data/api';
import { drillTo } from '../../data/drill';
import { useApi } from '../../data/useApi';
import { Chart } from '../../pageParts';
import type { ChartSpec, ReportPage as ReportPageSchema } from '../../../../common/page/schemaTypes';
import ListView from '../list/ListView';
import type { ListState } from '../list/useListData';
import type { ReportKindProps } from '../types';
import { chartParams } from './chartParams';
import { ExportButton } from './ExportButton';
import { SummaryBar } from './SummaryBar';
import { useChartRows } from './useChartRows';
import { filterPeriod } from '../../../../common/charts/timeAxis';

function ListChart({ page, chart, params, state }: { page: ReportPageSchema; chart: ChartSpec; params: Record<string, unknown> | null; state: ListState }): ReactNode {
  const rows = useChartRows(page, params, state);
  return <Chart chart={chart} rows={rows} period={filterPeriod(page.filters, params)} onPick={drillTo(chart.drill, params)} />;
}

/** A chart with its own api (a trend by day beside rows grouped by batch): called with the page's filter values. */
function OwnChart({ page, chart, params: pageParams }: { page: ReportPageSchema; chart: ChartSpec & { api: NonNullable<ChartSpec['api']> }; params: Record<string, unknown> | null }): ReactNode {
  const params = chartParams(chart.api, pageParams);
  const answer = useApi<unknown>(params ? (signal) => callApi(chart.api, { params, signal, silent: true }) : null, params ? `${chart.api.url} ${JSON.stringify(params)}` : '');
  const rows = answer.status === 'ready' ? readList(chart.api, answer.data).rows : [];
  // While its figures are on their way the card holds the chart's height (the rows under it stay put), rather than
  // saying "nothing for this period" in one line and then growing.
  return <Chart chart={chart} rows={rows} loading={answer.loading} period={filterPeriod(page.filters, pageParams)} onPick={drillTo(chart.drill, pageParams)} />;
}

/** kind "report": a list with server totals, an optional chart (its rows or its own api), and CSV/XLSX export. */
export default function ReportPage({ page, query, preparePage }: ReportKindProps): ReactNode {
  const chart = page.chart;
  return (
    <ListView
      page={page}
      query={query}
      preparePage={preparePage}
      header={({ params, state }) => (
        <>
          <SummaryBar page={page} params={params} raw={state.raw} />
          {chart?.api && <OwnChart page={page} chart={{ ...chart, api: chart.api }} params={params} />}
          {chart && !chart.api && state.status === 'ready' && <ListChart page={page} chart={chart} params={params} state={state} />}
        </>
      )}
      tools={({ params }) => page.export && <ExportButton page={page} params={params} />}
    />
  );
}
