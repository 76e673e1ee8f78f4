import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessTimeZone } from '../../server/lib/businessDay';
import { periodOf, type PeriodName } from '../../server/modules/administer/period';
import { bossWorld, type BossWorld } from './administer.fixtures';

// The dashboard's figures against the same figures computed straight from sale_line, sale_ticket and
// sale_payment (not from the rollup the server reads), for every period.

let w: BossWorld;
beforeAll(async () => {
  w = await bossWorld();
});
afterAll(() => w.ctx.close());

const ratio = (num: number, den: number) => (den === 0 ? null : (Math.round((num / den) * 10000) / 10000).toFixed(4));
const change = (cur: number, prev: number) => (prev === 0 ? null : ratio(cur - prev, Math.abs(prev)));
/** The change of a share: the difference of the two shares, 4 decimals. */
const points = (cur: number, prev: number) => (Math.round((cur - prev) * 10000) / 10000).toFixed(4);

/** Retail figures of merchant 1 between two days, from the raw tables; the last day only through the minute `until` (HH:MM) when given. */
async function raw(from: string, to: string, branchId?: number, until?: string) {
  const branch = branchId ? sql`and branch_id = ${branchId}` : sql``;
  // a ticket at HH:MM:ss is in when its minute is not after the cut's (the cut counts through HH:MM:59)
  const lastDay = (day: string, time: string) => (until ? sql`and (${sql.ref(day)} < ${to}::date or to_char(${sql.ref(time)}, 'HH24:MI') <= ${until})` : sql``);
  const lines = (
    await sql<{ s: string; c: string; m: string }>`
      select coalesce(sum(l.sale_amount - l.discount_amount), 0)::text as s, coalesce(sum(l.cost_amount), 0)::text as c,
             coalesce(sum(l.sale_amount - l.discount_amount) filter (where t.member_id is not null), 0)::text as m
        from sale_line l left join sale_ticket t on t.id = l.ticket_id
       where l.merchant_id = 1 and l.channel = 0 and l.biz_date between ${from}::date and ${to}::date ${branchId ? sql`and l.branch_id = ${branchId}` : sql``}
         ${lastDay('l.biz_date', 't.sale_time')}`.execute(w.ctx.db)
  ).rows[0];
  const tickets = (
    await sql<{ n: number }>`select count(*)::int as n from sale_ticket t where merchant_id = 1 and not is_return
      and biz_date between ${from}::date and ${to}::date ${branch} ${lastDay('t.biz_date', 't.sale_time')}`.execute(w.ctx.db)
  ).rows[0].n;
  return { sales: Number(lines.s), cost: Number(lines.c), member: Number(lines.m), tickets, salesText: lines.s };
}

describe('GET /administer/home/summary', () => {
  it.each<PeriodName>(['today', 'week', 'month'])('%s: every figure and its change equal the raw tables', async (period) => {
    const p = periodOf(period);
    const r = await w.ctx.call('GET', '/administer/home/summary', { token: w.boss, query: { period } });
    expect(r.code).toBe(0);
    const cur = await raw(p.dateFrom, p.dateTo);
    // the period before through the minute of this period's latest sale, as the supplier's sales analysis cuts
    const latest = (await sql<{ at: string }>`select to_char(max(sale_time), 'HH24:MI') as at from sale_ticket where merchant_id = 1 and biz_date = ${p.dateTo}::date`.execute(w.ctx.db)).rows[0].at;
    const prev = await raw(p.prevFrom, p.prevTo, undefined, latest);
    expect(cur.sales).toBeGreaterThan(0);
    const d = r.data;
    expect(d.prevUntil).toBe(latest);
    expect([d.dateFrom, d.dateTo, d.prevFrom, d.prevTo]).toEqual([p.dateFrom, p.dateTo, p.prevFrom, p.prevTo]);
    expect(d.sales).toBe(cur.salesText);
    expect(Number(d.salesPrev)).toBeCloseTo(prev.sales, 2);
    expect(d.salesChange).toBe(change(cur.sales, prev.sales));
    expect(d.tickets).toBe(cur.tickets);
    expect(d.ticketsPrev).toBe(prev.tickets);
    expect(d.ticketsChange).toBe(change(cur.tickets, prev.tickets));
    expect(Number(d.avgTicket)).toBeCloseTo(cur.sales / cur.tickets, 2);
    expect(Number(d.grossProfit)).toBeCloseTo(cur.sales - cur.cost, 2);
    expect(Number(d.grossProfitPrev)).toBeCloseTo(prev.sales - prev.cost, 2);
    expect(d.grossMargin).toBe(ratio(cur.sales - cur.cost, cur.sales));
    // the margin changes by points like the member share: this period's margin less the one before up to the same time
    // (null when the period before sold nothing: the demo's month before may start after its first days)
    expect(d.grossMarginPrev).toBe(ratio(prev.sales - prev.cost, prev.sales));
    expect(d.grossMarginChange).toBe(prev.sales === 0 ? null : points((cur.sales - cur.cost) / cur.sales, (prev.sales - prev.cost) / prev.sales));
    expect(d.memberShare).toBe(ratio(cur.member, cur.sales));
    // a share changes by points (the difference of the two shares), not by a ratio of the two: the difference of the
    // unrounded shares, rounded, is within one rounding step of the two rounded shares' difference
    if (d.memberSharePrev === null) expect(d.memberShareChange).toBeNull();
    else expect(Math.abs(Number(d.memberShareChange) - (Number(d.memberShare) - Number(d.memberSharePrev)))).toBeLessThan(0.00011);
  });

  it('narrows to one branch of the merchant', async () => {
    const b = (await sql<{ id: number }>`select id::int as id from branch where merchant_id = 1 and type = 3 order by id limit 1`.execute(w.ctx.db)).rows[0];
    const p = periodOf('month');
    const r = await w.ctx.call('GET', '/administer/home/summary', { token: w.boss, query: { period: 'month', branchId: b.id } });
    expect(r.code).toBe(0);
    const cur = await raw(p.dateFrom, p.dateTo, b.id);
    expect(r.data.sales).toBe(cur.salesText);
    expect(r.data.tickets).toBe(cur.tickets);
    expect(r.data.branchId).toBe(b.id);
  });

  it('follows a new sale at once (the rollup is kept by the sale_line triggers)', async () => {
    const before = (await w.ctx.call('GET', '/administer/home/summary', { token: w.boss, query: { period: 'today' } })).data;
    const t = await sql<{ id: number; branch_id: number; item_id: number; supplier_id: number }>`
      select t.id::int as id, t.branch_id::int as branch_id, l.item_id::int as item_id, l.supplier_id::int as supplier_id
        from sale_ticket t join sale_line l on l.ticket_id = t.id where t.merchant_id = 1 order by t.biz_date desc, t.id desc limit 1`.execute(w.ctx.db);
    const x = t.rows[0];
    await sql`insert into sale_line (merchant_id, ticket_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty, sale_price, sale_amount, discount_amount, cost_price, cost_amount, supplier_amount)
      values (1, ${x.id}, ${x.branch_id}, ${periodOf('today').dateTo}::date, 0, ${x.item_id}, ${x.supplier_id}, 0, 1, 100, 100, 0, 60, 60, 60)`.execute(w.ctx.db);
    const after = (await w.ctx.call('GET', '/administer/home/summary', { token: w.boss, query: { period: 'today' } })).data;
    expect(Number(after.sales) - Number(before.sales)).toBeCloseTo(100, 2);
    expect(Number(after.grossProfit) - Number(before.grossProfit)).toBeCloseTo(40, 2);
    await sql`delete from sale_line where ticket_id = ${x.id} and sale_amount = 100 and cost_amount = 60 and sale_price = 100`.execute(w.ctx.db);
    const back = (await w.ctx.call('GET', '/administer/home/summary', { token: w.boss, query: { period: 'today' } })).data;
    expect(back.sales).toBe(before.sales);
  });

  it('counts the day before through the minute of the latest sale, as the sales analysis cuts, and names that minute', async () => {
    // A new store of the chain sells on tickets at set times (the chain's clock): today 01:00:20 is its latest, so
    // yesterday counts through 01:00:59, not to 01:00:20, and not from 01:01:00.
    const m = { merchant_id: 1 };
    const store = (await w.ctx.db.insertInto('branch').values({ ...m, code: 'ZTB1', name: '同时段门店', type: 3 }).returning('id').executeTakeFirstOrThrow()).id;
    const item = (await sql<{ id: number; supplier: number }>`select id::int as id, main_supplier_id::int as supplier from item where merchant_id = 1 and main_supplier_id is not null order by id limit 1`.execute(w.ctx.db)).rows[0];
    let n = 0;
    const sold = async (day: string, time: string, amount: number) => {
      const ticket = await w.ctx.db.insertInto('sale_ticket').values({
        ...m, ticket_no: `ZTB${++n}`, branch_id: store, biz_date: day, item_count: 1, amount: String(amount), discount: '0',
        sale_time: sql<Date>`(${day}::date + ${time}::time)::timestamp at time zone ${businessTimeZone}`,
      }).returning('id').executeTakeFirstOrThrow();
      await w.ctx.db.insertInto('sale_line').values({
        ...m, ticket_id: ticket.id, branch_id: store, biz_date: day, channel: 0, item_id: item.id, supplier_id: item.supplier, sell_way: 0,
        qty: '1', sale_price: String(amount), sale_amount: String(amount), discount_amount: '0', cost_price: '1', cost_amount: '1', supplier_amount: '1',
      }).execute();
    };
    const p = periodOf('today');
    await sold(p.dateTo, '01:00:20', 20);
    await sold(p.prevTo, '00:30:00', 30);
    await sold(p.prevTo, '01:00:59', 10);
    await sold(p.prevTo, '01:01:00', 40);
    const r = await w.ctx.call('GET', '/administer/home/summary', { token: w.boss, query: { period: 'today', branchId: store } });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ sales: '20.00', tickets: 1, prevUntil: '01:00', salesPrev: '40.00', ticketsPrev: 2, salesChange: '-0.5000' });
  });

  it('refuses a period it does not know with a message in the caller\'s language', async () => {
    const r = await w.ctx.call('GET', '/administer/home/summary', { token: w.boss, query: { period: 'year' } });
    expect(r.code).toBe(400);
    expect(r.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('GET /administer/home/branch-rank, time-stat, payway-stat, item-cls-stat', () => {
  const p = periodOf('month');

  it('ranks every store, the figures adding up to the chain', async () => {
    const r = await w.ctx.call('GET', '/administer/home/branch-rank', { token: w.boss, query: { period: 'month' } });
    expect(r.code).toBe(0);
    const cur = await raw(p.dateFrom, p.dateTo);
    const rows = r.data.rows as { rank: number; sales: string; tickets: number; branchId: number }[];
    const stores = (await sql<{ n: number }>`select count(*)::int as n from branch where merchant_id = 1 and type in (3, 4)`.execute(w.ctx.db)).rows[0].n;
    expect(rows).toHaveLength(stores);
    expect(rows.reduce((a, x) => a + Number(x.sales), 0)).toBeCloseTo(cur.sales, 2);
    expect(rows.reduce((a, x) => a + x.tickets, 0)).toBe(cur.tickets);
    for (let i = 1; i < rows.length; i++) expect(Number(rows[i - 1].sales)).toBeGreaterThanOrEqual(Number(rows[i].sales));
    expect(rows.map((x) => x.rank)).toEqual(rows.map((_, i) => i + 1));
    const byTickets = (await w.ctx.call('GET', '/administer/home/branch-rank', { token: w.boss, query: { period: 'month', by: 'tickets' } })).data.rows as { tickets: number }[];
    for (let i = 1; i < byTickets.length; i++) expect(byTickets[i - 1].tickets).toBeGreaterThanOrEqual(byTickets[i].tickets);
  });

  it("ranks yesterday's whole day, for the early hours when no store has sold yet today", async () => {
    const y = periodOf('yesterday');
    expect(y.dateFrom).toBe(periodOf('today').prevFrom);
    const r = await w.ctx.call('GET', '/administer/home/branch-rank', { token: w.boss, query: { period: 'yesterday' } });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ period: 'yesterday', dateFrom: y.dateFrom, dateTo: y.dateFrom });
    const day = await raw(y.dateFrom, y.dateTo);
    const rows = r.data.rows as { sales: string; tickets: number }[];
    expect(day.tickets).toBeGreaterThan(0);
    expect(rows.reduce((a, x) => a + Number(x.sales), 0)).toBeCloseTo(day.sales, 2);
    expect(rows.reduce((a, x) => a + x.tickets, 0)).toBe(day.tickets);
    // the dashboard's own periods stay today, week and month
    expect((await w.ctx.call('GET', '/administer/home/summary', { token: w.boss, query: { period: 'yesterday' } })).code).toBe(400);
  });

  it('time statistics per hour and per day add up to the period', async () => {
    const cur = await raw(p.dateFrom, p.dateTo);
    const ticketSum = (await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from sale_ticket where merchant_id = 1 and biz_date between ${p.dateFrom}::date and ${p.dateTo}::date`.execute(w.ctx.db)).rows[0].s;
    for (const by of ['hour', 'day']) {
      const r = await w.ctx.call('GET', '/administer/home/time-stat', { token: w.boss, query: { period: 'month', by } });
      expect(r.code).toBe(0);
      const rows = r.data.rows as { key: string; sales: string; tickets: number }[];
      expect(rows.reduce((a, x) => a + Number(x.sales), 0)).toBeCloseTo(Number(ticketSum), 2);
      expect(rows.reduce((a, x) => a + x.tickets, 0)).toBe(cur.tickets);
    }
  });

  it('payment ways add up to sale_payment, shares to 1', async () => {
    const r = await w.ctx.call('GET', '/administer/home/payway-stat', { token: w.boss, query: { period: 'month' } });
    expect(r.code).toBe(0);
    const expected = (await sql<{ pay_way: number; a: string }>`select pay_way::int, sum(amount)::text as a from sale_payment
      where merchant_id = 1 and biz_date between ${p.dateFrom}::date and ${p.dateTo}::date group by pay_way`.execute(w.ctx.db)).rows;
    const rows = r.data.rows as { payWay: number; amount: string; share: string; name: string }[];
    expect(Object.fromEntries(rows.map((x) => [x.payWay, x.amount]))).toEqual(Object.fromEntries(expected.map((x) => [x.pay_way, x.a])));
    expect(rows.find((x) => x.payWay === 2)?.name).toBe('微信');
    expect(rows.reduce((a, x) => a + Number(x.share), 0)).toBeCloseTo(1, 2);
  });

  it('categories: top level equals the raw lines per top category; a tap drills into its sub-categories', async () => {
    const r = await w.ctx.call('GET', '/administer/home/item-cls-stat', { token: w.boss, query: { period: 'month' } });
    expect(r.code).toBe(0);
    const expected = (await sql<{ top: number; s: string }>`
      select coalesce(p2.id, p1.id, c.id)::int as top, sum(l.sale_amount - l.discount_amount)::text as s
        from sale_line l join item i on i.id = l.item_id join item_category c on c.id = i.category_id
        left join item_category p1 on p1.id = c.parent_id left join item_category p2 on p2.id = p1.parent_id
       where l.merchant_id = 1 and l.channel = 0 and l.biz_date between ${p.dateFrom}::date and ${p.dateTo}::date group by 1`.execute(w.ctx.db)).rows;
    const rows = r.data.rows as { categoryId: number; sales: string; hasChildren: boolean }[];
    expect(Object.fromEntries(rows.map((x) => [x.categoryId, x.sales]))).toEqual(Object.fromEntries(expected.map((x) => [x.top, x.s])));
    const top = rows[0];
    expect(top.hasChildren).toBe(true);
    const drill = await w.ctx.call('GET', '/administer/home/item-cls-stat', { token: w.boss, query: { period: 'month', categoryId: top.categoryId } });
    expect(drill.code).toBe(0);
    expect(drill.data.parentId).toBe(top.categoryId);
    expect((drill.data.rows as { sales: string }[]).reduce((a, x) => a + Number(x.sales), 0)).toBeCloseTo(Number(top.sales), 2);
  });
});

describe('merchant and role separation', () => {
  it('boss2 sees merchant 2 only; merchant 1 sees none of merchant 2', async () => {
    const r2 = await w.ctx.call('GET', '/administer/home/branch-rank', { token: w.boss2, query: { period: 'week' } });
    expect(r2.code).toBe(0);
    const names = (r2.data.rows as { name: string }[]).map((x) => x.name);
    expect(names).toHaveLength(2);
    expect(names.every((n) => n.startsWith('鲜丰优选'))).toBe(true);
    const r1 = await w.ctx.call('GET', '/administer/home/branch-rank', { token: w.boss, query: { period: 'week' } });
    expect(JSON.stringify(r1.data)).not.toContain('鲜丰');
    const me2 = await w.ctx.call('GET', '/administer/my/merchantAdmin', { token: w.boss2 });
    expect(me2.data).toMatchObject({ loginName: 'boss2', merchantName: '鲜丰优选', branchCount: 2, supplierCount: 1 });
  });

  it("another merchant's branch or category answers like a missing one", async () => {
    for (const [token, branchId] of [[w.boss, w.merchant2BranchId], [w.boss, 99999999]] as const) {
      const r = await w.ctx.call('GET', '/administer/home/summary', { token, query: { period: 'today', branchId } });
      expect(r.code).toBe(404);
    }
    const cat2 = (await sql<{ id: number }>`select id::int from item_category where merchant_id = 2 limit 1`.execute(w.ctx.db)).rows[0].id;
    expect((await w.ctx.call('GET', '/administer/home/item-cls-stat', { token: w.boss, query: { period: 'today', categoryId: cat2 } })).code).toBe(404);
  });

  it('a supplier token gets 107 on boss routes, a boss token 107 on supplier-only ones', async () => {
    expect((await w.ctx.call('GET', '/administer/home/summary', { token: w.supplier, query: { period: 'today' } })).code).toBe(107);
    expect((await w.ctx.call('POST', '/administer/device/list', { token: w.supplier, body: {} })).code).toBe(107);
    expect((await w.ctx.call('GET', '/scm/home/summary', { token: w.boss })).code).toBe(107);
    expect((await w.ctx.call('POST', '/scm/purchase/purchase-order/list', { token: w.boss, body: {} })).code).toBe(107);
  });
});
