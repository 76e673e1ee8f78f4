import { sql, type Kysely } from 'kysely';
import { keepRetailRollup, RETAIL_SUM_COLUMNS, RETAIL_SUMS, retailLinesBy } from './retailRollups';
import { dropRollup } from './rollups';

/*
 * boss_branch_day: the chain's retail sales per business day and branch (every category summed), with the members'
 * share: the grouping of the boss's retail report by branch and by day. Those read boss_sale_day (009), one row per
 * day, branch and category: ~90k rows a month at scale large, and a year of the chain (the seed's 120 days, 360k rows)
 * took 0.9–1.2 s to sum. Here a day is one row per branch that sold (40 at scale large).
 *
 * Kept current like boss_sale_day (009) and boss_supplier_day (022): statement triggers on sale_line with transition
 * tables, one grouped upsert per statement in key order, the member share from the line's ticket (tickets are written
 * before their lines); keys whose line count falls to zero are deleted. Wholesale (channel 1) is left out. The row of
 * a (day, branch) is written by every sale statement of that branch, as boss_ticket_hour's (day, branch, hour) row is
 * by the ticket written in the same transaction just before, so it adds no new wait between two sales. Triggers fire
 * in name order, so every sale writer takes this table's rows before the other rollups' (one lock order).
 * boss_sale_day_rebuild(), which the seed calls after its bulk load with triggers off, fills it from boss_sale_day.
 */

const KEY = 'merchant_id, biz_date, branch_id';

// From boss_sale_day (the same retail lines, already summed per category): a few hundred thousand rows, not millions.
export const bossBranchDayRebuild = `
    truncate boss_branch_day;
    insert into boss_branch_day (${KEY}, ${RETAIL_SUMS.join(', ')})
    select ${KEY}, sum(sales), sum(cost), sum(qty), sum(member_sales), sum(lines) from boss_sale_day group by 1, 2, 3 having sum(lines) <> 0 order by 1, 2, 3;`;

/*
 * boss_sale_day_rebuild() (the seed's one call after its bulk load) keeps what it did, now under the name
 * boss_sale_day_rebuild_022() (boss_sale_day, boss_item_day, arrival_day and boss_supplier_day from their sources), and
 * then fills boss_branch_day from the rebuilt boss_sale_day.
 */
const rebuildAll = `create function boss_sale_day_rebuild() returns void language sql as $$
    select boss_sale_day_rebuild_022();${bossBranchDayRebuild}
  $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await keepRetailRollup(db, {
    table: 'boss_branch_day',
    key: KEY,
    columns: RETAIL_SUM_COLUMNS,
    comment: 'retail sales per day and branch with the member share for the boss retail report by branch and by day, kept by triggers on sale_line (migration 028)',
    fill: bossBranchDayRebuild,
    sums: RETAIL_SUMS,
    grouped: retailLinesBy('branch_id'),
  });
  await sql`alter function boss_sale_day_rebuild() rename to boss_sale_day_rebuild_022`.execute(db);
  await sql.raw(rebuildAll).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists boss_sale_day_rebuild()`.execute(db);
  await sql`alter function boss_sale_day_rebuild_022() rename to boss_sale_day_rebuild`.execute(db);
  await dropRollup(db, 'boss_branch_day', 'sale_line');
}
