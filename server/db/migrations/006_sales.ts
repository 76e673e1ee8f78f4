import { sql, type Kysely } from 'kysely';
import { addExcluded, applySignedRows, dropRollup, SALE_SUM_COLUMNS, SALE_SUMS } from './rollups';

/*
 * Sales reports read a daily rollup instead of sale_line (≈300k lines a day at chain scale).
 *
 * sale_day holds one row per supplier, business day, branch, item, channel and operating mode with the sums every
 * sales report needs (quantity, sale, discount, cost and supplier amounts, line count). A supplier's year is at most
 * days × branches × items rows, already summed, so a report reads thousands of index-ordered rows instead of
 * millions of sale lines.
 *
 * It stays current by statement-level triggers on sale_line with transition tables: every INSERT adds its lines,
 * every DELETE subtracts them, an UPDATE does both, in the same transaction as the change (so a report never sees a
 * sale line without its rollup, nor the other way round). One statement = one grouped upsert, so a POS batch of
 * thousands of lines costs one aggregate, not one trigger call per line. A bulk load with triggers off (the seed
 * runs with session_replication_role = replica) calls sale_day_rebuild() at its end; TRUNCATE of sale_line must
 * truncate sale_day too (the seed's reset truncates every table).
 *
 * stock_flow gets a (supplier_id, occurred_at) index: the scorecard winds a supplier's stock back to each month end.
 * sale_line gets a partial index on wholesale lines (by order and customer, the wholesale report reads lines).
 */

const SUMS = `sum(qty), sum(sale_amount), sum(discount_amount), sum(cost_amount), sum(supplier_amount), count(*)`;
const NEG_SUMS = `-sum(qty), -sum(sale_amount), -sum(discount_amount), -sum(cost_amount), -sum(supplier_amount), -count(*)`;
const KEY = `merchant_id, supplier_id, biz_date, branch_id, item_id, channel, sell_way`;

const upsert = (source: string, sums: string) => `
    insert into sale_day (${KEY}, ${SALE_SUMS.join(', ')})
    select ${KEY}, ${sums} from ${source} group by ${KEY} order by ${KEY}
    on conflict (supplier_id, biz_date, branch_id, item_id, channel, sell_way, merchant_id) do update set
      ${addExcluded('sale_day', SALE_SUMS)};`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`create table sale_day (
    merchant_id bigint not null,
    supplier_id bigint not null,
    biz_date date not null,
    branch_id bigint not null,
    item_id bigint not null,
    channel smallint not null,
    sell_way smallint not null,
    ${SALE_SUM_COLUMNS},
    primary key (supplier_id, biz_date, branch_id, item_id, channel, sell_way, merchant_id)
  )`).execute(db);
  await sql.raw(`comment on table sale_day is 'daily rollup of sale_line, kept by triggers (migration 006_sales)'`).execute(db);
  // Rebuilds the rollup from the lines in one pass: here, and after a bulk load that ran with triggers off (the seed).
  await sql.raw(`create function sale_day_rebuild() returns void language sql as $$
    truncate sale_day;
    insert into sale_day (${KEY}, ${SALE_SUMS.join(', ')})
    select ${KEY}, ${SUMS} from sale_line group by ${KEY};
    $$`).execute(db);
  await sql`select sale_day_rebuild()`.execute(db);

  await applySignedRows(db, { table: 'sale_day', source: 'sale_line', upsert: (rows, sign) => upsert(rows, sign < 0 ? NEG_SUMS : SUMS) });

  await sql`create index stock_flow_supplier_time_idx on stock_flow (supplier_id, occurred_at) include (amount)`.execute(db);
  // Wholesale lines are ~2% of sales: the wholesale report by order or customer reads them without the retail ones.
  await sql`create index sale_line_wholesale_idx on sale_line (supplier_id, biz_date) where channel = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists stock_flow_supplier_time_idx`.execute(db);
  await sql`drop index if exists sale_line_wholesale_idx`.execute(db);
  await dropRollup(db, 'sale_day', 'sale_line');
}
