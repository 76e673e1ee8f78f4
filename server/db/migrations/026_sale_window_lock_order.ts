import { sql, type Kysely } from 'kysely';

/*
 * item_sale_window_refresh (023) truncated item_sale_window and then, through item_supplier_stock_rebuild (025),
 * waited for a share lock on stock. A transaction that had written stock and wrote it again read item_sale_window in
 * its trigger and so waited for the truncate: each waited for the other and PostgreSQL aborted one of them (the
 * writer, as often as not). The refresh now takes its share lock on stock first, before it holds anything a stock
 * writer's trigger reads: a writer in progress finishes first, and a new one waits for the refresh to commit.
 * Sale writers read stock but never write it, so they pass its share lock; the refresh still waits for them on
 * item_sale_day.
 */

const refresh = (locks: string) => `create or replace function item_sale_window_refresh(today date) returns boolean language plpgsql as $$
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
  await sql.raw(refresh('stock, item_sale_day')).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(refresh('item_sale_day')).execute(db);
}
