import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday, dayEnd, dayStart } from '../../../lib/businessDay';
import { inBossScope, type BossScope } from '../../../lib/bossScope';
import { BizError } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { localTime, deliveryMessages as msg } from '../messages';
import type { ArriveInput, CapacityInput, ChainMoveInput, RefuseInput, ScheduleInput } from '../schemas';
import { arrival, asnStatus } from '../statuses';
import { gridSlot, bookInto } from './slotBooking';
import { slotGrid } from './slotGrid';
import { changeSlotLoad } from './slotRoom';
import { hasDock } from './dockBranches';

type Trx = Transaction<Database>;

/** A branch of the caller's merchant and branch scope that has a dock (DC or store), or 404. */
export async function dockBranch(db: Kysely<Database> | Trx, scope: BossScope, branchId: number) {
  const { rows } = await sql<{ id: number; name: string }>`
    select b.id, b.name from branch b where b.id = ${branchId} and ${hasDock('b')} and ${inBossScope('b', scope, 'id')}`.execute(db);
  if (!rows[0]) throw BizError.notFound();
  return rows[0];
}

/**
 * Every receiving branch in the caller's scope with its dock settings (the defaults where none are set yet), or only
 * `branchId`'s (the settings form).
 */
export async function listCapacity(db: Kysely<Database>, scope: BossScope, branchId?: number) {
  const { rows } = await sql<{
    branchId: number; branchName: string; configured: boolean; version: number; slotMinutes: number; casesPerSlot: number; palletsPerSlot: number;
    openFrom: string; openTo: string; closedWeekdays: number[]; closedDates: string[]; cutOffHours: number;
  }>`
    select b.id as "branchId", b.name as "branchName", c.id is not null as configured, coalesce(c.version, 0) as version,
           coalesce(c.slot_minutes, 60) as "slotMinutes", coalesce(c.cases_per_slot, 0) as "casesPerSlot",
           coalesce(c.pallets_per_slot, 0) as "palletsPerSlot", to_char(coalesce(c.open_from, '07:00'), 'HH24:MI') as "openFrom",
           to_char(coalesce(c.open_to, '17:00'), 'HH24:MI') as "openTo", coalesce(c.closed_weekdays, '{}')::int[] as "closedWeekdays",
           coalesce(c.closed_dates, '{}')::text[] as "closedDates", coalesce(c.cut_off_hours, 12) as "cutOffHours"
      from branch b left join dock_capacity c on c.branch_id = b.id
     where ${hasDock('b')} and b.status = 0 and ${inBossScope('b', scope, 'id')} ${branchId === undefined ? sql`` : sql`and b.id = ${branchId}`}
     order by b.type, b.id`.execute(db);
  return { rows };
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Sets a branch's dock (compare-and-set on its version; a first setting at version 0). Slots already written keep
 * their bookings: a future slot's room follows the new setting but never drops below what is booked in it.
 */
export async function saveCapacity(db: Kysely<Database>, scope: BossScope, input: CapacityInput) {
  const open = minutesOf(input.openFrom);
  const close = minutesOf(input.openTo);
  if (close <= open) throw BizError.invalid('openFrom', msg.openBeforeClose);
  if ((close - open) % input.slotMinutes !== 0) throw BizError.invalid('openTo', msg.slotsMustFit);
  return db.transaction().execute(async (trx) => {
    await dockBranch(trx, scope, input.branchId);
    const values = {
      slot_minutes: input.slotMinutes, cases_per_slot: input.casesPerSlot, pallets_per_slot: input.palletsPerSlot,
      open_from: input.openFrom, open_to: input.openTo, closed_weekdays: input.closedWeekdays ?? [], closed_dates: input.closedDates ?? [],
      cut_off_hours: input.cutOffHours,
    };
    const version = input.version ?? 0;
    const saved = await trx
      .insertInto('dock_capacity')
      .values({ merchant_id: scope.merchantId, branch_id: input.branchId, ...values })
      .onConflict((oc) =>
        oc.column('branch_id').doUpdateSet({ ...values, version: sql`dock_capacity.version + 1`, updated_at: sql`now()` })
          .where('dock_capacity.version', '=', version),
      )
      .returning(['branch_id as branchId', 'version'])
      .executeTakeFirst();
    // A first setting inserts at version 0; a stale screen (or a first setting racing another) updates nothing.
    if (!saved || (saved.version === 0 && version !== 0)) throw BizError.conflict(msg.capacityChanged);
    await sql`update dock_slot set cases_cap = greatest(${input.casesPerSlot}, cases_booked), pallets_cap = greatest(${input.palletsPerSlot}, pallets_booked),
        version = version + 1, updated_at = now()
      where branch_id = ${input.branchId} and slot_start > now()`.execute(trx);
    return saved;
  });
}

const dayCount = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/**
 * A branch's dock over a period (at most 14 days; today when none is given): the load per day (the week view), every
 * slot with its load, and the bookings in slot order with their arrival (the day's schedule at the gate).
 */
export async function schedule(db: Kysely<Database>, scope: BossScope, input: ScheduleInput) {
  const branch = await dockBranch(db, scope, input.branchId);
  const dateFrom = input.dateFrom ?? businessToday();
  const dateTo = input.dateTo ?? dateFrom;
  const days = dayCount(dateFrom, dateTo);
  if (days < 1) throw BizError.invalid('dateTo', msg.periodBackwards);
  if (days > 14) throw BizError.invalid('dateTo', msg.periodTooLong);
  const bookings = await sql<{
    id: number; version: number; sheetNo: string; supplierName: string; status: number; arrival: number; arrivedAt: Date | null;
    slotStart: Date; slotEnd: Date; cases: number; pallets: number; plate: string | null;
  }>`
    select a.id, a.version, a.sheet_no as "sheetNo", s.name as "supplierName", a.status, a.arrival, a.arrived_at as "arrivedAt",
           a.slot_start as "slotStart", a.slot_end as "slotEnd", a.cases, a.pallets, a.plate
      from asn a join supplier s on s.id = a.supplier_id
     where a.branch_id = ${branch.id} and ${inBossScope('a', scope)} and a.status in (2, 3, 4, 6)
       and a.slot_start >= ${dayStart(dateFrom)} and a.slot_start < ${dayEnd(dateTo)}
     order by a.slot_start, a.id`.execute(db);
  const slots = await sql<{ slotStart: Date; slotEnd: Date; day: string; casesCap: number; palletsCap: number; casesBooked: number; palletsBooked: number }>`
    select g.slot_start as "slotStart", g.slot_end as "slotEnd", g.day, g.cases_cap as "casesCap", g.pallets_cap as "palletsCap",
           g.cases_booked as "casesBooked", g.pallets_booked as "palletsBooked"
      from (${slotGrid(branch.id, scope.merchantId, dateFrom, days)}) g order by g.slot_start`.execute(db);
  const perSlot = new Map<number, number>();
  for (const b of bookings.rows) perSlot.set(b.slotStart.getTime(), (perSlot.get(b.slotStart.getTime()) ?? 0) + 1);
  const rows = slots.rows.map(({ day: _day, ...s }) => ({ ...s, bookings: perSlot.get(s.slotStart.getTime()) ?? 0 }));
  return { branchId: branch.id, branchName: branch.name, dateFrom, dateTo, days: loadPerDay(slots.rows, bookings.rows), rows, bookings: bookings.rows };
}

/** The week view: room and booked volume per day, with how the day's trucks came. */
function loadPerDay(
  slots: { day: string; casesCap: number; palletsCap: number; casesBooked: number; palletsBooked: number }[],
  bookings: { slotStart: Date; status: number; arrival: number }[],
) {
  const days = new Map<string, { day: string; slots: number; casesCap: number; casesBooked: number; palletsCap: number; palletsBooked: number; bookings: number; arrived: number; late: number; noShow: number }>();
  for (const s of slots) {
    const d = days.get(s.day) ?? { day: s.day, slots: 0, casesCap: 0, casesBooked: 0, palletsCap: 0, palletsBooked: 0, bookings: 0, arrived: 0, late: 0, noShow: 0 };
    d.slots++;
    d.casesCap += s.casesCap;
    d.casesBooked += s.casesBooked;
    d.palletsCap += s.palletsCap;
    d.palletsBooked += s.palletsBooked;
    days.set(s.day, d);
  }
  for (const b of bookings) {
    const d = days.get(businessToday(b.slotStart));
    if (!d) continue;
    d.bookings++;
    if (b.arrival === arrival.onTime || b.arrival === arrival.early) d.arrived++;
    if (b.arrival === arrival.late) d.late++;
    if (b.arrival === arrival.noShow) d.noShow++;
  }
  return [...days.values()];
}

/** The booked ASN `id` of a branch in the caller's scope, locked; 404 otherwise. */
async function bookedAsn(trx: Trx, scope: BossScope, id: number) {
  const { rows } = await sql<{ id: number; sheetNo: string; supplierId: number; status: number; version: number; branchId: number; slotId: number | null; slotStart: Date | null; cases: number; pallets: number }>`
    select a.id, a.sheet_no as "sheetNo", a.supplier_id as "supplierId", a.status, a.version, a.branch_id as "branchId", a.slot_id as "slotId",
           a.slot_start as "slotStart", a.cases, a.pallets
      from asn a where a.id = ${id} and ${inBossScope('a', scope)} and a.status <> ${asnStatus.cancelled}
       for update of a`.execute(trx);
  return rows[0];
}

async function heldBooking(trx: Trx, scope: BossScope, id: number, version: number) {
  const asn = await bookedAsn(trx, scope, id);
  if (!asn) throw BizError.notFound();
  if (asn.version !== version || asn.status !== asnStatus.booked) throw BizError.conflict(msg.asnChanged);
  return asn;
}

/** The chain moves a booking to another slot with room, with a reason the supplier reads in the message centre. */
export async function chainMove(db: Kysely<Database>, scope: BossScope, input: ChainMoveInput) {
  return db.transaction().execute(async (trx) => {
    const asn = await heldBooking(trx, scope, input.id, input.version);
    const slot = await gridSlot(trx, scope.merchantId, asn.branchId, input.slotStart, 'slotStart');
    if (slot.slotEnd <= new Date()) throw BizError.invalid('slotStart', msg.slotClosed);
    if (asn.slotStart?.getTime() === slot.slotStart.getTime()) throw BizError.invalid('slotStart', msg.sameSlot);
    const moved = await bookInto(trx, scope.merchantId, asn, slot);
    const reason = input.reason.trim();
    await trx.updateTable('asn').set({ chain_reason: reason }).where('id', '=', asn.id).where('supplier_id', '=', asn.supplierId).execute();
    await notify(trx, {
      supplierId: asn.supplierId, roles: [0, 1], kind: 'bookingMoved', title: msg.movedTitle(asn.sheetNo, localTime(slot.slotStart), reason),
      docType: 'asn', docId: asn.id,
    });
    return moved;
  });
}

/** The chain refuses a booking: the volume leaves the slot, the ASN awaits a new slot, the supplier is told why. */
export async function chainRefuse(db: Kysely<Database>, scope: BossScope, input: RefuseInput) {
  return db.transaction().execute(async (trx) => {
    const asn = await heldBooking(trx, scope, input.id, input.version);
    if (asn.slotId !== null) await changeSlotLoad(trx, asn.slotId, -asn.cases, -asn.pallets);
    const reason = input.reason.trim();
    const refused = await trx
      .updateTable('asn')
      .set({ status: asnStatus.awaitingSlot, slot_id: null, slot_start: null, slot_end: null, chain_reason: reason, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', asn.id)
      .where('supplier_id', '=', asn.supplierId)
      .returning(['id', 'status', 'version'])
      .executeTakeFirstOrThrow();
    await notify(trx, { supplierId: asn.supplierId, roles: [0, 1], kind: 'bookingRefused', title: msg.refusedTitle(asn.sheetNo, reason), docType: 'asn', docId: asn.id });
    return refused;
  });
}

/**
 * The gate scans or types an ASN's number: the truck arrived (on time within its slot, early before it, late after
 * it), or, once its slot is over, it is recorded as a no-show. Only a booked ASN moves, once.
 */
export async function markArrival(db: Kysely<Database>, scope: BossScope, input: ArriveInput) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`
      select a.id from asn a where a.sheet_no = ${input.sheetNo.toUpperCase()} and ${inBossScope('a', scope)} and a.status <> ${asnStatus.cancelled}`.execute(trx);
    if (!rows[0]) throw BizError.notFound();
    const asn = await bookedAsn(trx, scope, rows[0].id);
    if (!asn || asn.status !== asnStatus.booked) throw BizError.conflict(msg.notArrivable);
    const changes = input.noShow
      ? sql`status = ${asnStatus.noShow}::smallint, arrival = ${arrival.noShow}::smallint`
      : sql`status = ${asnStatus.arrived}::smallint, arrived_at = now(),
            arrival = (case when now() < slot_start then ${arrival.early} when now() < slot_end then ${arrival.onTime} else ${arrival.late} end)::smallint`;
    const { rows: done } = await sql<{ id: number; sheetNo: string; status: number; version: number; arrival: number; arrivedAt: Date | null; slotStart: Date | null; slotEnd: Date | null }>`
      update asn set ${changes}, version = version + 1, updated_at = now()
       where id = ${asn.id} and supplier_id = ${asn.supplierId} and status = ${asnStatus.booked} ${input.noShow ? sql`and slot_end <= now()` : sql``}
      returning id, sheet_no as "sheetNo", status, version, arrival, arrived_at as "arrivedAt", slot_start as "slotStart", slot_end as "slotEnd"`.execute(trx);
    if (!done[0]) throw BizError.conflict(input.noShow ? msg.tooEarlyForNoShow : msg.notArrivable);
    return done[0];
  });
}
