import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { inBossScope, type BossScope } from '../../../lib/bossScope';
import type { FreeSlotsInput } from '../schemas';
import { readAsn } from './asns';
import { dockBranch, listCapacity } from './dock';
import { freeSlots } from './slotBooking';

// What the chain's dock screens read beyond the schedule: one branch's settings (the settings form), a notice as the
// store sees it (shipped against received per line and batch), and a branch's free room (moving a booking).

/** One receiving branch's dock settings in the caller's scope; undefined (404) for any other branch. */
export async function capacityOf(db: Kysely<Database>, scope: BossScope, branchId: number) {
  const { rows } = await listCapacity(db, scope, branchId);
  return rows[0];
}

/** A notice delivered to one of the caller's branches, with its lines; any other is missing. */
export function dockAsn(db: Kysely<Database>, scope: BossScope, id: number) {
  return readAsn(db, id, inBossScope('a', scope));
}

/** The free room of a branch in the caller's scope over the coming days, for moving a booking. */
export async function dockFreeSlots(db: Kysely<Database>, scope: BossScope, f: FreeSlotsInput) {
  await dockBranch(db, scope, f.branchId);
  return freeSlots(db, scope.merchantId, f);
}
