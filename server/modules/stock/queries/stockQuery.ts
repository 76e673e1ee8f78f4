import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { Answer, RowOf } from '../../../lib/routeSpec';
import { pageClause, windowPage } from '../../../lib/paging';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import { branchFigureColumns, branchTotalColumns, perBranchAnswer, type BranchTotals } from '../../../lib/stockPerBranch';
import type { stockDetail as stockDetailAnswer, StockDetailInput, StockFilter, StockListInput, stockPage } from '../schemas';

type StockBranchRow = Answer<typeof stockDetailAnswer>['branches'][number];
import { branchCondition, itemConditions } from './filters';
import { DEFAULT_RUNNING_OUT_DAYS, itemFigureColumns, OUT_OF_STOCK, pairFigures, recentSales } from './salesWindow';

/*
 * Stock query (spec §2 stockQuery): the supplier's goods on hand per item over the chosen branches, with average
 * daily sales and days of supply from the last 28 days, so a rep sees where the shelf empties first. A branch is
 * "running out" when its days of supply fall below the threshold while the item sells there.
 */

function pairs(scope: SupplierScope, f: StockFilter) {
  return sql`
    select s.item_id, s.branch_id, s.qty, s.cost_amount, ${pairFigures}
      from stock s
      left join (${recentSales(scope, sql`${branchCondition('d', f.branchId)} ${itemConditions('d', scope, f)}`)}) w
        on w.branch_id = s.branch_id and w.item_id = s.item_id
     where ${ownedBySql('s', scope)} ${branchCondition('s', f.branchId)} ${itemConditions('s', scope, f)}`;
}

/** A pair `p` counted as running out under the threshold, or out of stock (qty ≤ 0) under OUT_OF_STOCK. */
const countedOut = (threshold: number) => (threshold === OUT_OF_STOCK ? sql`p.qty <= 0` : sql`p.dos < ${threshold}`);

function perItem(scope: SupplierScope, f: StockFilter, threshold: number) {
  const onlyRunningOut = f.runningOutDays === undefined ? sql`` : sql`having count(*) filter (where ${countedOut(threshold)}) > 0`;
  return sql`
    select p.item_id, sum(p.qty) as qty, sum(p.cost_amount) as cost_amount, count(*)::int as branch_count,
           sum(p.avg_day) as avg_day, min(p.dos) as min_dos,
           count(*) filter (where ${countedOut(threshold)})::int as running_out
      from (${pairs(scope, f)}) p
     group by p.item_id ${onlyRunningOut}`;
}

export async function stockList(db: Kysely<Database>, scope: SupplierScope, input: StockListInput) {
  const threshold = input.runningOutDays ?? DEFAULT_RUNNING_OUT_DAYS;
  // Running-out lists put the emptiest shelves first; otherwise by item code.
  const order = input.runningOutDays === undefined ? sql`i.code` : sql`g.min_dos nulls last, i.code`;
  const { rows } = await sql<RowOf<typeof stockPage> & { total: number }>`
    select i.id as "itemId", i.code as "itemCode", i.barcode, i.name, i.spec, i.unit,
           ${itemFigureColumns}, count(*) over ()::int as total
      from (${perItem(scope, input, threshold)}) g
      join item i on i.id = g.item_id
     order by ${order}
     ${pageClause(input)}`.execute(db);
  return windowPage(rows, input, async () => (await stockSum(db, scope, input)).itemCount);
}

export async function stockSum(db: Kysely<Database>, scope: SupplierScope, f: StockFilter) {
  const threshold = f.runningOutDays ?? DEFAULT_RUNNING_OUT_DAYS;
  const { rows } = await sql<{ itemCount: number; qty: string | null; costAmount: string | null; runningOutItems: number }>`
    select count(*)::int as "itemCount", sum(g.qty)::numeric(18,3)::text as qty, sum(g.cost_amount)::numeric(18,2)::text as "costAmount",
           count(*) filter (where g.running_out > 0)::int as "runningOutItems"
      from (${perItem(scope, f, threshold)}) g`.execute(db);
  const r = rows[0]!;
  return { itemCount: r.itemCount, qty: r.qty ?? '0.000', costAmount: r.costAmount ?? '0.00', runningOutItems: r.runningOutItems, runningOutDays: threshold };
}

/** One item's stock per branch; an item the supplier has no stock rows of answers like a missing one. */
export async function stockDetail(db: Kysely<Database>, scope: SupplierScope, input: StockDetailInput) {
  const threshold = input.runningOutDays ?? DEFAULT_RUNNING_OUT_DAYS;
  const { rows } = await sql<StockBranchRow & BranchTotals>`
    select b.id as "branchId", b.code as "branchCode", b.name as "branchName", ${branchFigureColumns(threshold)},
           (select string_agg(l.location_code, ', ' order by l.location_code) from item_location l
             where l.branch_id = s.branch_id and l.item_id = s.item_id and l.merchant_id = s.merchant_id) as "locationCodes",
           ${branchTotalColumns}
      from (${pairs(scope, {})}) p
      join stock s on s.branch_id = p.branch_id and s.item_id = p.item_id and s.merchant_id = ${scope.merchantId}
      join branch b on b.id = p.branch_id
     where p.item_id = ${input.itemId}
     order by p.dos nulls last, b.code`.execute(db);
  return perBranchAnswer(rows, threshold, () =>
    db
      .selectFrom('item as i')
      .leftJoin('item_category as c', 'c.id', 'i.category_id')
      .select(['i.id as itemId', 'i.code as itemCode', 'i.barcode', 'i.name', 'i.spec', 'i.unit', 'c.name as categoryName'])
      .where('i.id', '=', input.itemId)
      .where('i.merchant_id', '=', scope.merchantId)
      .executeTakeFirstOrThrow(),
  );
}
