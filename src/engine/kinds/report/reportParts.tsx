import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { preloadable } from '../../../ui/preloadable';
import type { ReportChart as ReportChartCard } from './ReportChart';

// A report's parts that only some reports draw (as the chart, src/engine/pageParts.tsx): the chart card. A built
// report's page module hands it over with its page (scripts/build/pageModules.ts).

export const reportChartPart = preloadable(() => import('./ReportChart').then((m) => ({ default: m.ReportChart })));

/** The report's chart card (ReportChart.tsx); the chart's height is held while it is on its way. */
export function ReportChart(props: ComponentProps<typeof ReportChartCard>): ReactNode {
  return (
    <Suspense fallback={<div style={{ height: props.chart.height ?? 240 }} />}>
      <reportChartPart.Component {...props} />
    </Suspense>
  );
}
