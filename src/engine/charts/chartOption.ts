import type { EChartsCoreOption } from 'echarts/core';
import { getPath } from '../data/template';
import { localize } from '../../i18n';
import { formatValue, type FormatContext } from '../format';
import type { ChartWidget } from '../schemaTypes';

// A chart is bound to rows by field names (x = category, series = value fields); this builds the ECharts
// option from that description. Values come as decimal strings; charts only need them as numbers.

/** The app's palette (spec primary #00A3FF first), so charts look like the rest of the app. */
const PALETTE = ['#00A3FF', '#36C18F', '#FF9F2E', '#7B6CF6', '#F5605B', '#1FB5C4'];

function toNumber(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Short axis labels: whole percents for rates, grouped whole numbers otherwise. */
function axisLabel(format: ChartWidget['series'][number]['format']) {
  const rate = format === 'rate' || (typeof format === 'object' && format.type === 'rate' && format.input !== 'percent');
  return (v: number) => (rate ? `${Math.round(v * 100)}%` : v.toLocaleString('en-US', { maximumFractionDigits: 2 }));
}

export function chartOption(chart: ChartWidget, rows: Record<string, unknown>[], ctx: FormatContext): EChartsCoreOption {
  const data = chart.limit ? rows.slice(0, chart.limit) : rows;
  const categories = data.map((r) => String(getPath(r, chart.x) ?? ''));
  const label = (i: number) => localize(chart.series[i]?.label, ctx.lang) || chart.series[i]!.field;
  const tooltipValue = (i: number) => (v: unknown) => formatValue(v, chart.series[i]?.format, ctx);

  if (chart.type === 'pie') {
    const s = chart.series[0]!;
    return {
      color: PALETTE,
      tooltip: { trigger: 'item', valueFormatter: tooltipValue(0) },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: label(0),
          radius: ['35%', '65%'],
          center: ['50%', '45%'],
          data: data.map((r, i) => ({ name: categories[i], value: toNumber(getPath(r, s.field)) })),
          label: { show: data.length <= 8 },
        },
      ],
    };
  }
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    legend: chart.series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 8, right: 12, top: chart.series.length > 1 ? 32 : 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', axisLabel: { formatter: axisLabel(chart.series[0]?.format) } },
    series: chart.series.map((s, i) => ({
      type: chart.type,
      name: label(i),
      smooth: chart.type === 'line',
      data: data.map((r) => toNumber(getPath(r, s.field))),
      tooltip: { valueFormatter: tooltipValue(i) },
    })),
  };
}
