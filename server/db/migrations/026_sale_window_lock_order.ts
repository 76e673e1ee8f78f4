import { sql, type Kysely } from 'kysely';
import { itemSaleWindowRefresh } from './023_item_sale_window';

/*
 * item_sale_window_refresh (023) truncated item_sale_window and then, through item_supplier_stock_rebuild (025),
 * waited for a share lock on stock. A transaction that had written stock and wrote it again read item_sale_window in
 * its trigger and so waited for the truncate: each waited for the other and PostgreSQL aborted one of them (the
 * writer, as often as not). The refresh now takes its share lock on stock first, before it holds anything a stock
 * writer's trigger reads: a writer in progress finishes first, and a new one waits for the refresh to commit.
 * Sale writers read stock but never write it, so they pass its share lock; the refresh still waits for them on
 * item_sale_day.
 */

const refresh = (locks: string) => itemSaleWindowRefresh('create or replace', locks);

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(refresh('stock, item_sale_day')).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(refresh('item_sale_day')).execute(db);
}
