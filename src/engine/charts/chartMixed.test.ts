import { describe, expect, it } from 'vitest';
import { changeDirection, formatChange, formatValue } from '../../../common/format/format';
import type { ChartSpec } from '../../../common/page/schemaTypes';
import { chartOption } from '../../../common/charts/chartOption';

const ctx = { lang: 'zh-CN' as const, currencySymbol: '¥' };

describe('period-over-period figures and mixed charts', () => {
  it('shows a change as an arrow and a percent, and says its direction', () => {
    expect(formatChange('0.1234')).toBe('▲12.34%');
    expect(formatChange('-0.031')).toBe('▼3.10%');
    expect(formatChange('0')).toBe('0.00%');
    expect(formatValue(null, 'change', ctx)).toBe('-');
    expect([changeDirection('0.5'), changeDirection('-0.5'), changeDirection('0.0000'), changeDirection(null)]).toEqual(['up', 'down', null, null]);
  });

  it('draws a series as a line over bars when it says so, and points at tappable charts', () => {
    const chart: ChartSpec = {
      type: 'bar', x: 'name', series: [{ field: 'now' }, { field: 'before', type: 'line' }],
      drill: { to: '/x', query: { day: '{{name}}' } },
    };
    const option = chartOption(chart, [{ name: '2026-11-01', now: '3', before: '2' }], ctx) as { series: { type: string; smooth: boolean; cursor: string }[] };
    expect(option.series.map((s) => [s.type, s.smooth, s.cursor])).toEqual([['bar', false, 'pointer'], ['line', true, 'pointer']]);
    const plain = chartOption({ type: 'line', x: 'name', series: [{ field: 'now' }] }, [], ctx) as { series: { cursor: string }[] };
    expect(plain.series[0]!.cursor).toBe('default');
  });
});

describe("a report chart's own api", () => {
  it('takes the page filter values except those its api fixes', async () => {
    const { chartParams } = await import('../kinds/report/chartParams');
    const api = { url: '/x', method: 'POST' as const, params: { groupBy: 'day' } };
    expect(chartParams(api, { groupBy: 'batch', dateFrom: '2026-11-01', branchId: 3 })).toEqual({ dateFrom: '2026-11-01', branchId: 3 });
    expect(chartParams(api, null)).toBeNull();
  });
});
