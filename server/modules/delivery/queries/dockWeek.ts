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

/**
 * The fuller of the two measures a slot is booked by (cases, pallets) as a ratio of its room: a slot with room for 40
 * cases and 2 pallets holding 10 cases and 2 pallets is full. Null where the branch offers no room of either kind.
 */
function loadRate(l: Load): string | null {
  const ratios = [[l.casesBooked, l.casesCap], [l.palletsBooked, l.palletsCap]].filter(([, cap]) => cap! > 0).map(([b, cap]) => b! / cap!);
  return ratios.length ? Math.max(...ratios).toFixed(4) : null;
}

const figures = (l: Load) => ({
  casesCap: l.casesCap, casesBooked: l.casesBooked, casesFree: Math.max(0, l.casesCap - l.casesBooked),
  palletsCap: l.palletsCap, palletsBooked: l.palletsBooked, palletsFree: Math.max(0, l.palletsCap - l.palletsBooked),
  bookings: l.bookings, load: loadRate(l),
});

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
