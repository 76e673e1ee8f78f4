/**
 * The chain's clock: the days and times of the business's time zone (the server's SCM_TIMEZONE, sent with the launch
 * settings), whatever zone the phone is set to. A dock slot at 09:00 is at 09:00 at the dock, "today" is the business
 * day the server counts figures by, and a document's time reads as the store's clock does, as admin tools of chains
 * show their stores' times. Until the settings arrive (a first launch) the product's default zone is used.
 */

export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/**
 * Minutes east of UTC of the chain's region's zones, which have kept one offset all year for decades: their clock is
 * arithmetic. A page's first Intl object costs the engine its locale data (~12 ms on a desktop core, four times that
 * on a mid-range phone), and a list's first request needs today's date for its period; with these zones the first
 * cards wait for none of it. Any other zone is read through Intl. businessClock.test.ts holds each entry to the
 * runtime's time-zone database.
 */
export const FIXED_OFFSET_ZONES: ReadonlyMap<string, number> = new Map([
  ['Asia/Shanghai', 480],
  ['Asia/Hong_Kong', 480],
  ['Asia/Macau', 480],
  ['Asia/Taipei', 480],
  ['UTC', 0],
]);

/** How a zone is read: by its fixed offset, or by an Intl formatter built when the zone is set. */
type Reader = (instant: Date) => ClockReading;

function readerFor(timeZone: string): Reader {
  const offset = FIXED_OFFSET_ZONES.get(timeZone);
  if (offset !== undefined) {
    return (instant) => {
      const shifted = new Date(instant.getTime() + offset * 60_000);
      return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(), hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
    };
  }
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (instant) => {
    const read: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
    for (const p of format.formatToParts(instant)) if (p.type !== 'literal') read[p.type] = Number(p.value);
    return { year: read.year!, month: read.month!, day: read.day!, hour: read.hour!, minute: read.minute! };
  };
}

let zone = DEFAULT_BUSINESS_TIME_ZONE;
let reader: Reader = readerFor(zone);

/** Uses `timeZone` from now on; no zone, or one this runtime does not know, keeps the one in use. */
export function setBusinessTimeZone(timeZone: string | null | undefined): void {
  if (!timeZone || timeZone === zone) return;
  try {
    reader = readerFor(timeZone);
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
  return reader(instant);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a reading. */
export const dayOf = (c: ClockReading): string => `${c.year}-${pad(c.month)}-${pad(c.day)}`;
/** A time of day on the clock, HH:MM from 00:00 to 23:59 (a dock's hours, the minute a period's last day is cut at). */
export const CLOCK_TIME = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

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
