import type { EChartsCoreOption } from 'echarts/core';

/** A chart type's series, or the plain legend of a bar or line chart of several series (a pie has its own). */
export type ChartPart = 'bar' | 'line' | 'pie' | 'legend';

/** The parts (parts/*.ts) an option draws with: what the phone loads for it, and what the server's renderer uses. */
export function partsOf(option: EChartsCoreOption): ChartPart[] {
  const series = ([] as { type?: unknown }[]).concat((option.series as { type?: unknown }[] | undefined) ?? []);
  const types = [...new Set(series.map((s) => s.type).filter((t): t is ChartPart => t === 'bar' || t === 'line' || t === 'pie'))];
  return option.legend && !types.includes('pie') ? [...types, 'legend'] : types;
}
