import { sql } from 'kysely';

// What is on its way to a store: the shipping notices (ASN) of the delivery module and the orders they ship against.
// The delivery screens and the supplier's home to-dos both count goods left to ship, so the rule lives here.

/** An ASN's statuses (schemas/enums.json asnStatus; migration 018). The client names the codes in the user's language. */
export const asnStatus = { awaitingSlot: 1, booked: 2, arrived: 3, received: 4, noShow: 6, cancelled: 9 } as const;

/** ASNs whose goods are on their way: their quantities count as shipped against the order lines. */
export const asnOpenStatuses = [asnStatus.awaitingSlot, asnStatus.booked, asnStatus.arrived] as const;

/** Orders a supplier may ship against: confirmed (3) and partly received (5) (purchase module's poStatus codes). */
export const shippableOrderStatuses = [3, 5] as const;

/** The quantity of an order line on open ASNs (shipped, not yet received), optionally leaving one ASN out. */
export function shippedOn(orderLine: string, exceptAsn?: number) {
  return sql<{ qty: string }>`select coalesce(sum(al.qty), 0) as qty from asn_line al join asn x on x.id = al.asn_id and x.supplier_id = al.supplier_id
    where al.order_line_id = ${sql.ref(orderLine)} and al.supplier_id = ${sql.ref(orderLine.replace(/\.id$/, '.supplier_id'))} and x.status = any(${asnOpenStatuses}::smallint[]) and x.id <> ${exceptAsn ?? 0}`;
}
