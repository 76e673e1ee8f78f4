import type { ReactNode } from 'react';
import { ChartBox } from '../../charts/ChartBox';
import { ListView } from '../list/ListView';
import type { ReportKindProps } from '../types';
import { ExportButton } from './ExportButton';
import { SummaryBar } from './SummaryBar';

/** kind "report": a list with server totals, an optional chart of the loaded rows, and CSV/XLSX export. */
export default function ReportPage({ page, query }: ReportKindProps): ReactNode {
  return (
    <ListView
      page={page}
      query={query}
      header={({ params, state }) => (
        <>
          <SummaryBar page={page} params={params} raw={state.raw} />
          {page.chart && state.status === 'ready' && <ChartBox chart={page.chart} rows={state.rows} />}
        </>
      )}
      tools={({ params }) => page.export && <ExportButton page={page} params={params} />}
    />
  );
}
