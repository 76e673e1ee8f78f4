import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { pageText } from '../../../lib/paging';
import { visibleDoc, type SupplierScope } from '../../../lib/scope';
import { likeEscape, runText, text, type SqlText } from '../../../lib/sqlText';
import type { RowOf } from '../../../lib/routeSpec';
import type { DocListFilter, returnPage } from '../schemas';
import { answer, outVisibleStatuses } from '../statuses';
import { docWhereText, itemMasterLineColumns, linesWithItem, tabCounts } from './docReads';

/**
 * Purchase returns (purchase_out) from the moment the chain asks the supplier to agree (domain.md §3.3). The list is
 * one SQL text, like the order list (orders.ts): the page, its tab badges and so its total in one prepared statement.
 */
function returnWhere(scope: SupplierScope, f: DocListFilter, withStatus: boolean): SqlText {
  const where = docWhereText('po', 'out_time', scope, f, outVisibleStatuses, withStatus);
  const kw = f.keyword?.trim();
  return kw ? text`${where} and po.sheet_no like ${`${likeEscape(kw)}%`}` : where;
}

/** Returns per status under the list's filters except the status itself: the tab badges. */
function statusCountText(scope: SupplierScope, f: DocListFilter): SqlText {
  return text`select po.status, count(*)::int as n from purchase_out po where ${returnWhere(scope, f, false)} group by po.status`;
}

/** A row of the return list, named as the client reads it. */
type ListRow = RowOf<typeof returnPage>;

export async function listReturns(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  // The badges ride along as an uncorrelated sub-select (evaluated once); the response schema leaves them out of the rows.
  const { rows } = await runText<ListRow & { statusCounts: Record<string, number> | null }>(db, text`/*prepare*/
    select po.id, po.sheet_no as "sheetNo", po.status, po.branch_id as "branchId", b.name as "branchName", po.out_time as "outTime",
           po.reason_code as "reasonCode", po.pickup_deadline as "pickupDeadline", po.total_qty as "totalQty",
           po.total_amount as "totalAmount", po.recon_status as "reconStatus", pi.sheet_no as "inSheetNo",
           (select json_object_agg(c.status, c.n) from (${statusCountText(scope, f)}) c) as "statusCounts"
      from purchase_out po
      join branch b on b.id = po.branch_id
      left join purchase_in pi on pi.id = po.ref_in_id and pi.supplier_id = po.supplier_id
     where ${returnWhere(scope, f, true)}
     order by po.out_time desc, po.id desc
     ${pageText(f)}`);
  const { statusCounts, total } = await tabCounts(rows, outVisibleStatuses, f.status, async () => (await runText<{ status: number; n: number }>(db, statusCountText(scope, f))).rows);
  return { rows, total, statusCounts };
}

export async function returnDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const head = await db
    .selectFrom('purchase_out as po')
    .innerJoin('branch as b', 'b.id', 'po.branch_id')
    .leftJoin('purchase_in as pi', (j) => j.onRef('pi.id', '=', 'po.ref_in_id').onRef('pi.supplier_id', '=', 'po.supplier_id'))
    .select([
      'po.id', 'po.sheet_no as sheetNo', 'po.status', 'po.branch_id as branchId', 'b.name as branchName', 'po.out_time as outTime',
      'po.reason_code as reasonCode', 'po.pickup_deadline as pickupDeadline', 'po.total_qty as totalQty', 'po.total_amount as totalAmount',
      'po.recon_status as reconStatus', 'pi.sheet_no as inSheetNo', 'po.version', 'po.ref_in_id as refInId', 'po.reason',
      'po.supplier_confirmed_at as supplierConfirmedAt', 'po.supplier_reject_reason as supplierRejectReason', 'po.shipped_at as shippedAt',
      'po.tax_amount as taxAmount', 'po.remark',
    ])
    .where(visibleDoc('po', scope, id, outVisibleStatuses))
    .executeTakeFirst();
  if (!head) return undefined;
  const lines = await linesWithItem(db.selectFrom('purchase_out_line as l'))
    .select([...itemMasterLineColumns, 'l.qty', 'l.price', 'l.amount', 'l.tax_rate as taxRate', 'l.batch_no as batchNo'])
    .where('l.out_id', '=', id)
    .where('l.supplier_id', '=', scope.supplierId)
    .execute();
  return { ...head, canConfirm: head.status === answer.awaiting, lines };
}
