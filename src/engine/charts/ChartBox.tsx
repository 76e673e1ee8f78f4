import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { ChartWidget } from '../schemaTypes';
import { LoadingView } from '../ui/StateViews';
import { useEngine } from '../ui/useEngine';
import { chartOption } from './chartOption';

const EChart = lazy(() => import('./EChart'));

/** A titled chart card over rows; ECharts itself arrives in its own chunk. */
export function ChartBox({ chart, rows }: { chart: ChartWidget; rows: Record<string, unknown>[] }): ReactNode {
  const { ctx, text } = useEngine();
  const option = useMemo(() => chartOption(chart, rows, ctx), [chart, rows, ctx.lang, ctx.currencySymbol]);
  const height = chart.height ?? 240;
  return (
    <section className="eng-chart">
      {chart.title && <h3 className="eng-section__title">{text(chart.title)}</h3>}
      <div style={{ height }}>
        <Suspense fallback={<LoadingView />}>{rows.length > 0 && <EChart option={option} height={height} />}</Suspense>
      </div>
    </section>
  );
}
