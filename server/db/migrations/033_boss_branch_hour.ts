import { sql, type Kysely } from 'kysely';
import { keepRetailRollup, RETAIL_SUM_COLUMNS, RETAIL_SUMS } from './retailRollups';
import { dropRollup, type SignedRows } from './rollups';

/*
 * boss_branch_hour: the chain's retail sales per business day, branch and hour of the sale (its ticket's sale_time,
 * read in the database's time zone as boss_ticket_hour's hour), with cost and the members' share. The boss home
 * compares the period so far with the period before up to the same time of day: the last day of the period before
 * (yesterday, for today) is summed by hour here and only its last, partial hour is read from the lines. Read from the
 * lines and their tickets, that day took 69 ms at scale large (5,479 tickets and their 22,286 lines by noon); the
 * dashboard's other figures take 3-7 ms.
 *
 * Kept like boss_branch_day (028): statement triggers on sale_line with transition tables, one grouped upsert per
 * statement in key order; the rows of a (day, branch) whose lines are all gone are deleted. Wholesale (channel 1) is
 * left out. A retail line without a ticket has no time of sale: it is counted at hour 0, from the start of its day.
 * Triggers fire in name order: this one right after boss_branch_day's, both on rows of the same (day, branch).
 * boss_sale_day_rebuild(), which the seed calls after its bulk load with triggers off, fills it too (the function
 * before this migration is kept as boss_sale_day_rebuild_029()).
 */

const KEY = 'merchant_id, biz_date, branch_id, hour';

const retailLinesByHour: SignedRows = (rows, sign) => `
    select l.merchant_id, l.biz_date, l.branch_id, coalesce(extract(hour from t.sale_time), 0)::bigint as hour,
           ${sign} * sum(l.sale_amount - l.discount_amount), ${sign} * sum(l.cost_amount), ${sign} * sum(l.qty),
           ${sign} * coalesce(sum(l.sale_amount - l.discount_amount) filter (where t.member_id is not null), 0), ${sign} * count(*)
      from ${rows} l left join sale_ticket t on t.id = l.ticket_id
     where l.channel = 0 group by 1, 2, 3, 4 order by 1, 2, 3, 4`;

export const bossBranchHourRebuild = `
    truncate boss_branch_hour;
    insert into boss_branch_hour (${KEY}, ${RETAIL_SUMS.join(', ')}) ${retailLinesByHour('sale_line', 1)};`;

export async function up(db: Kysely<any>): Promise<void> {
  await keepRetailRollup(db, {
    table: 'boss_branch_hour',
    key: KEY,
    columns: RETAIL_SUM_COLUMNS,
    comment: 'retail sales per day, branch and hour of sale with cost and the member share, for the boss home compared up to the same time of day, kept by triggers on sale_line (migration 033)',
    fill: bossBranchHourRebuild,
    sums: RETAIL_SUMS,
    grouped: retailLinesByHour,
    // the hour is the ticket's, not a column of the line: a statement's emptied rows are found by day and branch
    emptiedBy: 'merchant_id, biz_date, branch_id',
  });
  await sql`alter function boss_sale_day_rebuild() rename to boss_sale_day_rebuild_029`.execute(db);
  await sql.raw(`create function boss_sale_day_rebuild() returns void language sql as $$
    select boss_sale_day_rebuild_029();${bossBranchHourRebuild}
  $$`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists boss_sale_day_rebuild()`.execute(db);
  await sql`alter function boss_sale_day_rebuild_029() rename to boss_sale_day_rebuild`.execute(db);
  await dropRollup(db, 'boss_branch_hour', 'sale_line');
}
