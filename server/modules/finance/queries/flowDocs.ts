import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { ownedBy, type SupplierScope } from '../../../lib/scope';
import { periodSheetOf } from './sourceSheets';
import { prepayOffsets } from './prepayOffsets';

/** Details of the payable ledger's own source documents (receipts and returns open the purchasing screens). */

export async function prepaymentDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const head = await db
    .selectFrom('prepayment as p')
    .select([
      'p.id', 'p.sheet_no as sheetNo', 'p.status', 'p.amount', 'p.used_amount as usedAmount',
      sql<string>`(p.amount - p.used_amount)::text`.as('available'), 'p.paid_at as paidAt', 'p.remark',
    ])
    .where('p.id', '=', id)
    .where(ownedBy('p', scope))
    .executeTakeFirst();
  if (!head) return undefined;
  return { ...head, offsets: await prepayOffsets(db, scope, id) };
}

export function paymentDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  return db
    .selectFrom('settlement_voucher as v')
    .innerJoin('settlement as s', 's.id', 'v.settlement_id')
    .select([
      'v.id', 'v.pay_no as payNo', 'v.pay_method as payMethod', 'v.amount', 'v.paid_at as paidAt', 's.id as settlementId',
      's.sheet_no as settlementNo', 's.net_payable as netPayable', 's.paid_amount as paidAmount',
    ])
    .where('v.id', '=', id)
    .where(ownedBy('v', scope))
    .where(ownedBy('s', scope))
    .executeTakeFirst();
}

/**
 * A joint-venture (3) or consignment (4) payable entry: one branch's sales of one day, item by item, with what the
 * supplier earns of them. Joint-venture and consignment entries share this shape (one detail schema serves both).
 */
export async function salesPayableDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const head = await db
    .selectFrom('payable_flow as pf')
    .leftJoin('branch as b', 'b.id', 'pf.branch_id')
    .select(['pf.id', 'pf.biz_date as bizDate', 'pf.biz_type as bizType', 'b.name as branchName', 'pf.credit', 'pf.balance', 'pf.remark', 'pf.branch_id'])
    .where('pf.id', '=', id)
    .where(ownedBy('pf', scope))
    .where('pf.biz_type', 'in', [3, 4])
    .executeTakeFirst();
  if (!head) return undefined;
  const sellWay = head.bizType === 3 ? 1 : 2;
  const lines = await db
    .selectFrom('sale_line as sl')
    .innerJoin('item as i', 'i.id', 'sl.item_id')
    .select([
      'sl.item_id as itemId', 'i.code as itemCode', 'i.name',
      sql<string>`sum(sl.qty)::text`.as('qty'),
      sql<string>`sum(sl.sale_amount - sl.discount_amount)::text`.as('saleAmount'),
      sql<string>`sum(sl.supplier_amount)::text`.as('supplierAmount'),
    ])
    .where(ownedBy('sl', scope))
    .where('sl.biz_date', '=', head.bizDate)
    .where('sl.sell_way', '=', sellWay)
    .$if(head.branch_id !== null, (q) => q.where('sl.branch_id', '=', head.branch_id!))
    .groupBy(['sl.item_id', 'i.code', 'i.name'])
    .orderBy('sl.item_id')
    .execute();
  const sums = await sql<{ sale: string; share: string }>`select coalesce(sum(sale_amount - discount_amount), 0)::text as sale,
      coalesce(sum(supplier_amount), 0)::text as share from sale_line sl
    where sl.supplier_id = ${scope.supplierId} and sl.merchant_id = ${scope.merchantId} and sl.biz_date = ${head.bizDate}::date
      and sl.sell_way = ${sellWay} and (${head.branch_id}::bigint is null or sl.branch_id = ${head.branch_id})`.execute(db);
  const { branch_id: _b, ...rest } = head;
  const s = sums.rows[0];
  const [deduct, sheet] = await Promise.all([
    sql<{ v: string }>`select (${s.sale}::numeric - ${s.share}::numeric)::text as v`.execute(db),
    periodSheetOf(db, scope, head.bizType, head.bizDate),
  ]);
  return { ...rest, saleAmount: s.sale, deductAmount: deduct.rows[0].v, ...sheet, lines };
}
