import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/types';

export interface OrderScope {
  supplierId: number;
  merchantId: number;
  branchId: number;
  itemId: number;
}

export interface AwaitingOrder {
  id: number;
  lineIds: number[];
}

/** Orders awaiting the supplier's confirmation (status 2, version 0), each with three lines: what a write test confirms. */
export async function newOrdersAwaitingConfirm(db: Kysely<Database>, s: OrderScope, tag: string, count: number): Promise<AwaitingOrder[]> {
  const orders = await db
    .insertInto('purchase_order')
    .values(Array.from({ length: count }, (_, i) => ({
      merchant_id: s.merchantId, sheet_no: `T${tag}${String(i).padStart(5, '0')}`, supplier_id: s.supplierId, order_branch_id: s.branchId,
      receive_branch_id: s.branchId, status: 2, order_date: '2024-05-10', expected_date: '2024-05-15', total_qty: '17.5', total_amount: '35.00',
    })))
    .returning('id')
    .execute();
  const lines = await db
    .insertInto('purchase_order_line')
    .values(orders.flatMap((o) => ['10', '5.5', '2'].map((q, i) => ({
      merchant_id: s.merchantId, supplier_id: s.supplierId, order_id: o.id, line_no: i + 1, item_id: s.itemId, name: `商品${i + 1}`, order_qty: q, price: '2.0000', amount: String(Number(q) * 2),
    }))))
    .returning(['id', 'order_id'])
    .execute();
  return orders.map((o) => ({ id: o.id, lineIds: lines.filter((l) => l.order_id === o.id).map((l) => l.id) }));
}

export async function newOrderAwaitingConfirm(db: Kysely<Database>, s: OrderScope, tag: string): Promise<AwaitingOrder> {
  return (await newOrdersAwaitingConfirm(db, s, tag, 1))[0];
}

/** The confirm body that confirms one unit of every line. */
export function confirmBody(o: AwaitingOrder) {
  return { id: o.id, version: 0, action: 'confirm', promisedDate: '2024-05-14', lines: o.lineIds.map((lineId) => ({ lineId, confirmedQty: 1 })) };
}
