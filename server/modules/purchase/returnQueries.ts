import { type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { likeEscape } from '../../lib/sqlText';
import { dayEnd, dayStart } from '../../lib/businessDay';
import { docHeadFields, itemLineFields, itemMasterLineColumns, pageWithTotal, reconFields, visibleDoc } from './docReads';
import type { DocListFilter } from './schemas';
import type { SupplierScope } from './scope';
import { nameOf, outReasonNames, outStatusNames, outVisibleStatuses } from './statuses';

/** Purchase returns (purchase_out) from the moment the chain asks the supplier to agree (domain.md §3.3). */
function baseQuery(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  let q = db
    .selectFrom('purchase_out as po')
    .where('po.supplier_id', '=', scope.supplierId)
    .where('po.merchant_id', '=', scope.merchantId)
    .where('po.status', 'in', f.status?.length ? f.status : [...outVisibleStatuses]);
  if (f.reconStatus?.length) q = q.where('po.recon_status', 'in', f.reconStatus);
  if (f.dateFrom) q = q.where('po.out_time', '>=', dayStart(f.dateFrom));
  if (f.dateTo) q = q.where('po.out_time', '<', dayEnd(f.dateTo));
  if (f.branchId) q = q.where('po.branch_id', '=', f.branchId);
  const kw = f.keyword?.trim();
  if (kw) q = q.where('po.sheet_no', 'like', `${likeEscape(kw)}%`);
  return q;
}

export async function listReturns(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  const { rows, total } = await pageWithTotal(
    baseQuery(db, scope, f)
      .innerJoin('branch as b', 'b.id', 'po.branch_id')
      .leftJoin('purchase_in as pi', 'pi.id', 'po.ref_in_id')
      .select([
        'po.id',
        'po.sheet_no',
        'po.status',
        'po.branch_id',
        'b.name as branch_name',
        'po.out_time',
        'po.reason_code',
        'po.pickup_deadline',
        'po.total_qty',
        'po.total_amount',
        'po.recon_status',
        'pi.sheet_no as in_sheet_no',
      ])
      .orderBy('po.out_time', 'desc')
      .orderBy('po.id', 'desc'),
    baseQuery(db, scope, f),
    f,
  );
  return {
    rows: rows.map((r) => ({
      ...docHeadFields(r, outStatusNames),
      branchId: r.branch_id,
      branchName: r.branch_name,
      outTime: r.out_time,
      reasonCode: r.reason_code,
      reasonName: nameOf(outReasonNames, r.reason_code),
      pickupDeadline: r.pickup_deadline,
      totalQty: r.total_qty,
      totalAmount: r.total_amount,
      ...reconFields(r),
      inSheetNo: r.in_sheet_no,
    })),
    total,
  };
}

export async function returnDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const head = await db
    .selectFrom('purchase_out as po')
    .innerJoin('branch as b', 'b.id', 'po.branch_id')
    .leftJoin('purchase_in as pi', 'pi.id', 'po.ref_in_id')
    .selectAll('po')
    .select(['b.name as branch_name', 'pi.sheet_no as in_sheet_no'])
    .where(visibleDoc('po', scope, id, outVisibleStatuses))
    .executeTakeFirst();
  if (!head) return undefined;
  const lines = await db
    .selectFrom('purchase_out_line as l')
    .leftJoin('item as i', 'i.id', 'l.item_id')
    .select([...itemMasterLineColumns, 'l.qty', 'l.price', 'l.amount', 'l.tax_rate', 'l.batch_no'])
    .where('l.out_id', '=', id)
    .orderBy('l.line_no')
    .orderBy('l.id')
    .execute();
  return {
    ...docHeadFields(head, outStatusNames),
    version: head.version,
    refInId: head.ref_in_id,
    inSheetNo: head.in_sheet_no,
    branchId: head.branch_id,
    branchName: head.branch_name,
    outTime: head.out_time,
    reasonCode: head.reason_code,
    reasonName: nameOf(outReasonNames, head.reason_code),
    reason: head.reason,
    pickupDeadline: head.pickup_deadline,
    supplierConfirmedAt: head.supplier_confirmed_at,
    supplierRejectReason: head.supplier_reject_reason,
    shippedAt: head.shipped_at,
    totalQty: head.total_qty,
    totalAmount: head.total_amount,
    taxAmount: head.tax_amount,
    ...reconFields(head),
    remark: head.remark,
    canConfirm: head.status === 2,
    lines: lines.map((l) => ({
      ...itemLineFields(l),
      qty: l.qty,
      price: l.price,
      amount: l.amount,
      taxRate: l.tax_rate,
      batchNo: l.batch_no,
    })),
  };
}
