import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday } from '../../../lib/businessDay';
import { pageText } from '../../../lib/paging';
import { ownedByText, visibleDoc, type SupplierScope } from '../../../lib/scope';
import { hasGoodsLeftToShip } from '../../../lib/shipping';
import { joinText, likeEscape, runText, text, verbatim, type SqlText } from '../../../lib/sqlText';
import type { RowOf } from '../../../lib/routeSpec';
import type { OrderListFilter, orderPage } from '../schemas';
import { answer, orderOpenStatuses, orderVisibleStatuses } from '../statuses';
import { tabCounts } from './docReads';

/**
 * The list is the busiest call of the portal (every pull-to-refresh, every tab). It is written as one SQL text rather
 * than with the query builder: building and compiling the equivalent builder tree cost about 1 ms of CPU per
 * request, several times the database's own work for a page; Kysely's raw-SQL tree still cost a few per cent of
 * the server's time, so it is `text` (lib/sqlText.ts).
 */
function orderWhere(scope: SupplierScope, f: OrderListFilter, withStatus: boolean): SqlText {
  const conds: SqlText[] = [ownedByText('po', scope)];
  let statuses: number[] = [...orderVisibleStatuses];
  if (withStatus && f.status?.length) statuses = statuses.filter((s) => f.status!.includes(s));
  // Orders due on a day are those still to be delivered: a refused, received or closed order is due no more.
  if (f.dueToday || f.dueFrom || f.dueTo) statuses = statuses.filter((s) => (orderOpenStatuses as readonly number[]).includes(s));
  // One array parameter whatever the number of tabs, so the statement text (and its cached plan) stays the same.
  conds.push(text`po.status = any(${statuses}::smallint[])`);
  if (f.dateFrom) conds.push(text`po.order_date >= ${f.dateFrom}::date`);
  if (f.dateTo) conds.push(text`po.order_date <= ${f.dateTo}::date`);
  if (f.branchId) conds.push(text`(po.order_branch_id = ${f.branchId} or po.receive_branch_id = ${f.branchId})`);
  if (f.dueToday) conds.push(text`coalesce(po.promised_date, po.expected_date) = ${businessToday()}::date`);
  if (f.dueFrom) conds.push(text`coalesce(po.promised_date, po.expected_date) >= ${f.dueFrom}::date`);
  if (f.dueTo) conds.push(text`coalesce(po.promised_date, po.expected_date) <= ${f.dueTo}::date`);
  if (f.toShip) conds.push(verbatim(hasGoodsLeftToShip('po')));
  const kw = f.keyword?.trim();
  if (kw) {
    const prefix = `${likeEscape(kw)}%`;
    conds.push(text`(po.sheet_no like ${prefix} or exists (
      select 1 from purchase_order_line l
       where l.order_id = po.id and (l.barcode like ${prefix} or l.name ilike ${`%${likeEscape(kw)}%`})))`);
  }
  return joinText(conds, ' and ');
}

/** A row of the order list, named as the client reads it. */
type ListRow = RowOf<typeof orderPage>;

/** Orders per status under the list's filters except the status itself: the tab badges. */
function statusCountText(scope: SupplierScope, f: OrderListFilter): SqlText {
  return text`select po.status, count(*)::int as n from purchase_order po where ${orderWhere(scope, f, false)} group by po.status`;
}

export async function listOrders(db: Kysely<Database>, scope: SupplierScope, f: OrderListFilter) {
  // The badges ride along as an uncorrelated sub-select (evaluated once), so a page costs one round trip.
  // '/*prepare*/' asks the connection layer to run this text as a named prepared statement where it supports that:
  // planning the page costs more than executing it.
  // Central (DC) orders are placed by head office and delivered to the DC: the supplier needs both branches.
  const { rows } = await runText<ListRow & { statusCounts: Record<string, number> | null }>(db, text`/*prepare*/
    select po.id, po.sheet_no as "sheetNo", po.status, po.receive_status as "receiveStatus", po.order_date as "orderDate",
           po.expected_date as "expectedDate", po.promised_date as "promisedDate", po.order_branch_id as "branchId",
           b.name as "branchName", po.receive_branch_id as "receiveBranchId", rb.name as "receiveBranchName",
           po.total_qty as "totalQty", po.total_amount as "totalAmount",
           (select count(*)::int from purchase_order_line l where l.order_id = po.id and l.supplier_id = po.supplier_id) as "lineCount",
           (select json_object_agg(c.status, c.n) from (${statusCountText(scope, f)}) c) as "statusCounts"
      from purchase_order po
      join branch b on b.id = po.order_branch_id
      join branch rb on rb.id = po.receive_branch_id
     where ${orderWhere(scope, f, true)}
     order by po.order_date desc, po.id desc
     ${pageText(f)}`);

  const { statusCounts, total } = await tabCounts(rows, orderVisibleStatuses, f.status, async () => (await runText<{ status: number; n: number }>(db, statusCountText(scope, f))).rows);
  // The badges are the list's, not each row's (the response schema leaves them out of the rows).
  return { rows, total, statusCounts };
}

/** The order of this supplier, or undefined: another supplier's id looks exactly like a missing one. */
function findOrder(db: Kysely<Database>, scope: SupplierScope, id: number) {
  return db
    .selectFrom('purchase_order as po')
    .innerJoin('branch as ob', 'ob.id', 'po.order_branch_id')
    .innerJoin('branch as rb', 'rb.id', 'po.receive_branch_id')
    .select([
      'po.id', 'po.sheet_no as sheetNo', 'po.status', 'po.receive_status as receiveStatus', 'po.version', 'po.type', 'po.order_date as orderDate',
      'po.expected_date as expectedDate', 'po.promised_date as promisedDate', 'po.confirmed_at as confirmedAt',
      // What the supplier said with the answer: the remark of a confirmation, the reason of a refusal.
      'po.confirm_remark as supplierRemark', 'po.reject_reason as rejectReason',
      'po.order_branch_id as branchId', 'ob.name as branchName', 'po.receive_branch_id as receiveBranchId', 'rb.name as receiveBranchName',
      'po.remark', 'po.total_qty as totalQty', 'po.total_amount as totalAmount', 'po.tax_amount as taxAmount',
    ])
    .where(visibleDoc('po', scope, id, orderVisibleStatuses))
    .executeTakeFirst();
}

/** Order lines keep their own copy of barcode, name, spec and unit, as ordered. */
function orderLines(db: Kysely<Database>, scope: SupplierScope, orderId: number) {
  return db
    .selectFrom('purchase_order_line as l')
    .leftJoin('item as i', 'i.id', 'l.item_id')
    .select([
      'l.id', 'l.line_no as lineNo', 'l.item_id as itemId', 'i.code as itemCode', 'l.barcode', 'l.name', 'l.spec', 'l.unit',
      'l.order_qty as orderQty', 'l.confirmed_qty as confirmedQty', 'l.received_qty as receivedQty', 'l.returned_qty as returnedQty',
      'l.price', 'l.amount', 'l.tax_rate as taxRate', 'l.gift_flag as giftFlag', 'l.promised_date as promisedDate',
    ])
    .where('l.order_id', '=', orderId)
    .where('l.supplier_id', '=', scope.supplierId)
    .orderBy('l.line_no')
    .orderBy('l.id')
    .execute();
}

/**
 * What the supplier answered for the whole order: the confirmed quantity and its amount at the order's prices (null
 * until answered). An order confirmed with cuts showed only what was ordered, so what was promised had to be added up
 * line by line.
 */
async function confirmedTotals(db: Kysely<Database>, scope: SupplierScope, orderId: number) {
  const { rows } = await sql<{ confirmedQty: string | null; confirmedAmount: string | null }>`
    select sum(l.confirmed_qty)::text as "confirmedQty", sum(round(l.confirmed_qty * l.price, 2))::text as "confirmedAmount"
      from purchase_order_line l where l.order_id = ${orderId} and l.supplier_id = ${scope.supplierId}`.execute(db);
  return rows[0] ?? { confirmedQty: null, confirmedAmount: null };
}

export async function orderDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const po = await findOrder(db, scope, id);
  if (!po) return undefined;
  const [lines, totals] = await Promise.all([orderLines(db, scope, id), confirmedTotals(db, scope, id)]);
  return { ...po, ...totals, canConfirm: po.status === answer.awaiting, lines };
}
