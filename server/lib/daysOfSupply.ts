import { sql, type RawBuilder } from 'kysely';
import { businessToday } from './businessDay';

/*
 * Days of supply (domain.md §4.4), one rule for the supplier's stock query and the chain's stock report:
 * average daily sales = sales (all channels) of the 28 business days before today / 28, read from the rollup
 * item_sale_day; days of supply = max(on hand, 0) / average, null when nothing sold. A (branch, item) is "running
 * out" when its days of supply fall below the chosen threshold while it sells there.
 */

/** Average daily sales are taken over the 28 business days before today. */
export const SALES_WINDOW_DAYS = 28;

/** Days of supply below which a sum counts an item as running out when the screen names no threshold. */
export const DEFAULT_RUNNING_OUT_DAYS = 7;

/**
 * Sales of the window per branch and item, `(branch_id, item_id, sold)`, over the rollup rows `d` that `scope`
 * admits (the supplier's, or the merchant's), narrowed by `extra` (`and d.… `).
 */
export function windowSales(scope: RawBuilder<unknown>, extra: RawBuilder<unknown>): RawBuilder<unknown> {
  const today = businessToday();
  return sql`select d.branch_id, d.item_id, sum(d.qty) as sold
    from item_sale_day d
    where ${scope} and d.biz_date >= ${today}::date - ${SALES_WINDOW_DAYS}::int and d.biz_date < ${today}::date ${extra}
    group by d.branch_id, d.item_id`;
}

/** Average daily sales and days of supply of a stock row `s` next to its window sales `w` (null: nothing sold). */
export const pairFigures = sql`
  coalesce(w.sold, 0) / ${sql.lit(SALES_WINDOW_DAYS)}.0 as avg_day,
  case when coalesce(w.sold, 0) > 0 then greatest(s.qty, 0) / (w.sold / ${sql.lit(SALES_WINDOW_DAYS)}.0) end as dos`;

/** Days of supply as text of a summed quantity and summed average (SQL expressions), one decimal; null when unsold. */
export const daysOfSupplyText = (qty: string, avg: string) => sql.raw(`case when ${avg} > 0 then round(greatest(${qty}, 0) / ${avg}, 1)::text end`);
