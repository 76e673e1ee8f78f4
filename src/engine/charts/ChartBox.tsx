import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ChartSpec } from '../schemaTypes';
import { LoadingView } from '../ui/StateViews';
import { useEngine } from '../ui/useEngine';
import { afterPaintWhenIdle } from './afterPaint';
import { chartOption, chartRows } from './chartOption';

const EChart = lazy(() => import('./EChart'));

/**
 * A titled chart card over rows; ECharts itself arrives in its own chunk. A time series is drawn over its
 * whole `period`; categories cut to the chart's limit say so in the title ("top 10"). The box holds the chart's
 * height from the start, so the rows drawn first do not move when the chart arrives after them.
 */
export function ChartBox({ chart, rows, period, onPick }: {
  chart: ChartSpec;
  rows: Record<string, unknown>[];
  period?: [string, string] | null;
  /** a tapped bar, point or slice: its row (a day with no figures is `{ [x]: day }`) */
  onPick?: (row: Record<string, unknown>) => void;
}): ReactNode {
  const { ctx, text, t } = useEngine();
  const { data, topN } = useMemo(() => chartRows(chart, rows, period), [chart, rows, period?.[0], period?.[1]]);
  const option = useMemo(() => chartOption(chart, data, ctx), [chart, data, ctx.lang, ctx.currencySymbol]);
  const height = chart.height ?? 240;
  const title = text(chart.title);
  const [started, setStarted] = useState(false);
  useEffect(() => afterPaintWhenIdle(() => setStarted(true)), []);
  return (
    <section className={onPick ? 'eng-chart eng-chart--drill' : 'eng-chart'} data-points={data.length}>
      {(title || topN) && (
        <h3 className="eng-section__title">
          {title}
          {topN !== null && <span className="eng-chart__top">{t('engine.chartTop', { n: topN })}</span>}
        </h3>
      )}
      <div style={{ height }}>
        <Suspense fallback={<LoadingView />}>{!started ? <LoadingView /> : rows.length > 0 && <EChart option={option} height={height} onPick={onPick && ((i) => data[i] && onPick(data[i]))} />}</Suspense>
      </div>
    </section>
  );
}
