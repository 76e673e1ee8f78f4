import { sql, type Kysely } from 'kysely';

/*
 * item_sale_window: each (branch, item)'s sales of the 28 business days before `window_end` (all channels, from
 * item_sale_day), the figure days of supply divide by (server/lib/daysOfSupply.ts). The chain's stock report grouped
 * the whole merchant's window of item_sale_day on every call (676k rows into 259k at scale large, two thirds of the
 * report's time); here each (branch, item) is one row already summed.
 *
 * The window ends today and so moves once a business day: item_sale_window_refresh(today) sums it again when
 * window_end is not today (the server's housekeeping calls it, server/housekeeping.ts); until then readers see a
 * window_end that is not today and group item_sale_day as before. Between refreshes, sales written into the window
 * (back-dated lines; today's are outside it) are added by statement triggers on item_sale_day. The refresh takes a
 * share lock on item_sale_day, so no sale is written between its sum and its new window_end, and writers read the
 * window_end they add to after it commits.
 */

const window = (rows: string, sign: 1 | -1) => `
  select merchant_id, branch_id, item_id, ${sign} * qty as qty from ${rows} where biz_date >= e - 28 and biz_date < e`;

const add = (rows: string) => `
      insert into item_sale_window as w (merchant_id, branch_id, item_id, sold)
      select merchant_id, branch_id, item_id, sum(qty) from (${rows}) x group by 1, 2, 3
      on conflict (merchant_id, branch_id, item_id) do update set sold = w.sold + excluded.sold;`;

/**
 * item_sale_window_refresh(today): the window summed again from item_sale_day unless it already ends today, under a
 * share lock on `locks` (026 takes stock's first). `create` is how the statement begins (026 replaces the function).
 */
export const itemSaleWindowRefresh = (create: 'create' | 'create or replace', locks: string) => `${create} function item_sale_window_refresh(today date) returns boolean language plpgsql as $$
    begin
      if (select window_end from item_sale_window_end) = today then return false; end if;
      lock table ${locks} in share mode;
      if (select window_end from item_sale_window_end) = today then return false; end if;
      truncate item_sale_window;
      insert into item_sale_window (merchant_id, branch_id, item_id, sold)
      select merchant_id, branch_id, item_id, sum(qty) from item_sale_day where biz_date >= today - 28 and biz_date < today
       group by 1, 2, 3 order by 1, 2, 3;
      update item_sale_window_end set window_end = today;
      return true;
    end $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table item_sale_window (
    merchant_id bigint not null,
    branch_id bigint not null,
    item_id bigint not null,
    sold numeric(16,3) not null,
    primary key (merchant_id, branch_id, item_id)
  )`.execute(db);
  await sql`create table item_sale_window_end (one boolean primary key default true check (one), window_end date)`.execute(db);
  await sql`insert into item_sale_window_end (window_end) values (null)`.execute(db);
  await sql.raw(`comment on table item_sale_window is 'sales of each branch and item in the 28 business days before item_sale_window_end.window_end, from item_sale_day (migration 023)'`).execute(db);
  await sql.raw(itemSaleWindowRefresh('create', 'item_sale_day')).execute(db);
  // PL/pgSQL plans each statement when it first runs, so a branch naming old_rows never runs on an INSERT.
  await sql.raw(`create function item_sale_window_apply() returns trigger language plpgsql as $$
    declare e date := (select window_end from item_sale_window_end);
    begin
      if e is null then return null; end if;
      if TG_OP = 'INSERT' then ${add(window('new_rows', 1))} end if;
      if TG_OP = 'UPDATE' then ${add(`${window('new_rows', 1)} union all ${window('old_rows', -1)}`)} end if;
      if TG_OP = 'DELETE' then ${add(window('old_rows', -1))} end if;
      return null;
    end $$`).execute(db);
  const transition = { insert: 'referencing new table as new_rows', update: 'referencing old table as old_rows new table as new_rows', delete: 'referencing old table as old_rows' };
  for (const [op, t] of Object.entries(transition)) {
    await sql.raw(`create trigger item_sale_window_on_${op} after ${op} on item_sale_day ${t} for each statement execute function item_sale_window_apply()`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const op of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists item_sale_window_on_${op} on item_sale_day`).execute(db);
  await sql`drop function if exists item_sale_window_apply()`.execute(db);
  await sql`drop function if exists item_sale_window_refresh(date)`.execute(db);
  await sql`drop table if exists item_sale_window_end`.execute(db);
  await sql`drop table if exists item_sale_window`.execute(db);
}
