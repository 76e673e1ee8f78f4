import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { BossScope } from '../../../lib/bossScope';
import { businessTimeZone, businessToday } from '../../../lib/businessDay';
import type { WeekInput } from '../schemas';
import { schedule } from './dock';

/** How far the week view looks ahead: today and the six days after it. */
const weekDays = 7;

interface Load { casesCap: number; casesBooked: number; palletsCap: number; palletsBooked: number; bookings: number }

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: businessTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Booked against room of one measure (0–1, four decimals); null where the branch offers no room of it. */
const fill = (booked: number, cap: number) => (cap > 0 ? (booked / cap).toFixed(4) : null);

/**
 * The fuller of the two measures a slot is booked by (cases, pallets) as a ratio of its room: a slot with room for 40
 * cases and 2 pallets holding 10 cases and 2 pallets is full. Null where the branch offers no room of either kind.
 * Both measures' own fills are answered beside it, so the chart draws what the load is taken from.
 */
function loadRate(casesLoad: string | null, palletsLoad: string | null): string | null {
  const ratios = [casesLoad, palletsLoad].filter((r): r is string => r !== null);
  return ratios.length ? ratios.reduce((a, b) => (Number(b) > Number(a) ? b : a)) : null;
}

function figures(l: Load) {
  const casesLoad = fill(l.casesBooked, l.casesCap);
  const palletsLoad = fill(l.palletsBooked, l.palletsCap);
  return {
    casesCap: l.casesCap, casesBooked: l.casesBooked, casesFree: Math.max(0, l.casesCap - l.casesBooked),
    palletsCap: l.palletsCap, palletsBooked: l.palletsBooked, palletsFree: Math.max(0, l.palletsCap - l.palletsBooked),
    bookings: l.bookings, casesLoad, palletsLoad, load: loadRate(casesLoad, palletsLoad),
  };
}

/**
 * A branch's dock load over the coming week, booked against room: one row a day, or one a slot (`groupBy`), and the
 * week's total. The day's schedule reads the same slots and bookings (schedule()), so the two views agree.
 */
export async function dockWeek(db: Kysely<Database>, scope: BossScope, input: WeekInput) {
  const dateFrom = businessToday();
  const dateTo = new Date(Date.parse(dateFrom) + (weekDays - 1) * 86_400_000).toISOString().slice(0, 10);
  const s = await schedule(db, scope, { branchId: input.branchId, dateFrom, dateTo });
  const rows = input.groupBy === 'slot'
    ? s.rows.map((r) => {
      const day = businessToday(r.slotStart);
      const slot = `${clock.format(r.slotStart)}–${clock.format(r.slotEnd)}`;
      return { key: `${day} ${slot}`, label: `${day.slice(5)} ${clock.format(r.slotStart)}`, day, slot, slotStart: r.slotStart, ...figures(r) };
    })
    : s.days.map((d) => ({ key: d.day, label: d.day.slice(5), day: d.day, slot: null, slotStart: null, ...figures(d) }));
  const total = s.days.reduce<Load>(
    (t, d) => ({ casesCap: t.casesCap + d.casesCap, casesBooked: t.casesBooked + d.casesBooked, palletsCap: t.palletsCap + d.palletsCap, palletsBooked: t.palletsBooked + d.palletsBooked, bookings: t.bookings + d.bookings }),
    { casesCap: 0, casesBooked: 0, palletsCap: 0, palletsBooked: 0, bookings: 0 },
  );
  return { branchId: s.branchId, branchName: s.branchName, dateFrom, dateTo, rows, sum: figures(total) };
}
