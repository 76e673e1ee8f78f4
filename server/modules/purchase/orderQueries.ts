import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, PurchaseOrderTable } from '../../db/types';
import { pageOffset } from '../../lib/paging';
import { businessToday, likeEscape } from './businessDay';
import type { OrderListFilter } from './schemas';
import type { SupplierScope } from './scope';
import { nameOf, orderOpenStatuses, orderStatusNames, orderVisibleStatuses } from './statuses';

type PoEb = ExpressionBuilder<Database & { po: PurchaseOrderTable }, 'po'>;

/** Filters of the order list; the status filter is left out when counting per status tab. */
function orderWhere(eb: PoEb, scope: SupplierScope, f: OrderListFilter, withStatus: boolean): Expression<SqlBool> {
  const conds: Expression<SqlBool>[] = [eb('po.supplier_id', '=', scope.supplierId), eb('po.merchant_id', '=', scope.merchantId)];
  let statuses: number[] = [...orderVisibleStatuses];
  if (withStatus && f.status?.length) statuses = statuses.filter((s) => f.status!.includes(s));
  if (f.dueToday) statuses = statuses.filter((s) => (orderOpenStatuses as readonly number[]).includes(s));
  conds.push(statuses.length ? eb('po.status', 'in', statuses) : sql<SqlBool>`false`);
  if (f.dateFrom) conds.push(eb('po.order_date', '>=', f.dateFrom));
  if (f.dateTo) conds.push(eb('po.order_date', '<=', f.dateTo));
  if (f.branchId) conds.push(eb.or([eb('po.order_branch_id', '=', f.branchId), eb('po.receive_branch_id', '=', f.branchId)]));
  if (f.dueToday) conds.push(sql<SqlBool>`coalesce(po.promised_date, po.expected_date) = ${businessToday()}::date`);
  const kw = f.keyword?.trim();
  if (kw) {
    const prefix = `${likeEscape(kw)}%`;
    conds.push(
      eb.or([
        eb('po.sheet_no', 'like', prefix),
        eb.exists(
          eb
            .selectFrom('purchase_order_line as l')
            .select(sql.lit(1).as('one'))
            .whereRef('l.order_id', '=', 'po.id')
            .where((lb) => lb.or([lb('l.barcode', 'like', prefix), lb('l.name', 'ilike', `%${likeEscape(kw)}%`)])),
        ),
      ]),
    );
  }
  return eb.and(conds);
}

/** Orders per status under the list's filters except the status itself: the tab badges. */
function statusCountQuery(db: Kysely<Database>, scope: SupplierScope, f: OrderListFilter) {
  return db
    .selectFrom('purchase_order as po')
    .where((eb) => orderWhere(eb, scope, f, false))
    .select(['po.status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('po.status');
}

export async function listOrders(db: Kysely<Database>, scope: SupplierScope, f: OrderListFilter) {
  // The badges ride along as an uncorrelated sub-select (evaluated once), so a page costs one round trip.
  const countsJson = sql<Record<string, string> | null>`(select json_object_agg(c.status, c.n) from ${statusCountQuery(db, scope, f).as('c')})`;
  const rows = await db
    .selectFrom('purchase_order as po')
    .innerJoin('branch as b', 'b.id', 'po.order_branch_id')
    .innerJoin('branch as rb', 'rb.id', 'po.receive_branch_id')
    .where((eb) => orderWhere(eb, scope, f, true))
    .select((eb) => [
      'po.id',
      'po.sheet_no',
      'po.status',
      'po.receive_status',
      'po.order_date',
      'po.expected_date',
      'po.promised_date',
      'po.order_branch_id',
      'b.name as branch_name',
      'po.receive_branch_id',
      'rb.name as receive_branch_name',
      'po.total_qty',
      'po.total_amount',
      eb
        .selectFrom('purchase_order_line as l')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('l.order_id', '=', 'po.id')
        .as('line_count'),
      countsJson.as('status_counts'),
    ])
    .orderBy('po.order_date', 'desc')
    .orderBy('po.id', 'desc')
    .limit(f.pageSize)
    .offset(pageOffset(f))
    .execute();

  // An empty page (no match, or paged past the end) carries no row to ride on; count on its own then.
  const counts = rows.length
    ? Object.entries(rows[0].status_counts ?? {}).map(([status, n]) => ({ status: Number(status), n }))
    : await statusCountQuery(db, scope, f).execute();
  const statusCounts: Record<string, number> = {};
  for (const s of orderVisibleStatuses) statusCounts[String(s)] = 0;
  for (const c of counts) statusCounts[String(c.status)] = Number(c.n);
  const selected = f.status?.length ? f.status : [...orderVisibleStatuses];
  const total = selected.reduce((sum, s) => sum + (statusCounts[String(s)] ?? 0), 0);

  return {
    rows: rows.map((r) => ({
      id: r.id,
      sheetNo: r.sheet_no,
      status: r.status,
      statusName: nameOf(orderStatusNames, r.status),
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
export function findOrder(db: Kysely<Database>, scope: SupplierScope, id: number) {
  return db
    .selectFrom('purchase_order as po')
    .innerJoin('branch as ob', 'ob.id', 'po.order_branch_id')
    .innerJoin('branch as rb', 'rb.id', 'po.receive_branch_id')
    .selectAll('po')
    .select(['ob.name as branch_name', 'rb.name as receive_branch_name'])
    .where('po.id', '=', id)
    .where('po.supplier_id', '=', scope.supplierId)
    .where('po.merchant_id', '=', scope.merchantId)
    .where('po.status', 'in', [...orderVisibleStatuses])
    .executeTakeFirst();
}

export function orderLines(db: Kysely<Database>, orderId: number) {
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

export async function orderDetail(db: Kysely<Database>, scope: SupplierScope, id: number, mayConfirm: boolean) {
  const po = await findOrder(db, scope, id);
  if (!po) return undefined;
  const lines = await orderLines(db, id);
  return {
    id: po.id,
    sheetNo: po.sheet_no,
    status: po.status,
    statusName: nameOf(orderStatusNames, po.status),
    receiveStatus: po.receive_status,
    version: po.version,
    type: po.type,
    orderDate: po.order_date,
    expectedDate: po.expected_date,
    promisedDate: po.promised_date,
    confirmedAt: po.confirmed_at,
    confirmRemark: po.confirm_remark,
    rejectReason: po.reject_reason,
    branchId: po.order_branch_id,
    branchName: po.branch_name,
    receiveBranchId: po.receive_branch_id,
    receiveBranchName: po.receive_branch_name,
    remark: po.remark,
    totalQty: po.total_qty,
    totalAmount: po.total_amount,
    taxAmount: po.tax_amount,
    canConfirm: mayConfirm && po.status === 2,
    lines: lines.map((l) => ({
      id: l.id,
      lineNo: l.line_no,
      itemId: l.item_id,
      itemCode: l.item_code,
      barcode: l.barcode,
      name: l.name,
      spec: l.spec,
      unit: l.unit,
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
