import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '../page/schemaTypes';
import { BAR_MAX_WIDTH, chartDrawing, chartOption, chartRows, drawsAcross, drawsNothing, OTHER_ROWS, PALETTE, seriesAxes, SIDE_LABEL_UNITS, sideLabel, sideLabels } from './chartOption';
import { filterPeriod, NOTHING_THAT_DAY, timeUnit, wholePeriod } from './timeAxis';

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
    expect(data[1]).toEqual({ name: '2026-11-02', [NOTHING_THAT_DAY]: true });
    expect(wholePeriod([{ name: '2026-11' }], 'name', 'month', ['2026-09-15', '2026-11-23']).map((r) => r.name)).toEqual(['2026-09', '2026-10', '2026-11']);
  });
  it('cuts categories to the top N and says so', () => {
    const rows = [{ name: 'a', v: 3 }, { name: 'b', v: 2 }, { name: 'c', v: 1 }];
    expect(chartRows(bar, rows)).toEqual({ data: rows.slice(0, 2), topN: 2 });
    expect(chartRows(bar, rows.slice(0, 2)).topN).toBeNull();
  });
  it('draws names that cannot sit under upright bars down the side, as many as its height has lines for', () => {
    const stores = ['云快订人民路店', '云快订解放路店', '云快订文三路店', '云快订滨江店', '云快订西湖店'].map((name, i) => ({ name, v: 9 - i }));
    const wide: ChartSpec = { type: 'bar', x: 'name', series: [{ field: 'v' }, { field: 'w' }], height: 220 };
    expect(drawsAcross(wide, stores)).toBe(true);
    expect(chartDrawing(wide, stores, 'zh-CN').horizontal).toBe(true);
    // days, short names, a page that asks for upright bars, a line chart: upright
    expect(drawsAcross(wide, [{ name: '2026-11-01' }, { name: '2026-11-02' }])).toBe(false);
    expect(drawsAcross(wide, [{ name: 'A' }, { name: 'B' }, { name: 'C' }])).toBe(false);
    expect(drawsAcross({ ...wide, horizontal: false }, stores)).toBe(false);
    expect(drawsAcross({ ...wide, type: 'line' }, stores)).toBe(false);
    // fifteen suppliers in 220 px: the top nine, and the title says so
    const suppliers = Array.from({ length: 15 }, (_, i) => ({ name: `苏州康达日化有限公司${i}`, v: 15 - i }));
    const { data, topN } = chartRows({ ...wide, limit: 15 }, suppliers);
    expect([data.length, topN]).toEqual([9, 9]);
  });

  it('never draws a bar wider than a bar', () => {
    const option = chartOption(bar, [{ name: 'a', v: '1' }], ctx) as { series: { barMaxWidth: number }[] };
    expect(option.series[0]!.barMaxWidth).toBe(BAR_MAX_WIDTH);
  });
});

describe('a pie', () => {
  const share: ChartSpec = { type: 'pie', x: 'name', series: [{ field: 'sales' }], limit: 10 };
  const categories = Array.from({ length: 12 }, (_, i) => ({ name: `品类${i + 1}`, sales: String(120 - i * 10) }));

  it('is the whole: the rows past its limit are one slice, named in the language, not left out', () => {
    const { data, topN } = chartRows(share, categories);
    expect(topN).toBeNull();
    expect(data).toHaveLength(11);
    expect(data[10]).toEqual({ [OTHER_ROWS]: true, sales: 20 + 10 });
    const drawing = chartDrawing(share, data, 'en');
    expect(drawing.categories.slice(-2)).toEqual(['品类10', 'Others']);
    expect(drawing.series[0]!.values.reduce((a, b) => a! + b!, 0)).toBe(categories.reduce((a, r) => a + Number(r.sales), 0));
    expect(chartDrawing(share, data, 'zh-CN').categories[10]).toBe('其他');
  });

  it('gives every slice a colour of its own', () => {
    const payWays = { ...share, limit: undefined };
    expect(chartRows(payWays, categories.slice(0, 7)).data).toHaveLength(7);
    expect(new Set(PALETTE.slice(0, 7)).size).toBe(7);
    // more rows than colours: the last colour is the other rows'
    const { data } = chartRows(payWays, [...categories, ...categories.map((r) => ({ ...r, name: `${r.name}b` }))]);
    expect(data).toHaveLength(PALETTE.length);
    expect(new Set(PALETTE).size).toBe(PALETTE.length);
    expect(data[PALETTE.length - 1]![OTHER_ROWS]).toBe(true);
  });
});

describe('a chart of zeros', () => {
  it('has nothing to show, like a chart without rows: five stores at the day\'s first minute', () => {
    const ranking: ChartSpec = { type: 'bar', x: 'name', series: [{ field: 'sales' }, { field: 'grossProfit' }] };
    const stores = ['云快订人民路店', '云快订滨江店'].map((name) => ({ name, sales: '0.00', grossProfit: '0.00' }));
    expect(drawsNothing(chartDrawing(ranking, stores, 'zh-CN'))).toBe(true);
    expect(drawsNothing(chartDrawing(ranking, [{ name: 'a', sales: null, grossProfit: '0' }], 'zh-CN'))).toBe(true);
    expect(drawsNothing(chartDrawing(ranking, [...stores, { name: 'b', sales: '0.00', grossProfit: '-1.20' }], 'zh-CN'))).toBe(false);
  });

  it('draws shares of 0: none of the orders due came on time is a figure (the scorecard of a day)', () => {
    const rates: ChartSpec = { type: 'line', x: 'key', series: [{ field: 'otifRate', format: 'rate' }, { field: 'fillRate', format: 'rate' }] };
    expect(drawsNothing(chartDrawing(rates, [{ key: '2026-12', otifRate: '0.0000', fillRate: '0.0000' }], 'zh-CN'))).toBe(false);
    expect(drawsNothing(chartDrawing(rates, [{ key: '2026-12', otifRate: null, fillRate: null }], 'zh-CN'))).toBe(true);
  });
});

describe('a day without rows', () => {
  it('draws sums as 0 and rates as a gap, and keeps a figure the day had', () => {
    const chart: ChartSpec = { type: 'line', x: 'name', series: [{ field: 'amount', format: 'amount' }, { field: 'qty', format: 'quantity' }, { field: 'rate', format: 'rate' }, { field: 'price', format: 'price' }] };
    const rows = [{ name: '2026-11-01', amount: '5', qty: '2', rate: '0.5', price: '2.5' }, { name: '2026-11-03', amount: '-1', qty: null, rate: null, price: '3' }];
    const drawing = chartDrawing(chart, chartRows(chart, rows, ['2026-11-01', '2026-11-03']).data, 'zh-CN');
    expect(drawing.categories).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(drawing.series.map((s) => s.values)).toEqual([[5, 0, -1], [2, 0, null], [0.5, null, null], [2.5, null, 3]]);
  });
});

describe("a page's period", () => {
  it('is what its date range sends, under the names the filter gives them', () => {
    const range = { field: 'date', widget: 'dateRange', label: { 'zh-CN': '期间', en: 'Period' } } as const;
    expect(filterPeriod([range], { dateFrom: '2026-12-01', dateTo: '2026-12-07' })).toEqual(['2026-12-01', '2026-12-07']);
    expect(filterPeriod([{ ...range, paramFrom: 'from', paramTo: 'to' }], { from: '2026-11-01', to: '2026-11-30' })).toEqual(['2026-11-01', '2026-11-30']);
    // a tile not sent the page's filters (to-do counts), a page without a date range
    expect(filterPeriod([range], {})).toBeNull();
    expect(filterPeriod([], { dateFrom: '2026-12-01', dateTo: '2026-12-07' })).toBeNull();
  });
});

describe('series of two measures', () => {
  type Option = { yAxis: { type: string; alignTicks?: boolean; axisLabel: { formatter: (v: number) => string } }[]; series: { yAxisIndex?: number }[] };
  it('draws the second measure on a scale of its own, on the right', () => {
    const hours: ChartSpec = { type: 'line', x: 'label', series: [{ field: 'sales', format: 'amount' }, { field: 'tickets', format: 'integer', type: 'bar' }] };
    const option = chartOption(hours, [{ label: '08:00', sales: '8000', tickets: 120 }], ctx) as unknown as Option;
    expect(option.yAxis).toHaveLength(2);
    expect(option.yAxis[1]).toMatchObject({ type: 'value', alignTicks: true });
    expect(option.yAxis[1]!.axisLabel.formatter(120)).toBe('120');
    expect(option.series.map((s) => s.yAxisIndex)).toEqual([undefined, 1]);
    expect(option.yAxis[0]!.axisLabel.formatter(0.5)).toBe('0.5');
  });
  it('keeps one scale for one measure, for three, and for series without a format', () => {
    expect(seriesAxes([{ format: 'amount' }, { format: 'price' }])).toEqual([0, 0]);
    expect(seriesAxes([{ format: 'rate' }, { format: { type: 'rate', decimals: 1 } }, { format: 'change' }])).toEqual([0, 0, 0]);
    expect(seriesAxes([{ format: 'amount' }, { format: 'integer' }, { format: 'rate' }])).toEqual([0, 0, 0]);
    expect(seriesAxes([{}, { format: 'integer' }])).toEqual([0, 0]);
    expect(seriesAxes([{ format: 'rate' }, { format: 'rate' }, { format: 'amount' }])).toEqual([0, 0, 1]);
    const one = chartOption({ type: 'bar', x: 'name', series: [{ field: 'a', format: 'amount' }, { field: 'b', format: 'amount' }] }, [{ name: 'x', a: 1, b: 2 }], ctx) as { yAxis: unknown };
    expect(Array.isArray(one.yAxis)).toBe(false);
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
    // nor does it start inside a word when a word starts soon after
    expect(sideLabel('POST /scm/purchase/purchase-order/list')).toBe('POST /…-order/list');
    expect(sideLabel('GET /mobile/api/mobile/scm/getLoginUserInfo')).toBe('GET /…LoginUserInfo');
    expect(sideLabel('GET /scm/common/published/index')).toBe('GET /…ublished/index');
    expect(sideLabel('鲜丰优选文三路店')).toBe('鲜丰优选文三路店');
    expect(sideLabel('杭州鲜丰果业有限公司文三路店', 12)).toBe('杭州…三路店');
  });
  it('tells apart names whose cut reads the same, keeping their starts to where they part', () => {
    const names = ['GET /administer/home/summary', 'GET /scm/home/summary', 'POST /administer/home/summary'];
    const labels = sideLabels(names);
    expect([...labels.values()]).toEqual(['GET /adm…/summary', 'GET /scm/…/summary', 'POST /…/home/summary']);
    expect(new Set(labels.values()).size).toBe(names.length);
    for (const label of labels.values()) expect(label.length).toBeLessThanOrEqual(SIDE_LABEL_UNITS);
    // the chart's side axis draws them so
    const option = chartOption({ ...side, horizontal: true }, names.map((endpoint) => ({ endpoint, p95Ms: 1 })), ctx) as { yAxis: Axis };
    expect(names.map((n) => option.yAxis.axisLabel.formatter(n))).toEqual([...labels.values()]);
  });
});
