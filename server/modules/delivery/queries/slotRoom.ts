import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { BizError } from '../../../lib/errors';
import { deliveryMessages as msg } from '../messages';

type Trx = Transaction<Database>;

/** A slot of a branch's grid (slotGrid.ts): when, the room it offers, and its cut-off. */
export interface GridSlot {
  slotStart: Date;
  slotEnd: Date;
  casesCap: number;
  palletsCap: number;
  cutOffAt: Date;
}

/**
 * Puts a volume into a slot if it has room: the slot's row is written on its first booking, then one conditional
 * update adds the volume. The update locks the row, and a booking waiting for it re-reads the booked volume before
 * its condition is checked again, so of any number of bookings racing for the last room exactly those that fit land
 * (the table's checks hold the same bound). Undefined: no room.
 */
export async function takeRoom(trx: Trx, merchantId: number, branchId: number, slot: GridSlot, cases: number, pallets: number) {
  await sql`insert into dock_slot (merchant_id, branch_id, slot_start, slot_end, cases_cap, pallets_cap)
    values (${merchantId}, ${branchId}, ${slot.slotStart}, ${slot.slotEnd}, ${slot.casesCap}, ${slot.palletsCap})
    on conflict (branch_id, slot_start) do nothing`.execute(trx);
  const { rows } = await sql<{ id: number }>`
    update dock_slot set cases_booked = cases_booked + ${cases}, pallets_booked = pallets_booked + ${pallets},
           version = version + 1, updated_at = now()
     where branch_id = ${branchId} and slot_start = ${slot.slotStart}
       and cases_booked + ${cases} <= cases_cap and pallets_booked + ${pallets} <= pallets_cap
    returning id`.execute(trx);
  return rows[0]?.id;
}

/** Adds (or, negative, removes) volume of a booked slot; adding needs room, else 409. */
export async function changeSlotLoad(trx: Trx, slotId: number, cases: number, pallets: number): Promise<void> {
  if (cases === 0 && pallets === 0) return;
  const { rows } = await sql`
    update dock_slot set cases_booked = cases_booked + ${cases}, pallets_booked = pallets_booked + ${pallets},
           version = version + 1, updated_at = now()
     where id = ${slotId} and cases_booked + ${cases} between 0 and cases_cap and pallets_booked + ${pallets} between 0 and pallets_cap
    returning id`.execute(trx);
  if (!rows.length) throw BizError.conflict(msg.slotFull);
}

