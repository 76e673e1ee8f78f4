import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { pageText } from '../../../lib/paging';
import { visibleDoc, type SupplierScope } from '../../../lib/scope';
import { likeEscape, runText, text, type SqlText } from '../../../lib/sqlText';
import type { RowOf } from '../../../lib/routeSpec';
import type { DocListFilter, receiptPage } from '../schemas';
import { enumCodes } from '../../../lib/enums';
import { inVisibleStatuses } from '../statuses';
import { docWhereText, itemMasterLineColumns, linesWithItem, tabCounts } from './docReads';

/**
 * Goods receipts (purchase_in): read-only for the supplier (domain.md §3.2). The list is one SQL text, like the
 * order list (orders.ts): the page, its reconciliation tabs' badges and so its total in one prepared statement, no
 * query tree built per request (`text`, lib/sqlText.ts).
 */
function receiptWhere(scope: SupplierScope, f: DocListFilter): SqlText {
  const where = docWhereText('pi', 'in_time', scope, f, inVisibleStatuses);
  const kw = f.keyword?.trim();
  if (!kw) return where;
  const prefix = `${likeEscape(kw)}%`;
  return text`${where} and (pi.sheet_no like ${prefix}
    or exists (select 1 from purchase_order o where o.id = pi.order_id and o.supplier_id = pi.supplier_id and o.sheet_no like ${prefix}))`;
}

const reconCodes = enumCodes('reconStatus');

/** Receipts per reconciliation status under the list's filters except that status itself: the tab badges. */
function reconCountText(scope: SupplierScope, f: DocListFilter): SqlText {
  return text`select pi.recon_status as status, count(*)::int as n from purchase_in pi where ${receiptWhere(scope, { ...f, reconStatus: undefined })} group by pi.recon_status`;
}

/** A row of the receipt list, named as the client reads it (the detail's head says the same and more). */
type ListRow = RowOf<typeof receiptPage>;

export async function listReceipts(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  // The badges ride along as an uncorrelated sub-select (evaluated once); the response schema leaves them out of the rows.
  const { rows } = await runText<ListRow & { statusCounts: Record<string, number> | null }>(db, text`/*prepare*/
    select pi.id, pi.sheet_no as "sheetNo", pi.status, pi.branch_id as "branchId", b.name as "branchName", pi.in_time as "inTime",
           pi.total_qty as "totalQty", pi.total_amount as "totalAmount", pi.recon_status as "reconStatus",
           pi.order_id as "orderId", po.sheet_no as "orderSheetNo",
           (select json_object_agg(c.status, c.n) from (${reconCountText(scope, f)}) c) as "statusCounts"
      from purchase_in pi
      join branch b on b.id = pi.branch_id
      left join purchase_order po on po.id = pi.order_id and po.supplier_id = pi.supplier_id
     where ${receiptWhere(scope, f)}
     order by pi.in_time desc, pi.id desc
     ${pageText(f)}`);
  const { statusCounts: reconCounts, total } = await tabCounts(rows, reconCodes, f.reconStatus, async () => (await runText<{ status: number; n: number }>(db, reconCountText(scope, f))).rows);
  return { rows, total, reconCounts };
}

export async function receiptDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const head = await db
    .selectFrom('purchase_in as pi')
    .innerJoin('branch as b', 'b.id', 'pi.branch_id')
    .leftJoin('purchase_order as po', (j) => j.onRef('po.id', '=', 'pi.order_id').onRef('po.supplier_id', '=', 'pi.supplier_id'))
    .select([
      'pi.id', 'pi.sheet_no as sheetNo', 'pi.status', 'pi.branch_id as branchId', 'b.name as branchName', 'pi.in_time as inTime',
      'pi.total_qty as totalQty', 'pi.total_amount as totalAmount', 'pi.recon_status as reconStatus',
      // The order the goods were received against, so the screen can open it.
      'pi.order_id as orderId', 'po.sheet_no as orderSheetNo',
      'pi.version', 'pi.audited_at as auditedAt', 'pi.tax_amount as taxAmount', 'pi.remark',
    ])
    .where(visibleDoc('pi', scope, id, inVisibleStatuses))
    .executeTakeFirst();
  if (!head) return undefined;
  const lines = await linesWithItem(db.selectFrom('purchase_in_line as l'))
    .leftJoin('purchase_order_line as ol', (j) => j.onRef('ol.id', '=', 'l.order_line_id').onRef('ol.supplier_id', '=', 'l.supplier_id'))
    .select([
      ...itemMasterLineColumns, 'ol.order_qty as orderQty', 'l.qty', 'l.gift_qty as giftQty', 'l.price', 'l.amount', 'l.tax_rate as taxRate',
      'l.batch_no as batchNo', 'l.production_date as productionDate', 'l.expiry_date as expiryDate', 'l.shortage_qty as shortageQty',
      'l.damage_qty as damageQty',
    ])
    .where('l.in_id', '=', id)
    .where('l.supplier_id', '=', scope.supplierId)
    .execute();
  return { ...head, lines };
}
