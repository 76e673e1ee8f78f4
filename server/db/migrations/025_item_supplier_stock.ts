import { sql, type Kysely } from 'kysely';
import { dropStatementTriggers, statementTriggers } from './rollups';

/*
 * item_supplier_stock: the chain's stock per (merchant, item, main supplier), every branch summed, with the figures of
 * the 28-day sales window (item_sale_window, 023) the chain's stock report shows: quantity, cost, branches, average
 * daily sales and the lowest days of supply of any branch. The report grouped all of a merchant's stock rows joined to
 * their window sales on every call (581k rows into 15k groups at scale large, 1.4-7.8 s); here it reads one row per
 * group. A report narrowed to branches (one branch picked, or an account limited to some) still groups the stock rows.
 *
 * The figures are those of the window item_sale_window holds: the row trigger on item_sale_window_end rebuilds the
 * table when the window moves (item_sale_window_refresh, once a business day), and readers use it only when that
 * window ends today, as they do item_sale_window. Between refreshes, statement triggers follow stock (rows whose
 * quantity, cost, main supplier or keys changed) and item_sale_day (back-dated sales inside the window; these fire
 * after 023's item_sale_window triggers, by name, so the window they read is already added to).
 *
 * The lowest days of supply cannot be kept by adding differences, so a touched group is figured again from its stock
 * rows. Each touched group's row is locked first (an upsert, which also creates it): a writer of the same group in
 * another transaction waits there until that one commits, and the next statement's fresh snapshot sees its rows.
 * The figures use the report's own expressions (server/lib/daysOfSupply.ts pairFigures) so answers stay the same.
 */

const COLUMNS = 'merchant_id, item_id, supplier_id, qty, cost_amount, branch_count, avg_day, min_dos';

/** The figures of the stock rows `s` that `where` admits, per (merchant, item, supplier). */
const figures = (where: string) => `
    select s.merchant_id, s.item_id, s.supplier_id, sum(s.qty), sum(s.cost_amount), count(*)::int,
           sum(coalesce(w.sold, 0) / 28.0),
           min(case when coalesce(w.sold, 0) > 0 then greatest(s.qty, 0) / (w.sold / 28.0) end)
      from stock s
      left join item_sale_window w on w.merchant_id = s.merchant_id and w.branch_id = s.branch_id and w.item_id = s.item_id
     where ${where}
     group by 1, 2, 3`;

/** Groups given as (merchant, item, coalesce(supplier, 0)) arrays, as the triggers collect them. */
const touched = `(select distinct m, i, s from unnest(ms, its, sps) k(m, i, s))`;

const refigure = `create function item_supplier_stock_refigure(ms bigint[], its bigint[], sps bigint[]) returns void language plpgsql as $$
    begin
      insert into item_supplier_stock as g (${COLUMNS})
      select m, i, nullif(s, 0), 0, 0, 0, 0, null from ${touched} k order by 1, 2, 3
      on conflict (merchant_id, item_id, supplier_id) do update set branch_count = g.branch_count;
      delete from item_supplier_stock g using ${touched} k
       where g.merchant_id = k.m and g.item_id = k.i and coalesce(g.supplier_id, 0) = k.s;
      insert into item_supplier_stock (${COLUMNS}) ${figures(`(s.merchant_id, s.item_id, coalesce(s.supplier_id, 0)) in (select m, i, s from ${touched} k)`)};
    end $$`;

/** Stock rows whose figures or group changed in a statement: in one transition table and not the same in the other. */
const changed = (a: string, b: string) => `select merchant_id, branch_id, item_id, supplier_id, qty, cost_amount from ${a}
      except select merchant_id, branch_id, item_id, supplier_id, qty, cost_amount from ${b}`;
const groupsOf = (rows: string) => `
      select array_agg(merchant_id), array_agg(item_id), array_agg(coalesce(supplier_id, 0)) into ms, its, sps from (${rows}) x;`;

// PL/pgSQL plans each statement when it first runs, so a branch naming old_rows never runs on an INSERT.
const onStock = `create function item_supplier_stock_on_stock() returns trigger language plpgsql as $$
    declare ms bigint[]; its bigint[]; sps bigint[];
    begin
      if TG_OP = 'INSERT' then ${groupsOf('select * from new_rows')} end if;
      if TG_OP = 'UPDATE' then ${groupsOf(`(${changed('new_rows', 'old_rows')}) union (${changed('old_rows', 'new_rows')})`)} end if;
      if TG_OP = 'DELETE' then ${groupsOf('select * from old_rows')} end if;
      if ms is not null then perform item_supplier_stock_refigure(ms, its, sps); end if;
      return null;
    end $$`;

/** The stock groups of the (branch, item) pairs whose rollup rows `rows` fall inside the kept window. */
const windowGroups = (rows: string) => `select s.merchant_id, s.item_id, s.supplier_id from stock s
      join (select distinct branch_id, item_id from ${rows} where biz_date >= e - 28 and biz_date < e) x on x.branch_id = s.branch_id and x.item_id = s.item_id`;

const onSaleDay = `create function item_supplier_stock_on_sale_day() returns trigger language plpgsql as $$
    declare e date := (select window_end from item_sale_window_end); ms bigint[]; its bigint[]; sps bigint[];
    begin
      if e is null then return null; end if;
      if TG_OP = 'INSERT' then ${groupsOf(windowGroups('new_rows'))} end if;
      if TG_OP = 'UPDATE' then ${groupsOf(`${windowGroups('new_rows')} union ${windowGroups('old_rows')}`)} end if;
      if TG_OP = 'DELETE' then ${groupsOf(windowGroups('old_rows'))} end if;
      if ms is not null then perform item_supplier_stock_refigure(ms, its, sps); end if;
      return null;
    end $$`;

// Share mode: no stock row changes between the sums and the commit (writers wait a moment once a day).
const rebuild = `create function item_supplier_stock_rebuild() returns void language plpgsql as $$
    begin
      lock table stock in share mode;
      delete from item_supplier_stock;
      insert into item_supplier_stock (${COLUMNS}) ${figures('true')} order by 1, 2, 3;
    end $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table item_supplier_stock (
    merchant_id bigint not null,
    item_id bigint not null,
    supplier_id bigint,
    qty numeric not null,
    cost_amount numeric not null,
    branch_count int not null,
    avg_day numeric not null,
    min_dos numeric,
    constraint item_supplier_stock_key unique nulls not distinct (merchant_id, item_id, supplier_id)
  )`.execute(db);
  await sql.raw(`comment on table item_supplier_stock is 'stock per merchant, item and main supplier with the 28-day window figures of the chain stock report, kept by triggers on stock, item_sale_day and item_sale_window_end (migration 025)'`).execute(db);
  for (const fn of [refigure, onStock, onSaleDay, rebuild]) await sql.raw(fn).execute(db);
  await statementTriggers(db, 'stock', 'item_supplier_stock_on_stock', 'item_supplier_stock');
  await statementTriggers(db, 'item_sale_day', 'item_supplier_stock_on_sale_day', 'item_supplier_stock');
  await sql.raw(`create function item_supplier_stock_on_window_end() returns trigger language plpgsql as $$
    begin perform item_supplier_stock_rebuild(); return null; end $$`).execute(db);
  await sql.raw(`create trigger item_supplier_stock_on_window_end after update of window_end on item_sale_window_end
    for each row when (old.window_end is distinct from new.window_end) execute function item_supplier_stock_on_window_end()`).execute(db);
  await sql`select item_supplier_stock_rebuild()`.execute(db);
  await sql`analyze item_supplier_stock`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists item_supplier_stock_on_window_end on item_sale_window_end`.execute(db);
  await dropStatementTriggers(db, 'stock', 'item_supplier_stock');
  await dropStatementTriggers(db, 'item_sale_day', 'item_supplier_stock');
  for (const fn of ['on_window_end()', 'rebuild()', 'on_sale_day()', 'on_stock()', 'refigure(bigint[], bigint[], bigint[])']) {
    await sql.raw(`drop function if exists item_supplier_stock_${fn}`).execute(db);
  }
  await sql`drop table if exists item_supplier_stock`.execute(db);
}
