import type { ReactNode } from 'react';
import { ChartBox } from '../../charts/ChartBox';
import type { ChartSpec, ReportPage as ReportPageSchema } from '../../schemaTypes';
import { ListView } from '../list/ListView';
import type { ListState } from '../list/useListData';
import type { ReportKindProps } from '../types';
import { ExportButton } from './ExportButton';
import { SummaryBar } from './SummaryBar';
import { reportPeriod, useChartRows } from './useChartRows';

function ReportChart({ page, chart, params, state }: { page: ReportPageSchema; chart: ChartSpec; params: Record<string, unknown> | null; state: ListState }): ReactNode {
  const rows = useChartRows(page, params, state);
  return <ChartBox chart={chart} rows={rows} period={reportPeriod(page, params)} />;
}

/** kind "report": a list with server totals, an optional chart (useChartRows), and CSV/XLSX export. */
export default function ReportPage({ page, query }: ReportKindProps): ReactNode {
  return (
    <ListView
      page={page}
      query={query}
      header={({ params, state }) => (
        <>
          <SummaryBar page={page} params={params} raw={state.raw} />
          {page.chart && state.status === 'ready' && <ReportChart page={page} chart={page.chart} params={params} state={state} />}
        </>
      )}
      tools={({ params }) => page.export && <ExportButton page={page} params={params} />}
    />
  );
}
