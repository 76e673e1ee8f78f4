import { sql, type Kysely } from 'kysely';

/*
 * Stock and goods screens, answered from indexes and one rollup:
 * - item_sale_day: sales per branch, item, business day and channel. Days of supply (domain.md §4.4: stock / average
 *   daily sales over 28 days), the goods details' sales tab and its chart read it instead of sale_line (≈300k
 *   lines a day at load-test size). It is kept current by the writes: a statement-level trigger on sale_line adds
 *   each inserted batch (transition table, one aggregate per statement, so bulk loads stay cheap). The seed, which
 *   runs with triggers off, fills it in one pass (server/db/seed/stock.ts).
 * - stock_supplier_cover_idx: a supplier's stock rows with the figures the stock query and unsalable goods read.
 * - item_pinyin_idx: pinyin-initial prefix search of item pickers; purchase_in_line_item_idx: one item's receipts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table item_sale_day (
    branch_id bigint not null,
    item_id bigint not null,
    biz_date date not null,
    channel smallint not null,
    merchant_id bigint not null,
    supplier_id bigint not null,
    qty numeric(16,3) not null default 0,
    amount numeric(16,2) not null default 0,
    primary key (branch_id, item_id, biz_date, channel)
  )`.execute(db);
  await sql`comment on table item_sale_day is 'rollup of sale_line per branch, item, day and channel; kept by trigger sale_line_rollup'`.execute(db);
  // Supplier and tenant first (every read is scoped by both), then the day range; the rest included so the
  // 28-day sums are index-only scans.
  await sql`create index item_sale_day_supplier_idx on item_sale_day (supplier_id, merchant_id, biz_date) include (item_id, branch_id, qty, amount)`.execute(db);
  await sql`create index item_sale_day_item_idx on item_sale_day (item_id, biz_date) include (channel, qty, amount)`.execute(db);
  await sql`create function sale_line_rollup() returns trigger language plpgsql as $$
    begin
      insert into item_sale_day as d (branch_id, item_id, biz_date, channel, merchant_id, supplier_id, qty, amount)
      select branch_id, item_id, biz_date, channel, min(merchant_id), min(supplier_id), sum(qty), sum(sale_amount - discount_amount)
        from new_rows group by branch_id, item_id, biz_date, channel
      on conflict (branch_id, item_id, biz_date, channel)
        do update set qty = d.qty + excluded.qty, amount = d.amount + excluded.amount;
      return null;
    end $$`.execute(db);
  await sql`create trigger sale_line_rollup after insert on sale_line
    referencing new table as new_rows for each statement execute function sale_line_rollup()`.execute(db);

  await sql`create index stock_supplier_cover_idx on stock (supplier_id, merchant_id, item_id, branch_id) include (qty, cost_amount, first_in_at, last_sale_at)`.execute(db);
  await sql`create index item_pinyin_idx on item (merchant_id, pinyin text_pattern_ops)`.execute(db);
  await sql`create index purchase_in_line_item_idx on purchase_in_line (item_id, in_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists purchase_in_line_item_idx`.execute(db);
  await sql`drop index if exists item_pinyin_idx`.execute(db);
  await sql`drop index if exists stock_supplier_cover_idx`.execute(db);
  await sql`drop trigger if exists sale_line_rollup on sale_line`.execute(db);
  await sql`drop function if exists sale_line_rollup()`.execute(db);
  await sql`drop table if exists item_sale_day`.execute(db);
}
