import { sql, type RawBuilder } from 'kysely';
import { businessTimeZone } from '../../../lib/businessDay';

/**
 * The slots a branch's dock offers over some business days, as SQL: the capacity's grid (opening hours cut into
 * slots, closed weekdays and dates left out) joined with the slots already written (dock_slot, which carry their
 * booked volume and the room they had when first booked). One statement, so fourteen days of a branch answer in a
 * single index range read of dock_slot.
 *
 * Columns: branch_id, slot_start, slot_end, day, cases_cap, pallets_cap, cases_booked, pallets_booked, cut_off_at.
 */
export function slotGrid(branchId: number, merchantId: number, fromDay: string, days: number): RawBuilder<unknown> {
  return sql`
    select c.branch_id, g.slot_start, g.slot_start + c.slot_minutes * interval '1 minute' as slot_end, d.day,
           coalesce(s.cases_cap, c.cases_per_slot) as cases_cap, coalesce(s.pallets_cap, c.pallets_per_slot) as pallets_cap,
           coalesce(s.cases_booked, 0) as cases_booked, coalesce(s.pallets_booked, 0) as pallets_booked,
           g.slot_start - c.cut_off_hours * interval '1 hour' as cut_off_at
      from dock_capacity c
     cross join lateral (select (${fromDay}::date + k)::date as day from generate_series(0, ${days - 1}::int) k) d
     cross join lateral (
       select ((d.day + c.open_from + n * c.slot_minutes * interval '1 minute') at time zone ${businessTimeZone}) as slot_start
         from generate_series(0, (extract(epoch from c.open_to - c.open_from) / 60 / c.slot_minutes)::int - 1) n) g
      left join dock_slot s on s.branch_id = c.branch_id and s.slot_start = g.slot_start
     where c.branch_id = ${branchId} and c.merchant_id = ${merchantId}
       and not (extract(isodow from d.day)::smallint = any(c.closed_weekdays))
       and not (d.day = any(c.closed_dates))`;
}
