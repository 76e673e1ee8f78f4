import type { Answer, Input } from '../../lib/routeSpec';
import { arrayOf, bool, branch, branchId, day, input, instant, int, object, titled } from '../../lib/schemaFragments';
import { count } from './schemaParts';

/** A branch's dock slots of the coming days with their free room (asked by the supplier's booking and the dock). */

export const freeSlotsBody = input(
  {
    branchId,
    days: titled({ type: 'integer', minimum: 1, maximum: 14, default: 7 }, '天数', 'Days'),
    cases: titled(count(100000), '箱数', 'Cases'),
    pallets: titled(count(1000), '托盘数', 'Pallets'),
  },
  ['branchId'],
);
export type FreeSlotsInput = Input<typeof freeSlotsBody>;

const slotRow = object({
  slotStart: instant,
  slotEnd: instant,
  day,
  casesCap: int,
  palletsCap: int,
  casesBooked: int,
  palletsBooked: int,
  casesFree: int,
  palletsFree: int,
  bookable: { ...bool, description: 'before its cut-off, and with room for the asked volume' },
  closed: { ...bool, description: 'past its cut-off: no longer booked, moved or changed, whatever its room' },
});
export type SlotRow = Answer<typeof slotRow>;

export const freeSlotsAnswer = object({
  ...branch,
  slotMinutes: int,
  cutOffHours: int,
  rows: arrayOf(slotRow),
  days: arrayOf(object({ day, casesFree: int, palletsFree: int, bookableSlots: int })),
});
