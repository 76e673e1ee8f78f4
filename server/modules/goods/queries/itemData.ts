import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { Answer, RowOf } from '../../../lib/routeSpec';
import { businessTimeZone, businessToday } from '../../../lib/businessDay';
import { pageClause, windowPage } from '../../../lib/paging';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import type { ItemPagedInput, ItemRetailInput, LocationInput, purchaseRecordPage, itemStock as itemStockAnswer, itemSupplier as itemSupplierAnswer, locationCodes as locationCodesAnswer } from '../schemas';
import { ownItem } from './ownItems';

// The tabs of the goods details: each reads one of the supplier's items, checked first (404 for another's).

/** The supplier's own audited receipts of the item, newest first (another supplier's deliveries stay theirs). */
export async function purchaseRecord(db: Kysely<Database>, scope: SupplierScope, input: ItemPagedInput) {
  await ownItem(db, scope, input.itemId);
  const { rows } = await sql<RowOf<typeof purchaseRecordPage> & { total: number }>`
    select l.id as "lineId", pi.sheet_no as "sheetNo", b.name as "branchName", pi.in_time as "inTime",
           l.qty::text as qty, l.gift_qty::text as "giftQty", l.price::text as price, l.amount::text as amount,
           count(*) over ()::int as total
      from purchase_in_line l
      join purchase_in pi on pi.id = l.in_id and pi.supplier_id = l.supplier_id
      join branch b on b.id = pi.branch_id
     where l.item_id = ${input.itemId} and ${ownedBySql('pi', scope)} and pi.status = 1
     order by pi.in_time desc, l.id desc
     ${pageClause(input)}`.execute(db);
  return windowPage(rows, input, async () => {
    const c = await sql<{ n: number }>`select count(*)::int as n from purchase_in_line l join purchase_in pi on pi.id = l.in_id and pi.supplier_id = l.supplier_id
      where l.item_id = ${input.itemId} and ${ownedBySql('pi', scope)} and pi.status = 1`.execute(db);
    return c.rows[0]?.n ?? 0;
  });
}

/** Retail sales of the item per day over the last N days (every day listed, zero when nothing sold), all branches. */
export async function itemRetail(db: Kysely<Database>, scope: SupplierScope, input: ItemRetailInput) {
  await ownItem(db, scope, input.itemId);
  const today = businessToday();
  const { rows } = await sql<{ date: string; qty: string; amount: string }>`
    select to_char(g.day, 'YYYY-MM-DD') as date, coalesce(sum(d.qty), 0)::numeric(18,3)::text as qty,
           coalesce(sum(d.amount), 0)::numeric(18,2)::text as amount
      from generate_series(${today}::date - ${input.days}::int, ${today}::date - 1, interval '1 day') g(day)
      left join item_sale_day d on d.item_id = ${input.itemId} and d.biz_date = g.day::date and d.channel = 0
     group by g.day order by g.day`.execute(db);
  const sum = (k: 'qty' | 'amount', places: number) => rows.reduce((acc, r) => acc + Math.round(Number(r[k]) * 10 ** places), 0) / 10 ** places;
  return { days: input.days, qty: sum('qty', 3).toFixed(3), amount: sum('amount', 2).toFixed(2), rows };
}

/** The item on hand per branch of the chain, with its shelf places. */
export async function itemStock(db: Kysely<Database>, scope: SupplierScope, itemId: number) {
  await ownItem(db, scope, itemId);
  const { rows } = await sql<RowOf<typeof itemStockAnswer> & { t_qty: string; t_cost: string }>`
    select b.id as "branchId", b.name as "branchName", s.qty::text as qty, s.cost_amount::text as "costAmount",
           to_char(s.last_sale_at at time zone ${businessTimeZone}, 'YYYY-MM-DD') as "lastSaleDate",
           (select string_agg(l.location_code, ', ' order by l.location_code) from item_location l
             where l.branch_id = s.branch_id and l.item_id = s.item_id and l.merchant_id = s.merchant_id) as "locationCodes",
           (sum(s.qty) over ())::numeric(18,3)::text as t_qty, (sum(s.cost_amount) over ())::numeric(18,2)::text as t_cost
      from stock s join branch b on b.id = s.branch_id
     where s.item_id = ${itemId} and s.merchant_id = ${scope.merchantId}
     order by b.code`.execute(db);
  return {
    qty: rows[0]?.t_qty ?? '0.000',
    costAmount: rows[0]?.t_cost ?? '0.00',
    rows: rows.map(({ t_qty: _q, t_cost: _c, ...r }) => r),
  };
}

/** The caller's supply terms for the item: for every branch (no branch) and per branch where they differ. */
export async function itemSupplier(db: Kysely<Database>, scope: SupplierScope, itemId: number) {
  await ownItem(db, scope, itemId);
  const { rows } = await sql<RowOf<typeof itemSupplierAnswer>>`
    select x.id::text as key, b.name as "branchName", x.purchase_price::text as "purchasePrice", x.sell_way as "sellWay",
           x.joint_rate::text as "jointRate", x.is_main as "isMain"
      from item_supplier x left join branch b on b.id = x.branch_id
     where x.item_id = ${itemId} and ${ownedBySql('x', scope)}
     order by x.branch_id nulls first, b.code`.execute(db);
  return { rows };
}

/** Shelf location codes of the item at the chain's branches (one branch when asked). */
export async function locationCodes(db: Kysely<Database>, scope: SupplierScope, input: LocationInput) {
  await ownItem(db, scope, input.itemId);
  const byBranch = input.branchId === undefined ? sql`` : sql`and l.branch_id = ${input.branchId}`;
  const { rows } = await sql<Answer<typeof locationCodesAnswer>[number]>`
    select b.id as "branchId", b.name as "branchName", l.location_code as "locationCode"
      from item_location l join branch b on b.id = l.branch_id
     where l.item_id = ${input.itemId} and l.merchant_id = ${scope.merchantId} ${byBranch}
     order by b.code, l.location_code`.execute(db);
  return rows;
}
