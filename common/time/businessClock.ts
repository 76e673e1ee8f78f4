/**
 * The chain's clock: the days and times of the business's time zone (the server's SCM_TIMEZONE, sent with the launch
 * settings), whatever zone the phone is set to. A dock slot at 09:00 is at 09:00 at the dock, "today" is the business
 * day the server counts figures by, and a document's time reads as the store's clock does, as admin tools of chains
 * show their stores' times. Until the settings arrive (a first launch) the product's default zone is used.
 */

export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Shanghai';

const clockIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

let zone = DEFAULT_BUSINESS_TIME_ZONE;
let clock = clockIn(zone);

/** Uses `timeZone` from now on; no zone, or one this runtime does not know, keeps the one in use. */
export function setBusinessTimeZone(timeZone: string | null | undefined): void {
  if (!timeZone || timeZone === zone) return;
  try {
    clock = clockIn(timeZone);
    zone = timeZone;
  } catch {
    // an unknown zone name (RangeError): the clock stays as it was rather than failing every date on the screen
  }
}

export function businessTimeZone(): string {
  return zone;
}

/** Wall-clock reading of an instant on the business's clock. */
export interface ClockReading {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function clockAt(instant: Date): ClockReading {
  const read: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const p of clock.formatToParts(instant)) if (p.type !== 'literal') read[p.type] = Number(p.value);
  return { year: read.year!, month: read.month!, day: read.day!, hour: read.hour!, minute: read.minute! };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a reading. */
export const dayOf = (c: ClockReading): string => `${c.year}-${pad(c.month)}-${pad(c.day)}`;
/** HH:mm of a reading. */
export const timeOf = (c: ClockReading): string => `${pad(c.hour)}:${pad(c.minute)}`;

/** An instant's time of day on the chain's clock, HH:mm. */
export const timeAt = (instant: Date): string => timeOf(clockAt(instant));

/** An instant as the chain's clock reads it, YYYY-MM-DD HH:mm. */
export function dateTimeAt(instant: Date): string {
  const c = clockAt(instant);
  return `${dayOf(c)} ${timeOf(c)}`;
}

/** Today's business day, YYYY-MM-DD. */
export function businessDay(now: Date = new Date()): string {
  return dayOf(clockAt(now));
}

/**
 * Today's business day as a calendar date (local midnight of that day), for day and month arithmetic with Date's
 * local fields: such a Date stands for a day, never for an instant.
 */
export function businessCalendarDay(now: Date = new Date()): Date {
  const c = clockAt(now);
  return new Date(c.year, c.month - 1, c.day);
}
