// The ESM build of echarts-for-react/lib/core (lib/ is CommonJS and arrives as a module object).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { AxisPointerComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { partsOf, type ChartPart } from './chartParts';
import { installTooltip, tooltipInstalled } from './lazyTooltip';

// ECharts through its core build (quality.md §1.3). This chunk holds the core and the canvas renderer; each
// chart type (parts/*.ts: the series with the grid it draws on) is a chunk of its own, loaded when a chart of
// that type is first drawn, so a report of bars never downloads the line or pie code; the legend comes only with
// a chart of several series. The tooltip comes with the first tap on any chart (lazyTooltip.ts). Its
// axis pointer (~7 KB) cannot wait: an ECharts instance keeps the data processors registered when it was
// created, and the pointer's is one the tooltip of a bar or line chart needs. ChartBox loads this module lazily,
// for the live chart only: after a tap on the server's drawing, or when that drawing cannot be had.
echarts.use([CanvasRenderer, AxisPointerComponent]);

const PARTS: Record<ChartPart, () => Promise<{ default: Parameters<typeof echarts.use>[0] }>> = {
  bar: () => import('../../../common/charts/parts/bar'),
  line: () => import('../../../common/charts/parts/line'),
  pie: () => import('../../../common/charts/parts/pie'),
  legend: () => import('../../../common/charts/parts/legend'),
};
const installed = new Map<ChartPart, Promise<void>>();

/** Installs the parts an option draws with (each once). */
export function installFor(option: EChartsCoreOption): Promise<void> {
  return Promise.all(
    partsOf(option).map((type) => {
      let done = installed.get(type);
      if (!done) {
        done = PARTS[type]().then((m) => echarts.use(m.default));
        done.catch(() => installed.delete(type));
        installed.set(type, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/**
 * `onPick(i)`: the i-th data point (bar, line point or pie slice) was tapped. `tipAt`: the chart takes over from its
 * still frame (StillChart.tsx) after a tap there: it draws without growing in, and shows its tooltip at the tap.
 */
export default function EChart({ option, height, onPick, tipAt }: {
  option: EChartsCoreOption;
  height: number;
  onPick?: (index: number) => void;
  tipAt?: { x: number; y: number };
}): ReactNode {
  const key = partsOf(option).join();
  const [ready, setReady] = useState('');
  const chartRef = useRef<ReactEChartsCore>(null);
  // A chart drawn before the tooltip was installed gets it on its first tap, shown where the finger is.
  const tipless = useRef(!tooltipInstalled());
  const showTip = (at: { x: number; y: number }) => {
    tipless.current = false;
    void installTooltip().then(() => {
      const chart = chartRef.current?.getEchartsInstance();
      if (!chart || chart.isDisposed()) return;
      // Merged, not replaced: only the tooltip is added, the series stay as drawn (no second grow-in).
      chart.setOption({ tooltip: option.tooltip });
      chart.dispatchAction({ type: 'showTip', ...at });
    }, () => (tipless.current = true));
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!tipless.current) return;
    const box = e.currentTarget.getBoundingClientRect();
    showTip({ x: e.clientX - box.left, y: e.clientY - box.top });
  };
  useEffect(() => {
    let live = true;
    void installFor(option).then(() => live && setReady(key));
    return () => {
      live = false;
    };
  }, [key]);
  // The box keeps its height while a chart type's code arrives, so nothing below moves.
  if (ready !== key) return <div style={{ height }} />;
  const onEvents = onPick ? { click: (e: { dataIndex?: number }) => typeof e.dataIndex === 'number' && onPick(e.dataIndex) } : undefined;
  return (
    <div onPointerDown={onPointerDown}>
      <ReactEChartsCore
        ref={chartRef}
        echarts={echarts}
        option={tipAt ? { ...option, animation: false } : option}
        notMerge
        lazyUpdate
        style={{ height, width: '100%' }}
        opts={{ renderer: 'canvas' }}
        onEvents={onEvents}
        onChartReady={tipAt ? () => showTip(tipAt) : undefined}
      />
    </div>
  );
}
