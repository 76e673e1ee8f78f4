import { sql, type Kysely } from 'kysely';
import { bossSaleDayRebuild } from './020_boss_item_day';
import { keepRetailRollup, RETAIL_SUM_COLUMNS, RETAIL_SUMS, retailLinesBy } from './retailRollups';
import { dropRollup } from './rollups';

/*
 * boss_supplier_day: the chain's retail sales per business day and supplier (every branch summed), with the members'
 * share, the grouping of the boss's retail report by supplier. That report read a period of sale_line with each
 * line's ticket for the member share (sale_branch_day has no member split): a month of the chain at scale large was
 * 16 s and a year ran into the 30 s report limit. A day here is a few hundred rows (one per supplier that sold).
 * Without the branch in the key: per branch it would be 13.6k rows a day at scale large, a third of the lines. A report narrowed
 * to branches (one branch picked, or an account limited to some) still groups the lines.
 *
 * Kept current like boss_sale_day (009) and boss_item_day (020): statement triggers on sale_line with transition
 * tables, one grouped upsert per statement, the member share from the line's ticket (tickets are written before their
 * lines); keys whose line count falls to zero are deleted. Wholesale (channel 1) is left out. boss_sale_day_rebuild(),
 * which the seed calls after its bulk load with triggers off, rebuilds this rollup too.
 */

const KEY = 'merchant_id, biz_date, supplier_id';
const grouped = retailLinesBy('supplier_id');

const rebuild = `
    truncate boss_supplier_day; insert into boss_supplier_day (${KEY}, ${RETAIL_SUMS.join(', ')}) ${grouped('sale_line', 1)};`;

export async function up(db: Kysely<any>): Promise<void> {
  await keepRetailRollup(db, {
    table: 'boss_supplier_day',
    key: KEY,
    columns: RETAIL_SUM_COLUMNS,
    comment: 'retail sales per day and supplier with the member share for the boss retail report by supplier, kept by triggers on sale_line (migration 022)',
    fill: rebuild,
    sums: RETAIL_SUMS,
    grouped,
  });
  await sql.raw(bossSaleDayRebuild(true, `\n    select arrival_day_rebuild();${rebuild}`)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(bossSaleDayRebuild(true, `\n    select arrival_day_rebuild();`)).execute(db);
  await dropRollup(db, 'boss_supplier_day', 'sale_line');
}
