import { sql, type Kysely } from 'kysely';

/*
 * The boss's stock lists over the whole chain (stock warning, unsalable goods, negative stock) read a few of the
 * chain's stock rows (one per branch and item: 581k at scale large), but stock had no index by merchant at all: each
 * list and its totals read every row, and joined each to its item and branch before filtering. Partial indexes hold
 * just the rows each list can show, in the list's order, with what its totals sum:
 *   stock_shortage_idx   qty < min_qty, by how far below (the warning's shortage tab)
 *   stock_overstock_idx  qty > max_qty (its overstock tab)
 *   stock_negative_idx   qty < 0, by the amount short
 *   stock_idle_idx       qty > 0, by the day it last sold (or was first received): unsalable goods
 * A page is then the first rows of one index, and the totals one index-only count, without a join unless a keyword
 * asks for the item's names.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index stock_shortage_idx on stock (merchant_id, (qty - min_qty), branch_id, item_id) include (qty, cost_amount) where qty < min_qty`.execute(db);
  await sql`create index stock_overstock_idx on stock (merchant_id, (min_qty - qty), branch_id, item_id) include (qty, cost_amount) where qty > max_qty`.execute(db);
  await sql`create index stock_negative_idx on stock (merchant_id, (qty * cost_price), branch_id, item_id) include (qty, cost_price) where qty < 0`.execute(db);
  await sql`create index stock_idle_idx on stock (merchant_id, (coalesce(last_sale_at, first_in_at)), branch_id, item_id) include (qty, cost_amount, first_in_at) where qty > 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['stock_idle_idx', 'stock_negative_idx', 'stock_overstock_idx', 'stock_shortage_idx']) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
  }
}
