import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { BizError } from '../../../lib/errors';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import { deliveryMessages as msg } from '../messages';
import type { AsnMove } from '../schemas';
import { asnStatus } from '../statuses';

type Trx = Transaction<Database>;

/** The ASN as the supplier holds it, locked for the change; undefined when it is not this supplier's. */
export async function lockedAsn(trx: Trx, scope: SupplierScope, id: number) {
  const { rows } = await sql<{ id: number; supplierId: number; status: number; version: number; branchId: number; slotId: number | null; slotStart: Date | null; cases: number; pallets: number; pastCutOff: boolean }>`
    select a.id, a.supplier_id as "supplierId", a.status, a.version, a.branch_id as "branchId", a.slot_id as "slotId", a.slot_start as "slotStart", a.cases, a.pallets,
           coalesce(a.slot_start - c.cut_off_hours * interval '1 hour' <= now(), false) as "pastCutOff"
      from asn a left join dock_capacity c on c.branch_id = a.branch_id
     where a.id = ${id} and ${ownedBySql('a', scope)}
       for update of a`.execute(trx);
  return rows[0];
}

/** A change the supplier may still make: the screen's version, a status before arrival, before the slot's cut-off. */
export async function changeableAsn(trx: Trx, scope: SupplierScope, move: AsnMove) {
  const asn = await lockedAsn(trx, scope, move.id);
  if (!asn) throw BizError.notFound();
  if (asn.version !== move.version || (asn.status !== asnStatus.awaitingSlot && asn.status !== asnStatus.booked)) throw BizError.conflict(msg.asnChanged);
  if (asn.status === asnStatus.booked && asn.pastCutOff) throw BizError.conflict(msg.pastCutOff);
  return asn;
}

