import type { ChartSpec } from '../../../../common/page/schemaTypes';

/** The page's filter values without those the chart's api fixes (its grouping wins over the list's). */
export function chartParams(api: NonNullable<ChartSpec['api']>, params: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!params) return null;
  const fixed = new Set(Object.keys(api.params ?? {}));
  return Object.fromEntries(Object.entries(params).filter(([k]) => !fixed.has(k)));
}
