import { sql, type Kysely } from 'kysely';
import { addExcluded, dropRollup, statementTriggers } from './rollups';

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
const SUMS = ['sales', 'cost', 'qty', 'member_sales', 'lines'];

/** Retail lines `l` of `source` summed per key, signed. */
const grouped = (source: string, sign: 1 | -1) => `
    select l.merchant_id, l.biz_date, l.branch_id, ${sign} * sum(l.sale_amount - l.discount_amount), ${sign} * sum(l.cost_amount), ${sign} * sum(l.qty),
           ${sign} * coalesce(sum(l.sale_amount - l.discount_amount) filter (where t.member_id is not null), 0), ${sign} * count(*)
      from ${source} l left join sale_ticket t on t.id = l.ticket_id
     where l.channel = 0 group by 1, 2, 3 order by 1, 2, 3`;

const upsert = (source: string, sign: 1 | -1) => `
    insert into boss_branch_day (${KEY}, ${SUMS.join(', ')}) ${grouped(source, sign)}
    on conflict (${KEY}) do update set ${addExcluded('boss_branch_day', SUMS)};`;

const dropEmptied = `
    delete from boss_branch_day d using (select distinct ${KEY} from old_rows where channel = 0) o
     where d.lines = 0 and (d.merchant_id, d.biz_date, d.branch_id) = (o.merchant_id, o.biz_date, o.branch_id);`;

// From boss_sale_day (the same retail lines, already summed per category): a few hundred thousand rows, not millions.
export const bossBranchDayRebuild = `
    truncate boss_branch_day;
    insert into boss_branch_day (${KEY}, ${SUMS.join(', ')})
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
  await sql`create table boss_branch_day (
    merchant_id bigint not null,
    biz_date date not null,
    branch_id bigint not null,
    sales numeric(16,2) not null,
    cost numeric(16,2) not null,
    qty numeric(16,3) not null,
    member_sales numeric(16,2) not null,
    lines int not null,
    primary key (merchant_id, biz_date, branch_id)
  )`.execute(db);
  await sql.raw(`comment on table boss_branch_day is 'retail sales per day and branch with the member share for the boss retail report by branch and by day, kept by triggers on sale_line (migration 028)'`).execute(db);
  await sql.raw(bossBranchDayRebuild).execute(db);
  await sql`analyze boss_branch_day`.execute(db);
  // PL/pgSQL plans each statement when it first runs, so the branch naming old_rows never runs on an INSERT.
  await sql.raw(`create function boss_branch_day_apply() returns trigger language plpgsql as $$
    begin
      if TG_OP in ('DELETE', 'UPDATE') then ${upsert('old_rows', -1)} end if;
      if TG_OP in ('INSERT', 'UPDATE') then ${upsert('new_rows', 1)} end if;
      if TG_OP in ('DELETE', 'UPDATE') then ${dropEmptied} end if;
      return null;
    end $$`).execute(db);
  await statementTriggers(db, 'sale_line', 'boss_branch_day_apply', 'boss_branch_day');
  await sql`alter function boss_sale_day_rebuild() rename to boss_sale_day_rebuild_022`.execute(db);
  await sql.raw(rebuildAll).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists boss_sale_day_rebuild()`.execute(db);
  await sql`alter function boss_sale_day_rebuild_022() rename to boss_sale_day_rebuild`.execute(db);
  await dropRollup(db, 'boss_branch_day', 'sale_line');
}
