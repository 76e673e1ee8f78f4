import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday, dayEnd, dayStart } from '../../../lib/businessDay';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import { asnStatus, hasGoodsLeftToShip } from '../../../lib/shipping';

/** The supplier's delivery to-dos: confirmed orders with goods left to put on a notice, and the bookings of today. */
export async function deliveryAttention(db: Kysely<Database>, scope: SupplierScope) {
  const today = businessToday();
  const { rows } = await sql<{ toShip: number; today: number }>`
    select (select count(*)::int from purchase_order po
             where ${ownedBySql('po', scope)} and ${sql.raw(hasGoodsLeftToShip('po'))}) as "toShip",
           (select count(*)::int from asn a where ${ownedBySql('a', scope)} and a.status in (${asnStatus.booked}, ${asnStatus.arrived})
               and a.slot_start >= ${dayStart(today)} and a.slot_start < ${dayEnd(today)}) as today`.execute(db);
  return rows[0]!;
}
