// Named periods a date-range filter may default to or offer as quick choices, counted from today's business day
// (the chain's clock, as the server counts its figures), whatever zone the phone is set to.
import { businessCalendarDay } from '../time/businessClock.ts';

export const DATE_PRESETS = ['today', 'yesterday', 'last7days', 'last30days', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The first and last day; `until` (HH:MM) counts the last day only up to that minute (a link's, never a preset's). */
export type DateRange = [from: string, to: string, until?: string];

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function addDays(d: Date, days: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
}

export function isDatePreset(v: unknown): v is DatePreset {
  return typeof v === 'string' && (DATE_PRESETS as readonly string[]).includes(v);
}

/** The first and last day (inclusive) of a preset, relative to `now`. */
export function presetRange(preset: DatePreset, now: Date = new Date()): DateRange {
  const today = businessCalendarDay(now);
  switch (preset) {
    case 'today':
      return [isoDay(today), isoDay(today)];
    case 'yesterday':
      return [isoDay(addDays(today, -1)), isoDay(addDays(today, -1))];
    case 'last7days':
      return [isoDay(addDays(today, -6)), isoDay(today)];
    case 'last30days':
      return [isoDay(addDays(today, -29)), isoDay(today)];
    case 'thisMonth':
      return [isoDay(new Date(today.getFullYear(), today.getMonth(), 1)), isoDay(today)];
    case 'lastMonth':
      return [isoDay(new Date(today.getFullYear(), today.getMonth() - 1, 1)), isoDay(new Date(today.getFullYear(), today.getMonth(), 0))];
    case 'thisYear':
      return [isoDay(new Date(today.getFullYear(), 0, 1)), isoDay(today)];
  }
}

/** Whether a range is a preset's today. */
export function isPresetRange(preset: DatePreset, range: DateRange, now: Date = new Date()): boolean {
  const r = presetRange(preset, now);
  return r[0] === range[0] && r[1] === range[1] && range[2] === undefined;
}

/**
 * Which preset a range equals today, if any (to label the filter "近30天" rather than two dates). Some days two presets
 * are the same days (on the 7th this month is the last 7 days, on the 1st today; on 1 January this year too): then
 * `prefer` (the filter's default) names it if it is one of them, so a report that opens on this month says so every
 * day of the month; otherwise the first in DATE_PRESETS' order.
 */
export function presetOf(range: DateRange, now: Date = new Date(), prefer?: unknown): DatePreset | null {
  if (isDatePreset(prefer) && isPresetRange(prefer, range, now)) return prefer;
  return DATE_PRESETS.find((p) => isPresetRange(p, range, now)) ?? null;
}

/** Years back the range calendar reaches: documents and reports of the previous years stay reachable. */
export const CALENDAR_YEARS_BACK = 2;

/**
 * What the range calendar offers: from 1 January two years back up to today. Business records lie in the
 * past, so no future day is offered (the calendar's own default is a six-month window around the value).
 */
export function calendarSpan(now: Date = new Date()): { min: Date; max: Date } {
  const today = businessCalendarDay(now);
  return { min: new Date(today.getFullYear() - CALENDAR_YEARS_BACK, 0, 1), max: today };
}
