import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { pageWithTotal } from '../../../lib/paging';
import type { SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';
import type { DocListFilter } from '../schemas';
import { answer, outVisibleStatuses } from '../statuses';
import { countsByStatus, docHeadFields, docListFilter, itemLineFields, itemMasterLineColumns, visibleDoc } from './docReads';

/** Purchase returns (purchase_out) from the moment the chain asks the supplier to agree (domain.md §3.3). */
function matching(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  let q = db.selectFrom('purchase_out as po').where(docListFilter('po', 'out_time', scope, f, outVisibleStatuses));
  const kw = f.keyword?.trim();
  if (kw) q = q.where('po.sheet_no', 'like', `${likeEscape(kw)}%`);
  return q;
}

/** Returns per status under the list's filters except the status itself: the tab badges. */
async function returnStatusCounts(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  const rows = await matching(db, scope, { ...f, status: undefined })
    .select((eb) => ['po.status', eb.fn.countAll<string>().as('n')])
    .groupBy('po.status')
    .execute();
  return countsByStatus(outVisibleStatuses, rows.map((r) => ({ status: r.status, n: Number(r.n) })));
}

export async function listReturns(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  const [{ rows, total }, statusCounts] = await Promise.all([
    pageWithTotal(
      matching(db, scope, f)
        .innerJoin('branch as b', 'b.id', 'po.branch_id')
        .leftJoin('purchase_in as pi', 'pi.id', 'po.ref_in_id')
        .select(['po.id', 'po.sheet_no', 'po.status', 'po.branch_id', 'b.name as branch_name', 'po.out_time', 'po.reason_code', 'po.pickup_deadline', 'po.total_qty', 'po.total_amount', 'po.recon_status', 'pi.sheet_no as in_sheet_no'])
        .orderBy('po.out_time', 'desc')
        .orderBy('po.id', 'desc'),
      matching(db, scope, f),
      f,
    ),
    returnStatusCounts(db, scope, f),
  ]);
  return {
    rows: rows.map((r) => ({
      ...docHeadFields(r),
      branchId: r.branch_id,
      branchName: r.branch_name,
      outTime: r.out_time,
      reasonCode: r.reason_code,
      pickupDeadline: r.pickup_deadline,
      totalQty: r.total_qty,
      totalAmount: r.total_amount,
      reconStatus: r.recon_status,
      inSheetNo: r.in_sheet_no,
    })),
    total,
    statusCounts,
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
    ...docHeadFields(head),
    version: head.version,
    refInId: head.ref_in_id,
    inSheetNo: head.in_sheet_no,
    branchId: head.branch_id,
    branchName: head.branch_name,
    outTime: head.out_time,
    reasonCode: head.reason_code,
    reason: head.reason,
    pickupDeadline: head.pickup_deadline,
    supplierConfirmedAt: head.supplier_confirmed_at,
    supplierRejectReason: head.supplier_reject_reason,
    shippedAt: head.shipped_at,
    totalQty: head.total_qty,
    totalAmount: head.total_amount,
    taxAmount: head.tax_amount,
    reconStatus: head.recon_status,
    remark: head.remark,
    canConfirm: head.status === answer.awaiting,
    lines: lines.map((l) => ({ ...itemLineFields(l), qty: l.qty, price: l.price, amount: l.amount, taxRate: l.tax_rate, batchNo: l.batch_no })),
  };
}
