import { BizError } from '../../lib/errors';

// A report reads at most this many days at once, which bounds the work one request can ask of the database.
const maxReportDays = 366;

const dayMs = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Days from `from` to `to`, both counted. */
export function daysIn(from: string, to: string): number {
  return (msOf(to) - msOf(from)) / dayMs + 1;
}

/** A period the reports accept: from ≤ to, at most a year and a day. */
export function checkPeriod(dateFrom: string, dateTo: string): void {
  if (dateFrom > dateTo) {
    throw BizError.invalid('dateTo', { 'zh-CN': '不能早于开始日期', en: 'must not be before the start date' });
  }
  if (daysIn(dateFrom, dateTo) > maxReportDays) {
    throw BizError.invalid('dateTo', {
      'zh-CN': `与开始日期相隔不能超过 ${maxReportDays} 天`,
      en: `must be within ${maxReportDays} days of the start date`,
    });
  }
}

export interface Comparison {
  /** the previous period: as many days, ending the day before the period starts (环比) */
  prevFrom: string;
  prevTo: string;
  days: number;
  /** months from the previous period's first month to the period's first month: how far a month row is shifted */
  months: number;
}

export function previousPeriod(dateFrom: string, dateTo: string): Comparison {
  const days = daysIn(dateFrom, dateTo);
  const prevTo = toDay(msOf(dateFrom) - dayMs);
  const prevFrom = toDay(msOf(dateFrom) - days * dayMs);
  const monthNo = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return { prevFrom, prevTo, days, months: Math.max(1, monthNo(dateFrom) - monthNo(prevFrom)) };
}
