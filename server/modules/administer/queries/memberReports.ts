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
 *   member sales   sales on member tickets (boss_sale_day), their share of all sales, member tickets (boss_ticket_hour,
 *                  kept by triggers on sale_ticket: a year's tickets were counted on every call) and average
 *   recharges      count, amount and bonus in the period; outstanding = Σ member balance now (a liability)
 *   cards          per card type: cards, active ones, face value, issued in the period, consumed in the period, balance
 */

const ratio = (num: string, den: string) => sql.raw(`case when ${den} = 0 then null else round(${num} / ${den}, 4)::text end`);

export async function memberAnalysis(db: Kysely<Database>, scope: BossScope, input: ReportInput) {
  const from = dayStart(input.dateFrom);
  const to = dayEnd(input.dateTo);
  const regBranch = oneBranch('m', input.branchId, 'reg_branch_id');
  const active = sql`select distinct t.member_id from sale_ticket t
     where ${inBossScope('t', scope)} and t.member_id is not null and not t.is_return
       and t.biz_date between ${input.dateTo}::date - 29 and ${input.dateTo}::date`;
  const [{ rows }, { rows: sums }] = await Promise.all([
    sql<RowOf<typeof memberAnswer> & { total: number }>`
      with a as (${active})
      select lv.id::int as "levelId", lv.name, count(m.id)::int as members,
             count(m.id) filter (where m.reg_at >= ${from} and m.reg_at < ${to})::int as "newMembers",
             count(a.member_id)::int as "activeMembers", coalesce(sum(m.balance), 0)::text as balance, count(*) over ()::int as total
        from member_level lv
        left join member m on m.level_id = lv.id and m.merchant_id = lv.merchant_id and m.status <> 9 ${regBranch}
        left join a on a.member_id = m.id
       where lv.merchant_id = ${scope.merchantId}
       group by lv.id order by lv.min_points, lv.id ${pageClause(input)}`.execute(db),
    sql<Answer<typeof memberAnswer>['sum']>`
      with a as (${active}),
      ms as (select count(*)::int as members, count(*) filter (where m.reg_at >= ${from} and m.reg_at < ${to})::int as new_members,
                    count(*) filter (where m.id in (select member_id from a))::int as active_members
               from member m where m.merchant_id = ${scope.merchantId} and m.status <> 9 ${regBranch}),
      s as (select coalesce(sum(d.member_sales), 0) as m, coalesce(sum(d.sales), 0) as s from boss_sale_day d
             where ${inBossScope('d', scope)} and d.biz_date between ${input.dateFrom}::date and ${input.dateTo}::date ${oneBranch('d', input.branchId)}),
      t as (select coalesce(sum(t.member_tickets), 0)::int as n from boss_ticket_hour t where ${inBossScope('t', scope)}
             and t.biz_date between ${input.dateFrom}::date and ${input.dateTo}::date ${oneBranch('t', input.branchId)})
      select ms.members, ms.new_members as "newMembers", ms.active_members as "activeMembers", s.m::text as "memberSales",
             ${ratio('s.m', 's.s')} as "memberShare", t.n as "memberTickets", case when t.n = 0 then null else round(s.m / t.n, 2)::text end as "avgMemberTicket"
        from ms, s, t`.execute(db),
  ]);
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0, sum: sums[0] };
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
  const figures = sql`count(*)::int as cards, count(*) filter (where c.status = 0)::int as "activeCards", coalesce(sum(c.face_value), 0)::text as "faceValue",
      count(*) filter (where c.issued_at >= ${from} and c.issued_at < ${to})::int as "issuedInPeriod",
      coalesce(sum(u.consumed), 0)::text as consumed, coalesce(sum(c.balance) filter (where c.status <> 9), 0)::text as balance`;
  const source = sql`stored_card c left join lateral (
      select -sum(x.amount) as consumed from card_txn x where x.card_id = c.id and x.type = 'consume' and x.at >= ${from} and x.at < ${to}) u on true
    where c.merchant_id = ${scope.merchantId} ${oneBranch('c', input.branchId, 'issued_branch_id')}`;
  const [{ rows }, { rows: sums }] = await Promise.all([
    sql<Omit<RowOf<typeof cardAnswer>, 'name'>>`select c.card_type as "cardType", ${figures} from ${source} group by c.card_type order by c.card_type`.execute(db),
    sql<Answer<typeof cardAnswer>['sum']>`select ${figures} from ${source}`.execute(db),
  ]);
  return { rows: rows.map((r) => ({ ...r, name: cardNames[r.cardType]?.[lang] ?? r.cardType })), total: rows.length, sum: sums[0] };
}
