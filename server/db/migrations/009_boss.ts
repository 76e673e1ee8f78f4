import { sql, type Kysely } from 'kysely';
import { dropTables, ID_AND_BIZ } from './ddl';
import { RETAIL_SUM_COLUMNS, RETAIL_SUMS } from './retailRollups';
import { addExcluded, applySignedRows, dropRollup, rollupTable } from './rollups';

/*
 * The merchant admin's (boss) side.
 *
 * boss_sale_day: the chain's retail sales per business day, branch and second-level category (with its top-level
 * category), already summed. The boss dashboard asks for the whole chain's month in one call; at chain scale that
 * is millions of sale lines, but only days × branches × ~90 categories rows here. Kept current like sale_day
 * (migration 006): statement-level triggers on sale_line with transition tables, one grouped upsert per statement,
 * in the same transaction as the change. Wholesale lines (channel 1) are not retail and are left out. A line's
 * member share comes from its ticket (sale tickets are written before their lines).
 *
 * device: a camera's live stream (live_status, live_started_at) and the sample stream it plays (stream_key).
 *
 * advert / advert_event: the banners the chain shows on the supplier home, with exposures and clicks counted per
 * user and day (so a banner's reach and its total views are both known).
 */

const KEY = `merchant_id, biz_date, branch_id, category_id, top_category_id`;
/** boss_sale_day's key, for migrations that redefine boss_sale_day_rebuild() (020). */
export const bossSaleDayKey = KEY;

/** The rollup rows of the retail lines of `source` (a table or a transition table), `sign` 1 to add, -1 to subtract. */
const grouped = (source: string, sign: 1 | -1) => `
    select l.merchant_id, l.biz_date, l.branch_id,
      coalesce(case c.level when 1 then c.id when 2 then c.id else p.id end, 0) as category_id,
      coalesce(case c.level when 1 then c.id when 2 then p.id else p.parent_id end, 0) as top_category_id,
      ${sign} * sum(l.sale_amount - l.discount_amount), ${sign} * sum(l.cost_amount), ${sign} * sum(l.qty),
      ${sign} * coalesce(sum(l.sale_amount - l.discount_amount) filter (where t.member_id is not null), 0), ${sign} * count(*)
    from ${source} l
    left join item i on i.id = l.item_id
    left join item_category c on c.id = i.category_id
    left join item_category p on p.id = c.parent_id
    left join sale_ticket t on t.id = l.ticket_id
    where l.channel = 0
    group by 1, 2, 3, 4, 5`;
export const bossSaleDayRows = grouped;

const upsert = (source: string, sign: 1 | -1) => `
    insert into boss_sale_day (${KEY}, ${RETAIL_SUMS.join(', ')})
    ${grouped(source, sign)}
    order by 1, 2, 3, 4
    on conflict (merchant_id, biz_date, branch_id, category_id) do update set
      ${addExcluded('boss_sale_day', RETAIL_SUMS)};`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(rollupTable('boss_sale_day', 'merchant_id, biz_date, branch_id, category_id', `top_category_id bigint not null,
    ${RETAIL_SUM_COLUMNS}`)).execute(db);
  await sql.raw(`comment on table boss_sale_day is 'retail sales per day, branch and category for the boss dashboard, kept by triggers on sale_line (migration 009_boss)'`).execute(db);
  await sql.raw(`comment on column boss_sale_day.sales is 'net sales: sale_amount - discount_amount (returns negative)'`).execute(db);
  await sql.raw(`insert into boss_sale_day (${KEY}, ${RETAIL_SUMS.join(', ')}) ${grouped('sale_line', 1)}`).execute(db);

  // The whole rollup again from sale_line, for loads that write sale lines with triggers off (the seed).
  await sql.raw(`create function boss_sale_day_rebuild() returns void language sql as $$
    delete from boss_sale_day;
    insert into boss_sale_day (${KEY}, ${RETAIL_SUMS.join(', ')}) ${grouped('sale_line', 1)};
  $$`).execute(db);
  await applySignedRows(db, { table: 'boss_sale_day', source: 'sale_line', upsert });

  // Tickets and payments per day and branch are read straight from their tables (a few rows per ticket); these
  // indexes let the month's figures be index-only scans.
  await sql`create index sale_ticket_boss_idx on sale_ticket (merchant_id, biz_date, branch_id) include (amount, is_return, member_id, sale_time)`.execute(db);
  await sql`create index sale_payment_boss_idx on sale_payment (merchant_id, biz_date, branch_id) include (pay_way, amount)`.execute(db);

  await sql`alter table device
    add column live_status smallint not null default 0,
    add column live_started_at timestamptz,
    add column stream_key text`.execute(db);
  await sql.raw(`comment on column device.live_status is '0 not streaming, 1 live'`).execute(db);
  await sql.raw(`comment on column device.stream_key is 'the sample stream of server/assets/streams/<key>/ a camera plays'`).execute(db);
  await sql`create index device_merchant_idx on device (merchant_id, branch_id, type)`.execute(db);

  await sql.raw(`create table advert (
    ${ID_AND_BIZ},
    position text not null default 'supplier_home',
    title text not null,
    subtitle text,
    link text,
    color text not null default '#2BD009',
    sort int not null default 0,
    status smallint not null default 0,
    start_at timestamptz,
    end_at timestamptz
  )`).execute(db);
  await sql.raw(`comment on column advert.status is '0 on, 1 off'`).execute(db);
  await sql`create index advert_merchant_idx on advert (merchant_id, position, sort)`.execute(db);
  await sql`create table advert_event (
    advert_id bigint not null references advert(id),
    merchant_id bigint not null,
    user_kind smallint not null,
    user_id bigint not null,
    day date not null,
    kind text not null check (kind in ('exposure', 'click')),
    count int not null default 1,
    primary key (advert_id, kind, day, user_kind, user_id)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'advert_event', 'advert');
  await sql`drop index if exists device_merchant_idx`.execute(db);
  await sql`alter table device drop column if exists live_status, drop column if exists live_started_at, drop column if exists stream_key`.execute(db);
  await sql`drop index if exists sale_payment_boss_idx`.execute(db);
  await sql`drop index if exists sale_ticket_boss_idx`.execute(db);
  await dropRollup(db, 'boss_sale_day', 'sale_line');
}
