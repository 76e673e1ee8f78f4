import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { periodOf } from '../../server/modules/administer/period';
import { bossWorld, type BossWorld } from './administer.fixtures';

// Reports over all suppliers of the merchant, each against an independent count of the raw tables.

let w: BossWorld;
beforeAll(async () => {
  w = await bossWorld();
});
afterAll(() => w.ctx.close());

const report = (name: string, body: Record<string, unknown> = {}, token = w.boss) => w.ctx.call('POST', `/administer/report/${name}/query`, { token, body });
const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(w.ctx.db)).rows[0];
const month = periodOf('month');
const period = { dateFrom: month.prevFrom, dateTo: month.dateTo };

describe('stock lists', () => {
  it('negative stock: every pair below zero of the merchant, with the amount short', async () => {
    const r = await report('negative-stock', { pageSize: 100 });
    expect(r.code).toBe(0);
    const e = await one(sql<{ n: number; a: string }>`select count(*)::int as n, coalesce(sum(round(-qty * cost_price, 2)), 0)::text as a from stock where merchant_id = 1 and qty < 0`);
    expect(e.n).toBeGreaterThan(0);
    expect(r.data.total).toBe(e.n);
    expect(r.data.sumAmount).toBe(e.a);
    expect((r.data.rows as { qty: string }[]).every((x) => Number(x.qty) < 0)).toBe(true);
    expect(JSON.stringify(r.data)).not.toContain('鲜丰');
    const r2 = await report('negative-stock', {}, w.boss2);
    expect(r2.data.total).toBe(2);
  });

  it('stock warning: shortage and overstock counts equal the table; days of supply from 28 days of sales', async () => {
    const e = await one(sql<{ s: number; o: number }>`select count(*) filter (where qty < min_qty)::int as s, count(*) filter (where qty > max_qty)::int as o from stock where merchant_id = 1`);
    const r = await report('stock-warning', { type: 'shortage' });
    expect(r.code).toBe(0);
    expect([r.data.shortage, r.data.overstock, r.data.total]).toEqual([e.s, e.o, e.s]);
    const row = (r.data.rows as { branchId: number; itemId: number; qty: string; avgDailySales: string; daysOfSupply: string | null }[]).find((x) => Number(x.avgDailySales) > 0);
    if (row) {
      const sold = await one(sql<{ q: string }>`select coalesce(sum(qty), 0)::text as q from sale_line where branch_id = ${row.branchId} and item_id = ${row.itemId} and channel = 0 and biz_date >= ${businessToday()}::date - 27`);
      expect(Number(row.avgDailySales)).toBeCloseTo(Number(sold.q) / 28, 3);
    }
    expect((await report('stock-warning', { type: 'overstock' })).data.total).toBe(e.o);
  });

  it('unsalable: stock with no sale for N days, new and sale-stopped items left out', async () => {
    for (const days of [30, 90]) {
      const r = await report('unsalable', { days });
      expect(r.code).toBe(0);
      const e = await one(sql<{ n: number }>`select count(*)::int as n from stock s join item i on i.id = s.item_id
        where s.merchant_id = 1 and s.qty > 0 and i.status <> 2 and s.first_in_at < ${businessToday()}::date - ${days}::int
          and coalesce(s.last_sale_at, s.first_in_at) < ${businessToday()}::date - ${days}::int`);
      expect(r.data.total).toBe(e.n);
      expect((r.data.rows as { daysIdle: number }[]).every((x) => x.daysIdle >= days)).toBe(true);
    }
    expect((await report('unsalable', { days: 45 })).code).toBe(400);
  });
});

describe('sales reports', () => {
  it('retail per branch, category, day and supplier all add up to the same total, equal to the raw lines', async () => {
    const e = await one(sql<{ s: string }>`select sum(sale_amount - discount_amount)::text as s from sale_line where merchant_id = 1 and channel = 0 and biz_date between ${period.dateFrom}::date and ${period.dateTo}::date`);
    for (const groupBy of ['branch', 'category', 'day', 'supplier']) {
      const r = await report('retail', { ...period, groupBy, pageSize: 100 });
      expect(r.code).toBe(0);
      expect(r.data.sum.sales).toBe(e.s);
      if (r.data.total <= 100) expect((r.data.rows as { sales: string }[]).reduce((a, x) => a + Number(x.sales), 0)).toBeCloseTo(Number(e.s), 2);
    }
  });

  it('negative profit: (branch, item, day) rows sold below cost, with the loss (a day of returns only is no sale at a loss)', async () => {
    const r = await report('negative-profit', { ...period, pageSize: 100 });
    expect(r.code).toBe(0);
    const e = await one(sql<{ n: number; loss: string }>`select count(*)::int as n, coalesce(sum(c - s), 0)::text as loss from (
        select sum(qty) q, sum(sale_amount - discount_amount) s, sum(cost_amount) c from sale_line where merchant_id = 1 and channel = 0
         and biz_date between ${period.dateFrom}::date and ${period.dateTo}::date group by biz_date, branch_id, item_id) g where s < c and q > 0`);
    expect(e.n).toBeGreaterThan(0);
    expect([r.data.total, r.data.sum.loss]).toEqual([e.n, e.loss]);
    expect(Object.keys((r.data.rows as object[])[0]!)).not.toContain('total_rows');
    // A page past the last still says the totals.
    const past = await report('negative-profit', { ...period, pageSize: 100, pageNum: Math.ceil(e.n / 100) + 1 });
    expect([past.data.rows, past.data.total, past.data.sum.loss]).toEqual([[], e.n, e.loss]);
  });

  it('supplier analysis covers every supplier of the merchant and only them; arrival rate is a ratio of the period', async () => {
    const r = await report('supplier', { ...period, pageSize: 100 });
    expect(r.code).toBe(0);
    expect(r.data.total).toBeGreaterThan(20);
    const e = await one(sql<{ i: string }>`select coalesce(sum(total_amount), 0)::text as i from purchase_in where merchant_id = 1 and status = 1
      and in_time >= (${period.dateFrom}::date::timestamp at time zone 'Asia/Shanghai') and in_time < ((${period.dateTo}::date + 1)::timestamp at time zone 'Asia/Shanghai')`);
    expect(r.data.sum.inAmount).toBe(e.i);
    const sold = await one(sql<{ s: string; g: string }>`select sum(sale_amount - discount_amount)::text as s, sum(sale_amount - discount_amount - cost_amount)::text as g
      from sale_line where merchant_id = 1 and channel = 0 and biz_date between ${period.dateFrom}::date and ${period.dateTo}::date`);
    expect([r.data.sum.sales, r.data.sum.grossProfit]).toEqual([sold.s, sold.g]);
    // Narrowed to one branch the sales come from another rollup (sale_branch_day): the same lines' figures.
    const b = await one(sql<{ id: number }>`select branch_id::int as id from sale_line where merchant_id = 1 and channel = 0 limit 1`);
    const rb = await report('supplier', { ...period, branchId: b.id, pageSize: 100 });
    const soldAt = await one(sql<{ s: string; g: string }>`select sum(sale_amount - discount_amount)::text as s, sum(sale_amount - discount_amount - cost_amount)::text as g
      from sale_line where merchant_id = 1 and channel = 0 and branch_id = ${b.id} and biz_date between ${period.dateFrom}::date and ${period.dateTo}::date`);
    expect([rb.data.sum.sales, rb.data.sum.grossProfit]).toEqual([soldAt.s, soldAt.g]);
    const a = await report('arrival-rate', { ...period, groupBy: 'supplier' });
    expect(a.code).toBe(0);
    expect(Number(a.data.sum.qtyRate)).toBeGreaterThan(0.5);
    expect(Number(a.data.sum.qtyRate)).toBeLessThanOrEqual(1);
    // Line fill is filled lines over lines, to four places (two counts: not an integer division).
    const fill = a.data.sum.filledLines / a.data.sum.orderLines;
    expect(fill).toBeGreaterThan(0);
    expect(fill).toBeLessThan(1);
    expect(a.data.sum.lineFillRate).toBe(fill.toFixed(4));
    for (const row of a.data.rows as { filledLines: number; orderLines: number; lineFillRate: string }[]) {
      expect(row.lineFillRate).toBe((row.filledLines / row.orderLines).toFixed(4));
    }
    const r2 = await report('supplier', period, w.boss2);
    expect((r2.data.rows as { code: string }[]).map((x) => x.code)).toEqual(['XS001']);
  });

  it('a period upside down or longer than a year is 400; a branch of another merchant 404', async () => {
    expect((await report('retail', { dateFrom: '2026-02-01', dateTo: '2026-01-01' })).code).toBe(400);
    expect((await report('retail', { dateFrom: '2024-01-01', dateTo: '2026-01-01' })).code).toBe(400);
    expect((await report('retail', { ...period, branchId: w.merchant2BranchId })).code).toBe(404);
    expect((await report('negative-stock', { branchId: w.merchant2BranchId })).code).toBe(404);
  });
});

describe('member, recharge and card analysis', () => {
  it('members per level add up to the merchant\'s members; recharges and cards equal their tables', async () => {
    const m = await report('member', period);
    expect(m.code).toBe(0);
    const members = await one(sql<{ n: number }>`select count(*)::int as n from member where merchant_id = 1 and status <> 9`);
    expect(m.data.sum.members).toBe(members.n);
    expect((m.data.rows as { members: number }[]).reduce((a, x) => a + x.members, 0)).toBe(members.n);
    // Member tickets (returns left out) come from boss_ticket_hour: the same count as the tickets', chain and branch.
    const tickets = (branch: number | null) => one(sql<{ n: number }>`select count(*)::int as n from sale_ticket where merchant_id = 1 and member_id is not null and not is_return
      and biz_date between ${period.dateFrom}::date and ${period.dateTo}::date and (${branch}::bigint is null or branch_id = ${branch})`);
    expect(m.data.sum.memberTickets).toBe((await tickets(null)).n);
    expect(m.data.sum.memberTickets).toBeGreaterThan(0);
    const b = await one(sql<{ id: number }>`select branch_id::int as id from sale_ticket where merchant_id = 1 and member_id is not null limit 1`);
    const mb = await report('member', { ...period, branchId: b.id });
    expect(mb.data.sum.memberTickets).toBe((await tickets(b.id)).n);
    const r = await report('recharge', { ...period, groupBy: 'day', pageSize: 100 });
    const rc = await one(sql<{ n: number; a: string }>`select count(*)::int as n, coalesce(sum(amount), 0)::text as a from recharge where merchant_id = 1
      and at >= (${period.dateFrom}::date::timestamp at time zone 'Asia/Shanghai') and at < ((${period.dateTo}::date + 1)::timestamp at time zone 'Asia/Shanghai')`);
    expect([r.data.sum.recharges, r.data.sum.amount]).toEqual([rc.n, rc.a]);
    expect((r.data.rows as { recharges: number }[]).reduce((a, x) => a + x.recharges, 0)).toBe(rc.n);
    const c = await report('card', period);
    const cards = await one(sql<{ n: number; b: string }>`select count(*)::int as n, coalesce(sum(balance) filter (where status <> 9), 0)::text as b from stored_card where merchant_id = 1`);
    expect([c.data.sum.cards, c.data.sum.balance]).toEqual([cards.n, cards.b]);
    expect((c.data.rows as { name: string }[]).map((x) => x.name).sort()).toEqual(['储值卡', '礼品卡']);
  });

  it('active members per level and card consumption per card type equal the tickets and card transactions', async () => {
    const m = await report('member', period);
    expect(m.code).toBe(0);
    // Active: a member of the merchant (not cancelled) with a ticket that is not a return in the 30 days to the period's end.
    const { rows: levels } = await sql<{ levelId: number; members: number; activeMembers: number; balance: string }>`
      select lv.id::int as "levelId", count(m.id)::int as members, count(m.id) filter (where exists (
               select 1 from sale_ticket t where t.member_id = m.id and t.merchant_id = 1 and not t.is_return
                  and t.biz_date between ${period.dateTo}::date - 29 and ${period.dateTo}::date))::int as "activeMembers",
             coalesce(sum(m.balance), 0)::text as balance
        from member_level lv left join member m on m.level_id = lv.id and m.status <> 9
       where lv.merchant_id = 1 group by lv.id order by lv.min_points, lv.id`.execute(w.ctx.db);
    expect(levels.reduce((a, x) => a + x.activeMembers, 0)).toBeGreaterThan(0);
    expect((m.data.rows as { levelId: number; members: number; activeMembers: number; balance: string }[]).map((x) => ({ levelId: x.levelId, members: x.members, activeMembers: x.activeMembers, balance: x.balance }))).toEqual(levels);
    const active = await one(sql<{ n: number }>`select count(*)::int as n from member m where m.merchant_id = 1 and m.status <> 9 and exists (
      select 1 from sale_ticket t where t.member_id = m.id and t.merchant_id = 1 and not t.is_return and t.biz_date between ${period.dateTo}::date - 29 and ${period.dateTo}::date)`);
    expect(m.data.sum.activeMembers).toBe(active.n);
    // A page of one level: the totals are still the merchant's.
    const p2 = await report('member', { ...period, pageSize: 1, pageNum: 2 });
    expect(p2.data.rows).toEqual([m.data.rows[1]]);
    expect(p2.data.sum).toEqual(m.data.sum);
    expect(p2.data.total).toBe(levels.length);

    const c = await report('card', period);
    const { rows: types } = await sql<{ cardType: string; cards: number; consumed: string }>`
      select c.card_type as "cardType", count(*)::int as cards, coalesce(sum((select -sum(x.amount) from card_txn x where x.card_id = c.id and x.type = 'consume'
               and x.at >= (${period.dateFrom}::date::timestamp at time zone 'Asia/Shanghai') and x.at < ((${period.dateTo}::date + 1)::timestamp at time zone 'Asia/Shanghai'))), 0)::text as consumed
        from stored_card c where c.merchant_id = 1 group by 1 order by 1`.execute(w.ctx.db);
    expect(types.some((x) => Number(x.consumed) > 0)).toBe(true);
    expect((c.data.rows as { cardType: string; cards: number; consumed: string }[]).map((x) => ({ cardType: x.cardType, cards: x.cards, consumed: x.consumed }))).toEqual(types);
    const consumed = types.reduce((a, x) => a + Math.round(Number(x.consumed) * 100), 0) / 100;
    expect(Number(c.data.sum.consumed)).toBe(consumed);
  });
});
