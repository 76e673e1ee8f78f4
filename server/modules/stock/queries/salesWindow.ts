import { sql, type RawBuilder } from 'kysely';
import { windowSales } from '../../../lib/daysOfSupply';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';

// The rule itself is shared with the chain's stock report (server/lib/daysOfSupply.ts).
export { DEFAULT_RUNNING_OUT_DAYS, itemFigureColumns, OUT_OF_STOCK, pairFigures, SALES_WINDOW_DAYS } from '../../../lib/daysOfSupply';

/** Sales (all channels) of the supplier's goods per branch and item in the window: `(branch_id, item_id, sold)`. */
export function recentSales(scope: SupplierScope, extra: RawBuilder<unknown>): RawBuilder<unknown> {
  return windowSales(sql`${ownedBySql('d', scope)}`, extra);
}
