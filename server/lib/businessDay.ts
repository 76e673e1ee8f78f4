import { sql, type RawBuilder } from 'kysely';
import { text, type SqlText } from './sqlText';
import { businessDay, DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone, timeAt } from '../../common/time/businessClock';

/**
 * The chain's business day is counted in its own time zone, not the database server's: a receipt at 00:30 Beijing
 * time belongs to that day even when PostgreSQL runs in UTC.
 */
export const businessTimeZone = process.env.SCM_TIMEZONE ?? DEFAULT_BUSINESS_TIME_ZONE;
// What the server writes with the shared formatters (the assistant's answers, charts) reads on the same clock.
setBusinessTimeZone(businessTimeZone);

/** Today's business date as 'YYYY-MM-DD'. */
export const businessToday = businessDay;

/** An instant's time of day on the chain's clock, 'HH:MM' (what a store reads, wherever the server runs). */
export const businessTime = timeAt;

/** The first instant of a business date, so a date range on a timestamptz column can use its index. */
export function dayStart(date: string): RawBuilder<Date> {
  return sql<Date>`(${date}::date::timestamp at time zone ${businessTimeZone})`;
}

/** The first instant after a business date (exclusive upper bound). */
export function dayEnd(date: string): RawBuilder<Date> {
  return sql<Date>`((${date}::date + 1)::timestamp at time zone ${businessTimeZone})`;
}

/** dayStart and dayEnd as `text` (sqlText.ts), for the busiest lists. */
export const dayStartText = (date: string): SqlText => text`(${date}::date::timestamp at time zone ${businessTimeZone})`;
export const dayEndText = (date: string): SqlText => text`((${date}::date + 1)::timestamp at time zone ${businessTimeZone})`;
