import { getPath } from '../page/template';
import type { Filter } from '../page/schemaTypes';

// Rows grouped by day ('2026-11-03') or month ('2026-11') are a time series: a chart shows the whole
// period in order, never "the first N"; a day that had no rows is marked, and a chart draws its sums as 0 and its
// rates and prices as a gap (chartOption.ts). Rows grouped by item,
// branch or category are categories, where a "top N" cut is meaningful.

export type TimeUnit = 'day' | 'month';

/** Marks a day (month) of the period that had no rows: it has its key and no figures. */
export const NOTHING_THAT_DAY = Symbol('nothing that day');

const PATTERN: Record<TimeUnit, RegExp> = { day: /^\d{4}-\d{2}-\d{2}$/, month: /^\d{4}-\d{2}$/ };
/** A period longer than this is charted over the days that have data only. */
const MAX_POINTS = 400;

/** 'day' or 'month' when every category of the rows is one, else null (categorical rows). */
export function timeUnit(rows: Record<string, unknown>[], x: string): TimeUnit | null {
  if (rows.length === 0) return null;
  const keys = rows.map((r) => String(getPath(r, x) ?? ''));
  return (['day', 'month'] as const).find((u) => keys.every((k) => PATTERN[u].test(k))) ?? null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function keyOf(d: Date, unit: TimeUnit): string {
  return unit === 'day' ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
}

function dateOf(key: string): Date {
  return new Date(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, key.length > 7 ? Number(key.slice(8, 10)) : 1);
}

/** Every day or month from `from` to `to` (inclusive), or null when there would be too many. */
function keysBetween(from: string, to: string, unit: TimeUnit): string[] | null {
  const keys: string[] = [];
  const end = dateOf(to);
  for (let d = dateOf(from); d <= end; d = unit === 'day' ? new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1) : new Date(d.getFullYear(), d.getMonth() + 1, 1)) {
    keys.push(keyOf(d, unit));
    if (keys.length > MAX_POINTS) return null;
  }
  return keys;
}

/**
 * The rows of a time series in order, one per day (month) of the period; missing ones are `{[x]: key}` with no
 * figures, marked NOTHING_THAT_DAY. `period` is the report's date filter ('YYYY-MM-DD').
 */
export function wholePeriod(rows: Record<string, unknown>[], x: string, unit: TimeUnit, period?: [string, string] | null): Record<string | symbol, unknown>[] {
  const byKey = new Map(rows.map((r) => [String(getPath(r, x)), r]));
  const sorted = [...byKey.keys()].sort();
  const cut = (day: string) => (unit === 'day' ? day : day.slice(0, 7));
  const from = period ? cut(period[0]) : sorted[0]!;
  const to = period ? cut(period[1]) : sorted[sorted.length - 1]!;
  const keys = keysBetween(from < sorted[0]! ? from : sorted[0]!, to > sorted[sorted.length - 1]! ? to : sorted[sorted.length - 1]!, unit);
  if (!keys) return sorted.map((k) => byKey.get(k)!);
  return keys.map((k) => byKey.get(k) ?? { [x]: k, [NOTHING_THAT_DAY]: true });
}

/** The period a page's date-range filter sends ('YYYY-MM-DD' each), over which its time series are charted; null without one. */
export function filterPeriod(filters: readonly Filter[], params: Record<string, unknown> | null): [string, string] | null {
  const f = filters.find((x) => x.widget === 'dateRange');
  if (!f || !params) return null;
  const from = params[f.paramFrom ?? `${f.field}From`];
  const to = params[f.paramTo ?? `${f.field}To`];
  return typeof from === 'string' && typeof to === 'string' ? [from, to] : null;
}
