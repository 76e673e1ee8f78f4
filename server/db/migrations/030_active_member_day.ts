import { sql, type Kysely } from 'kysely';
import { dropRollup, dropStatementTriggers, keepRollup } from './rollups';

/*
 * active_member_day: per merchant, day, member level and registration branch, the members active on that day: those
 * (not deleted, status <> 9) with a ticket of their merchant that is not a return in the 30 days to that day (the
 * member analysis's "active members" for a period ending on that day; domain.md §4.5). Level and branch are 0 when
 * the member has none. The report found them on every call: the distinct members of 30 days of tickets (124 k of
 * 318 k index entries of sale_ticket_boss_idx into 46 k members at scale large) joined to the chain's 50 k members,
 * ~200 + ~190 ms of a ~430 ms statement at load 10. Here the active members of a day are one row per level and
 * branch (160 at scale large). The 30-day windows overlap, so a day's count is not a sum of tickets: a ticket on day
 * d makes its member active on d … d + 29 unless another ticket already did.
 *
 * Kept by statement triggers on sale_ticket with transition tables: for each member whose tickets the statement
 * changed, the days it counts on are computed from its tickets around the changed days (through
 * sale_ticket_member_idx) as they are now and as they were before the statement, and the difference is added per
 * key in key order; keys whose count falls to zero are deleted. Because the days a member counts on depend on its
 * other tickets, writers of one member's tickets take turns: the trigger locks the members' rows (for no key
 * update, in id order) before it reads their tickets, and a change of a member's level, registration branch, status
 * or merchant (a row trigger on member, which holds that row's lock) moves its days from the old key to the new one.
 * The ticket trigger's name sorts before boss_ticket_hour's, so a ticket writer takes the member's row, then these
 * rows, then boss_ticket_hour's: a writer that updated the member first (points, balance) takes the same order.
 * boss_ticket_rollups_rebuild(), which the seed calls after its bulk load with triggers off, rebuilds it too (the
 * function of migration 013 is kept as boss_ticket_rollups_rebuild_013()).
 */

const KEY = 'merchant_id, biz_date, level_id, reg_branch_id';
/** A ticket makes its member active on its day and on the 29 days after it. */
const SPAN = 29;

type Op = 'INSERT' | 'UPDATE' | 'DELETE';
const hasOld = (op: Op) => op !== 'INSERT';
const hasNew = (op: Op) => op !== 'DELETE';

/** What of a ticket the days depend on. */
const TICKET = 'id, merchant_id, member_id, biz_date, is_return';

/**
 * The members whose tickets the statement changed, with the days whose count may move: [first day, last day + 29].
 * An update counts the rows whose member, day, merchant or return flag it changed (one of its amount, none).
 */
const changed = (op: Op) => {
  const rows =
    op === 'UPDATE'
      ? `(select ${TICKET} from old_rows except all select ${TICKET} from new_rows) union all (select ${TICKET} from new_rows except all select ${TICKET} from old_rows)`
      : `select ${TICKET} from ${op === 'INSERT' ? 'new_rows' : 'old_rows'}`;
  return `
      select member_id, min(biz_date) as lo, max(biz_date) + ${SPAN} as hi from (${rows}) c
       where member_id is not null group by member_id`;
};

/** Those members (as they are now, not deleted) with their key. */
const members = (op: Op) => `
    c as (${changed(op)}),
    m as (select c.member_id, c.lo, c.hi, mm.merchant_id, coalesce(mm.level_id, 0) as level_id, coalesce(mm.reg_branch_id, 0) as reg_branch_id
            from c join member mm on mm.id = c.member_id where mm.status <> 9)`;

/** The days in [lo, hi] on which the members count, from their tickets `t` (member_id, biz_date). */
const days = (tickets: string) => `
      select distinct t.member_id, d::date as day from (${tickets}) t join m on m.member_id = t.member_id,
             generate_series(greatest(t.biz_date, m.lo), least(t.biz_date + ${SPAN}, m.hi), interval '1 day') d`;

/** Per member and day: +1 when it counts now and did not before the statement, -1 the other way round. */
const delta = (op: Op) => {
  const before = [
    `select id, member_id, biz_date from now_t${hasNew(op) ? ' where id not in (select id from new_rows)' : ''}`,
    ...(hasOld(op)
      ? [`select o.id, o.member_id, o.biz_date from old_rows o join m on m.member_id = o.member_id and m.merchant_id = o.merchant_id where not o.is_return`]
      : []),
  ].join(' union all ');
  return `
    now_t as (
      select t.id, t.member_id, t.biz_date from sale_ticket t join m on m.member_id = t.member_id and m.merchant_id = t.merchant_id
       where t.member_id is not null and not t.is_return and t.biz_date between m.lo - ${SPAN} and m.hi),
    now_d as (${days('select member_id, biz_date from now_t')}),
    before_d as (${days(before)}),
    x as ((select member_id, day, 1 as n from (table now_d except table before_d) a)
          union all (select member_id, day, -1 from (table before_d except table now_d) b))`;
};

const apply = (op: Op) => `
    perform 1 from member mm where mm.id in (select member_id from (${changed(op)}) c) order by mm.id for no key update;
    with ${members(op)},${delta(op)}
    insert into active_member_day as d (${KEY}, members)
    select m.merchant_id, x.day, m.level_id, m.reg_branch_id, sum(x.n) from x join m on m.member_id = x.member_id
     group by 1, 2, 3, 4 having sum(x.n) <> 0 order by 1, 2, 3, 4
    on conflict (${KEY}) do update set members = d.members + excluded.members;
    with ${members(op)}
    delete from active_member_day d using m
     where d.members = 0 and (d.merchant_id, d.level_id, d.reg_branch_id) = (m.merchant_id, m.level_id, m.reg_branch_id) and d.biz_date between m.lo and m.hi;`;

/** A member's days (from all its tickets) added to its key (`sign` 1) or taken from it (-1); `r` is old or new. */
const memberDays = (r: 'old' | 'new', sign: 1 | -1) => `
    insert into active_member_day as d (${KEY}, members)
    select ${r}.merchant_id, x.day, coalesce(${r}.level_id, 0), coalesce(${r}.reg_branch_id, 0), ${sign}
      from (select distinct g::date as day from sale_ticket t, generate_series(t.biz_date, t.biz_date + ${SPAN}, interval '1 day') g
             where t.member_id = ${r}.id and t.merchant_id = ${r}.merchant_id and not t.is_return) x
     order by 2
    on conflict (${KEY}) do update set members = d.members + excluded.members;`;

const dropEmptiedOf = (r: 'old') => `
    delete from active_member_day d where d.members = 0 and d.merchant_id = ${r}.merchant_id
       and d.level_id = coalesce(${r}.level_id, 0) and d.reg_branch_id = coalesce(${r}.reg_branch_id, 0);`;

/*
 * The rebuild: each member's distinct days of tickets; a day d covers d … min(d + 29, the member's next day - 1), so
 * the spans of one member never overlap; each span adds 1 from its first day and takes it away after its last, and
 * the running sum per key over the days where it changes is the count, written for every day until the next change.
 */
export const activeMemberDayRebuild = `
    lock table sale_ticket, member in share mode;
    truncate active_member_day;
    insert into active_member_day (${KEY}, members)
    with b as (
      select distinct m.merchant_id, coalesce(m.level_id, 0) as level_id, coalesce(m.reg_branch_id, 0) as reg_branch_id, t.member_id, t.biz_date
        from sale_ticket t join member m on m.id = t.member_id and m.merchant_id = t.merchant_id
       where t.member_id is not null and not t.is_return and m.status <> 9),
    spans as (
      select merchant_id, level_id, reg_branch_id, biz_date as first_day,
             least(biz_date + ${SPAN}, lead(biz_date) over (partition by member_id order by biz_date) - 1) as last_day from b),
    steps as (
      select merchant_id, level_id, reg_branch_id, day, sum(n) as n
        from (select merchant_id, level_id, reg_branch_id, first_day as day, 1 as n from spans
              union all select merchant_id, level_id, reg_branch_id, last_day + 1, -1 from spans) e
       group by 1, 2, 3, 4),
    runs as (
      select merchant_id, level_id, reg_branch_id, day,
             sum(n) over (partition by merchant_id, level_id, reg_branch_id order by day) as members,
             lead(day) over (partition by merchant_id, level_id, reg_branch_id order by day) as next_day
        from steps)
    select r.merchant_id, g::date, r.level_id, r.reg_branch_id, r.members
      from runs r, generate_series(r.day, r.next_day - 1, interval '1 day') g
     where r.members <> 0 and r.next_day is not null
     order by 1, 2, 3, 4;`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table active_member_day (
    merchant_id bigint not null,
    biz_date date not null,
    level_id bigint not null,
    reg_branch_id bigint not null,
    members int not null,
    primary key (merchant_id, biz_date, level_id, reg_branch_id)
  )`.execute(db);
  await keepRollup(db, {
    table: 'active_member_day',
    comment: 'members (status <> 9) with a ticket that is not a return in the 30 days to the day, per day, level and registration branch (0: none), for the boss member analysis, kept by triggers on sale_ticket and member (migration 030)',
    rebuild: activeMemberDayRebuild,
    source: 'sale_ticket',
    body: apply,
  });
  await sql.raw(`create function active_member_day_member() returns trigger language plpgsql as $$
    begin
      if TG_OP in ('UPDATE', 'DELETE') then
        if old.status <> 9 then ${memberDays('old', -1)}${dropEmptiedOf('old')} end if;
      end if;
      if TG_OP in ('INSERT', 'UPDATE') then
        if new.status <> 9 then ${memberDays('new', 1)} end if;
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger active_member_day_member_on_insert after insert on member for each row execute function active_member_day_member()`.execute(db);
  await sql`create trigger active_member_day_member_on_delete after delete on member for each row execute function active_member_day_member()`.execute(db);
  await sql`create trigger active_member_day_member_on_update after update of id, merchant_id, level_id, reg_branch_id, status on member for each row
    when ((old.id, old.merchant_id, old.level_id, old.reg_branch_id, old.status = 9) is distinct from (new.id, new.merchant_id, new.level_id, new.reg_branch_id, new.status = 9))
    execute function active_member_day_member()`.execute(db);
  await sql`alter function boss_ticket_rollups_rebuild() rename to boss_ticket_rollups_rebuild_013`.execute(db);
  await sql`create function boss_ticket_rollups_rebuild() returns void language sql as $$
    select boss_ticket_rollups_rebuild_013();
    select active_member_day_rebuild();
  $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists boss_ticket_rollups_rebuild()`.execute(db);
  await sql`alter function boss_ticket_rollups_rebuild_013() rename to boss_ticket_rollups_rebuild`.execute(db);
  await dropStatementTriggers(db, 'member', 'active_member_day_member');
  await sql`drop function if exists active_member_day_member()`.execute(db);
  await dropRollup(db, 'active_member_day', 'sale_ticket');
}
