import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { ChartSpec } from '../../../common/page/schemaTypes';
import { LoadingView } from '../ui/StateViews';
import { useEngine } from '../ui/useEngine';
import { chartDrawing, chartRows, drawingOption, drawsNothing, OTHER_ROWS } from '../../../common/charts/chartOption';
import { StillChart } from './StillChart';
import { ChartTable } from './ChartTable';

const EChart = lazy(() => import('./EChart'));

/** A chart without rows says so in a line of words, styled here in the chart's own chunk. */
const EMPTY_STYLE = { margin: '4px 0 0', color: '#595959', fontSize: 14, lineHeight: '20px' };

/**
 * A titled chart card over rows. Its first frame is the server's SVG (StillChart.tsx); ECharts arrives in its own
 * chunk only for the live chart, after the first tap that is not a drill. A time series is drawn over its
 * whole `period`; categories cut to the chart's limit say so in the title ("first 10": the rows in their order, a ranking's top or a schedule's first). The box holds the chart's
 * height from the start, so the rows drawn first do not move when the chart arrives after them; with no rows at all
 * it is one line of words.
 */
export function ChartBox({ chart, rows, period, onPick, loading }: {
  chart: ChartSpec;
  /** the rows are on their way: the card is drawn at its height with the loading words in it */
  loading?: boolean;
  rows: Record<string, unknown>[];
  period?: [string, string] | null;
  /** a tapped bar, point or slice: its row (a day with no figures is `{ [x]: day }`) */
  onPick?: (row: Record<string, unknown>) => void;
}): ReactNode {
  const { ctx, text, t } = useEngine();
  const { data, topN } = useMemo(() => chartRows(chart, rows, period), [chart, rows, period?.[0], period?.[1]]);
  const drawing = useMemo(() => chartDrawing(chart, data, ctx.lang), [chart, data, ctx.lang]);
  const option = useMemo(() => drawingOption(drawing, ctx), [drawing, ctx.currencySymbol]);
  const empty = !loading && (rows.length === 0 || drawsNothing(drawing));
  const height = chart.height ?? 240;
  const title = text(chart.title);
  // null: the server's still frame; then the live chart, tapped at a point or (no frame to be had) as it is.
  const [live, setLive] = useState<{ at?: { x: number; y: number } } | null>(null);
  // A pie's slice of the other rows is no one row to open.
  const pick = onPick && ((i: number) => data[i] && !data[i][OTHER_ROWS] && onPick(data[i]));
  return (
    <section className={onPick ? 'eng-chart eng-chart--drill' : 'eng-chart'} data-points={data.length}>
      {(title || topN) && (
        <h3 className="eng-section__title">
          {title}
          {topN !== null && <span className="eng-chart__top">{t('engine.chartTop', { n: topN })}</span>}
        </h3>
      )}
      {/* No rows, or only zeros: the card says so in words (the chart's emptyText, else "nothing for this period"), not a blank box. */}
      {empty ? (
        <p className="eng-chart__empty" style={EMPTY_STYLE}>{text(chart.emptyText) || t('engine.chartEmpty')}</p>
      ) : (
      <div style={{ height }}>
        {loading && <LoadingView />}
        {rows.length > 0 &&
          (!live ? (
            <StillChart drawing={drawing} label={title || drawing.series.map((s) => s.name).join(' / ')} ctx={ctx} height={height} onPick={pick} onLive={(at) => setLive({ at })} />
          ) : (
            <Suspense fallback={<LoadingView />}>
              <EChart option={option} height={height} onPick={pick} tipAt={live.at} />
            </Suspense>
          ))}
      </div>
      )}
      {!empty && rows.length > 0 && <ChartTable drawing={drawing} title={title} ctx={ctx} />}
    </section>
  );
}
