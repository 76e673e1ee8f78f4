import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { pairFigures, windowSales } from '../../../lib/daysOfSupply';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';

/** The assistant's reads of sales, stock and the supplier's own requests (§6.2 intents 7, 13–20). */

type Db = Kysely<Database>;
const branchFilter = (alias: string, branchId: number | null) => (branchId ? sql`and ${sql.ref(`${alias}.branch_id`)} = ${branchId}` : sql``);

/** Intent 7: return notes awaiting the supplier (2), or one by number. */
export async function returnsAwaiting(db: Db, scope: SupplierScope, sheetNo: string | null) {
  const r = await sql<{ id: number; sheetNo: string; status: number; version: number; branchName: string; totalQty: string; pickupDeadline: string | null; reason: string | null }>`
    select o.id::int as id, o.sheet_no as "sheetNo", o.status::int as status, o.version::int as version, b.name as "branchName", o.total_qty::text as "totalQty",
      o.pickup_deadline::text as "pickupDeadline", o.reason
    from purchase_out o join branch b on b.id = o.branch_id
    where ${ownedBySql('o', scope)} and ${sheetNo ? sql`o.sheet_no = ${sheetNo} and o.status = any('{2,3,4,5,9}'::smallint[])` : sql`o.status = 2`}
    order by o.pickup_deadline nulls last, o.id`.execute(db);
  return r.rows;
}

export interface SalesRow {
  itemName: string;
  qty: string;
  amount: string;
  supplierAmount: string;
}

/**
 * Which sale lines an answer counts, narrowed as the report it links to narrows them (the sales module's routes):
 * retail sales one channel (0, the stores' tills; wholesale has a report of its own), joint-venture and consignment
 * sales one operating mode (sellWay of schemas/enums.json) across both channels.
 */
export interface SalesNarrowing {
  channel?: 0 | 1;
  sellWay?: number;
}

const narrowedBy = (n: SalesNarrowing) => sql`${n.channel !== undefined ? sql`and sl.channel = ${n.channel}` : sql``}
  ${n.sellWay !== undefined ? sql`and sl.sell_way = ${n.sellWay}` : sql``}`;

/**
 * Intents 13–15: the supplier's sales in a period (optionally at one branch), narrowed as their report is, per item,
 * best sellers first, and the total (itemName null). `supplier_amount` is the supplier's share (joint: sales ×
 * (1 − rate); consignment: quantity × agreed cost).
 */
export async function salesByItem(db: Db, scope: SupplierScope, from: string, to: string, branchId: number | null, narrowing: SalesNarrowing, limit: number) {
  const r = await sql<SalesRow>`with s as (
      select i.name as item_name, sum(sl.qty) as qty, sum(sl.sale_amount - sl.discount_amount) as amount, sum(sl.supplier_amount) as supplier_amount
      from sale_line sl join item i on i.id = sl.item_id
      where ${ownedBySql('sl', scope)} and sl.biz_date between ${from}::date and ${to}::date ${branchFilter('sl', branchId)} ${narrowedBy(narrowing)}
      group by i.name)
    (select null as "itemName", coalesce(sum(qty), 0)::text as qty, coalesce(sum(amount), 0)::text as amount, coalesce(sum(supplier_amount), 0)::text as "supplierAmount" from s)
    union all
    (select x.item_name, x.qty::text, x.amount::text, x.supplier_amount::text from s x order by x.amount desc, x.item_name limit ${limit})`.execute(db);
  // The total is the row without an item; the items keep the order of their own branch of the union.
  return { total: r.rows.find((x) => x.itemName === null)!, top: r.rows.filter((x) => x.itemName !== null) };
}

/** Intent 16a: one of the supplier's items, stock per branch. */
export async function stockOfItem(db: Db, scope: SupplierScope, itemId: number) {
  const r = await sql<{ branchName: string; qty: string }>`select b.name as "branchName", s.qty::text as qty
    from stock s join branch b on b.id = s.branch_id
    where ${ownedBySql('s', scope)} and s.item_id = ${itemId} order by b.code`.execute(db);
  return r.rows;
}

/** Intent 16b: the supplier's items out of stock (quantity ≤ 0) per branch: the first 200, and how many in all (`total`). */
export async function outOfStock(db: Db, scope: SupplierScope, branchId: number | null) {
  const r = await sql<{ itemName: string; branchName: string; qty: string; total: number }>`select i.name as "itemName", b.name as "branchName", s.qty::text as qty,
      count(*) over ()::int as total
    from stock s join item i on i.id = s.item_id join branch b on b.id = s.branch_id
    where ${ownedBySql('s', scope)} and s.qty <= 0 ${branchFilter('s', branchId)} order by i.name, b.code limit 200`.execute(db);
  return r.rows;
}

/** Intent 17: items in stock somewhere without a sale in the last 30 days. */
export async function unsalable(db: Db, scope: SupplierScope, today: string) {
  const r = await sql<{ itemName: string; qty: string; lastSale: string | null }>`select i.name as "itemName", sum(s.qty)::text as qty,
      (max(s.last_sale_at) at time zone 'UTC')::date::text as "lastSale"
    from stock s join item i on i.id = s.item_id
    where ${ownedBySql('s', scope)} and s.qty > 0
    group by i.id, i.name
    having coalesce(max(s.last_sale_at), '-infinity') < ${today}::date - 30
    order by sum(s.qty) desc, i.name limit 200`.execute(db);
  return r.rows;
}

/** Intent 18: new-item applications still open or recently decided (or one by number), with rejection reasons. */
export async function newItemApplications(db: Db, scope: SupplierScope, sheetNo: string | null) {
  const r = await sql<{ id: number; sheetNo: string; name: string; status: number; rejectReason: string | null }>`
    select a.id::int as id, a.sheet_no as "sheetNo", a.name, a.status::int as status, a.reject_reason as "rejectReason"
    from new_item_application a where ${ownedBySql('a', scope)} ${sheetNo ? sql`and a.sheet_no = ${sheetNo}` : sql`and a.status = any('{1,3}'::smallint[])`}
    order by a.updated_at desc, a.id desc limit 50`.execute(db);
  return r.rows;
}

/** Intent 19: self-replenishment requests awaiting the buyer's approval (or one by number). */
export async function replenishPending(db: Db, scope: SupplierScope, sheetNo: string | null) {
  const r = await sql<{ id: number; sheetNo: string; status: number; branchName: string; totalQty: string; rejectReason: string | null }>`
    select x.id::int as id, x.sheet_no as "sheetNo", x.status::int as status, b.name as "branchName", x.total_qty::text as "totalQty", x.reject_reason as "rejectReason"
    from self_replenish x join branch b on b.id = x.branch_id
    where ${ownedBySql('x', scope)} ${sheetNo ? sql`and x.sheet_no = ${sheetNo}` : sql`and x.status = 1`}
    order by x.submitted_at nulls last, x.id`.execute(db);
  return r.rows;
}

/** Intent 20: the caller's own feedback tickets not closed yet. */
export async function openFeedback(db: Db, scope: SupplierScope) {
  const r = await sql<{ id: number; title: string | null; content: string; status: number; createdAt: string }>`
    select f.id::int as id, f.title, f.content, f.status::int as status, f.created_at::date::text as "createdAt"
    from feedback f where ${ownedBySql('f', scope)} and f.submitter_type = 'supplier' and f.submitter_id = ${scope.userId} and f.status < 3
    order by f.created_at desc limit 50`.execute(db);
  return r.rows;
}

/** The merchant's branches (the supplier may name any of them in a question). */
export async function branches(db: Db, merchantId: number) {
  const r = await sql<{ id: number; name: string; shortName: string | null; code: string }>`select b.id::int as id, b.name, b.short_name as "shortName", b.code
    from branch b where b.merchant_id = ${merchantId} and b.status = 0`.execute(db);
  return r.rows;
}

/** The supplier's own items (those it sells or stocks), to find one named in a question. */
export async function ownItems(db: Db, scope: SupplierScope) {
  const r = await sql<{ id: number; name: string; shortName: string | null; barcode: string; code: string }>`select i.id::int as id, i.name,
      i.short_name as "shortName", i.barcode, i.code
    from item i where i.merchant_id = ${scope.merchantId} and (i.main_supplier_id = ${scope.supplierId}
      or exists (select 1 from item_supplier x where x.item_id = i.id and ${ownedBySql('x', scope)}))`.execute(db);
  return r.rows;
}

/**
 * Running out soon, counted as the stock query counts it under the same threshold (server/lib/daysOfSupply.ts): the
 * supplier's (branch, item) pairs whose days of supply fall below `days` while they sell there, those already at or
 * below zero among them (0 days). The counts are of all of them: pairs, items (the stock query's rows) and pairs
 * already out; the rows are the emptiest `limit`, and `tightest` is the emptiest pair still in stock.
 */
export async function runningOut(db: Db, scope: SupplierScope, days: number, branchId: number | null, limit: number) {
  type Pair = { itemName: string; branchName: string; qty: string; daysLeft: string };
  const pairs = sql`select p.*, i.name as item_name, b.name as branch_name, b.code as branch_code
    from (select s.item_id, s.branch_id, s.qty, ${pairFigures}
          from stock s left join (${windowSales(sql`${ownedBySql('d', scope)}`, branchFilter('d', branchId))}) w
            on w.branch_id = s.branch_id and w.item_id = s.item_id
          where ${ownedBySql('s', scope)} ${branchFilter('s', branchId)}) p
    join item i on i.id = p.item_id join branch b on b.id = p.branch_id
    where p.dos < ${days}`;
  const shown = sql`r.item_name as "itemName", r.branch_name as "branchName", r.qty::text as qty, round(r.dos, 1)::text as "daysLeft"`;
  const [rows, counts, tightest] = await Promise.all([
    sql<Pair>`select ${shown} from (${pairs}) r order by r.dos, r.item_name, r.branch_code limit ${limit}`.execute(db),
    sql<{ pairs: number; items: number; out: number }>`select count(*)::int as pairs, count(distinct r.item_id)::int as items,
      (count(*) filter (where r.qty <= 0))::int as out from (${pairs}) r`.execute(db),
    sql<Pair>`select ${shown} from (${pairs}) r where r.qty > 0 order by r.dos, r.item_name, r.branch_code limit 1`.execute(db),
  ]);
  return { rows: rows.rows, ...counts.rows[0]!, tightest: tightest.rows[0] ?? null };
}

/** Intents 13–15 per branch ("按门店分一下"): the period's sales of the supplier's goods per branch, largest first. */
export async function salesByBranch(db: Db, scope: SupplierScope, from: string, to: string, branchId: number | null, narrowing: SalesNarrowing) {
  const r = await sql<{ branchName: string; qty: string; amount: string }>`select b.name as "branchName", sum(sl.qty)::text as qty,
      sum(sl.sale_amount - sl.discount_amount)::text as amount
    from sale_line sl join branch b on b.id = sl.branch_id
    where ${ownedBySql('sl', scope)} and sl.biz_date between ${from}::date and ${to}::date ${branchFilter('sl', branchId)} ${narrowedBy(narrowing)}
    group by b.id, b.name order by sum(sl.sale_amount - sl.discount_amount) desc, b.name`.execute(db);
  return r.rows;
}
