import { sql, type Kysely } from 'kysely';
import { bossBranchDayRebuild } from './028_boss_branch_day';
import { dropRollup, statementTriggers } from './rollups';

/*
 * stock_idle_day: the stock rows that can be unsalable goods (quantity above zero, received at least once), counted
 * and summed per merchant, branch and idle day: the business day (Asia/Shanghai, the sessions' time zone) of the later
 * of the last sale (or the first receipt when it never sold) and the first receipt. The boss's unsalable list keeps a
 * row when both are before today − N days, which is exactly when that later day is before it; so its totals are the
 * rows of this table before the cut-off day (a few thousand rows at scale large) less the sale-stopped items' rows,
 * read from their stock through stock_item_idx. The totals counted every idle stock row of the chain and joined each
 * to its item (298k of 581k rows for 30 days at scale large): 0.9-1.1 s.
 *
 * Kept by statement triggers on stock with transition tables: one grouped upsert per statement of the statement's
 * net change per key (an update that moves nothing of these figures writes nothing), keys whose row count falls to
 * zero deleted. Stock writers take this table's rows after item_supplier_stock's (025; triggers fire by name), and
 * nothing that writes stock_idle_day reads another table a stock writer locks first: the rebuild takes its share lock
 * on stock before it writes here, as stock writers do. boss_sale_day_rebuild(), which the seed calls after its bulk
 * load (stock included) with triggers off, rebuilds it too.
 */

const KEY = 'merchant_id, branch_id, idle_day';
const idleDay = `(greatest(coalesce(last_sale_at, first_in_at), first_in_at) at time zone 'Asia/Shanghai')::date`;

/** The stock rows of `source` that count, per key: `sign` 1 or -1. */
const rowsOf = (source: string, sign: 1 | -1) => `
      select merchant_id, branch_id, ${idleDay} as idle_day, ${sign} as n, ${sign} * qty as q, ${sign} * cost_amount as c
        from ${source} where qty > 0 and first_in_at is not null`;

const apply = (sources: string[]) => `
    insert into stock_idle_day as d (${KEY}, rows, qty, cost_amount)
    select ${KEY}, sum(n), sum(q), sum(c) from (${sources.join('\n      union all')}) x
     group by 1, 2, 3 having sum(n) <> 0 or sum(q) <> 0 or sum(c) <> 0 order by 1, 2, 3
    on conflict (${KEY}) do update set rows = d.rows + excluded.rows, qty = d.qty + excluded.qty, cost_amount = d.cost_amount + excluded.cost_amount;`;

const dropEmptied = `
    delete from stock_idle_day d using (select distinct merchant_id, branch_id, ${idleDay} as idle_day from old_rows where qty > 0 and first_in_at is not null) o
     where d.rows = 0 and (d.merchant_id, d.branch_id, d.idle_day) = (o.merchant_id, o.branch_id, o.idle_day);`;

export const stockIdleDayRebuild = `
    lock table stock in share mode;
    truncate stock_idle_day;
    insert into stock_idle_day (${KEY}, rows, qty, cost_amount)
    select ${KEY}, sum(n), sum(q), sum(c) from (${rowsOf('stock', 1)}) x group by 1, 2, 3 order by 1, 2, 3;`;

const rebuildAll = (more: string) => `create or replace function boss_sale_day_rebuild() returns void language sql as $$
    select boss_sale_day_rebuild_022();${bossBranchDayRebuild}${more}
  $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table stock_idle_day (
    merchant_id bigint not null,
    branch_id bigint not null,
    idle_day date not null,
    rows int not null,
    qty numeric not null,
    cost_amount numeric not null,
    primary key (merchant_id, branch_id, idle_day)
  )`.execute(db);
  await sql.raw(`comment on table stock_idle_day is 'stock rows with quantity above zero per merchant, branch and the business day since which they are idle, for the totals of the boss unsalable list, kept by triggers on stock (migration 029)'`).execute(db);
  await sql.raw(`create function stock_idle_day_rebuild() returns void language sql as $$${stockIdleDayRebuild}\n  $$`).execute(db);
  await sql`select stock_idle_day_rebuild()`.execute(db);
  await sql`analyze stock_idle_day`.execute(db);
  // PL/pgSQL plans each statement when it first runs, so the branch naming old_rows never runs on an INSERT.
  await sql.raw(`create function stock_idle_day_apply() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'INSERT' then ${apply([rowsOf('new_rows', 1)])} end if;
      if TG_OP = 'UPDATE' then ${apply([rowsOf('new_rows', 1), rowsOf('old_rows', -1)])} end if;
      if TG_OP = 'DELETE' then ${apply([rowsOf('old_rows', -1)])} end if;
      if TG_OP in ('DELETE', 'UPDATE') then ${dropEmptied} end if;
      return null;
    end $$`).execute(db);
  await statementTriggers(db, 'stock', 'stock_idle_day_apply', 'stock_idle_day');
  await sql.raw(rebuildAll('\n    select stock_idle_day_rebuild();')).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(rebuildAll('')).execute(db);
  await dropRollup(db, 'stock_idle_day', 'stock');
}
