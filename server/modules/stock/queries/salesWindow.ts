import { sql, type RawBuilder } from 'kysely';
import { businessToday } from '../../../lib/businessDay';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';

/** Average daily sales are taken over the 28 business days before today (domain.md §4.4), from the daily rollup. */
export const SALES_WINDOW_DAYS = 28;

/** Days of supply below which the stock sum counts an item as running out when the screen names no threshold. */
export const DEFAULT_RUNNING_OUT_DAYS = 7;

/** Sales (all channels) of the supplier's goods per branch and item in the window: `(branch_id, item_id, sold)`. */
export function recentSales(scope: SupplierScope, extra: RawBuilder<unknown>): RawBuilder<unknown> {
  const today = businessToday();
  return sql`select d.branch_id, d.item_id, sum(d.qty) as sold
    from item_sale_day d
    where ${ownedBySql('d', scope)} and d.biz_date >= ${today}::date - ${SALES_WINDOW_DAYS}::int and d.biz_date < ${today}::date ${extra}
    group by d.branch_id, d.item_id`;
}

/** Average daily sales and days of supply of a stock row `s` next to its window sales `w` (null: nothing sold). */
export const pairFigures = sql`
  coalesce(w.sold, 0) / ${sql.lit(SALES_WINDOW_DAYS)}.0 as avg_day,
  case when coalesce(w.sold, 0) > 0 then greatest(s.qty, 0) / (w.sold / ${sql.lit(SALES_WINDOW_DAYS)}.0) end as dos`;
