import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { afterMinute, reachedMinute } from '../../../lib/businessDay';
import { enumLabel } from '../../../lib/enums';
import type { Lang } from '../../../lib/language';
import { inBossScope, oneBranch, type BossScope } from '../bossScope';
import type { Period } from '../period';
import type { HomeInput, RankInput, TimeStatInput } from '../schemas';

/*
 * The boss dashboard (domain.md §4.3, §4.5): retail only (POS tickets; wholesale is its own report).
 *   sales        = Σ (sale_amount − discount_amount) of the period's retail lines (returns are negative lines)
 *   tickets      = sale tickets that are not returns (来客数); avgTicket = sales / tickets
 *   grossProfit  = sales − Σ cost_amount (joint-venture lines carry the supplier's share as cost, so their profit is
 *                  the 扣点 income); grossMargin = grossProfit / sales
 *   memberShare  = sales on member tickets / sales
 * Both shares (grossMargin, memberShare) are answered for the period before too.
 * The period before counts its last day only up to the minute of this period's latest sale (homeSummary).
 * Line figures come from boss_sale_day (migration 009), ticket figures from boss_ticket_hour and payments from
 * boss_pay_day (migration 013): trigger-kept rollups per day and branch, so the chain's month reads thousands of
 * summed rows instead of every ticket and payment. Every change is
 * (this period − the period before) / |the period before|, 4 decimals, null when the period before had nothing; a
 * share's change (gross margin, member share) is the difference of the two shares (0.0177: 1.77 percentage points).
 */

// Money always carries two decimals: a sum over no rows is coalesced to 0, which would otherwise read '0', not '0.00'.
const money = (expr: string) => `round(${expr}, 2)::text`;
const ratio = (num: string, den: string) => `case when ${den} = 0 then null else round((${num})::numeric / ${den}, 4)::text end`;
// numeric, so a change of two counts (tickets) is not an integer division
const change = (cur: string, prev: string) => `case when ${prev} = 0 then null else round((${cur} - ${prev})::numeric / abs(${prev}), 4)::text end`;
// a share's change is the difference of the two shares (points), not a ratio of ratios; null when either is missing
const pointsChange = (cur: string, prev: string) => `case when ${cur} is null or ${prev} is null then null else round(${cur} - ${prev}, 4)::text end`;
const cur = (p: Period) => sql`biz_date between ${p.dateFrom}::date and ${p.dateTo}::date`;
const both = (p: Period) => sql`biz_date between ${p.prevFrom}::date and ${p.dateTo}::date`;
/** The period before but its last day, which counts only up to the time of day this period has reached. */
const prevWholeDays = (p: Period) => sql`biz_date >= ${p.prevFrom}::date and biz_date < ${p.prevTo}::date`;

export const periodFields = (p: Period) => ({ period: p.name, dateFrom: p.dateFrom, dateTo: p.dateTo, prevFrom: p.prevFrom, prevTo: p.prevTo });

interface SummaryRow {
  sales: string; salesPrev: string; salesChange: string | null;
  tickets: number; ticketsPrev: number; ticketsChange: string | null;
  avgTicket: string | null; avgTicketPrev: string | null; avgTicketChange: string | null;
  grossProfit: string; grossProfitPrev: string; grossProfitChange: string | null;
  grossMargin: string | null; grossMarginPrev: string | null; grossMarginChange: string | null;
  memberShare: string | null; memberSharePrev: string | null; memberShareChange: string | null;
  /** the minute (HH:MM) through which the period before's last day is counted */
  prevUntil: string;
}

export async function homeSummary(db: Kysely<Database>, scope: BossScope, input: HomeInput, p: Period) {
  // The period so far against the period before up to the same time of day: its whole days from the day rollups, its
  // last day (yesterday, for today) by hour from boss_branch_hour and boss_ticket_hour, and the hour the cut falls in
  // from the tickets sold by then and their lines. The cut is the minute of the period's latest sale (the time now,
  // before its first), counted through its last second, as the supplier's sales analysis cuts (sales/queries/
  // sameTimeCut.ts), so the minute the page names is the cut. At noon, today's half day against the whole of
  // yesterday read as a fall of a half.
  const { rows } = await sql<SummaryRow>`
    with cut as materialized (
      select x.at, (${p.prevTo}::date + make_time(extract(hour from x.at::time)::int, 0, 0))::timestamptz as since, ${afterMinute(p.prevTo, sql.ref('x.at'))} as until
        from (select ${reachedMinute(sql`${inBossScope('t', scope)} and t.biz_date = ${p.dateTo}::date ${oneBranch('t', input.branchId)}`)} as at) x
    ), l as (
      select coalesce(sum(sales) filter (where ${cur(p)}), 0) as s, coalesce(sum(sales) filter (where ${prevWholeDays(p)}), 0) as sp,
             coalesce(sum(cost) filter (where ${cur(p)}), 0) as c, coalesce(sum(cost) filter (where ${prevWholeDays(p)}), 0) as cp,
             coalesce(sum(member_sales) filter (where ${cur(p)}), 0) as m, coalesce(sum(member_sales) filter (where ${prevWholeDays(p)}), 0) as mp
        from boss_sale_day d
       where ${inBossScope('d', scope)} and d.${both(p)} ${oneBranch('d', input.branchId)}
    ), lh as (
      select coalesce(sum(sales), 0) as s, coalesce(sum(cost), 0) as c, coalesce(sum(member_sales), 0) as m
        from boss_branch_hour h
       where ${inBossScope('h', scope)} and h.biz_date = ${p.prevTo}::date ${oneBranch('h', input.branchId)}
         and h.hour < extract(hour from (select at::time from cut))
    ), ct as (
      -- the tickets of the hour the cut falls in, up to the cut
      select t.id, t.merchant_id, t.member_id, t.is_return
        from sale_ticket t
       where ${inBossScope('t', scope)} and t.biz_date = ${p.prevTo}::date ${oneBranch('t', input.branchId)}
         and t.sale_time >= (select since from cut) and t.sale_time < (select until from cut)
    ), lp as (
      select coalesce(sum(sl.sale_amount - sl.discount_amount), 0) as s, coalesce(sum(sl.cost_amount), 0) as c,
             coalesce(sum(sl.sale_amount - sl.discount_amount) filter (where t.member_id is not null), 0) as m
        from ct t
        join sale_line sl on sl.ticket_id = t.id and sl.merchant_id = t.merchant_id
       where ${inBossScope('sl', scope)} and sl.channel = 0 and sl.biz_date = ${p.prevTo}::date
    ), t as (
      select coalesce(sum(tickets) filter (where ${cur(p)}), 0)::int as n, coalesce(sum(tickets) filter (where ${prevWholeDays(p)}), 0)::int as np,
             coalesce(sum(tickets) filter (where biz_date = ${p.prevTo}::date and hour < extract(hour from (select at::time from cut))), 0)::int as nh
        from boss_ticket_hour t
       where ${inBossScope('t', scope)} and t.${both(p)} ${oneBranch('t', input.branchId)}
    ), tp as (
      select count(*) filter (where not is_return)::int as n from ct
    ), f as (
      select l.s, l.c, l.m, l.sp + lh.s + lp.s as sp, l.cp + lh.c + lp.c as cp, l.mp + lh.m + lp.m as mp, t.n, t.np + t.nh + tp.n as np
        from l, lh, lp, t, tp
    ), g as (
      select f.*, s - c as g, sp - cp as gp,
             case when n = 0 then null else round(s / n, 2) end as a,
             case when np = 0 then null else round(sp / np, 2) end as ap,
             case when s = 0 then null else (s - c) / s end as gm,
             case when sp = 0 then null else (sp - cp) / sp end as gmp,
             case when s = 0 then null else m / s end as ms,
             case when sp = 0 then null else mp / sp end as msp
        from f
    )
    select ${sql.raw(money('s'))} as sales, ${sql.raw(money('sp'))} as "salesPrev", ${sql.raw(change('s', 'sp'))} as "salesChange",
           n as tickets, np as "ticketsPrev", ${sql.raw(change('n', 'np'))} as "ticketsChange",
           a::text as "avgTicket", ap::text as "avgTicketPrev", ${sql.raw(`case when a is null or ap is null then null else ${change('a', 'ap')} end`)} as "avgTicketChange",
           ${sql.raw(money('g'))} as "grossProfit", ${sql.raw(money('gp'))} as "grossProfitPrev", ${sql.raw(change('g', 'gp'))} as "grossProfitChange",
           round(gm, 4)::text as "grossMargin", round(gmp, 4)::text as "grossMarginPrev", ${sql.raw(pointsChange('gm', 'gmp'))} as "grossMarginChange",
           round(ms, 4)::text as "memberShare", round(msp, 4)::text as "memberSharePrev", ${sql.raw(pointsChange('ms', 'msp'))} as "memberShareChange",
           (select at from cut) as "prevUntil"
      from g`.execute(db);
  return rows[0];
}

interface RankRow {
  branchId: number; code: string; name: string; sales: string; tickets: number; avgTicket: string | null;
  grossProfit: string; grossMargin: string | null; salesPerM2: string | null; share: string | null;
}

const rankOrder: Record<RankInput['by'], string> = {
  sales: 'x.s desc',
  grossProfit: '(x.s - x.c) desc',
  tickets: 'coalesce(t.n, 0) desc',
  salesPerM2: 'x.s / nullif(b.area_m2, 0) desc nulls last',
};

/** Every store of the scope ranked by the chosen figure (stores with no sales yet rank last, with zeros). */
export async function branchRank(db: Kysely<Database>, scope: BossScope, input: RankInput, p: Period) {
  const { rows } = await sql<RankRow>`
    with x as (
      select b.id as branch_id, coalesce(sum(d.sales), 0) as s, coalesce(sum(d.cost), 0) as c
        from branch b
        left join boss_sale_day d on d.branch_id = b.id and d.merchant_id = b.merchant_id and d.${cur(p)}
       where ${inBossScope('b', scope, 'id')} and b.type in (3, 4)
       group by b.id
    ), t as (
      select branch_id, sum(tickets)::int as n
        from boss_ticket_hour t where ${inBossScope('t', scope)} and t.${cur(p)} group by branch_id
    ), total as (select sum(s) as s from x)
    select b.id as "branchId", b.code, b.name, ${sql.raw(money('x.s'))} as sales, coalesce(t.n, 0) as tickets,
           case when coalesce(t.n, 0) = 0 then null else round(x.s / t.n, 2)::text end as "avgTicket",
           ${sql.raw(money('x.s - x.c'))} as "grossProfit", ${sql.raw(ratio('(x.s - x.c)', 'x.s'))} as "grossMargin",
           case when coalesce(b.area_m2, 0) = 0 then null else round(x.s / b.area_m2, 2)::text end as "salesPerM2",
           ${sql.raw(ratio('x.s', 'total.s'))} as share
      from x join branch b on b.id = x.branch_id left join t on t.branch_id = x.branch_id cross join total
     order by ${sql.raw(rankOrder[input.by])}, b.code`.execute(db);
  return rows.map((r, i) => ({ rank: i + 1, ...r }));
}

/** Sales and tickets per hour of the day (0–23, hours with no ticket left out) or per business day of the period. */
export async function timeStat(db: Kysely<Database>, scope: BossScope, input: TimeStatInput, p: Period) {
  // A ticket's hour is the one its rollup row was written with: the database's time zone, the one the POS data is
  // written in (docs/decisions.md). A slot holding no ticket at all is left out, as when tickets were grouped.
  const key = input.by === 'hour' ? sql`lpad(t.hour::text, 2, '0')` : sql`to_char(t.biz_date, 'YYYY-MM-DD')`;
  const label = input.by === 'hour' ? sql`lpad(t.hour::text, 2, '0') || ':00'` : sql`to_char(t.biz_date, 'MM-DD')`;
  const { rows } = await sql<{ key: string; label: string; sales: string; tickets: number }>`
    select ${key} as key, ${label} as label, sum(t.amount)::text as sales, sum(t.tickets)::int as tickets
      from boss_ticket_hour t
     where ${inBossScope('t', scope)} and t.${cur(p)} ${oneBranch('t', input.branchId)}
     group by 1, 2 having sum(t.all_tickets) > 0 order by 1`.execute(db);
  return rows;
}

/** Σ sale_payment.amount per payment way (from boss_pay_day), largest first, with its share of all payments. */
export async function paywayStat(db: Kysely<Database>, scope: BossScope, input: HomeInput, p: Period, lang: Lang) {
  const { rows } = await sql<{ payWay: number; amount: string; payments: number; share: string | null }>`
    with w as (
      select pay_way, sum(amount) as a, sum(payments)::int as n
        from boss_pay_day sp
       where ${inBossScope('sp', scope)} and sp.${cur(p)} ${oneBranch('sp', input.branchId)}
       group by pay_way having sum(payments) > 0
    )
    select pay_way::int as "payWay", a::text as amount, n as payments, ${sql.raw(ratio('a', 'sum(a) over ()'))} as share
      from w order by a desc, pay_way`.execute(db);
  return rows.map((r) => ({ ...r, name: enumLabel('payWay', r.payWay, lang) }));
}

interface ClsRow { categoryId: number; code: string | null; name: string | null; sales: string; grossProfit: string; grossMargin: string | null; qty: string; share: string | null; hasChildren: boolean }

/**
 * Sales per top-level category, or, for `categoryId` (a top-level category of the merchant), per second-level
 * category under it. Unknown or foreign categories answer 404 in the route.
 */
export async function itemClsStat(db: Kysely<Database>, scope: BossScope, input: HomeInput, p: Period) {
  const group = input.categoryId ? sql.raw('d.category_id') : sql.raw('d.top_category_id');
  const under = input.categoryId ? sql`and d.top_category_id = ${input.categoryId}` : sql``;
  const { rows } = await sql<ClsRow>`
    with c as (
      select ${group} as category_id, sum(d.sales) as s, sum(d.cost) as k, sum(d.qty) as q
        from boss_sale_day d
       where ${inBossScope('d', scope)} and d.${cur(p)} ${oneBranch('d', input.branchId)} ${under}
       group by 1
    )
    select c.category_id::int as "categoryId", ic.code, ic.name, c.s::text as sales, (c.s - c.k)::text as "grossProfit",
           ${sql.raw(ratio('(c.s - c.k)', 'c.s'))} as "grossMargin", c.q::text as qty,
           ${sql.raw(ratio('c.s', 'sum(c.s) over ()'))} as share,
           ${input.categoryId ? sql`false` : sql`coalesce(ic.level = 1, false)`} as "hasChildren"
      from c left join item_category ic on ic.id = c.category_id and ic.merchant_id = ${scope.merchantId}
     order by c.s desc, c.category_id`.execute(db);
  return rows.map((r) => ({ ...r, name: r.name ?? '-' }));
}

/** A top-level category of the caller's merchant (drill-down target), or undefined. */
export async function topCategory(db: Kysely<Database>, scope: BossScope, id: number) {
  return db
    .selectFrom('item_category')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('merchant_id', '=', scope.merchantId)
    .where('level', '=', 1)
    .executeTakeFirst();
}

/** A branch of the caller's scope, or undefined. */
export async function scopedBranch(db: Kysely<Database>, scope: BossScope, id: number) {
  const row = await db
    .selectFrom('branch')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('merchant_id', '=', scope.merchantId)
    .executeTakeFirst();
  if (!row || (scope.branchIds && !scope.branchIds.includes(Number(row.id)))) return undefined;
  return row;
}
