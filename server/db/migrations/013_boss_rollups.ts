import { sql, type Kysely } from 'kysely';
import { dropTables } from './ddl';
import { addExcluded, dropStatementTriggers, statementTriggers } from './rollups';

/*
 * The boss dashboard's ticket and payment figures, already summed (beside boss_sale_day of migration 009).
 *
 * The chain's month is ~130k tickets and ~170k payments at demo size and millions at chain scale; counting them per
 * call cost the month's summary, ranking, time and payment calls 0.4–1.2 s. These two tables hold the same figures
 * per business day and branch — days × branches × 24 hours and days × branches × 8 payment ways rows:
 *
 * boss_ticket_hour: per (merchant, day, branch, hour of sale_time): Σ amount of all tickets (returns are negative
 *   tickets), the non-return tickets (来客数), all tickets (so an hour holding only zero-sum rows reads as empty),
 *   and the member tickets and their amount. The hour is read in the writing session's time zone, the database's,
 *   which is the one the POS data is written in (as the per-ticket query did).
 * boss_pay_day: per (merchant, day, branch, pay way): Σ amount and the number of payments.
 * And a covering index on boss_sale_day per (merchant, day, branch), for the month's line figures read index-only.
 *
 * Kept like boss_sale_day: statement-level triggers with transition tables on sale_ticket and sale_payment (insert,
 * update, delete), one grouped upsert per statement in the same transaction as the change; rows whose counts fall
 * to zero are deleted, so the tables never grow with emptied keys. The seed writes with triggers off and calls
 * boss_ticket_rollups_rebuild() at its end; its reset truncates every table, these included.
 */

// Both tables are per merchant, business day and branch, then hour or pay way.
const DAY_BRANCH_COLUMNS = `merchant_id bigint not null,
    biz_date date not null,
    branch_id bigint not null`;
const T_KEY = `merchant_id, biz_date, branch_id, hour`;
const P_KEY = `merchant_id, biz_date, branch_id, pay_way`;

const ticketGroups = (source: string, sign: 1 | -1) => `
    select merchant_id, biz_date, branch_id, extract(hour from sale_time)::smallint as hour,
      ${sign} * sum(amount), ${sign} * count(*) filter (where not is_return), ${sign} * count(*),
      ${sign} * count(*) filter (where member_id is not null and not is_return),
      ${sign} * coalesce(sum(amount) filter (where member_id is not null), 0)
    from ${source} group by 1, 2, 3, 4`;

const payGroups = (source: string, sign: 1 | -1) => `
    select merchant_id, biz_date, branch_id, pay_way, ${sign} * sum(amount), ${sign} * count(*)
    from ${source} group by 1, 2, 3, 4`;

const ticketUpsert = (source: string, sign: 1 | -1) => `
    insert into boss_ticket_hour (${T_KEY}, amount, tickets, all_tickets, member_tickets, member_amount)
    ${ticketGroups(source, sign)}
    order by 1, 2, 3, 4
    on conflict (${T_KEY}) do update set
      ${addExcluded('boss_ticket_hour', ['amount', 'tickets', 'all_tickets', 'member_tickets', 'member_amount'])};`;

const payUpsert = (source: string, sign: 1 | -1) => `
    insert into boss_pay_day (${P_KEY}, amount, payments)
    ${payGroups(source, sign)}
    order by 1, 2, 3, 4
    on conflict (${P_KEY}) do update set
      ${addExcluded('boss_pay_day', ['amount', 'payments'])};`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`create table boss_ticket_hour (
    ${DAY_BRANCH_COLUMNS},
    hour smallint not null,
    amount numeric(16,2) not null,
    tickets int not null,
    all_tickets int not null,
    member_tickets int not null,
    member_amount numeric(16,2) not null,
    primary key (merchant_id, biz_date, branch_id, hour)
  )`).execute(db);
  await sql.raw(`comment on table boss_ticket_hour is 'sale tickets per day, branch and hour for the boss dashboard, kept by triggers on sale_ticket (migration 013_boss_rollups)'`).execute(db);
  await sql.raw(`comment on column boss_ticket_hour.tickets is 'tickets that are not returns (来客数); all_tickets counts returns too'`).execute(db);
  await sql.raw(`create table boss_pay_day (
    ${DAY_BRANCH_COLUMNS},
    pay_way smallint not null,
    amount numeric(16,2) not null,
    payments int not null,
    primary key (merchant_id, biz_date, branch_id, pay_way)
  )`).execute(db);
  await sql.raw(`comment on table boss_pay_day is 'sale payments per day, branch and pay way for the boss dashboard, kept by triggers on sale_payment (migration 013_boss_rollups)'`).execute(db);

  // Both tables again from their sources, for loads that write with triggers off (the seed).
  await sql.raw(`create function boss_ticket_rollups_rebuild() returns void language sql as $$
    delete from boss_ticket_hour;
    insert into boss_ticket_hour (${T_KEY}, amount, tickets, all_tickets, member_tickets, member_amount) ${ticketGroups('sale_ticket', 1)};
    delete from boss_pay_day;
    insert into boss_pay_day (${P_KEY}, amount, payments) ${payGroups('sale_payment', 1)};
  $$`).execute(db);
  await sql`select boss_ticket_rollups_rebuild()`.execute(db);

  // PL/pgSQL plans each statement when it first runs, so the branch naming old_rows never runs on an INSERT.
  await sql.raw(`create function boss_ticket_hour_apply() returns trigger language plpgsql as $$
    begin
      if TG_OP in ('DELETE', 'UPDATE') then ${ticketUpsert('old_rows', -1)} end if;
      if TG_OP in ('INSERT', 'UPDATE') then ${ticketUpsert('new_rows', 1)} end if;
      if TG_OP in ('DELETE', 'UPDATE') then
        delete from boss_ticket_hour h using (select distinct merchant_id, biz_date, branch_id, extract(hour from sale_time)::smallint as hour from old_rows) o
         where h.all_tickets = 0 and (h.merchant_id, h.biz_date, h.branch_id, h.hour) = (o.merchant_id, o.biz_date, o.branch_id, o.hour);
      end if;
      return null;
    end $$`).execute(db);
  await sql.raw(`create function boss_pay_day_apply() returns trigger language plpgsql as $$
    begin
      if TG_OP in ('DELETE', 'UPDATE') then ${payUpsert('old_rows', -1)} end if;
      if TG_OP in ('INSERT', 'UPDATE') then ${payUpsert('new_rows', 1)} end if;
      if TG_OP in ('DELETE', 'UPDATE') then
        delete from boss_pay_day d using (select distinct ${P_KEY} from old_rows) o
         where d.payments = 0 and (d.merchant_id, d.biz_date, d.branch_id, d.pay_way) = (o.merchant_id, o.biz_date, o.branch_id, o.pay_way);
      end if;
      return null;
    end $$`).execute(db);
  await statementTriggers(db, 'sale_ticket', 'boss_ticket_hour_apply');
  await statementTriggers(db, 'sale_payment', 'boss_pay_day_apply');

  // The summary, the branch ranking and the categories sum the chain's month of boss_sale_day (~90k rows at scale
  // large): read from this index alone, the month's ranking took 27 ms instead of 52, categories 20 instead of 45.
  await sql`create index boss_sale_day_branch_idx on boss_sale_day (merchant_id, biz_date, branch_id)
    include (sales, cost, member_sales, qty, top_category_id, category_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists boss_sale_day_branch_idx`.execute(db);
  for (const [table, fn] of [['sale_ticket', 'boss_ticket_hour_apply'], ['sale_payment', 'boss_pay_day_apply']]) {
    await dropStatementTriggers(db, table, fn);
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  }
  await sql`drop function if exists boss_ticket_rollups_rebuild()`.execute(db);
  await dropTables(db, 'boss_pay_day', 'boss_ticket_hour');
}
