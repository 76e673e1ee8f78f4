import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday } from '../../../lib/businessDay';
import { pageClause } from '../../../lib/paging';
import { inBossScope, oneBranch, type BossScope } from '../bossScope';
import type {
  negativeProfitAnswer, negativeStockAnswer, ReportInput, StockListInput, stockWarningAnswer, StockWarningInput, unsalableAnswer, UnsalableInput,
} from '../schemas';
import type { RowOf } from '../../../lib/routeSpec';

/*
 * Stock lists of the whole merchant (domain.md §4.2, §4.4), one row per (branch, item):
 *   negative stock  qty < 0, short amount = |qty| × cost price
 *   stock warning   shortage: qty < min_qty; overstock: qty > max_qty; days of supply = qty / average daily sales
 *                   over the last 28 days (null when it did not sell)
 *   unsalable       qty > 0 and no sale for N days (since the first receipt if it never sold); items received less
 *                   than N days ago and sale-stopped items (status 2) are left out
 *   negative profit (branch, item, day) of the period that sold (net quantity above zero) for less than its cost,
 *                   retail only; a day of returns only refunds more than it costs but is not a sale at a loss
 */

const stockColumns = sql`st.branch_id || '-' || st.item_id as key, st.branch_id::int as "branchId", b.name as "branchName",
  st.item_id::int as "itemId", i.code as "itemCode", i.barcode, i.name as "itemName", i.spec, i.unit, s.name as "supplierName",
  st.qty::text as qty, st.cost_price::text as "costPrice", st.cost_amount::text as "costAmount"`;
const stockFrom = sql`stock st join branch b on b.id = st.branch_id join item i on i.id = st.item_id left join supplier s on s.id = st.supplier_id`;

function stockWhere(scope: BossScope, input: { branchId?: number; keyword?: string }): RawBuilder<unknown> {
  const kw = input.keyword ? `%${input.keyword}%` : null;
  return sql`${inBossScope('st', scope)} ${oneBranch('st', input.branchId)}
    ${kw ? sql`and (i.name ilike ${kw} or i.code ilike ${kw} or i.barcode ilike ${kw})` : sql``}`;
}

/**
 * The stock rows `st` a list's totals count: joined to their item only when the keyword or `needsItem` asks for it,
 * so a count without either reads one partial index of migration 019 and nothing else.
 */
function stockCounted(scope: BossScope, input: { branchId?: number; keyword?: string }, needsItem = false): RawBuilder<unknown> {
  return sql`stock st ${input.keyword || needsItem ? sql`join item i on i.id = st.item_id` : sql``} where ${stockWhere(scope, input)}`;
}

export async function negativeStock(db: Kysely<Database>, scope: BossScope, input: StockListInput) {
  const where = sql`${stockWhere(scope, input)} and st.qty < 0`;
  const [{ rows }, { rows: sums }] = await Promise.all([
    sql<RowOf<typeof negativeStockAnswer>>`select ${stockColumns}, round(-st.qty * st.cost_price, 2)::text as "shortAmount",
          to_char(st.last_in_at, 'YYYY-MM-DD') as "lastInDate", to_char(st.last_sale_at, 'YYYY-MM-DD') as "lastSaleDate"
        from ${stockFrom} where ${where} order by st.qty * st.cost_price, st.branch_id, st.item_id ${pageClause(input)}`.execute(db),
    sql<{ total: number; sumAmount: string }>`select count(*)::int as total, coalesce(sum(round(-st.qty * st.cost_price, 2)), 0)::text as "sumAmount"
        from ${stockCounted(scope, input)} and st.qty < 0`.execute(db),
  ]);
  return { rows, ...sums[0] };
}

export async function stockWarning(db: Kysely<Database>, scope: BossScope, input: StockWarningInput) {
  const base = stockWhere(scope, input);
  const which = input.type === 'shortage' ? sql`st.qty < st.min_qty` : sql`st.qty > st.max_qty`;
  const since = sql`${businessToday()}::date - 27`;
  const [{ rows }, { rows: counts }] = await Promise.all([
    sql<RowOf<typeof stockWarningAnswer>>`with page as (
          select st.*, b.name as bname, i.code as icode, i.barcode as ibarcode, i.name as iname, i.spec as ispec, i.unit as iunit, s.name as sname
            from ${stockFrom} where ${base} and ${which}
           order by ${input.type === 'shortage' ? sql`st.qty - st.min_qty` : sql`st.min_qty - st.qty`}, st.branch_id, st.item_id ${pageClause(input)}
        ), sold as (
          -- The page's (branch, item) pairs in item_sale_day (keyed by branch, item and day; the same POS quantities
          -- the sale lines hold, kept by trigger): a few rows each, where sale_line needed thousands of heap reads.
          select l.branch_id, l.item_id, sum(l.qty) / 28.0 as avg
            from item_sale_day l join page p on p.branch_id = l.branch_id and p.item_id = l.item_id
           where l.biz_date >= ${since} and l.channel = 0 and l.merchant_id = ${scope.merchantId}
           group by l.branch_id, l.item_id
        )
        select p.branch_id || '-' || p.item_id as key, p.branch_id::int as "branchId", p.bname as "branchName", p.item_id::int as "itemId",
               p.icode as "itemCode", p.ibarcode as barcode, p.iname as "itemName", p.ispec as spec, p.iunit as unit, p.sname as "supplierName",
               p.qty::text as qty, p.cost_price::text as "costPrice", p.cost_amount::text as "costAmount",
               p.min_qty::text as "minQty", p.max_qty::text as "maxQty",
               ${input.type === 'shortage' ? sql`(p.min_qty - p.qty)` : sql`(p.qty - p.max_qty)`}::text as "gapQty",
               round(coalesce(sold.avg, 0), 3)::text as "avgDailySales",
               case when coalesce(sold.avg, 0) <= 0 then null else round(greatest(p.qty, 0) / sold.avg, 1)::text end as "daysOfSupply"
          from page p left join sold on sold.branch_id = p.branch_id and sold.item_id = p.item_id
         order by ${input.type === 'shortage' ? sql`p.qty - p.min_qty` : sql`p.min_qty - p.qty`}, p.branch_id, p.item_id`.execute(db),
    // Two counts, each over its own partial index (migration 019), rather than one pass over every stock row.
    sql<{ shortage: number; overstock: number }>`select
          (select count(*) from ${stockCounted(scope, input)} and st.qty < st.min_qty)::int as shortage,
          (select count(*) from ${stockCounted(scope, input)} and st.qty > st.max_qty)::int as overstock`.execute(db),
  ]);
  const c = counts[0];
  return { rows, total: input.type === 'shortage' ? c.shortage : c.overstock, ...c };
}

export async function unsalable(db: Kysely<Database>, scope: BossScope, input: UnsalableInput) {
  const today = businessToday();
  const cutoff = sql`(${today}::date - ${input.days}::int)`;
  const idle = sql`st.qty > 0 and i.status <> 2 and st.first_in_at < ${cutoff} and coalesce(st.last_sale_at, st.first_in_at) < ${cutoff}`;
  const where = sql`${stockWhere(scope, input)} and ${idle}`;
  const [{ rows }, { rows: sums }] = await Promise.all([
    sql<RowOf<typeof unsalableAnswer>>`select ${stockColumns}, (${today}::date - coalesce(st.last_sale_at, st.first_in_at)::date)::int as "daysIdle",
          to_char(st.last_sale_at, 'YYYY-MM-DD') as "lastSaleDate", to_char(st.last_in_at, 'YYYY-MM-DD') as "lastInDate"
        from ${stockFrom} where ${where}
        order by coalesce(st.last_sale_at, st.first_in_at), st.branch_id, st.item_id ${pageClause(input)}`.execute(db),
    input.keyword
      ? sql<{ total: number; sumQty: string; sumAmount: string }>`select count(*)::int as total, coalesce(sum(st.qty), 0)::text as "sumQty",
          coalesce(sum(st.cost_amount), 0)::text as "sumAmount" from ${stockCounted(scope, input, true)} and ${idle}`.execute(db)
      : // Without a keyword: stock_idle_day (migration 029) holds the idle stock rows counted per branch and the day since
        // which they are idle, so the totals are its rows before the cut-off less the sale-stopped items' own stock rows.
        sql<{ total: number; sumQty: string; sumAmount: string }>`with kept as (
          select coalesce(sum(d.rows), 0) as n, coalesce(sum(d.qty), 0) as q, coalesce(sum(d.cost_amount), 0) as c from stock_idle_day d
           where ${inBossScope('d', scope)} ${oneBranch('d', input.branchId)} and d.idle_day < ${cutoff}
        ), stopped as (
          select count(*) as n, coalesce(sum(st.qty), 0) as q, coalesce(sum(st.cost_amount), 0) as c
            from item i join stock st on st.item_id = i.id
           where i.merchant_id = ${scope.merchantId} and i.status = 2 and ${stockWhere(scope, input)}
             and st.qty > 0 and st.first_in_at < ${cutoff} and coalesce(st.last_sale_at, st.first_in_at) < ${cutoff}
        )
        select (kept.n - stopped.n)::int as total, case when kept.n = stopped.n then '0' else (kept.q - stopped.q)::text end as "sumQty",
               case when kept.n = stopped.n then '0' else (kept.c - stopped.c)::text end as "sumAmount" from kept, stopped`.execute(db),
  ]);
  return { rows, ...sums[0] };
}

export async function negativeProfit(db: Kysely<Database>, scope: BossScope, input: ReportInput) {
  const kw = input.keyword ? `%${input.keyword}%` : null;
  // boss_item_day (migration 020) holds the retail lines already summed per day, branch and item, kept by triggers;
  // its partial index boss_item_day_loss_idx holds only the groups sold below cost, so the period's losses are read
  // straight from it instead of grouping the period's sale_day on every call.
  const grouped = sql`
    select l.biz_date, l.branch_id, l.item_id, l.qty as q, l.sales as s, l.cost as c
      from boss_item_day l ${kw ? sql`join item ki on ki.id = l.item_id` : sql``}
     where ${inBossScope('l', scope)} and l.biz_date between ${input.dateFrom}::date and ${input.dateTo}::date and l.sales < l.cost and l.qty > 0
       ${oneBranch('l', input.branchId)} ${kw ? sql`and (ki.name ilike ${kw} or ki.code ilike ${kw} or ki.barcode ilike ${kw})` : sql``}`;
  // The page is ordered and cut before the names are joined, and the totals are their own aggregate: a window over
  // every loss row of a year (80k at scale large) spilled to disk and joined each row to its branch and item first.
  const [{ rows }, { rows: totals }] = await Promise.all([
    sql<RowOf<typeof negativeProfitAnswer>>`with g as (${grouped}), page as (
          select * from g order by g.s - g.c, g.biz_date desc, g.branch_id, g.item_id ${pageClause(input)})
        select g.biz_date || '-' || g.branch_id || '-' || g.item_id as key, to_char(g.biz_date, 'YYYY-MM-DD') as "bizDate",
               g.branch_id::int as "branchId", b.name as "branchName", g.item_id::int as "itemId", i.code as "itemCode", i.name as "itemName",
               g.q::text as qty, g.s::text as sales, g.c::text as cost, (g.c - g.s)::text as loss,
               case when g.q = 0 then null else round(g.s / g.q, 4)::text end as "avgPrice",
               case when g.q = 0 then null else round(g.c / g.q, 4)::text end as "costPrice"
          from page g join branch b on b.id = g.branch_id join item i on i.id = g.item_id
         order by g.s - g.c, g.biz_date desc, g.branch_id, g.item_id`.execute(db),
    sql<{ total: number; loss: string }>`with g as (${grouped}) select count(*)::int as total, coalesce(sum(c - s), 0)::text as loss from g`.execute(db),
  ]);
  const { total, loss } = totals[0]!;
  return { rows, total, sum: { loss, rows: total } };
}
