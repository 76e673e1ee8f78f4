import type { ReactNode } from 'react';
import ListView from '../list/ListView';
import type { ReportKindProps } from '../types';
import { ExportButton } from './ExportButton';
import { ReportChart } from './reportParts';
import { SummaryBar } from './SummaryBar';

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
          {chart && <ReportChart page={page} chart={chart} params={params} state={state} />}
        </>
      )}
      tools={({ params }) => page.export && <ExportButton page={page} params={params} />}
    />
  );
}
