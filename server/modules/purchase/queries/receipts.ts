import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { pageWithTotal } from '../../../lib/paging';
import type { SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';
import type { DocListFilter } from '../schemas';
import { inVisibleStatuses } from '../statuses';
import { docHeadFields, docListFilter, itemLineFields, itemMasterLineColumns, visibleDoc } from './docReads';

/** Goods receipts (purchase_in): read-only for the supplier (domain.md §3.2). */
function matching(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  let q = db.selectFrom('purchase_in as pi').where(docListFilter('pi', 'in_time', scope, f, inVisibleStatuses));
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
    matching(db, scope, f)
      .innerJoin('branch as b', 'b.id', 'pi.branch_id')
      .leftJoin('purchase_order as po', 'po.id', 'pi.order_id')
      .select(['pi.id', 'pi.sheet_no', 'pi.status', 'pi.branch_id', 'b.name as branch_name', 'pi.in_time', 'pi.total_qty', 'pi.total_amount', 'pi.recon_status', 'pi.order_id', 'po.sheet_no as order_sheet_no'])
      .orderBy('pi.in_time', 'desc')
      .orderBy('pi.id', 'desc'),
    matching(db, scope, f),
    f,
  );
  return {
    rows: rows.map((r) => ({
      ...docHeadFields(r),
      branchId: r.branch_id,
      branchName: r.branch_name,
      inTime: r.in_time,
      totalQty: r.total_qty,
      totalAmount: r.total_amount,
      reconStatus: r.recon_status,
      orderId: r.order_id,
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
    ...docHeadFields(head),
    version: head.version,
    // The order the goods were received against, so the screen can open it.
    orderId: head.order_id,
    orderSheetNo: head.order_sheet_no,
    branchId: head.branch_id,
    branchName: head.branch_name,
    inTime: head.in_time,
    auditedAt: head.audited_at,
    totalQty: head.total_qty,
    totalAmount: head.total_amount,
    taxAmount: head.tax_amount,
    reconStatus: head.recon_status,
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
