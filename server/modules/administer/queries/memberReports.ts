import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { businessTimeZone, dayEnd, dayStart } from '../../../lib/businessDay';
import { pageClause } from '../../../lib/paging';
import { inBossScope, oneBranch, type BossScope } from '../bossScope';
import type { RechargeInput, ReportInput, cardAnswer, memberAnswer } from '../schemas';
import type { Answer, RowOf } from '../../../lib/routeSpec';

/*
 * Member, recharge and card analysis (domain.md §4.5). Members, cards and their balances belong to the merchant
 * (a branch filter narrows them to the members registered and the cards issued there).
 *   new members    registered in the period; active members: bought in the 30 days to the period's end
 *   member sales   sales on member tickets (boss_branch_day: a row per day and branch), their share of all sales, member tickets (boss_ticket_hour,
 *                  kept by triggers on sale_ticket: a year's tickets were counted on every call) and average
 *   recharges      count, amount and bonus in the period; outstanding = Σ member balance now (a liability)
 *   cards          per card type: cards, active ones, face value, issued in the period, consumed in the period, balance
 */

const ratio = (num: string, den: string) => sql.raw(`case when ${den} = 0 then null else round(${num} / ${den}, 4)::text end`);

export async function memberAnalysis(db: Kysely<Database>, scope: BossScope, input: ReportInput) {
  const from = dayStart(input.dateFrom);
  const to = dayEnd(input.dateTo);
  const regBranch = oneBranch('m', input.branchId, 'reg_branch_id');
  // One statement: the active members and the members are counted once per level, and both the page of levels and
  // the totals are read from those counts (the totals are the sum of every level's, members without a level included).
  // The whole chain's active members per level are read from active_member_day (migration 030: a row per day, level
  // and registration branch); an admin limited to some branches counts the members who bought at those branches,
  // which only the tickets tell.
  const per = scope.branchIds
    ? sql`per as materialized (
      select m.level_id, count(*)::int as members, count(*) filter (where m.reg_at >= ${from} and m.reg_at < ${to})::int as new_members,
             count(a.member_id)::int as active_members, coalesce(sum(m.balance), 0) as balance
        from member m left join (
          select distinct t.member_id from sale_ticket t
           where ${inBossScope('t', scope)} and t.member_id is not null and not t.is_return
             and t.biz_date between ${input.dateTo}::date - 29 and ${input.dateTo}::date) a on a.member_id = m.id
       where m.merchant_id = ${scope.merchantId} and m.status <> 9 ${regBranch}
       group by m.level_id)`
    : sql`per as materialized (
      select c.level_id, c.members, c.new_members, coalesce(a.members, 0)::int as active_members, c.balance
        from (select m.level_id, count(*)::int as members, count(*) filter (where m.reg_at >= ${from} and m.reg_at < ${to})::int as new_members,
                     coalesce(sum(m.balance), 0) as balance
                from member m where m.merchant_id = ${scope.merchantId} and m.status <> 9 ${regBranch} group by m.level_id) c
        left join (select d.level_id, sum(d.members) as members from active_member_day d
                    where d.merchant_id = ${scope.merchantId} and d.biz_date = ${input.dateTo}::date ${oneBranch('d', input.branchId, 'reg_branch_id')}
                    group by d.level_id) a on a.level_id = coalesce(c.level_id, 0))`;
  const { rows } = await sql<{ rows: (RowOf<typeof memberAnswer> & { total: number; ord: number })[] | null; sum: Answer<typeof memberAnswer>['sum'] }>`
    with ${per},
    page as (
      select lv.id::int as "levelId", lv.name, coalesce(p.members, 0) as members, coalesce(p.new_members, 0) as "newMembers",
             coalesce(p.active_members, 0) as "activeMembers", coalesce(p.balance, 0)::text as balance, count(*) over ()::int as total,
             row_number() over (order by lv.min_points, lv.id) as ord
        from member_level lv left join per p on p.level_id = lv.id
       where lv.merchant_id = ${scope.merchantId}
       order by lv.min_points, lv.id ${pageClause(input)}),
    s as (select coalesce(sum(d.member_sales), 0) as m, coalesce(sum(d.sales), 0) as s from boss_branch_day d
           where ${inBossScope('d', scope)} and d.biz_date between ${input.dateFrom}::date and ${input.dateTo}::date ${oneBranch('d', input.branchId)}),
    t as (select coalesce(sum(t.member_tickets), 0)::int as n from boss_ticket_hour t where ${inBossScope('t', scope)}
           and t.biz_date between ${input.dateFrom}::date and ${input.dateTo}::date ${oneBranch('t', input.branchId)})
    select (select json_agg(page order by page.ord) from page) as rows,
           (select json_build_object('members', coalesce(sum(per.members), 0)::int, 'newMembers', coalesce(sum(per.new_members), 0)::int,
                   'activeMembers', coalesce(sum(per.active_members), 0)::int, 'memberSales', s.m::text, 'memberShare', ${ratio('s.m', 's.s')},
                   'memberTickets', t.n, 'avgMemberTicket', case when t.n = 0 then null else round(s.m / t.n, 2)::text end)
              from per) as sum
      from s, t`.execute(db);
  const levels = rows[0]!.rows ?? [];
  return { rows: levels.map(({ total: _t, ord: _o, ...r }) => r), total: levels[0]?.total ?? 0, sum: rows[0]!.sum };
}

export async function rechargeAnalysis(db: Kysely<Database>, scope: BossScope, input: RechargeInput) {
  const from = dayStart(input.dateFrom);
  const to = dayEnd(input.dateTo);
  const byBranch = input.groupBy === 'branch';
  const where = sql`${inBossScope('r', scope)} and r.at >= ${from} and r.at < ${to} ${oneBranch('r', input.branchId)}`;
  const key = byBranch ? sql`r.branch_id::text` : sql`to_char(r.at at time zone ${businessTimeZone}, 'YYYY-MM-DD')`;
  const [{ rows }, { rows: sums }] = await Promise.all([
    sql<{ key: string; name: string; recharges: number; amount: string; bonus: string; members: number; total: number }>`
      select ${key} as key, ${byBranch ? sql`max(b.name)` : sql`max(${key})`} as name, count(*)::int as recharges, sum(r.amount)::text as amount,
             sum(r.bonus_amount)::text as bonus, count(distinct r.member_id)::int as members, count(*) over ()::int as total
        from recharge r join branch b on b.id = r.branch_id
       where ${where} group by 1 order by ${byBranch ? sql`sum(r.amount) desc, 1` : sql`1 desc`} ${pageClause(input)}`.execute(db),
    sql<{ recharges: number; amount: string; bonus: string; members: number; outstanding: string }>`
      select count(*)::int as recharges, coalesce(sum(r.amount), 0)::text as amount, coalesce(sum(r.bonus_amount), 0)::text as bonus,
             count(distinct r.member_id)::int as members,
             (select coalesce(sum(m.balance), 0) from member m where m.merchant_id = ${scope.merchantId} and m.status <> 9
               ${oneBranch('m', input.branchId, 'reg_branch_id')})::text as outstanding
        from recharge r where ${where}`.execute(db),
  ]);
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0, sum: sums[0] };
}

const cardNames: Record<string, Record<'zh-CN' | 'en', string>> = {
  stored_value: { 'zh-CN': '储值卡', en: 'Stored-value card' },
  gift: { 'zh-CN': '礼品卡', en: 'Gift card' },
};

export async function cardAnalysis(db: Kysely<Database>, scope: BossScope, input: ReportInput, lang: 'zh-CN' | 'en') {
  const from = dayStart(input.dateFrom);
  const to = dayEnd(input.dateTo);
  // The period's consumption summed per card once (the merchant's card transactions of the period, one pass), and the
  // rows per card type and the totals from one grouping (grouping sets): a lateral sum per card, for every card of
  // the chain and twice over (rows, then totals), was 0.4 s a month and 0.8 s a year at scale large.
  const { rows } = await sql<Omit<RowOf<typeof cardAnswer>, 'name' | 'cardType'> & { cardType: string | null; whole: number }>`
    with u as (
      select x.card_id, -sum(x.amount) as consumed from card_txn x
       where x.merchant_id = ${scope.merchantId} and x.type = 'consume' and x.at >= ${from} and x.at < ${to} group by x.card_id)
    select c.card_type as "cardType", grouping(c.card_type)::int as whole,
           count(*)::int as cards, count(*) filter (where c.status = 0)::int as "activeCards", coalesce(sum(c.face_value), 0)::text as "faceValue",
           count(*) filter (where c.issued_at >= ${from} and c.issued_at < ${to})::int as "issuedInPeriod",
           coalesce(sum(u.consumed), 0)::text as consumed, coalesce(sum(c.balance) filter (where c.status <> 9), 0)::text as balance
      from stored_card c left join u on u.card_id = c.id
     where c.merchant_id = ${scope.merchantId} ${oneBranch('c', input.branchId, 'issued_branch_id')}
     group by grouping sets ((c.card_type), ())
     order by whole, c.card_type`.execute(db);
  const types = rows.filter((r) => r.whole === 0).map(({ whole: _w, cardType, ...r }) => ({ cardType: cardType!, ...r, name: cardNames[cardType!]?.[lang] ?? cardType! }));
  const { whole: _w, cardType: _c, ...sum } = rows.find((r) => r.whole === 1)!;
  return { rows: types, total: types.length, sum };
}
