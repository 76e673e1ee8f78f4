import type { EChartsCoreOption } from 'echarts/core';
import { getPath } from '../page/template';
import { localizeIn } from '../text';
import { formatValue, type FormatContext } from '../format/format';
import type { ChartSpec } from '../page/schemaTypes';
import { NOTHING_THAT_DAY, timeUnit, wholePeriod } from './timeAxis';

// A chart is bound to rows by field names (x = category, series = value fields); this builds the ECharts
// option from that description. Values come as decimal strings; charts only need them as numbers.

/**
 * The app's palette (spec primary #00A3FF first), so charts look like the rest of the app. Twelve colours: a pie
 * gives each slice the next one, and with six the seventh slice (payment by coupon) took the first's blue right
 * beside it (WeChat), a ring of ten read as five.
 */
export const PALETTE = [
  '#00A3FF', '#36C18F', '#FF9F2E', '#7B6CF6', '#F5605B', '#1FB5C4',
  '#3A5CCC', '#E05D9C', '#8AA624', '#A8743A', '#6B7A8C', '#C9A400',
];

/**
 * The charts' letters: fonts with the widths ECharts lays out by where no canvas can measure them (the server's first
 * frame), each letter the page's own font has not. Without it the phone draws an axis label in its generic sans-serif,
 * which on a Chinese page is a CJK font whose Latin letters run 4-6 % wider, and the longest side label of a
 * horizontal bar chart ran past the chart's edge ("GET /…/home/summary" lost its G). Chinese characters come from the
 * phone's own font whichever is named, at the width laid out (one em).
 */
const CHART_FONT = "Helvetica, Arial, 'Liberation Sans', Roboto, sans-serif";

/** What every chart looks like whatever it draws: the palette and the letters. */
const LOOK = { color: PALETTE, textStyle: { fontFamily: CHART_FONT } };

function toNumber(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/**
 * One formatter for every axis label: `toLocaleString` with options builds a new Intl formatter on each call, and
 * ECharts formats each tick several times while it lays out the first frame (~70 ms of a phone's CPU for one chart).
 * Made on first use, not when the module loads: the first Intl formatter of a page costs ~70 ms of a phone's CPU
 * too, and a chart the server draws never formats a tick on the phone.
 */
let grouped: Intl.NumberFormat | undefined;
const groupedNumber = (v: number) => (grouped ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(v);

/** Short axis labels: whole percents for rates, grouped whole numbers otherwise. */
function axisLabel(format: SeriesFormat) {
  const rate = format === 'rate' || format === 'change' || (typeof format === 'object' && format.type === 'rate' && format.input !== 'percent');
  return (v: number) => (rate ? `${Math.round(v * 100)}%` : groupedNumber(v));
}

type SeriesFormat = ChartSpec['series'][number]['format'];

/** What a series measures: money, a share, or a number of things. Series of two kinds are drawn on two scales. */
type Measure = 'money' | 'share' | 'count';

function measureOf(format: SeriesFormat): Measure | null {
  if (format === 'amount' || format === 'price' || format === 'currency') return 'money';
  if (format === 'rate' || format === 'change' || (typeof format === 'object' && format.type === 'rate')) return 'share';
  if (format === 'quantity' || format === 'integer' || (typeof format === 'object' && format.type === 'number')) return 'count';
  return null;
}

/** A sum over a day's rows: a day with no rows sold, received or paid nothing (0), where a rate or a price is unknown. */
function isSum(format: SeriesFormat): boolean {
  return format === 'amount' || format === 'currency' || format === 'quantity' || format === 'integer';
}

/**
 * The value axis of each series: 0 (left) for the first series' measure, 1 (right) for the one other measure a chart
 * may mix in. Tickets (a hundred or so) beside sales (tens of thousands) on one scale are a line flat on the floor.
 * A chart of three measures, or of series without a format, keeps one scale.
 */
export function seriesAxes(series: { format?: SeriesFormat }[]): number[] {
  const first = measureOf(series[0]?.format);
  const others = new Set(series.map((s) => measureOf(s.format)).filter((m) => m !== null && m !== first));
  if (first === null || others.size !== 1) return series.map(() => 0);
  return series.map((s) => (others.has(measureOf(s.format)!) ? 1 : 0));
}

/** A bar never grows wider than this, however few categories there are (one row is not a card-wide slab). */
export const BAR_MAX_WIDTH = 32;

/** Marks the slice that holds a pie's rows past its top ones: it is named in the user's language and opens nothing. */
export const OTHER_ROWS = Symbol('other rows');

const OTHERS_NAME = { 'zh-CN': '其他', en: 'Others' };

/**
 * The rows a chart draws: a time series over its whole period, categories cut to `limit` (top N). A pie is a whole:
 * the rows past its top ones (its limit, and never more than it has colours for) are one slice, so each slice is
 * its share of all of it (cut off, the top ten of twelve categories were drawn as the whole ring).
 */
export function chartRows(chart: ChartSpec, rows: Record<string, unknown>[], period?: [string, string] | null): { data: Record<string | symbol, unknown>[]; topN: number | null } {
  if (chart.type === 'pie') return { data: pieRows(chart, rows), topN: null };
  const unit = timeUnit(rows, chart.x);
  if (unit) return { data: wholePeriod(rows, chart.x, unit, period), topN: null };
  let limit = chart.limit !== undefined && rows.length > chart.limit ? chart.limit : rows.length;
  // Down the side, each category needs a line of its own: as many as the chart's height holds.
  if (drawsAcross(chart, rows.slice(0, limit))) limit = Math.min(limit, sideRowsIn(chart));
  return { data: rows.slice(0, limit), topN: limit < rows.length ? limit : null };
}

function pieRows(chart: ChartSpec, rows: Record<string, unknown>[]): Record<string | symbol, unknown>[] {
  const top = Math.min(chart.limit ?? rows.length, PALETTE.length - 1);
  if (rows.length <= Math.min(chart.limit ?? rows.length, PALETTE.length)) return rows;
  const rest: Record<string | symbol, unknown> = { [OTHER_ROWS]: true };
  for (const s of chart.series) rest[s.field] = rows.slice(top).reduce((sum, r) => sum + (toNumber(getPath(r, s.field)) ?? 0), 0);
  return [...rows.slice(0, top), rest];
}

/** What a chart plans for without drawing: the plot's width under upright bars at 390 px, a width unit of a label (12 px letters), a side row. */
const PLOT_PX = 290;
const UNIT_PX = 6.5;
const SIDE_ROW_PX = 18;

/** The categories a horizontal chart has lines for at its height (the legend above, the axis below). */
function sideRowsIn(chart: ChartSpec): number {
  return Math.max(3, Math.floor(((chart.height ?? 240) - (chart.series.length > 1 ? 32 : 16) - 24) / SIDE_ROW_PX));
}

/**
 * Whether a bar chart draws its categories down the side: when its page says so, or (unless it says not to) when a
 * category's name cannot sit whole under its upright bar (store, supplier and item names: a phone showed 2 of 15,
 * the rest hidden as overlapping). Days and months always can (their labels are short and thin out in order).
 */
export function drawsAcross(chart: ChartSpec, rows: Record<string, unknown>[]): boolean {
  if (chart.type !== 'bar' || chart.horizontal === false) return false;
  if (chart.horizontal === true) return true;
  if (rows.length === 0 || timeUnit(rows, chart.x)) return false;
  const slot = PLOT_PX / rows.length;
  return rows.some((r) => widthOf([...String(getPath(r, chart.x) ?? '')]) * UNIT_PX > slot);
}

function sameYearDays(keys: string[]): boolean {
  return keys.length > 0 && keys.every((k) => /^\d{4}-\d{2}-\d{2}$/.test(k) && k.slice(0, 4) === keys[0]!.slice(0, 4));
}

/** How much of a side label a horizontal bar chart shows, in width units (a CJK character counts two). */
export const SIDE_LABEL_UNITS = 20;

const unitWidth = (c: string) => (/[\u2E80-\uFFFF]/.test(c) ? 2 : 1);
const widthOf = (chars: string[]) => chars.reduce((n, c) => n + unitWidth(c), 0);

/**
 * A side label that fits, cut in the middle: it keeps its start (the method and first folder of an endpoint, the
 * chain's name) and most of its end, where paths and names of one family differ
 * ("POST /…/home/summary", "/scm/…-profit-analyse/query", "杭州…文三路店"). A path keeps whole folders at its end
 * when they fill at least two thirds of the room, else starts at a word ("POST /…-order/list"). `keep` makes the
 * start hold at least that many characters (and the rest of their folder when it fits in half the room): where two
 * names differ there (sideLabels). The tooltip of a tap shows the whole name.
 */
export function sideLabel(text: string, units = SIDE_LABEL_UNITS, keep = 0): string {
  const chars = [...text];
  if (widthOf(chars) <= units) return text;
  // The start: up to the first folder of a path ("POST /", "/scm/") when short, else a third of the room.
  const third = Math.max(2, Math.floor(units / 3));
  let head: string[] = [];
  const firstFolder = text.match(/^(?:[A-Z]+ )?\/[^/]*\//)?.[0];
  if (keep > 0) {
    const folderEnd = chars.indexOf('/', keep);
    head = folderEnd >= 0 && widthOf(chars.slice(0, folderEnd + 1)) <= units / 2 ? chars.slice(0, folderEnd + 1) : chars.slice(0, keep);
  } else if (firstFolder && widthOf([...firstFolder]) <= third) head = [...firstFolder];
  else if (/^[A-Z]+ \//.test(text)) head = [...text.slice(0, text.indexOf('/') + 1)];
  else for (const c of chars) if (widthOf([...head, c]) <= third) head.push(c); else break;
  const room = units - 1 - widthOf(head);
  let tail: string[] = [];
  for (let i = chars.length - 1; i >= head.length && widthOf([chars[i]!, ...tail]) <= room; i--) tail.unshift(chars[i]!);
  const folder = tail.indexOf('/');
  if (folder > 0 && widthOf(tail.slice(folder)) * 3 >= room * 2) tail = tail.slice(folder);
  else tail = fromWordStart(tail, chars[chars.length - tail.length - 1], room);
  return `${head.join('')}…${tail.join('')}`;
}

const isWordChar = (c: string | undefined) => !!c && /[A-Za-z0-9]/.test(c);

/**
 * A tail that would start inside a word ("…se-order/list", "…tLoginUserInfo") starts at the next word instead
 * ("…-order/list", "…LoginUserInfo": a hyphen, underscore, dot or slash, or a capital after a small letter) when
 * what is left still fills half the room; else the cut stays where it fell.
 */
function fromWordStart(tail: string[], before: string | undefined, room: number): string[] {
  if (!isWordChar(tail[0]) || !isWordChar(before)) return tail;
  for (let i = 1; i < tail.length; i++) {
    const c = tail[i]!;
    const starts = /[-_./]/.test(c) || (/[A-Z]/.test(c) && /[a-z]/.test(tail[i - 1]!));
    if (!starts) continue;
    return widthOf(tail.slice(i)) * 2 >= room ? tail.slice(i) : tail;
  }
  return tail;
}

/**
 * Side labels of a chart's categories, told apart: names that differ only where the cut falls
 * ("GET /administer/home/summary" and "GET /scm/home/summary" both read "GET /…/home/summary") keep their start up
 * to a few characters past where they part ("GET /adm…/summary", "GET /scm/…/summary").
 */
export function sideLabels(categories: string[], units = SIDE_LABEL_UNITS): Map<string, string> {
  const labels = new Map(categories.map((c) => [c, sideLabel(c, units)]));
  const byLabel = new Map<string, string[]>();
  for (const [name, label] of labels) byLabel.set(label, [...(byLabel.get(label) ?? []), name]);
  for (const names of byLabel.values()) {
    if (names.length < 2) continue;
    const parts = names.map((n) => [...n]);
    let same = 0;
    while (parts.every((p) => p[same] !== undefined && p[same] === parts[0]![same])) same++;
    // A head that would take most of the room tells nothing apart: those keep the plain cut (a tap shows the name).
    if (widthOf(parts[0]!.slice(0, same + 3)) > (units * 2) / 3) continue;
    for (const name of names) labels.set(name, sideLabel(name, units, same + 3));
  }
  return labels;
}

/** Categories down the side, the first row on top (a ranking reads from the top), every label shown. */
function sideAxis(categories: string[]) {
  const labels = sideLabels(categories);
  return {
    type: 'category', data: categories, inverse: true, axisTick: { show: false },
    axisLabel: { interval: 0, formatter: (v: string | undefined) => labels.get(v ?? '') ?? sideLabel(v ?? '') },
  };
}

/**
 * What a chart draws, without the rows it came from: categories, and per series its name, format and values. The
 * client sends this to the server, which draws the first frame as SVG from it (server/modules/charts); the live
 * chart of the first tap draws from the same option.
 */
export interface ChartDrawing {
  type: ChartSpec['type'];
  horizontal?: boolean;
  /** tappable bars and points (the chart has a drill) */
  drill?: boolean;
  categories: string[];
  series: { name: string; format?: ChartSpec['series'][number]['format']; type?: 'bar' | 'line'; values: (number | null)[] }[];
}

/** The drawing of a chart over its rows (after chartRows), names in the user's language. */
export function chartDrawing(chart: ChartSpec, data: Record<string | symbol, unknown>[], lang: FormatContext['lang']): ChartDrawing {
  return {
    type: chart.type,
    ...(drawsAcross(chart, data) ? { horizontal: true } : {}),
    ...(chart.drill ? { drill: true } : {}),
    categories: data.map((r) => (r[OTHER_ROWS] ? localizeIn(OTHERS_NAME, lang) : String(getPath(r, chart.x) ?? ''))),
    series: chart.series.map((s) => ({
      name: localizeIn(s.label, lang) || s.field,
      ...(s.format !== undefined ? { format: s.format } : {}),
      ...(s.type ? { type: s.type } : {}),
      values: data.map((r) => (r[NOTHING_THAT_DAY] && isSum(s.format) ? 0 : toNumber(getPath(r, s.field)))),
    })),
  };
}

/**
 * Whether a drawing has nothing to show: every figure missing, or 0 where it counts something (five stores' sales at
 * a day's first minute). Its axes would be ticks of nothing (0, 0.3, 0.6 … of money) under no bars, where a chart
 * without rows says so in words. A share of 0 is a figure (no order on time of those due): it is drawn.
 */
export function drawsNothing(drawing: ChartDrawing): boolean {
  return drawing.series.every((s) => s.values.every((v) => v === null || (v === 0 && measureOf(s.format) !== 'share')));
}

export function chartOption(chart: ChartSpec, data: Record<string, unknown>[], ctx: FormatContext): EChartsCoreOption {
  return drawingOption(chartDrawing(chart, data, ctx.lang), ctx);
}

/** The ECharts option of a drawing; the same on the phone and on the server. */
export function drawingOption(drawing: ChartDrawing, ctx: FormatContext): EChartsCoreOption {
  const { categories, series } = drawing;
  const tooltipValue = (i: number) => (v: unknown) => formatValue(v, series[i]?.format, ctx);

  if (drawing.type === 'pie') {
    const s = series[0]!;
    return {
      ...LOOK,
      tooltip: { trigger: 'item', confine: true, valueFormatter: tooltipValue(0) },
      // Every name in the legend, wrapped onto lines under the ring: a scrolling legend showed three names, a nameless
      // swatch and "1/4" arrows on a phone. With the names in the legend the ring draws smaller, higher up.
      legend: { bottom: 0, itemGap: 8, itemWidth: 14 },
      series: [
        {
          type: 'pie',
          name: s.name,
          radius: categories.length > 8 ? ['28%', '52%'] : ['35%', '65%'],
          center: ['50%', categories.length > 8 ? '38%' : '45%'],
          data: s.values.map((value, i) => ({ name: categories[i], value })),
          // names along the card's edges: a narrow phone chart keeps each name whole rather than cut to "支…"
          label: { show: categories.length <= 8, alignTo: 'edge', edgeDistance: 4 },
          labelLine: { length: 8, length2: 0 },
        },
      ],
    };
  }
  // Days of one year read as 11-03: the year is the period's, and the short label fits more days.
  const categoryAxis = { type: 'category', data: categories, axisLabel: { hideOverlap: true, formatter: sameYearDays(categories) ? (v: string) => v.slice(5) : undefined } };
  const valueAxis = { type: 'value', axisLabel: { formatter: axisLabel(series[0]?.format) } };
  const axes = seriesAxes(series);
  const right = series.find((_, i) => axes[i] === 1);
  // The right scale's ticks at the left one's grid lines: one set of lines across the chart.
  const yAxis = right ? [valueAxis, { type: 'value', alignTicks: true, axisLabel: { formatter: axisLabel(right.format) } }] : valueAxis;
  return {
    ...LOOK,
    // confined: a tooltip near the card's edge stays inside the chart, not cut off by the screen
    tooltip: { trigger: 'axis', confine: true },
    legend: series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 8, right: 12, top: series.length > 1 ? 32 : 16, bottom: 8 },
    ...(drawing.horizontal && drawing.type === 'bar'
      ? // across a phone, a few value ticks keep their numbers apart
        { xAxis: { ...valueAxis, splitNumber: 3 }, yAxis: sideAxis(categories) }
      : { xAxis: categoryAxis, yAxis }),
    // A series may draw itself as bars or a line whatever the chart's type (net sales as a line over bars of profit).
    series: series.map((s, i) => ({
      type: s.type ?? drawing.type,
      name: s.name,
      smooth: (s.type ?? drawing.type) === 'line',
      // A tappable chart (drill) shows a hand over its bars and points.
      cursor: drawing.drill ? 'pointer' : 'default',
      barMaxWidth: BAR_MAX_WIDTH,
      connectNulls: false,
      ...(axes[i] ? { yAxisIndex: axes[i] } : {}),
      data: s.values,
      tooltip: { valueFormatter: tooltipValue(i) },
    })),
  };
}
