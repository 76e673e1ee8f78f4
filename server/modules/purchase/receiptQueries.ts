import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { likeEscape } from '../../lib/sqlText';
import { dayEnd, dayStart } from '../../lib/businessDay';
import { docHeadFields, itemLineFields, itemMasterLineColumns, pageWithTotal, reconFields, visibleDoc } from './docReads';
import type { DocListFilter } from './schemas';
import type { SupplierScope } from './scope';
import { inStatusNames, inVisibleStatuses } from './statuses';

/** Goods receipts (purchase_in): read-only for the supplier (domain.md §3.2). */
function baseQuery(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  let q = db
    .selectFrom('purchase_in as pi')
    .where('pi.supplier_id', '=', scope.supplierId)
    .where('pi.merchant_id', '=', scope.merchantId)
    .where('pi.status', 'in', f.status?.length ? f.status : [...inVisibleStatuses]);
  if (f.reconStatus?.length) q = q.where('pi.recon_status', 'in', f.reconStatus);
  if (f.dateFrom) q = q.where('pi.in_time', '>=', dayStart(f.dateFrom));
  if (f.dateTo) q = q.where('pi.in_time', '<', dayEnd(f.dateTo));
  if (f.branchId) q = q.where('pi.branch_id', '=', f.branchId);
  const kw = f.keyword?.trim();
  if (kw) {
    const prefix = `${likeEscape(kw)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('pi.sheet_no', 'like', prefix),
        eb.exists(
          eb.selectFrom('purchase_order as o').select(sql.lit(1).as('one')).whereRef('o.id', '=', 'pi.order_id').where('o.sheet_no', 'like', prefix),
        ),
      ]),
    );
  }
  return q;
}

export async function listReceipts(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  const { rows, total } = await pageWithTotal(
    baseQuery(db, scope, f)
      .innerJoin('branch as b', 'b.id', 'pi.branch_id')
      .leftJoin('purchase_order as po', 'po.id', 'pi.order_id')
      .select([
        'pi.id',
        'pi.sheet_no',
        'pi.status',
        'pi.branch_id',
        'b.name as branch_name',
        'pi.in_time',
        'pi.total_qty',
        'pi.total_amount',
        'pi.recon_status',
        'po.sheet_no as order_sheet_no',
      ])
      .orderBy('pi.in_time', 'desc')
      .orderBy('pi.id', 'desc'),
    baseQuery(db, scope, f),
    f,
  );
  return {
    rows: rows.map((r) => ({
      ...docHeadFields(r, inStatusNames),
      branchId: r.branch_id,
      branchName: r.branch_name,
      inTime: r.in_time,
      totalQty: r.total_qty,
      totalAmount: r.total_amount,
      ...reconFields(r),
      orderSheetNo: r.order_sheet_no,
    })),
    total,
  };
}

export async function receiptDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const head = await db
    .selectFrom('purchase_in as pi')
    .innerJoin('branch as b', 'b.id', 'pi.branch_id')
    .leftJoin('purchase_order as po', 'po.id', 'pi.order_id')
    .selectAll('pi')
    .select(['b.name as branch_name', 'po.sheet_no as order_sheet_no'])
    .where(visibleDoc('pi', scope, id, inVisibleStatuses))
    .executeTakeFirst();
  if (!head) return undefined;
  const lines = await db
    .selectFrom('purchase_in_line as l')
    .leftJoin('item as i', 'i.id', 'l.item_id')
    .leftJoin('purchase_order_line as ol', 'ol.id', 'l.order_line_id')
    .select([
      ...itemMasterLineColumns,
      'ol.order_qty',
      'l.qty',
      'l.gift_qty',
      'l.price',
      'l.amount',
      'l.tax_rate',
      'l.batch_no',
      'l.production_date',
      'l.expiry_date',
      'l.shortage_qty',
      'l.damage_qty',
    ])
    .where('l.in_id', '=', id)
    .orderBy('l.line_no')
    .orderBy('l.id')
    .execute();
  return {
    ...docHeadFields(head, inStatusNames),
    version: head.version,
    orderId: head.order_id,
    orderSheetNo: head.order_sheet_no,
    branchId: head.branch_id,
    branchName: head.branch_name,
    inTime: head.in_time,
    auditedAt: head.audited_at,
    totalQty: head.total_qty,
    totalAmount: head.total_amount,
    taxAmount: head.tax_amount,
    ...reconFields(head),
    remark: head.remark,
    lines: lines.map((l) => ({
      ...itemLineFields(l),
      orderQty: l.order_qty,
      qty: l.qty,
      giftQty: l.gift_qty,
      price: l.price,
      amount: l.amount,
      taxRate: l.tax_rate,
      batchNo: l.batch_no,
      productionDate: l.production_date,
      expiryDate: l.expiry_date,
      shortageQty: l.shortage_qty,
      damageQty: l.damage_qty,
    })),
  };
}
