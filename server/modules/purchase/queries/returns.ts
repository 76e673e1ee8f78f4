import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { pageWithTotal } from '../../../lib/paging';
import type { SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';
import type { DocListFilter } from '../schemas';
import { answer, outVisibleStatuses } from '../statuses';
import { countsByStatus, docListFilter, itemMasterLineColumns, linesWithItem, visibleDoc } from './docReads';

/**
 * Purchase returns (purchase_out) from the moment the chain asks the supplier to agree (domain.md §3.3). Columns are
 * named as the client reads them.
 */
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

/** What a return's list row and its detail both say. */
const returnColumns = [
  'po.id', 'po.sheet_no as sheetNo', 'po.status', 'po.branch_id as branchId', 'b.name as branchName', 'po.out_time as outTime',
  'po.reason_code as reasonCode', 'po.pickup_deadline as pickupDeadline', 'po.total_qty as totalQty', 'po.total_amount as totalAmount',
  'po.recon_status as reconStatus', 'pi.sheet_no as inSheetNo',
] as const;

/** Returns (`po`, filtered or not) with what returnColumns read beside them: the branch and the receipt returned from. */
function withBranchAndReceipt<O>(returns: SelectQueryBuilder<Database & { po: Database['purchase_out'] }, 'po', O>) {
  return returns.innerJoin('branch as b', 'b.id', 'po.branch_id').leftJoin('purchase_in as pi', 'pi.id', 'po.ref_in_id');
}

export async function listReturns(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  const page = withBranchAndReceipt(matching(db, scope, f))
    .select(returnColumns)
    .orderBy('po.out_time', 'desc')
    .orderBy('po.id', 'desc');
  const [{ rows, total }, statusCounts] = await Promise.all([pageWithTotal(page, matching(db, scope, f), f), returnStatusCounts(db, scope, f)]);
  return { rows, total, statusCounts };
}

export async function returnDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const head = await withBranchAndReceipt(db.selectFrom('purchase_out as po'))
    .select([
      ...returnColumns, 'po.version', 'po.ref_in_id as refInId', 'po.reason', 'po.supplier_confirmed_at as supplierConfirmedAt',
      'po.supplier_reject_reason as supplierRejectReason', 'po.shipped_at as shippedAt', 'po.tax_amount as taxAmount', 'po.remark',
    ])
    .where(visibleDoc('po', scope, id, outVisibleStatuses))
    .executeTakeFirst();
  if (!head) return undefined;
  const lines = await linesWithItem(db.selectFrom('purchase_out_line as l'))
    .select([...itemMasterLineColumns, 'l.qty', 'l.price', 'l.amount', 'l.tax_rate as taxRate', 'l.batch_no as batchNo'])
    .where('l.out_id', '=', id)
    .execute();
  return { ...head, canConfirm: head.status === answer.awaiting, lines };
}
