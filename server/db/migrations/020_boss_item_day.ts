import { sql, type Kysely } from 'kysely';
import { bossSaleDayKey, bossSaleDayRows } from './009_boss';
import { keepRetailRollup } from './retailRollups';
import { dropRollup } from './rollups';

/*
 * boss_item_day: the chain's retail sales per business day, branch and item (every supplier and operating mode
 * summed), the grouping of the boss's negative-profit report. That report grouped a period of sale_day (keyed by
 * supplier first, no index by merchant) by day, branch and item on every call and kept the groups sold below cost:
 * a year of the chain was 5.2 s at scale large. Here each group is one row already summed, and the partial index
 * boss_item_day_loss_idx holds only the rows whose sales are below their cost, so the report reads just the
 * losses of its period. A row moves in and out of that index as its sums change.
 *
 * Kept current like the other rollups (rollups.ts): statement-level triggers on sale_line with transition tables, one
 * grouped upsert per statement in the changing transaction; keys whose line count falls to zero are deleted.
 * Wholesale (channel 1) is left out, as the report leaves it out. boss_sale_day_rebuild(), which the seed calls
 * after its bulk load with triggers off, rebuilds this rollup too.
 */

const KEY = 'merchant_id, biz_date, branch_id, item_id';
const SUMS = ['qty', 'sales', 'cost', 'lines'];

/** Retail lines of `source` summed per key, signed. */
const grouped = (source: string, sign: 1 | -1) => `
    select ${KEY}, ${sign} * sum(qty), ${sign} * sum(sale_amount - discount_amount), ${sign} * sum(cost_amount), ${sign} * count(*)
      from ${source} where channel = 0 group by ${KEY} order by ${KEY}`;

// Existing data from sale_day (already summed per supplier, item and mode): a quarter of the rows of sale_line.
const fillFromSaleDay = `
    insert into boss_item_day (${KEY}, ${SUMS.join(', ')})
    select ${KEY}, sum(qty), sum(sale_amount - discount_amount), sum(cost_amount), sum(line_count)
      from sale_day where channel = 0 group by ${KEY} having sum(line_count) <> 0 order by ${KEY}`;

/**
 * boss_sale_day_rebuild() as migration 009 wrote it; this migration adds boss_item_day to it, from sale_line (the seed
 * calls it before it rebuilds sale_day). down() restores 009's. Later rollups of the boss side add their own rebuild
 * as `more` (021's arrival_day).
 */
export const bossSaleDayRebuild = (withItems: boolean, more = '') => `create or replace function boss_sale_day_rebuild() returns void language sql as $$
    delete from boss_sale_day;
    insert into boss_sale_day (${bossSaleDayKey}, sales, cost, qty, member_sales, lines) ${bossSaleDayRows('sale_line', 1)};
    ${withItems ? `truncate boss_item_day; insert into boss_item_day (${KEY}, ${SUMS.join(', ')}) ${grouped('sale_line', 1)};` : ''}${more}
  $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await keepRetailRollup(db, {
    table: 'boss_item_day',
    key: KEY,
    columns: `qty numeric(16,3) not null,
    sales numeric(16,2) not null,
    cost numeric(16,2) not null,
    lines int not null`,
    comment: 'retail sales per day, branch and item for the boss negative-profit report, kept by triggers on sale_line (migration 020)',
    fill: fillFromSaleDay,
    indexes: ['create index boss_item_day_loss_idx on boss_item_day (merchant_id, biz_date, branch_id, item_id) include (qty, sales, cost) where sales < cost'],
    sums: SUMS,
    grouped,
  });
  await sql.raw(bossSaleDayRebuild(true)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(bossSaleDayRebuild(false)).execute(db);
  await dropRollup(db, 'boss_item_day', 'sale_line');
}
