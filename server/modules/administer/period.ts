import { businessToday } from '../../lib/businessDay';
import { BizError } from '../../lib/errors';

/** The dashboard's periods: today, this week (from Monday), this month (from the 1st), each to today. */
export const periodNames = ['today', 'week', 'month'] as const;
/** The store ranking's periods: yesterday too, the whole day, for the early hours when no store has sold yet today. */
export const rankPeriodNames = ['today', 'yesterday', 'week', 'month'] as const;
export type PeriodName = (typeof rankPeriodNames)[number];

export interface Period {
  name: PeriodName;
  dateFrom: string;
  dateTo: string;
  /** the period before, as long as this one so far: yesterday; the same weekdays last week; last month to the same day */
  prevFrom: string;
  prevTo: string;
}

const toDate = (s: string) => new Date(`${s}T00:00:00Z`);
const fmt = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (s: string, n: number) => fmt(new Date(toDate(s).getTime() + n * 86_400_000));

/** The period `name` ending on `today` (the business day, Asia/Shanghai by default), with the one to compare it to. */
export function periodOf(name: PeriodName, today = businessToday()): Period {
  if (name === 'today') return { name, dateFrom: today, dateTo: today, prevFrom: addDays(today, -1), prevTo: addDays(today, -1) };
  if (name === 'yesterday') {
    const day = addDays(today, -1);
    return { name, dateFrom: day, dateTo: day, prevFrom: addDays(day, -1), prevTo: addDays(day, -1) };
  }
  if (name === 'week') {
    const weekday = (toDate(today).getUTCDay() + 6) % 7; // Monday 0
    const from = addDays(today, -weekday);
    return { name, dateFrom: from, dateTo: today, prevFrom: addDays(from, -7), prevTo: addDays(today, -7) };
  }
  const d = toDate(today);
  const from = fmt(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)));
  const prevStart = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const prevLast = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0)).getUTCDate();
  const prevTo = fmt(new Date(Date.UTC(prevStart.getUTCFullYear(), prevStart.getUTCMonth(), Math.min(d.getUTCDate(), prevLast))));
  return { name, dateFrom: from, dateTo: today, prevFrom: fmt(prevStart), prevTo };
}

// Reports read at most this many days at once, which bounds the work one request can ask of the database.
const maxReportDays = 366;

/** A report's period: from ≤ to, at most a year and a day. */
export function checkPeriod(dateFrom: string, dateTo: string): void {
  if (dateFrom > dateTo) throw BizError.invalid('dateTo', { 'zh-CN': '不能早于开始日期', en: 'must not be before the start date' });
  const days = (toDate(dateTo).getTime() - toDate(dateFrom).getTime()) / 86_400_000 + 1;
  if (days > maxReportDays) {
    throw BizError.invalid('dateTo', { 'zh-CN': `与开始日期相隔不能超过 ${maxReportDays} 天`, en: `must be within ${maxReportDays} days of the start date` });
  }
}
