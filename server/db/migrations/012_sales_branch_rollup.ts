import { sql, type Kysely } from 'kysely';
import { addExcluded, applySignedRows, dropStatementTriggers, SALE_SUM_COLUMNS, SALE_SUMS } from './rollups';

/*
 * Sales reports at chain scale: a second rollup without the item, and an index for the chain's days of supply.
 *
 * sale_branch_day holds sale_day's sums per supplier, business day, branch, channel and operating mode. Reports
 * grouped by day, month, branch or batch (branch-day), their summaries, the charts and the scorecard's cost of sales
 * read it instead of sale_day when no item, keyword or category narrows them: a supplier's month is days × branches
 * × modes rows, not × items (S001 at scale large: 2.8k rows a month instead of 14.2k, 11k a year instead of 56k).
 * Reports grouped by item or category, or filtered by them, still read sale_day.
 *
 * Why not also keyed by category: measured on the large seed, (day, branch, leaf category) keys are 87% of (day,
 * branch, item) keys (S001 sells 174 items in 39 leaf categories), so a category rollup would read almost as many
 * rows as sale_day and need a second trigger on item (its category can change) to stay true.
 *
 * Kept current like sale_day, in the same transaction as the change: statement-level triggers on sale_line with
 * transition tables (insert adds, delete subtracts, update does both), one grouped upsert per statement; keys whose
 * line count falls to zero are deleted, so a branch whose sales were all deleted leaves no empty row.
 * sale_day_rebuild() (migration 006, called by the seed after its bulk load with triggers off) now rebuilds both,
 * each written in its key order, so one supplier's rows are neighbours in the table (a year of S001 read from a few
 * hundred pages instead of one page per row: cold reads were 0.7 s on a busy machine).
 *
 * item_sale_day_merchant_day_idx: the chain's stock report sums the whole merchant's last 28 days of item_sale_day
 * per branch and item; the existing indexes begin with the supplier or the item.
 * stock_flow_supplier_time_cover_idx replaces migration 006's (supplier_id, occurred_at) include (amount): the
 * scorecard winds stock back per month over the supplier's movements scoped by merchant (and a branch); with those
 * columns in the index the read is index-only instead of a heap visit per movement.
 */

const KEY = `merchant_id, supplier_id, biz_date, branch_id, channel, sell_way`;
const SUMS = SALE_SUMS.join(', ');
const CONFLICT = `on conflict (supplier_id, biz_date, branch_id, channel, sell_way, merchant_id) do update set
      ${addExcluded('sale_branch_day', SALE_SUMS)}`;

/** Sale lines of `source` summed per key, signed. */
const lineUpsert = (source: string, sign: 1 | -1) => `
    insert into sale_branch_day (${KEY}, ${SUMS})
    select ${KEY}, ${sign} * sum(qty), ${sign} * sum(sale_amount), ${sign} * sum(discount_amount),
           ${sign} * sum(cost_amount), ${sign} * sum(supplier_amount), ${sign} * count(*)
      from ${source} group by ${KEY} order by supplier_id, biz_date, branch_id, channel, sell_way, merchant_id
    ${CONFLICT};`;

/** Keys of the deleted lines whose sums fell to nothing. */
const dropEmptied = `
    delete from sale_branch_day b
     using (select distinct supplier_id, biz_date, branch_id from old_rows) o
     where b.supplier_id = o.supplier_id and b.biz_date = o.biz_date and b.branch_id = o.branch_id and b.line_count = 0;`;

// Written in key order: a supplier's rows lie together in the table, so a year is a few hundred pages, not 11k.
const fillFromSaleDay = `
    insert into sale_branch_day (${KEY}, ${SUMS})
    select ${KEY}, sum(qty), sum(sale_amount), sum(discount_amount), sum(cost_amount), sum(supplier_amount), sum(line_count)
      from sale_day group by ${KEY} having sum(line_count) <> 0
     order by supplier_id, biz_date, branch_id, channel, sell_way, merchant_id`;

// sale_day_rebuild() as migration 006 created it, restored by down(); up() writes sale_day in its key order too.
const SALE_DAY_KEY = `merchant_id, supplier_id, biz_date, branch_id, item_id, channel, sell_way`;
const saleDayRebuild = (ordered: boolean) => `truncate sale_day;
    insert into sale_day (${SALE_DAY_KEY}, qty, sale_amount, discount_amount, cost_amount, supplier_amount, line_count)
    select ${SALE_DAY_KEY}, sum(qty), sum(sale_amount), sum(discount_amount), sum(cost_amount), sum(supplier_amount), count(*) from sale_line group by ${SALE_DAY_KEY}
    ${ordered ? 'order by supplier_id, biz_date, branch_id, item_id, channel, sell_way, merchant_id' : ''};`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`create table sale_branch_day (
    merchant_id bigint not null,
    supplier_id bigint not null,
    biz_date date not null,
    branch_id bigint not null,
    channel smallint not null,
    sell_way smallint not null,
    ${SALE_SUM_COLUMNS},
    primary key (supplier_id, biz_date, branch_id, channel, sell_way, merchant_id)
  )`).execute(db);
  await sql.raw(`comment on table sale_branch_day is 'sale_day without the item: per supplier, day, branch, channel and mode; kept by triggers on sale_line (migration 012)'`).execute(db);

  await sql.raw(`create or replace function sale_day_rebuild() returns void language sql as $$
    ${saleDayRebuild(true)}
    truncate sale_branch_day;
    ${fillFromSaleDay};
    $$`).execute(db);
  await sql.raw(fillFromSaleDay).execute(db);
  await sql`analyze sale_branch_day`.execute(db);

  await applySignedRows(db, { table: 'sale_branch_day', source: 'sale_line', upsert: lineUpsert, dropEmptied });

  await sql`create index item_sale_day_merchant_day_idx on item_sale_day (merchant_id, biz_date) include (branch_id, item_id, qty)`.execute(db);
  await sql`create index stock_flow_supplier_time_cover_idx on stock_flow (supplier_id, occurred_at) include (merchant_id, branch_id, amount)`.execute(db);
  await sql`drop index if exists stock_flow_supplier_time_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists stock_flow_supplier_time_idx on stock_flow (supplier_id, occurred_at) include (amount)`.execute(db);
  await sql`drop index if exists stock_flow_supplier_time_cover_idx`.execute(db);
  await sql`drop index if exists item_sale_day_merchant_day_idx`.execute(db);
  await dropStatementTriggers(db, 'sale_line', 'sale_branch_day');
  await sql`drop function if exists sale_branch_day_apply()`.execute(db);
  await sql.raw(`create or replace function sale_day_rebuild() returns void language sql as $$ ${saleDayRebuild(false)} $$`).execute(db);
  await sql`drop table if exists sale_branch_day`.execute(db);
}
