import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '../page/schemaTypes';
import { BAR_MAX_WIDTH, chartOption, chartRows, SIDE_LABEL_UNITS, sideLabel } from './chartOption';
import { timeUnit, wholePeriod } from './timeAxis';

const bar: ChartSpec = { type: 'bar', x: 'name', series: [{ field: 'v' }], limit: 2 };
const ctx = { lang: 'zh-CN' as const, currencySymbol: '¥' };

describe('charts of a time grouping and of categories', () => {
  it('tells days and months from categories', () => {
    expect(timeUnit([{ name: '2026-11-01' }, { name: '2026-11-03' }], 'name')).toBe('day');
    expect(timeUnit([{ name: '2026-10' }], 'name')).toBe('month');
    expect(timeUnit([{ name: '2026-11-01' }, { name: '可乐' }], 'name')).toBeNull();
  });
  it('shows every day of the period in order, never the first N', () => {
    const rows = [{ name: '2026-11-03', v: '3' }, { name: '2026-11-01', v: '1' }, { name: '2026-11-04', v: '4' }];
    const { data, topN } = chartRows(bar, rows, ['2026-11-01', '2026-11-05']);
    expect(topN).toBeNull();
    expect(data.map((r) => r.name)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
    expect(data[1]).toEqual({ name: '2026-11-02' });
    expect(wholePeriod([{ name: '2026-11' }], 'name', 'month', ['2026-09-15', '2026-11-23']).map((r) => r.name)).toEqual(['2026-09', '2026-10', '2026-11']);
  });
  it('cuts categories to the top N and says so', () => {
    const rows = [{ name: 'a', v: 3 }, { name: 'b', v: 2 }, { name: 'c', v: 1 }];
    expect(chartRows(bar, rows)).toEqual({ data: rows.slice(0, 2), topN: 2 });
    expect(chartRows(bar, rows.slice(0, 2)).topN).toBeNull();
  });
  it('never draws a bar wider than a bar', () => {
    const option = chartOption(bar, [{ name: 'a', v: '1' }], ctx) as { series: { barMaxWidth: number }[] };
    expect(option.series[0]!.barMaxWidth).toBe(BAR_MAX_WIDTH);
  });
});

describe('a horizontal bar chart', () => {
  const side: ChartSpec = { type: 'bar', x: 'endpoint', series: [{ field: 'p95Ms', format: 'integer' }], horizontal: true };
  const rows = [{ endpoint: '/scm/report/wholesale-profit-analyse/query', p95Ms: 2400 }, { endpoint: '/scm/home/summary', p95Ms: 800 }];
  type Axis = { type: string; data?: string[]; inverse?: boolean; axisLabel: { formatter: (v: string) => string } };

  it('puts the categories down the side, first row on top, and the values across', () => {
    const option = chartOption(side, rows, ctx) as { xAxis: Axis; yAxis: Axis };
    expect(option.yAxis).toMatchObject({ type: 'category', data: rows.map((r) => r.endpoint), inverse: true });
    expect(option.xAxis.type).toBe('value');
    expect(option.yAxis.axisLabel.formatter('/scm/home/summary')).toBe('/scm/home/summary');
  });
  it('stays upright unless asked, and for a line chart', () => {
    expect((chartOption({ ...side, horizontal: false }, rows, ctx) as { xAxis: Axis }).xAxis.type).toBe('category');
    expect((chartOption({ ...side, type: 'line' }, rows, ctx) as { xAxis: Axis }).xAxis.type).toBe('category');
  });
  it('cuts a label too long for the side in the middle: its start and its meaningful end, a CJK character counting two', () => {
    expect(sideLabel('/scm/report/wholesale-profit-analyse/query')).toBe('/scm/…-analyse/query');
    expect(sideLabel('/scm/report/wholesale-profit-analyse/query')).toHaveLength(SIDE_LABEL_UNITS);
    // an endpoint keeps its method and whole folders at its end
    expect(sideLabel('POST /administer/home/summary')).toBe('POST /…/home/summary');
    expect(sideLabel('GET /administer/home/item-cls-stat')).toBe('GET /…/item-cls-stat');
    expect(sideLabel('POST /mobile/scm/login')).toBe('POST /…/scm/login');
    expect(sideLabel('鲜丰优选文三路店')).toBe('鲜丰优选文三路店');
    expect(sideLabel('杭州鲜丰果业有限公司文三路店', 12)).toBe('杭州…三路店');
  });
});
