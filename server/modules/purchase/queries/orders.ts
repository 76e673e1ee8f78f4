import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday } from '../../../lib/businessDay';
import { pageClause } from '../../../lib/paging';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';
import type { OrderListFilter } from '../schemas';
import { answer, orderOpenStatuses, orderVisibleStatuses } from '../statuses';
import { countsByStatus, docHeadFields, itemLineFields, visibleDoc } from './docReads';

/**
 * The list is the busiest call of the portal (every pull-to-refresh, every tab). It is written as one SQL text rather
 * than with the query builder: building and compiling the equivalent builder tree cost about 1 ms of CPU per
 * request, several times the database's own work for a page.
 */
function orderWhere(scope: SupplierScope, f: OrderListFilter, withStatus: boolean): RawBuilder<unknown> {
  const conds: RawBuilder<unknown>[] = [ownedBySql('po', scope)];
  let statuses: number[] = [...orderVisibleStatuses];
  if (withStatus && f.status?.length) statuses = statuses.filter((s) => f.status!.includes(s));
  if (f.dueToday) statuses = statuses.filter((s) => (orderOpenStatuses as readonly number[]).includes(s));
  // One array parameter whatever the number of tabs, so the statement text (and its cached plan) stays the same.
  conds.push(sql`po.status = any(${statuses}::smallint[])`);
  if (f.dateFrom) conds.push(sql`po.order_date >= ${f.dateFrom}::date`);
  if (f.dateTo) conds.push(sql`po.order_date <= ${f.dateTo}::date`);
  if (f.branchId) conds.push(sql`(po.order_branch_id = ${f.branchId} or po.receive_branch_id = ${f.branchId})`);
  if (f.dueToday) conds.push(sql`coalesce(po.promised_date, po.expected_date) = ${businessToday()}::date`);
  const kw = f.keyword?.trim();
  if (kw) {
    const prefix = `${likeEscape(kw)}%`;
    conds.push(sql`(po.sheet_no like ${prefix} or exists (
      select 1 from purchase_order_line l
       where l.order_id = po.id and (l.barcode like ${prefix} or l.name ilike ${`%${likeEscape(kw)}%`})))`);
  }
  return sql.join(conds, sql` and `);
}

interface ListRow {
  id: number;
  sheet_no: string;
  status: number;
  receive_status: number;
  order_date: string;
  expected_date: string;
  promised_date: string | null;
  order_branch_id: number;
  branch_name: string;
  receive_branch_id: number;
  receive_branch_name: string;
  total_qty: string;
  total_amount: string;
  line_count: number;
  status_counts: Record<string, number> | null;
}

/** Orders per status under the list's filters except the status itself: the tab badges. */
function statusCountSql(scope: SupplierScope, f: OrderListFilter): RawBuilder<{ status: number; n: number }> {
  return sql<{ status: number; n: number }>`select po.status, count(*)::int as n from purchase_order po where ${orderWhere(scope, f, false)} group by po.status`;
}

export async function listOrders(db: Kysely<Database>, scope: SupplierScope, f: OrderListFilter) {
  // The badges ride along as an uncorrelated sub-select (evaluated once), so a page costs one round trip.
  // '/*prepare*/' asks the connection layer to run this text as a named prepared statement where it supports that:
  // planning the page costs more than executing it.
  const { rows } = await sql<ListRow>`/*prepare*/
    select po.id, po.sheet_no, po.status, po.receive_status, po.order_date, po.expected_date, po.promised_date,
           po.order_branch_id, b.name as branch_name, po.receive_branch_id, rb.name as receive_branch_name,
           po.total_qty, po.total_amount,
           (select count(*)::int from purchase_order_line l where l.order_id = po.id) as line_count,
           (select json_object_agg(c.status, c.n) from (${statusCountSql(scope, f)}) c) as status_counts
      from purchase_order po
      join branch b on b.id = po.order_branch_id
      join branch rb on rb.id = po.receive_branch_id
     where ${orderWhere(scope, f, true)}
     order by po.order_date desc, po.id desc
     ${pageClause(f)}`.execute(db);

  // An empty page (no match, or paged past the end) carries no row to ride on; count on its own then.
  const counts = rows.length
    ? Object.entries(rows[0].status_counts ?? {}).map(([status, n]) => ({ status: Number(status), n }))
    : (await statusCountSql(scope, f).execute(db)).rows;
  const statusCounts = countsByStatus(orderVisibleStatuses, counts);
  const selected = f.status?.length ? f.status : [...orderVisibleStatuses];
  const total = selected.reduce((sum, s) => sum + (statusCounts[String(s)] ?? 0), 0);

  return {
    rows: rows.map((r) => ({
      ...docHeadFields(r),
      receiveStatus: r.receive_status,
      orderDate: r.order_date,
      expectedDate: r.expected_date,
      promisedDate: r.promised_date,
      branchId: r.order_branch_id,
      branchName: r.branch_name,
      // Central (DC) orders are placed by head office and delivered to the DC: the supplier needs both.
      receiveBranchId: r.receive_branch_id,
      receiveBranchName: r.receive_branch_name,
      lineCount: Number(r.line_count ?? 0),
      totalQty: r.total_qty,
      totalAmount: r.total_amount,
    })),
    total,
    statusCounts,
  };
}

/** The order header of this supplier, or undefined: another supplier's id looks exactly like a missing one. */
function findOrder(db: Kysely<Database>, scope: SupplierScope, id: number) {
  return db
    .selectFrom('purchase_order as po')
    .innerJoin('branch as ob', 'ob.id', 'po.order_branch_id')
    .innerJoin('branch as rb', 'rb.id', 'po.receive_branch_id')
    .selectAll('po')
    .select(['ob.name as branch_name', 'rb.name as receive_branch_name'])
    .where(visibleDoc('po', scope, id, orderVisibleStatuses))
    .executeTakeFirst();
}

function orderLines(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('purchase_order_line as l')
    .leftJoin('item as i', 'i.id', 'l.item_id')
    .select([
      'l.id',
      'l.line_no',
      'l.item_id',
      'i.code as item_code',
      'l.barcode',
      'l.name',
      'l.spec',
      'l.unit',
      'l.order_qty',
      'l.confirmed_qty',
      'l.received_qty',
      'l.returned_qty',
      'l.price',
      'l.amount',
      'l.tax_rate',
      'l.gift_flag',
      'l.promised_date',
    ])
    .where('l.order_id', '=', orderId)
    .orderBy('l.line_no')
    .orderBy('l.id')
    .execute();
}

export async function orderDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const po = await findOrder(db, scope, id);
  if (!po) return undefined;
  const lines = await orderLines(db, id);
  return {
    ...docHeadFields(po),
    receiveStatus: po.receive_status,
    version: po.version,
    type: po.type,
    orderDate: po.order_date,
    expectedDate: po.expected_date,
    promisedDate: po.promised_date,
    confirmedAt: po.confirmed_at,
    // What the supplier said with the answer: the remark of a confirmation, the reason of a refusal.
    supplierRemark: po.confirm_remark,
    rejectReason: po.reject_reason,
    branchId: po.order_branch_id,
    branchName: po.branch_name,
    receiveBranchId: po.receive_branch_id,
    receiveBranchName: po.receive_branch_name,
    remark: po.remark,
    totalQty: po.total_qty,
    totalAmount: po.total_amount,
    taxAmount: po.tax_amount,
    canConfirm: po.status === answer.awaiting,
    lines: lines.map((l) => ({
      ...itemLineFields(l),
      orderQty: l.order_qty,
      confirmedQty: l.confirmed_qty,
      receivedQty: l.received_qty,
      returnedQty: l.returned_qty,
      price: l.price,
      amount: l.amount,
      taxRate: l.tax_rate,
      giftFlag: l.gift_flag,
      promisedDate: l.promised_date,
    })),
  };
}
