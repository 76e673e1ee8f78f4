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

/**
 * The first instant after the minute `at` (HH:MM on the chain's clock) of a business date: a same-time cut counts
 * whole minutes, through HH:MM:59, so the minute a page names is the cut. Either may be a column.
 */
export function afterMinute(date: string | RawBuilder<unknown>, at: string | RawBuilder<unknown>): RawBuilder<Date> {
  return sql<Date>`((${date}::date + ${at}::time + interval '1 minute')::timestamp at time zone ${businessTimeZone})`;
}

/**
 * The minute (HH:MM on the chain's clock) a day that is still going has reached, for comparing it with the same time
 * of an earlier day: its latest POS ticket's among `tickets` (alias t: the data has arrived up to there), the time now
 * before its first. Every connection runs on the chain's clock (db/connect.ts), so ::time reads it there.
 */
export function reachedMinute(tickets: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`(select to_char(coalesce(max(t.sale_time)::time, localtime), 'HH24:MI') from sale_ticket t where ${tickets})`;
}

/** dayStart and dayEnd as `text` (sqlText.ts), for the busiest lists. */
export const dayStartText = (date: string): SqlText => text`(${date}::date::timestamp at time zone ${businessTimeZone})`;
export const dayEndText = (date: string): SqlText => text`((${date}::date + 1)::timestamp at time zone ${businessTimeZone})`;
