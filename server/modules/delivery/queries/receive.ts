import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { inBossScope, type BossScope } from '../../../lib/bossScope';
import { BizError } from '../../../lib/errors';
import { nextSheetNo } from '../../../lib/sheetNumbers';
import { deliveryMessages as msg } from '../messages';
import type { ReceiveInput } from '../schemas';
import { asnStatus } from '../statuses';

type Trx = Transaction<Database>;

interface ShippedLine {
  id: number;
  orderId: number;
  orderLineId: number;
  itemId: number;
  qty: string;
  price: string;
  taxRate: string;
  batchNo: string | null;
  productionDate: string | null;
  expiryDate: string | null;
}

async function arrivedAsn(trx: Trx, scope: BossScope, id: number) {
  const { rows } = await sql<{ id: number; status: number; version: number; supplierId: number; branchId: number; branchCode: string }>`
    select a.id, a.status, a.version, a.supplier_id as "supplierId", a.branch_id as "branchId", b.code as "branchCode"
      from asn a join branch b on b.id = a.branch_id
     where a.id = ${id} and ${inBossScope('a', scope)} and a.status <> ${asnStatus.cancelled}
       for update of a`.execute(trx);
  return rows[0];
}

/** What was received of each line: the input's quantity, else all that was shipped; never more than shipped. */
function receivedOf(lines: ShippedLine[], input: ReceiveInput): Map<number, string> {
  const given = new Map<number, { qty: string; at: number }>();
  (input.lines ?? []).forEach((l, i) => {
    if (!lines.some((s) => s.id === l.lineId)) throw BizError.invalid(`lines/${i}/lineId`, msg.notThisNotice);
    if (given.has(l.lineId)) throw BizError.invalid(`lines/${i}/lineId`, msg.lineTwice);
    given.set(l.lineId, { qty: l.receivedQty, at: i });
  });
  const received = new Map<number, string>();
  for (const s of lines) {
    const g = given.get(s.id);
    if (g && Number(g.qty) > Number(s.qty)) throw BizError.invalid(`lines/${g.at}/receivedQty`, msg.overShipped(Number(s.qty).toString()));
    received.set(s.id, g?.qty ?? s.qty);
  }
  return received;
}

/**
 * The store receives an arrived ASN from its lines: one audited goods receipt per order (linked to the ASN), each
 * line as received with the shipped batch and dates and the difference as shortage; the order lines' received
 * quantities and the orders' statuses follow, and the ASN is received. Received is compared with shipped on both
 * sides from then on (the supplier's notice and receipts, the chain's schedule).
 */
export async function receiveAsn(db: Kysely<Database>, scope: BossScope, input: ReceiveInput) {
  return db.transaction().execute(async (trx) => {
    const asn = await arrivedAsn(trx, scope, input.id);
    if (!asn) throw BizError.notFound();
    if (asn.version !== input.version || asn.status !== asnStatus.arrived) throw BizError.conflict(msg.notReceivable);
    const { rows: lines } = await sql<ShippedLine>`
      select l.id, l.order_id as "orderId", l.order_line_id as "orderLineId", l.item_id as "itemId", l.qty, ol.price, ol.tax_rate as "taxRate",
             l.batch_no as "batchNo", l.production_date as "productionDate", l.expiry_date as "expiryDate"
        from asn_line l join purchase_order_line ol on ol.id = l.order_line_id and ol.supplier_id = l.supplier_id
       where l.asn_id = ${asn.id} and l.supplier_id = ${asn.supplierId} order by l.line_no
         for update of ol`.execute(trx);
    const received = receivedOf(lines, input);
    const receipts: number[] = [];
    for (const orderId of [...new Set(lines.map((l) => l.orderId))]) {
      receipts.push(await writeReceipt(trx, scope, asn, orderId, lines.filter((l) => l.orderId === orderId), received));
    }
    for (const l of lines) {
      // The tenant in every statement (a distributed table is found by it): the notice's supplier.
      await sql`update asn_line set received_qty = ${received.get(l.id)}::numeric where id = ${l.id} and supplier_id = ${asn.supplierId}`.execute(trx);
      await sql`update purchase_order_line set received_qty = received_qty + ${received.get(l.id)}::numeric, version = version + 1, updated_at = now()
        where id = ${l.orderLineId} and supplier_id = ${asn.supplierId}`.execute(trx);
    }
    // Every order of the notice: complete once each line has what was confirmed, else partly received.
    await sql`update purchase_order po set
        receive_status = case when o.done then 2 else 1 end, status = case when o.done then 6 else 5 end,
        version = po.version + 1, updated_at = now()
      from (select l.order_id, bool_and(l.received_qty >= coalesce(l.confirmed_qty, l.order_qty)) as done
              from purchase_order_line l where l.order_id = any(${[...new Set(lines.map((l) => l.orderId))]}::bigint[]) and l.supplier_id = ${asn.supplierId}
             group by l.order_id) o
     where po.id = o.order_id and po.supplier_id = ${asn.supplierId} and po.status in (3, 5)`.execute(trx);
    const done = await trx
      .updateTable('asn')
      .set({ status: asnStatus.received, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', asn.id)
      .where('supplier_id', '=', asn.supplierId)
      .returning(['id', 'status', 'version'])
      .executeTakeFirstOrThrow();
    return { ...done, receiptIds: receipts };
  });
}

async function writeReceipt(
  trx: Trx,
  scope: BossScope,
  asn: { id: number; supplierId: number; branchId: number; branchCode: string },
  orderId: number,
  lines: ShippedLine[],
  received: Map<number, string>,
) {
  const sheetNo = await nextSheetNo(trx, 'purchase_in', scope.merchantId, 'RK', asn.branchCode);
  const values = sql.join(
    lines.map((l, i) => sql`(${i + 1}::int, ${l.orderLineId}::bigint, ${l.itemId}::bigint, ${received.get(l.id)}::numeric, ${l.qty}::numeric,
      ${l.price}::numeric, ${l.taxRate}::numeric, ${l.batchNo}::text, ${l.productionDate}::date, ${l.expiryDate}::date)`),
  );
  const { rows } = await sql<{ id: number }>`
    with v(line_no, order_line_id, item_id, qty, shipped, price, tax_rate, batch_no, production_date, expiry_date) as (values ${values}),
    head as (
      insert into purchase_in (merchant_id, sheet_no, order_id, supplier_id, branch_id, status, in_time, total_qty, total_amount, tax_amount,
                               audited_by, audited_at, asn_id)
      select ${scope.merchantId}, ${sheetNo}, ${orderId}, ${asn.supplierId}, ${asn.branchId}, 1, now(), sum(v.qty), sum(round(v.qty * v.price, 2)),
             sum(round(round(v.qty * v.price, 2) * v.tax_rate / (1 + v.tax_rate), 2)), ${scope.userId}, now(), ${asn.id}
        from v
      returning id)
    insert into purchase_in_line (merchant_id, supplier_id, in_id, line_no, order_line_id, item_id, qty, price, amount, tax_rate, batch_no,
                                  production_date, expiry_date, shortage_qty)
    select ${scope.merchantId}, ${asn.supplierId}, head.id, v.line_no, v.order_line_id, v.item_id, v.qty, v.price, round(v.qty * v.price, 2), v.tax_rate, v.batch_no,
           v.production_date, v.expiry_date, v.shipped - v.qty
      from v cross join head
    returning in_id as id`.execute(trx);
  return rows[0]!.id;
}
