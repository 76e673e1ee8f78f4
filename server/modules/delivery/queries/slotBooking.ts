import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday } from '../../../lib/businessDay';
import { BizError } from '../../../lib/errors';
import type { SupplierScope } from '../../../lib/scope';
import { deliveryMessages as msg } from '../messages';
import type { AsnMove, BookInput, FreeSlotsInput, SlotRow } from '../schemas';
import { asnStatus } from '../statuses';
import { changeableAsn } from './asnLock';
import { changeSlotLoad, takeRoom, type GridSlot } from './slotRoom';
import { slotGrid } from './slotGrid';

type Trx = Transaction<Database>;

/** The dock's capacity of a branch of the merchant, or undefined when the branch takes no appointments. */
export function dockOf(db: Kysely<Database> | Trx, merchantId: number, branchId: number) {
  return db
    .selectFrom('dock_capacity as c')
    .innerJoin('branch as b', 'b.id', 'c.branch_id')
    .select(['c.branch_id as branchId', 'b.name as branchName', 'c.slot_minutes as slotMinutes', 'c.cut_off_hours as cutOffHours'])
    .where('c.branch_id', '=', branchId)
    .where('c.merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/**
 * The branch's slots of the coming days with their free room; a slot is bookable before its cut-off when the asked
 * volume fits. `days` sums the free room per day (the week view of the slot picker).
 */
export async function freeSlots(db: Kysely<Database>, merchantId: number, f: FreeSlotsInput) {
  const dock = await dockOf(db, merchantId, f.branchId);
  if (!dock) throw BizError.invalid('branchId', msg.noDock);
  const cases = f.cases ?? 0;
  const pallets = f.pallets ?? 0;
  const { rows } = await sql<SlotRow>`
    select g.slot_start as "slotStart", g.slot_end as "slotEnd", g.day, g.cases_cap as "casesCap", g.pallets_cap as "palletsCap",
           g.cases_booked as "casesBooked", g.pallets_booked as "palletsBooked",
           greatest(g.cases_cap - g.cases_booked, 0) as "casesFree", greatest(g.pallets_cap - g.pallets_booked, 0) as "palletsFree",
           (g.cut_off_at > now() and g.cases_booked + ${cases} <= g.cases_cap and g.pallets_booked + ${pallets} <= g.pallets_cap) as bookable,
           g.cut_off_at <= now() as closed
      from (${slotGrid(f.branchId, merchantId, businessToday(), f.days)}) g
     where g.slot_end > now()
     order by g.slot_start`.execute(db);
  const byDay = new Map<string, { day: string; casesFree: number; palletsFree: number; bookableSlots: number }>();
  for (const r of rows) {
    const d = byDay.get(r.day) ?? { day: r.day, casesFree: 0, palletsFree: 0, bookableSlots: 0 };
    if (r.bookable) {
      d.casesFree += r.casesFree;
      d.palletsFree += r.palletsFree;
      d.bookableSlots++;
    }
    byDay.set(r.day, d);
  }
  return { ...dock, rows, days: [...byDay.values()] };
}

/** One slot of the branch's grid starting at `slotStart`, or a 400 naming `field`. */
export async function gridSlot(trx: Trx, merchantId: number, branchId: number, slotStart: string, field: string): Promise<GridSlot> {
  const day = businessToday(new Date(slotStart));
  const { rows } = await sql<GridSlot>`
    select g.slot_start as "slotStart", g.slot_end as "slotEnd", g.cases_cap as "casesCap", g.pallets_cap as "palletsCap", g.cut_off_at as "cutOffAt"
      from (${slotGrid(branchId, merchantId, day, 1)}) g where g.slot_start = ${slotStart}::timestamptz`.execute(trx);
  if (!rows[0]) throw BizError.invalid(field, msg.notASlot);
  return rows[0];
}

interface Booked {
  id: number;
  /** the tenant, named in the update as in the read that found it */
  supplierId: number;
  branchId: number;
  slotId: number | null;
  slotStart?: Date | null;
  cases: number;
  pallets: number;
}

/**
 * Moves an ASN's volume into the slot at `slotStart` (out of its current one, if booked). The two slots are
 * changed in the order of their start, whoever moves, so two opposite moves cannot wait for each other.
 */
export async function bookInto(trx: Trx, merchantId: number, asn: Booked, slot: GridSlot) {
  const release = async () => {
    if (asn.slotId !== null) await changeSlotLoad(trx, asn.slotId, -asn.cases, -asn.pallets);
  };
  const take = async () => {
    const id = await takeRoom(trx, merchantId, asn.branchId, slot, asn.cases, asn.pallets);
    if (id === undefined) throw BizError.conflict(msg.slotFull);
    return id;
  };
  const releaseFirst = !asn.slotStart || asn.slotStart < slot.slotStart;
  if (releaseFirst) await release();
  const slotId = await take();
  if (!releaseFirst) await release();
  return trx
    .updateTable('asn')
    .set({ status: asnStatus.booked, slot_id: slotId, slot_start: slot.slotStart, slot_end: slot.slotEnd, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', asn.id)
    .where('supplier_id', '=', asn.supplierId)
    .returning(['id', 'status', 'version'])
    .executeTakeFirstOrThrow();
}

/** The supplier books (or moves its booking to) a slot with room, before the slot's cut-off. */
export async function bookSlot(db: Kysely<Database>, scope: SupplierScope, input: BookInput) {
  return db.transaction().execute(async (trx) => {
    const asn = await changeableAsn(trx, scope, input);
    const slot = await gridSlot(trx, scope.merchantId, asn.branchId, input.slotStart, 'slotStart');
    if (slot.cutOffAt <= new Date()) throw BizError.invalid('slotStart', msg.slotClosed);
    if (asn.slotId !== null && asn.slotStart?.getTime() === slot.slotStart.getTime()) throw BizError.invalid('slotStart', msg.sameSlot);
    const booked = await bookInto(trx, scope.merchantId, asn, slot);
    await trx.updateTable('asn').set({ chain_reason: null }).where('id', '=', asn.id).where('supplier_id', '=', scope.supplierId).execute();
    return booked;
  });
}

/** The supplier gives up its booking (the ASN stays, awaiting a slot). */
export async function unbookSlot(db: Kysely<Database>, scope: SupplierScope, move: AsnMove) {
  return db.transaction().execute(async (trx) => {
    const asn = await changeableAsn(trx, scope, move);
    if (asn.slotId === null) throw BizError.conflict(msg.notBooked);
    await changeSlotLoad(trx, asn.slotId, -asn.cases, -asn.pallets);
    return trx
      .updateTable('asn')
      .set({ status: asnStatus.awaitingSlot, slot_id: null, slot_start: null, slot_end: null, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', asn.id)
      .where('supplier_id', '=', scope.supplierId)
      .returning(['id', 'status', 'version'])
      .executeTakeFirstOrThrow();
  });
}
