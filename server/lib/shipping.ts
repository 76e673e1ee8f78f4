import { sql } from 'kysely';

// What is on its way to a store: the shipping notices (ASN) of the delivery module and the orders they ship against.
// The delivery screens and the supplier's home to-dos both count goods left to ship, so the rule lives here.

/** An ASN's statuses (schemas/enums.json asnStatus; migration 018). The client names the codes in the user's language. */
export const asnStatus = { awaitingSlot: 1, booked: 2, arrived: 3, received: 4, noShow: 6, cancelled: 9 } as const;

/** ASNs whose goods are on their way: their quantities count as shipped against the order lines. */
export const asnOpenStatuses = [asnStatus.awaitingSlot, asnStatus.booked, asnStatus.arrived] as const;

/** Orders a supplier may ship against: confirmed (3) and partly received (5) (purchase module's poStatus codes). */
export const shippableOrderStatuses = [3, 5] as const;

/**
 * The open ASNs' lines of an order line (`l.id`: its id column), as SQL text without parameters (the statuses are the
 * constants above): the Kysely reads and the order list's statement text (lib/sqlText.ts) share it.
 */
function openAsnLinesOf(orderLine: string): string {
  const supplier = orderLine.replace(/\.id$/, '.supplier_id');
  return `from asn_line al join asn x on x.id = al.asn_id and x.supplier_id = al.supplier_id
    where al.order_line_id = ${orderLine} and al.supplier_id = ${supplier} and x.status in (${asnOpenStatuses.join(', ')})`;
}

/** The quantity of an order line on open ASNs (shipped, not yet received), optionally leaving one ASN out. */
export function shippedOn(orderLine: string, exceptAsn?: number) {
  return sql<{ qty: string }>`select coalesce(sum(al.qty), 0) as qty ${sql.raw(openAsnLinesOf(orderLine))} and x.id <> ${exceptAsn ?? 0}`;
}

/**
 * Order `po` (an alias) is one the supplier may ship against and has goods left to put on a shipping notice: a
 * confirmed line not yet received nor on an open ASN. The home's 待预约送货 counts these orders and opens the order
 * list narrowed to them. SQL text without parameters, as openAsnLinesOf.
 */
export function hasGoodsLeftToShip(po: string): string {
  return `${po}.status in (${shippableOrderStatuses.join(', ')}) and exists (select 1 from purchase_order_line ls
    where ls.order_id = ${po}.id and ls.supplier_id = ${po}.supplier_id
      and ls.confirmed_qty - ls.received_qty - (select coalesce(sum(al.qty), 0) ${openAsnLinesOf('ls.id')}) > 0)`;
}
