import { sql, type Kysely } from 'kysely';
import { bossSaleDayRebuild } from './020_boss_item_day';
import { addExcluded, dropRollup, statementTriggers } from './rollups';

/*
 * boss_supplier_day: the chain's retail sales per business day and supplier (every branch summed), with the members'
 * share, the grouping of the boss's retail report by supplier. That report read a period of sale_line with each
 * line's ticket for the member share (sale_branch_day has no member split): a month of the chain at scale large was
 * 16 s and a year ran into the 30 s report limit. A day here is a few hundred rows (one per supplier that sold).
 * Without the branch in the key: per branch it would be 13.6k rows a day at scale large, a third of the lines. A report narrowed
 * to branches (one branch picked, or an account limited to some) still groups the lines.
 *
 * Kept current like boss_sale_day (009) and boss_item_day (020): statement triggers on sale_line with transition
 * tables, one grouped upsert per statement, the member share from the line's ticket (tickets are written before their
 * lines); keys whose line count falls to zero are deleted. Wholesale (channel 1) is left out. boss_sale_day_rebuild(),
 * which the seed calls after its bulk load with triggers off, rebuilds this rollup too.
 */

const KEY = 'merchant_id, biz_date, supplier_id';
const SUMS = ['sales', 'cost', 'qty', 'member_sales', 'lines'];

/** Retail lines `l` of `source` summed per key, signed. */
const grouped = (source: string, sign: 1 | -1) => `
    select l.merchant_id, l.biz_date, l.supplier_id, ${sign} * sum(l.sale_amount - l.discount_amount), ${sign} * sum(l.cost_amount), ${sign} * sum(l.qty),
           ${sign} * coalesce(sum(l.sale_amount - l.discount_amount) filter (where t.member_id is not null), 0), ${sign} * count(*)
      from ${source} l left join sale_ticket t on t.id = l.ticket_id
     where l.channel = 0 group by 1, 2, 3 order by 1, 2, 3`;

const upsert = (source: string, sign: 1 | -1) => `
    insert into boss_supplier_day (${KEY}, ${SUMS.join(', ')}) ${grouped(source, sign)}
    on conflict (${KEY}) do update set ${addExcluded('boss_supplier_day', SUMS)};`;

const dropEmptied = `
    delete from boss_supplier_day d using (select distinct ${KEY} from old_rows where channel = 0) o
     where d.lines = 0 and (d.merchant_id, d.biz_date, d.supplier_id) = (o.merchant_id, o.biz_date, o.supplier_id);`;

const rebuild = `
    truncate boss_supplier_day; insert into boss_supplier_day (${KEY}, ${SUMS.join(', ')}) ${grouped('sale_line', 1)};`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table boss_supplier_day (
    merchant_id bigint not null,
    biz_date date not null,
    supplier_id bigint not null,
    sales numeric(16,2) not null,
    cost numeric(16,2) not null,
    qty numeric(16,3) not null,
    member_sales numeric(16,2) not null,
    lines int not null,
    primary key (merchant_id, biz_date, supplier_id)
  )`.execute(db);
  await sql.raw(`comment on table boss_supplier_day is 'retail sales per day and supplier with the member share for the boss retail report by supplier, kept by triggers on sale_line (migration 022)'`).execute(db);
  await sql.raw(rebuild).execute(db);
  await sql`analyze boss_supplier_day`.execute(db);
  // PL/pgSQL plans each statement when it first runs, so the branch naming old_rows never runs on an INSERT.
  await sql.raw(`create function boss_supplier_day_apply() returns trigger language plpgsql as $$
    begin
      if TG_OP in ('DELETE', 'UPDATE') then ${upsert('old_rows', -1)} end if;
      if TG_OP in ('INSERT', 'UPDATE') then ${upsert('new_rows', 1)} end if;
      if TG_OP in ('DELETE', 'UPDATE') then ${dropEmptied} end if;
      return null;
    end $$`).execute(db);
  await statementTriggers(db, 'sale_line', 'boss_supplier_day_apply', 'boss_supplier_day');
  await sql.raw(bossSaleDayRebuild(true, `\n    select arrival_day_rebuild();${rebuild}`)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(bossSaleDayRebuild(true, `\n    select arrival_day_rebuild();`)).execute(db);
  await dropRollup(db, 'boss_supplier_day', 'sale_line');
}
