import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types';
import { businessToday } from './businessDay';

/*
 * Days of supply (domain.md §4.4), one rule for the supplier's stock query and the chain's stock report:
 * average daily sales = sales (all channels) of the 28 business days before today / 28, read from the rollup
 * item_sale_day; days of supply = max(on hand, 0) / average, null when nothing sold. A (branch, item) is "running
 * out" when its days of supply fall below the chosen threshold while it sells there.
 */

/** Average daily sales are taken over the 28 business days before today. */
export const SALES_WINDOW_DAYS = 28;

/** `day` (a date column) lies in the window of the 28 business days before `end` (a date; today for the stock screens). */
export const inSaleWindow = (day: RawBuilder<unknown>, end: RawBuilder<unknown>) =>
  sql`${day} >= ${end} - ${SALES_WINDOW_DAYS}::int and ${day} < ${end}`;

/** Days of supply below which a sum counts an item as running out when the screen names no threshold. */
export const DEFAULT_RUNNING_OUT_DAYS = 7;

/**
 * The stock query's threshold 0 stands for its tab 已缺货 / Out of stock: the branches with nothing on hand (qty ≤ 0),
 * whether or not the item sells there, as the assistant's out-of-stock answer counts them.
 */
export const OUT_OF_STOCK = 0;

/**
 * Sales of the window per branch and item, `(branch_id, item_id, sold)`, over the rollup rows `d` that `scope`
 * admits (the supplier's, or the merchant's), narrowed by `extra` (`and d.… `).
 */
export function windowSales(scope: RawBuilder<unknown>, extra: RawBuilder<unknown>): RawBuilder<unknown> {
  const today = businessToday();
  return sql`select d.branch_id, d.item_id, sum(d.qty) as sold
    from item_sale_day d
    where ${scope} and ${inSaleWindow(sql`d.biz_date`, sql`${today}::date`)} ${extra}
    group by d.branch_id, d.item_id`;
}

/**
 * The window sales of a merchant's rows as windowSales gives them, read from item_sale_window (migration 023: one
 * row per branch and item, kept for the window that ends today) when it holds today's window, else grouped from
 * item_sale_day as windowSales does (before the day's refresh has run). `scope` and `extra` name the alias `d` and
 * only its merchant_id, branch_id and item_id.
 */
export function keptWindowSales(scope: RawBuilder<unknown>, extra: RawBuilder<unknown>): RawBuilder<unknown> {
  const fresh = windowIsFresh();
  return sql`select d.branch_id, d.item_id, d.sold from item_sale_window d where ${fresh} and ${scope} ${extra}
    union all
    select * from (${windowSales(scope, extra)}) live where not ${fresh}`;
}

// Not fresh when window_end is null (never refreshed): coalesce, or `not fresh` would be null and read nothing.
const windowIsFresh = () => sql<boolean>`coalesce((select e.window_end from item_sale_window_end e) = ${businessToday()}::date, false)`;

/**
 * Whether item_sale_window holds the window that ends today, and so the tables kept with it (item_supplier_stock,
 * migration 025) hold today's figures.
 */
export async function saleWindowIsFresh(db: Kysely<Database>): Promise<boolean> {
  const r = await sql<{ fresh: boolean }>`select ${windowIsFresh()} as fresh`.execute(db);
  return r.rows[0]!.fresh;
}

/** Moves item_sale_window to the window that ends today when it holds an older one; true when it did. */
export async function refreshSaleWindow(db: Kysely<Database>): Promise<boolean> {
  const r = await sql<{ moved: boolean }>`select item_sale_window_refresh(${businessToday()}::date) as moved`.execute(db);
  return r.rows[0]!.moved;
}

/** Average daily sales and days of supply of a stock row `s` next to its window sales `w` (null: nothing sold). */
export const pairFigures = sql`
  coalesce(w.sold, 0) / ${sql.lit(SALES_WINDOW_DAYS)}.0 as avg_day,
  case when coalesce(w.sold, 0) > 0 then greatest(s.qty, 0) / (w.sold / ${sql.lit(SALES_WINDOW_DAYS)}.0) end as dos`;

/** Days of supply as text of a summed quantity and summed average (SQL expressions), one decimal; null when unsold. */
export const daysOfSupplyText = (qty: string, avg: string) => sql.raw(`case when ${avg} > 0 then round(greatest(${qty}, 0) / ${avg}, 1)::text end`);

/**
 * One item's figures over its branches, from a per-item grouping `g` (qty, cost_amount, branch_count, avg_day,
 * running_out), named as the stock query's and the chain's stock report's rows read them.
 */
export const itemFigureColumns = sql`g.qty::numeric(18,3)::text as qty, g.cost_amount::numeric(18,2)::text as "costAmount",
  g.branch_count as "branchCount", round(g.avg_day, 3)::text as "avgDailySale", ${daysOfSupplyText('g.qty', 'g.avg_day')} as "daysOfSupply",
  g.running_out as "runningOutBranches"`;
