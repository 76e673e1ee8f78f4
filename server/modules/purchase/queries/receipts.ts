import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { pageWithTotal } from '../../../lib/paging';
import type { SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';
import type { DocListFilter } from '../schemas';
import { inVisibleStatuses } from '../statuses';
import { docListFilter, itemMasterLineColumns, linesWithItem, visibleDoc } from './docReads';

/** Goods receipts (purchase_in): read-only for the supplier (domain.md §3.2). Columns are named as the client reads them. */
function matching(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  let q = db.selectFrom('purchase_in as pi').where(docListFilter('pi', 'in_time', scope, f, inVisibleStatuses));
  const kw = f.keyword?.trim();
  if (kw) {
    const prefix = `${likeEscape(kw)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('pi.sheet_no', 'like', prefix),
        eb.exists(eb.selectFrom('purchase_order as o').select(sql.lit(1).as('one')).whereRef('o.id', '=', 'pi.order_id').where('o.sheet_no', 'like', prefix)),
      ]),
    );
  }
  return q;
}

/** What a receipt's list row and its detail both say, about the receipt and the order it was received against. */
const receiptColumns = [
  'pi.id', 'pi.sheet_no as sheetNo', 'pi.status', 'pi.branch_id as branchId', 'b.name as branchName', 'pi.in_time as inTime',
  'pi.total_qty as totalQty', 'pi.total_amount as totalAmount', 'pi.recon_status as reconStatus',
  // The order the goods were received against, so the screen can open it.
  'pi.order_id as orderId', 'po.sheet_no as orderSheetNo',
] as const;

/** Receipts (`pi`, filtered or not) with what receiptColumns read beside them: the branch and the order. */
function withBranchAndOrder<O>(receipts: SelectQueryBuilder<Database & { pi: Database['purchase_in'] }, 'pi', O>) {
  return receipts.innerJoin('branch as b', 'b.id', 'pi.branch_id').leftJoin('purchase_order as po', 'po.id', 'pi.order_id');
}

export function listReceipts(db: Kysely<Database>, scope: SupplierScope, f: DocListFilter) {
  const page = withBranchAndOrder(matching(db, scope, f))
    .select(receiptColumns)
    .orderBy('pi.in_time', 'desc')
    .orderBy('pi.id', 'desc');
  return pageWithTotal(page, matching(db, scope, f), f);
}

export async function receiptDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const head = await withBranchAndOrder(db.selectFrom('purchase_in as pi'))
    .select([...receiptColumns, 'pi.version', 'pi.audited_at as auditedAt', 'pi.tax_amount as taxAmount', 'pi.remark'])
    .where(visibleDoc('pi', scope, id, inVisibleStatuses))
    .executeTakeFirst();
  if (!head) return undefined;
  const lines = await linesWithItem(db.selectFrom('purchase_in_line as l'))
    .leftJoin('purchase_order_line as ol', 'ol.id', 'l.order_line_id')
    .select([
      ...itemMasterLineColumns, 'ol.order_qty as orderQty', 'l.qty', 'l.gift_qty as giftQty', 'l.price', 'l.amount', 'l.tax_rate as taxRate',
      'l.batch_no as batchNo', 'l.production_date as productionDate', 'l.expiry_date as expiryDate', 'l.shortage_qty as shortageQty',
      'l.damage_qty as damageQty',
    ])
    .where('l.in_id', '=', id)
    .execute();
  return { ...head, lines };
}
