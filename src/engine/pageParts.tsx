import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { preloadable } from '../ui/preloadable';
import type { ChartBox } from './charts/ChartBox';

// Parts a kind draws for some of its pages only: chunks of their own, so a page that draws none does not download
// them in its first round. A built page module imports the parts its page draws beside its kind's code and hands
// them over (scripts/build/pageModules.ts), so they arrive with the page and draw at once; a page checked in the
// browser (`npm run dev`, a page published at run time) fetches them as they are first drawn. Here the chart,
// which reports, dashboards and details draw; a dashboard's own parts are in kinds/dashboard/dashboardParts.tsx.

export const chartPart = preloadable(() => import('./charts/ChartBox').then((m) => ({ default: m.ChartBox })));

/** A chart card (charts/ChartBox.tsx). */
export function Chart(props: ComponentProps<typeof ChartBox>): ReactNode {
  return (
    <Suspense fallback={<div style={{ height: props.chart.height ?? 240 }} />}>
      <chartPart.Component {...props} />
    </Suspense>
  );
}
