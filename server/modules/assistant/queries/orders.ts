import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';

/**
 * The assistant's reads of purchase orders (domain.md §6.2 intents 1–4 and 6; the arrival rate, 5, is the report's own route). Every statement is scoped to the session's
 * supplier (`ownedBySql`) and reads only statuses the supplier sees (2–9 except 7); none writes.
 */

type Db = Kysely<Database>;
const visible = sql`po.status = any('{2,3,4,5,6,8,9}'::smallint[])`;

export interface OrderRow {
  id: number;
  sheetNo: string;
  status: number;
  orderDate: string;
  expectedDate: string;
  branchName: string;
  totalAmount: string;
}

/**
 * A branch as the order list's own filter reads it, the ordering or the receiving branch (an order the head office
 * places for a store has both), so a link carrying branchId opens exactly the orders counted.
 */
const atBranch = (branchId: number | null) => (branchId ? sql`and (po.order_branch_id = ${branchId} or po.receive_branch_id = ${branchId})` : sql``);

const orderColumns = sql`po.id::int as id, po.sheet_no as "sheetNo", po.status::int as status, po.order_date::text as "orderDate",
  coalesce(po.promised_date, po.expected_date)::text as "expectedDate", b.name as "branchName", po.total_amount::text as "totalAmount"`;

/** Intent 1: orders awaiting the supplier's confirmation, soonest expected first. */
export async function ordersAwaitingConfirmation(db: Db, scope: SupplierScope, branchId: number | null) {
  const r = await sql<OrderRow>`select ${orderColumns} from purchase_order po join branch b on b.id = po.receive_branch_id
    where ${ownedBySql('po', scope)} and po.status = 2 ${atBranch(branchId)}
    order by po.expected_date, po.id`.execute(db);
  return r.rows;
}

/** Intent 2: confirmed or partly received orders expected in a period (promised date first). */
export async function ordersDue(db: Db, scope: SupplierScope, from: string, to: string, branchId: number | null) {
  const r = await sql<OrderRow>`select ${orderColumns} from purchase_order po join branch b on b.id = po.receive_branch_id
    where ${ownedBySql('po', scope)} and po.status = any('{2,3,5}'::smallint[])
      and coalesce(po.promised_date, po.expected_date) between ${from}::date and ${to}::date
      ${atBranch(branchId)}
    order by coalesce(po.promised_date, po.expected_date), po.id`.execute(db);
  return r.rows;
}

/** Intent 4: orders that expired or were cancelled with an order date in the period (at one branch, when named). */
export async function ordersClosed(db: Db, scope: SupplierScope, from: string, to: string, branchId: number | null) {
  const r = await sql<OrderRow>`select ${orderColumns} from purchase_order po join branch b on b.id = po.receive_branch_id
    where ${ownedBySql('po', scope)} and po.status = any('{8,9}'::smallint[]) and po.order_date between ${from}::date and ${to}::date ${atBranch(branchId)}
    order by po.order_date desc, po.id desc`.execute(db);
  return r.rows;
}

export interface OrderLineRow {
  lineNo: number;
  name: string;
  orderQty: string;
  confirmedQty: string | null;
  receivedQty: string;
}

/** Intent 3: one order by its sheet number, with its lines; another supplier's number finds nothing. */
export async function orderBySheetNo(db: Db, scope: SupplierScope, sheetNo: string) {
  const head = await sql<OrderRow & { receiveStatus: number; rejectReason: string | null }>`select ${orderColumns},
      po.receive_status::int as "receiveStatus", po.reject_reason as "rejectReason"
    from purchase_order po join branch b on b.id = po.receive_branch_id
    where ${ownedBySql('po', scope)} and ${visible} and po.sheet_no = ${sheetNo}`.execute(db);
  const order = head.rows[0];
  if (!order) return null;
  const lines = await sql<OrderLineRow>`select l.line_no as "lineNo", l.name, l.order_qty::text as "orderQty",
      l.confirmed_qty::text as "confirmedQty", l.received_qty::text as "receivedQty"
    from purchase_order_line l where l.order_id = ${order.id} order by l.line_no`.execute(db);
  return { order, lines: lines.rows };
}

export interface ShortRow {
  orderId: number;
  sheetNo: string;
  name: string;
  orderQty: string;
  receivedQty: string;
  /** every such line of the period, beyond the 200 read */
  total: number;
}

/** Intent 6: lines of finished orders (completed or expired) in the period where less arrived than was ordered (the first 200, and how many in all). */
export async function shortLines(db: Db, scope: SupplierScope, from: string, to: string) {
  const r = await sql<ShortRow>`select po.id::int as "orderId", po.sheet_no as "sheetNo", l.name, l.order_qty::text as "orderQty", l.received_qty::text as "receivedQty",
      count(*) over ()::int as total
    from purchase_order po join purchase_order_line l on l.order_id = po.id and l.supplier_id = po.supplier_id
    where ${ownedBySql('po', scope)} and po.status = any('{5,6,8}'::smallint[]) and l.received_qty < coalesce(l.confirmed_qty, l.order_qty)
      and po.expected_date between ${from}::date and ${to}::date
    order by po.expected_date desc, po.id desc, l.line_no limit 200`.execute(db);
  return r.rows;
}

/**
 * An order the supplier may confirm from the chat: its version and lines (ids, ordered quantities), which the
 * prepared "confirm as ordered" sends exactly as the order screen does.
 */
export async function orderForConfirm(db: Db, scope: SupplierScope, sheetNo: string) {
  const head = await sql<OrderRow & { version: number }>`select ${orderColumns}, po.version::int as version
    from purchase_order po join branch b on b.id = po.receive_branch_id
    where ${ownedBySql('po', scope)} and ${visible} and po.sheet_no = ${sheetNo}`.execute(db);
  const order = head.rows[0];
  if (!order) return null;
  const lines = await sql<{ id: number; name: string; orderQty: string }>`select l.id::int as id, l.name, l.order_qty::text as "orderQty"
    from purchase_order_line l where l.order_id = ${order.id} order by l.line_no`.execute(db);
  return { order, lines: lines.rows };
}
