import type { EChartsCoreOption } from 'echarts/core';
import { BizError } from '../../lib/errors';
import { drawingOption, type ChartDrawing } from '../../../common/charts/chartOption';
import type { FormatContext } from '../../../common/format/format';

// A chart's first frame drawn here, as SVG, from the same option the phone's ECharts draws with: the page shows
// its chart without downloading ECharts (~170 KB gz) or spending a phone's CPU on the first frame. ECharts is
// loaded on the first chart, not at start-up (cold start stays short).

type ECharts = typeof import('echarts/core');
let loaded: Promise<ECharts> | null = null;

function loadECharts(): Promise<ECharts> {
  loaded ??= (async () => {
    const [echarts, renderers, bar, line, pie, legend] = await Promise.all([
      import('echarts/core'),
      import('echarts/renderers'),
      import('../../../common/charts/parts/bar'),
      import('../../../common/charts/parts/line'),
      import('../../../common/charts/parts/pie'),
      import('../../../common/charts/parts/legend'),
    ]);
    echarts.use([renderers.SVGRenderer, ...bar.default, ...line.default, ...pie.default, ...legend.default]);
    return echarts;
  })();
  return loaded;
}

interface SvgPainter {
  renderToString(opts: { useViewBox: boolean; cssAnimation: boolean; cssEmphasis: boolean }): string;
}

/** Loads ECharts ahead of the first chart (a first load takes about a second), once the server is up. */
export function warmUpChartRenderer(): void {
  setTimeout(() => void loadECharts().catch(() => (loaded = null)), 2000).unref();
}

/** The still frame: no tooltip (the phone loads it with the first tap), no grow-in. */
function stillFrame(option: EChartsCoreOption): EChartsCoreOption {
  const { tooltip: _tooltip, ...rest } = option;
  const series = ([] as Record<string, unknown>[]).concat((rest.series as Record<string, unknown>[] | undefined) ?? []);
  return { ...rest, animation: false, series: series.map(({ tooltip: _t, ...s }) => s) };
}

export interface SvgChartRequest extends ChartDrawing, FormatContext {
  width: number;
  height: number;
}

/**
 * Figures as a page has them: one per category, at most six decimals. A value no page sends (1e-300) would break
 * ECharts' axis arithmetic, and values past the last category have nothing to stand on.
 */
function asPageFigures(drawing: ChartDrawing): ChartDrawing {
  const n = drawing.categories.length;
  return { ...drawing, series: drawing.series.map((s) => ({ ...s, values: s.values.slice(0, n).map((v) => (v === null ? null : Math.round(v * 1e6) / 1e6)) })) };
}

/** The chart as an SVG document of the given size (a viewBox, so it also scales). */
export async function renderSvg(input: SvgChartRequest): Promise<string> {
  const echarts = await loadECharts();
  const { width, height, lang, currencySymbol, ...drawing } = input;
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(stillFrame(drawingOption(asPageFigures(drawing), { lang, currencySymbol })));
    // zrender's painter, not chart.renderToSVGString: only the painter can leave out the hover style sheet, a
    // <style> element the page's content security policy would refuse (and report) anyway.
    const painter = chart.getZr().painter as unknown as SvgPainter;
    return painter.renderToString({ useViewBox: true, cssAnimation: false, cssEmphasis: false });
  } catch {
    // Figures the schema let through that ECharts still cannot draw: the page draws the chart itself instead.
    throw new BizError(400, { 'zh-CN': '图表无法绘制', en: 'This chart cannot be drawn' });
  } finally {
    chart.dispose();
  }
}
