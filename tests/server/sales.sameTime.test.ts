import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessTimeZone, businessToday } from '../../server/lib/businessDay';
import { hashPassword } from '../../server/lib/password';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';

/*
 * A period that ends today against the period before up to the same time of day (sameTimeCut.ts). A fresh
 * supplier sells item X at its own branch A, on POS tickets at set times (the chain's clock):
 *   today      01:00:00  2 × 10 = 20                       (A's latest ticket today: the cut at A is 01:00, to 01:00:59)
 *   yesterday  00:30:00  3 × 10 = 30, cost 18              counted
 *              01:00:59  1 × 10 = 10, discount 1, cost 6   counted
 *              01:01:00  4 × 10 = 40, cost 24              after the cut
 *              23:59:59  5 × 10 = 50, cost 30              after the cut
 *              wholesale 6 × 9 = 54, cost 36 (no time of sale: the whole day counts)
 *   the day before yesterday  00:45:00  8 × 10 = 80    23:00:00  7 × 10 = 70
 * Today at A: net 20, the day before up to 01:00: 30 + 9 + 54 = 93; whole, it would be 183. Yesterday and today
 * (203) compare with the two days before, the last of them up to 01:00: 80.
 */
let ctx: TestContext;
let token: string;
let A: number;
let supplierId: number;
const today = businessToday();
const dayBefore = (d: string, n = 1) => new Date(Date.parse(`${d}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const yesterday = dayBefore(today);
const twoDaysAgo = dayBefore(today, 2);

async function world() {
  const db = ctx.db;
  const s001 = await ctx.supplier('S001');
  const m = { merchant_id: s001.merchant_id };
  const sup = await db.insertInto('supplier').values({ ...m, code: 'ZT9301', name: '同时段测试供应商' }).returning('id').executeTakeFirstOrThrow();
  supplierId = sup.id;
  const user = await db.insertInto('supplier_user').values({ ...m, mobile: '13800009931', name: '同时段', password_hash: await hashPassword(demoPassword) })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('supplier_user_link').values({ ...m, user_id: user.id, supplier_id: sup.id, role: 0, is_default: true }).execute();
  A = (await db.insertInto('branch').values({ ...m, code: 'ZTA1', name: '同时段门店', type: 3 }).returning('id').executeTakeFirstOrThrow()).id;
  const cat = await db.insertInto('item_category').values({ ...m, code: 'ZTC', name: '同时段类', level: 1, parent_id: null }).returning('id').executeTakeFirstOrThrow();
  const X = (await db.insertInto('item').values({ ...m, code: 'ZT01', barcode: '69ZT01', name: '同时段X', unit: '个', category_id: cat.id, purchase_price: '6', sell_way: 0, main_supplier_id: sup.id })
    .returning('id').executeTakeFirstOrThrow()).id;
  const line = (day: string, qty: number, price: number, discount: number, cost: number, ticket: { id: number } | null, wholesale: { id: number } | null) => ({
    ...m, biz_date: day, branch_id: A, item_id: X, channel: wholesale ? 1 : 0, sell_way: 0, qty: String(qty), sale_price: String(price),
    sale_amount: String(qty * price), discount_amount: String(discount), cost_price: String(cost), cost_amount: String(qty * cost),
    supplier_amount: String(qty * cost), supplier_id: sup.id, ticket_id: ticket?.id ?? null, wholesale_id: wholesale?.id ?? null,
  });
  let n = 0;
  const sold = async (day: string, time: string, qty: number, discount = 0) => {
    const ticket = await db.insertInto('sale_ticket').values({
      ...m, ticket_no: `ZT${++n}`, branch_id: A, biz_date: day, item_count: 1, amount: String(qty * 10 - discount), discount: String(discount),
      sale_time: sql<Date>`(${day}::date + ${time}::time)::timestamp at time zone ${businessTimeZone}`,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('sale_line').values(line(day, qty, 10, discount, 6, ticket, null)).execute();
  };
  await sold(today, '01:00:00', 2);
  await sold(yesterday, '00:30:00', 3);
  await sold(yesterday, '01:00:59', 1, 1);
  await sold(yesterday, '01:01:00', 4);
  await sold(yesterday, '23:59:59', 5);
  await sold(twoDaysAgo, '00:45:00', 8);
  await sold(twoDaysAgo, '23:00:00', 7);
  const customer = await db.insertInto('wholesale_customer').values({ ...m, code: 'ZTC1', name: '同时段客户' }).returning('id').executeTakeFirstOrThrow();
  const order = await db.insertInto('wholesale_order').values({ ...m, sheet_no: 'ZTW1', branch_id: A, customer_id: customer.id, biz_date: yesterday, status: 1, amount: '54', cost_amount: '36' })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('sale_line').values(line(yesterday, 6, 9, 0, 6, null, order)).execute();
}

beforeAll(async () => {
  ctx = await createTestContext();
  await world();
  token = await ctx.login('13800009931', demoPassword);
});
afterAll(() => ctx.close());

const get = (url: string, query: Record<string, string | number>) => ctx.call('GET', url, { token, query });
const prev = (r: Record<string, unknown>) => [r.netAmount, r.prevNetAmount, r.prevQty, r.prevGrossProfit];

describe('sales analysis of a period that ends today', () => {
  it("counts the previous period's last day up to the time of the latest ticket today, by hand", async () => {
    const r = await get('/scm/sales-analysis/summary', { dateFrom: today, dateTo: today, branchId: A });
    expect(r.code).toBe(0);
    // 30 + (10 − 1) + 54 net; qty 3 + 1 + 6; profit 93 − (18 + 6 + 36)
    expect(prev(r.data)).toEqual(['20.00', '93.00', '10.000', '33.00']);
    expect(r.data).toMatchObject({ prevDateFrom: yesterday, prevDateTo: yesterday, prevUntil: '01:00', netChange: '-0.7849' });
  });

  it('cuts the rows and the chart alike: each grouping adds up to the total, and only the last day compares with a cut day', async () => {
    const filter = { dateFrom: yesterday, dateTo: today, branchId: A };
    const total = await get('/scm/sales-analysis/summary', filter);
    // the period before is the two days before: only its last day (the day before yesterday) is cut
    expect(total.data).toMatchObject({ netAmount: '203.00', prevNetAmount: '80.00', prevDateTo: twoDaysAgo, prevUntil: '01:00' });
    for (const groupBy of ['branch', 'item', 'category', 'month']) {
      const rows = await get('/scm/sales-analysis/query', { ...filter, groupBy });
      const sum = rows.data.rows.reduce((a: number, x: Record<string, unknown>) => a + Number(x.prevNetAmount), 0);
      expect(sum.toFixed(2), groupBy).toBe('80.00');
    }
    const chart = await get('/scm/sales-analysis/chart', filter);
    expect(chart.data.rows.map((x: Record<string, unknown>) => [x.key, x.netAmount, x.prevNetAmount])).toEqual([
      [yesterday, '183.00', '0.00'],
      [today, '20.00', '80.00'],
    ]);
  });

  it('equals an independent SQL sum over the raw lines, across the whole chain (the cut: its latest ticket today)', async () => {
    const { rows } = await sql<{ at: string; net: string }>`
      with cut as (select max(sale_time)::time as at from sale_ticket where merchant_id = (select merchant_id from supplier where id = ${supplierId}) and biz_date = ${today}::date)
      select to_char((select at from cut), 'HH24:MI') as at, sum(l.sale_amount - l.discount_amount)::numeric(18,2)::text as net
        from sale_line l left join sale_ticket t on t.id = l.ticket_id
       where l.supplier_id = ${supplierId} and l.biz_date = ${yesterday}::date
         and (l.channel = 1 or t.sale_time < (date_trunc('minute', ${yesterday}::date + (select at from cut)) + interval '1 minute') at time zone ${businessTimeZone})`.execute(ctx.db);
    const r = await get('/scm/sales-analysis/summary', { dateFrom: today, dateTo: today });
    expect([r.data.prevUntil, r.data.prevNetAmount]).toEqual([rows[0]!.at, rows[0]!.net]);
  });

  it('compares a period that ended before today in whole days', async () => {
    const r = await get('/scm/sales-analysis/summary', { dateFrom: yesterday, dateTo: yesterday, branchId: A });
    expect(r.data).toMatchObject({ netAmount: '183.00', prevNetAmount: '150.00', prevUntil: null });
  });
});

describe('a link to the previous period of a period that ends today (dateToUntil)', () => {
  it('opens the figure that was tapped: its last day up to the same minute, and its own period before cut alike', async () => {
    const today_ = await get('/scm/sales-analysis/summary', { dateFrom: today, dateTo: today, branchId: A });
    const { prevDateFrom, prevDateTo, prevUntil, prevNetAmount } = today_.data;
    const opened = await get('/scm/sales-analysis/summary', { dateFrom: prevDateFrom, dateTo: prevDateTo, branchId: A, dateToUntil: prevUntil });
    expect(opened.code).toBe(0);
    // yesterday up to 01:00:59 (93) against the day before up to 01:00:59 (80)
    expect(opened.data).toMatchObject({ netAmount: prevNetAmount, until: '01:00', prevNetAmount: '80.00', prevUntil: '01:00' });
  });

  it('cuts only the rows that cover the last day, and says which', async () => {
    const filter = { dateFrom: twoDaysAgo, dateTo: yesterday, branchId: A, dateToUntil: '01:00' };
    const days = await get('/scm/sales-analysis/query', { ...filter, groupBy: 'day' });
    expect(days.data.rows.map((x: Record<string, unknown>) => [x.key, x.netAmount, x.until])).toEqual([
      [twoDaysAgo, '150.00', null],
      [yesterday, '93.00', '01:00'],
    ]);
    const branches = await get('/scm/sales-analysis/query', { ...filter, groupBy: 'branch' });
    expect(branches.data.rows.map((x: Record<string, unknown>) => [x.netAmount, x.until])).toEqual([['243.00', '01:00']]);
  });

  it('refuses a time that is not HH:MM on the clock', async () => {
    for (const dateToUntil of ['24:00', '1:00', '01:00:00', 'noon']) {
      const r = await get('/scm/sales-analysis/summary', { dateFrom: yesterday, dateTo: yesterday, dateToUntil });
      expect(r.code, dateToUntil).toBe(400);
    }
  });
});
