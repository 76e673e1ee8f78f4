import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';
import { hashPassword } from '../../server/lib/password';

/*
 * A fresh supplier with two fresh branches and three items, June 2020, quantities chosen by hand:
 *   PO1 branch A, status 3, expected 06-10, promised 06-12
 *     L1 X ordered 100 @2, received 100: 60 on 06-11 (on time), 40 on 06-15 (late)
 *     L2 Y ordered 10 @10, received 8: on 06-13 00:30 Beijing (= 06-12 16:30 UTC, late by business day)
 *   PO2 branch B, status 5, expected 06-20, line promise 06-18 on L3
 *     L3 Z ordered 20 @5, received 25: 12 on 06-17 (on time), 13 on 06-20 (late)
 *     L4 X ordered 50 @2, received 0 (a draft receipt of 20 does not count)
 *   PO3 branch A, status 8, expected 06-25: L5 Y ordered 4 @10, received 0
 *   Out of scope: status 4, 9 and 2 orders in June, a status 3 order expected 07-01.
 * Returns: 5 X @2 shipped 06-21 from A (counts), 1 Y confirmed but not shipped, 2 X shipped 07-02 (both do not).
 */
let ctx: TestContext;
let token: string;
let A: number;
let B: number;

async function world() {
  const db = ctx.db;
  const merchantId = (await db.selectFrom('supplier').select('merchant_id').where('code', '=', 'S001').executeTakeFirstOrThrow()).merchant_id;
  const m = { merchant_id: merchantId };
  const sup = await db.insertInto('supplier').values({ ...m, code: 'ZS9001', name: '测试到货率供应商' }).returning('id').executeTakeFirstOrThrow();
  const user = await db.insertInto('supplier_user').values({ ...m, mobile: '13800009901', name: '到货率', password_hash: await hashPassword(demoPassword) })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('supplier_user_link').values({ ...m, user_id: user.id, supplier_id: sup.id, role: 0, is_default: true }).execute();
  const branch = (code: string, name: string) => db.insertInto('branch').values({ ...m, code, name, type: 3 }).returning('id').executeTakeFirstOrThrow();
  A = (await branch('ZA01', '测试A店')).id;
  B = (await branch('ZB01', '测试B店')).id;
  const cat = await db.insertInto('item_category').values({ ...m, code: 'ZC9', name: '测试类', level: 1 }).returning('id').executeTakeFirstOrThrow();
  const item = async (code: string, name: string, price: string) =>
    (await db.insertInto('item').values({ ...m, code, barcode: `69${code}`, name, unit: '个', category_id: cat.id, purchase_price: price })
      .returning('id').executeTakeFirstOrThrow()).id;
  const X = await item('Z9001', '测试X', '2');
  const Y = await item('Z9002', '测试Y', '10');
  const Z = await item('Z9003', '测试Z', '5');
  let n = 0;
  const order = async (branchId: number, status: number, expected: string, promised: string | null, lines: [number, string, string, string, string | null][]) => {
    const po = await db.insertInto('purchase_order').values({
      ...m, sheet_no: `ZP2006${String(++n).padStart(6, '0')}`, supplier_id: sup.id, order_branch_id: branchId, receive_branch_id: branchId,
      status, order_date: '2020-06-01', expected_date: expected, promised_date: promised,
    }).returning('id').executeTakeFirstOrThrow();
    const rows = await db.insertInto('purchase_order_line').values(lines.map(([itemId, qty, price, received, linePromise], i) => ({
      ...m, supplier_id: sup.id, order_id: po.id, line_no: i + 1, item_id: itemId, name: `L${i + 1}`, order_qty: qty, price, amount: (Number(qty) * Number(price)).toFixed(2),
      received_qty: received, promised_date: linePromise,
    }))).returning('id').execute();
    return rows.map((r) => r.id);
  };
  const receive = async (branchId: number, status: number, at: string, lines: [number, number, string, string][]) => {
    const pi = await db.insertInto('purchase_in').values({ ...m, sheet_no: `ZI2006${String(++n).padStart(6, '0')}`, supplier_id: sup.id, branch_id: branchId, status, in_time: at })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('purchase_in_line').values(lines.map(([lineId, itemId, qty, price], i) => ({
      ...m, supplier_id: sup.id, in_id: pi.id, line_no: i + 1, order_line_id: lineId, item_id: itemId, qty, price, amount: (Number(qty) * Number(price)).toFixed(2),
    }))).execute();
  };
  const giveBack = async (branchId: number, status: number, at: string, itemId: number, qty: string, price: string) => {
    const po = await db.insertInto('purchase_out').values({ ...m, sheet_no: `ZO2006${String(++n).padStart(6, '0')}`, supplier_id: sup.id, branch_id: branchId, status, out_time: at, shipped_at: status === 5 ? at : null })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('purchase_out_line').values({ ...m, supplier_id: sup.id, out_id: po.id, line_no: 1, item_id: itemId, qty, price, amount: (Number(qty) * Number(price)).toFixed(2) }).execute();
  };
  const [L1, L2] = await order(A, 3, '2020-06-10', '2020-06-12', [[X, '100', '2', '100', null], [Y, '10', '10', '8', null]]);
  const [L3, L4] = await order(B, 5, '2020-06-20', null, [[Z, '20', '5', '25', '2020-06-18'], [X, '50', '2', '0', null]]);
  await order(A, 8, '2020-06-25', null, [[Y, '4', '10', '0', null]]);
  await order(A, 4, '2020-06-15', null, [[Y, '100', '10', '0', null]]);
  await order(A, 9, '2020-06-15', null, [[Y, '100', '10', '0', null]]);
  await order(A, 2, '2020-06-15', null, [[Y, '100', '10', '0', null]]);
  await order(A, 3, '2020-07-01', null, [[Y, '100', '10', '100', null]]);
  await receive(A, 1, '2020-06-11T10:00:00+08:00', [[L1, X, '60', '2']]);
  await receive(A, 1, '2020-06-15T10:00:00+08:00', [[L1, X, '40', '2']]);
  await receive(A, 1, '2020-06-13T00:30:00+08:00', [[L2, Y, '8', '10']]);
  await receive(B, 1, '2020-06-17T10:00:00+08:00', [[L3, Z, '12', '5']]);
  await receive(B, 1, '2020-06-20T10:00:00+08:00', [[L3, Z, '13', '5']]);
  await receive(B, 0, '2020-06-19T10:00:00+08:00', [[L4, X, '20', '2']]);
  await receive(B, 9, '2020-06-19T11:00:00+08:00', [[L4, X, '7', '2']]);
  await giveBack(A, 5, '2020-06-21T10:00:00+08:00', X, '5', '2');
  await giveBack(A, 3, '2020-06-22T10:00:00+08:00', Y, '1', '10');
  await giveBack(A, 5, '2020-07-02T10:00:00+08:00', X, '2', '2');
}

beforeAll(async () => {
  ctx = await createTestContext();
  await world();
  token = await ctx.login('13800009901', demoPassword);
});
afterAll(() => ctx.close());

const june = { dateFrom: '2020-06-01', dateTo: '2020-06-30' };
const rate = (body: Record<string, unknown>) => ctx.call('POST', '/scm/report/delivery-rate-analyse/query', { token, body });
const pick = (r: Record<string, unknown>) => ({ orderLines: r.orderLines, orderQty: r.orderQty, qtyRate: r.qtyRate, amountRate: r.amountRate, lineFillRate: r.lineFillRate, onTimeRate: r.onTimeRate });

describe('arrival rate', () => {
  it('matches the hand computation in total and per branch', async () => {
    const r = await rate({ ...june, groupBy: 'branch' });
    expect(r.code).toBe(0);
    // 128/184, 380/540, 2/5, 72/184
    expect(pick(r.data.summary)).toEqual({ orderLines: 5, orderQty: '184.000', qtyRate: '0.6957', amountRate: '0.7037', lineFillRate: '0.4000', onTimeRate: '0.3913' });
    expect(r.data.summary).toMatchObject({ receivedQty: '133.000', arrivedQty: '128.000', onTimeQty: '72.000', orderAmount: '540.00', arrivedAmount: '380.00' });
    expect(r.data.total).toBe(2);
    const [a, b] = r.data.rows;
    expect(a).toMatchObject({ key: String(A), name: '测试A店' });
    // A: 108/114, 280/340, 1/3, 60/114 · B: 20/70, 100/200, 1/2, 12/70
    expect(pick(a)).toEqual({ orderLines: 3, orderQty: '114.000', qtyRate: '0.9474', amountRate: '0.8235', lineFillRate: '0.3333', onTimeRate: '0.5263' });
    expect(pick(b)).toEqual({ orderLines: 2, orderQty: '70.000', qtyRate: '0.2857', amountRate: '0.5000', lineFillRate: '0.5000', onTimeRate: '0.1714' });
  });

  it('groups by day and by month, and filters by branch', async () => {
    const days = await rate({ ...june, groupBy: 'day' });
    expect(days.data.rows.map((x: { key: string; qtyRate: string }) => [x.key, x.qtyRate])).toEqual([
      ['2020-06-10', '0.9818'], ['2020-06-20', '0.2857'], ['2020-06-25', '0.0000'],
    ]);
    // A day row carries its date; rows of other groupings have none.
    expect(days.data.rows.map((x: { date: string }) => x.date)).toEqual(['2020-06-10', '2020-06-20', '2020-06-25']);
    const months = await rate({ ...june, groupBy: 'month' });
    expect(months.data.rows).toHaveLength(1);
    expect(pick(months.data.rows[0])).toEqual(pick(months.data.summary));
    expect(months.data.rows[0].date).toBeNull();
    const onlyB = await rate({ ...june, branchId: B });
    expect(onlyB.data.rows).toHaveLength(1);
    expect(pick(onlyB.data.summary)).toEqual(pick(onlyB.data.rows[0]));
    expect(onlyB.data.summary.onTimeRate).toBe('0.1714');
  });

  it('answers an empty period with null rates, and refuses a reversed or over-long period', async () => {
    const empty = await rate({ dateFrom: '2020-01-01', dateTo: '2020-01-31' });
    expect(empty.data).toMatchObject({ rows: [], total: 0, summary: { orderLines: 0, qtyRate: null } });
    expect((await rate({ dateFrom: '2020-06-30', dateTo: '2020-06-01' })).code).toBe(400);
    expect((await rate({ dateFrom: '2019-01-01', dateTo: '2020-06-01' })).code).toBe(400);
    expect((await rate({ dateFrom: '2020-06-01' })).code).toBe(400);
  });
});

describe('purchase summary', () => {
  const query = (body: Record<string, unknown>, t = token) => ctx.call('POST', '/scm/report/purchase-summary/query', { token: t, body });
  const total = (body: Record<string, unknown>, t = token) => ctx.call('POST', '/scm/report/purchase-summary/total', { token: t, body });
  const figures = (r: Record<string, unknown>) => [r.name, r.inQty, r.inAmount, r.outQty, r.outAmount, r.netQty, r.netAmount];

  it('nets audited receipts against shipped returns, per item, by hand', async () => {
    const r = await query({ ...june, groupBy: 'item' });
    expect(r.data.total).toBe(3);
    expect(r.data.rows.map(figures)).toEqual([
      ['测试X', '100.000', '200.00', '5.000', '10.00', '95.000', '190.00'],
      ['测试Z', '25.000', '125.00', '0.000', '0.00', '25.000', '125.00'],
      ['测试Y', '8.000', '80.00', '0.000', '0.00', '8.000', '80.00'],
    ]);
    const t = await total({ ...june });
    expect(t.data).toEqual({ inQty: '133.000', inAmount: '405.00', outQty: '5.000', outAmount: '10.00', netQty: '128.000', netAmount: '395.00' });
  });

  it('groups by branch, category and business day', async () => {
    const byBranch = await query({ ...june, groupBy: 'branch' });
    expect(byBranch.data.rows.map(figures)).toEqual([
      ['测试A店', '108.000', '280.00', '5.000', '10.00', '103.000', '270.00'],
      ['测试B店', '25.000', '125.00', '0.000', '0.00', '25.000', '125.00'],
    ]);
    const byCat = await query({ ...june, groupBy: 'category' });
    expect(byCat.data.rows.map(figures)).toEqual([['测试类', '133.000', '405.00', '5.000', '10.00', '128.000', '395.00']]);
    const byDay = await query({ ...june, groupBy: 'day' });
    expect(byDay.data.rows.map((x: { key: string; netAmount: string }) => [x.key, x.netAmount])).toEqual([
      ['2020-06-11', '120.00'], ['2020-06-13', '80.00'], ['2020-06-15', '80.00'], ['2020-06-17', '60.00'], ['2020-06-20', '65.00'], ['2020-06-21', '-10.00'],
    ]);
    expect(byDay.data.rows.every((x: { key: string; date: string }) => x.date === x.key)).toBe(true);
    expect(byBranch.data.rows.every((x: { date: string | null }) => x.date === null)).toBe(true);
    // By month: June's net, and July's return of 2 X @2 (shipped 07-02, no receipt in July) in a month of its own.
    const byMonth = await query({ dateFrom: '2020-06-01', dateTo: '2020-07-31', groupBy: 'month' });
    expect(byMonth.data.rows.map((x: { key: string; netAmount: string }) => [x.key, x.netAmount])).toEqual([['2020-06', '395.00'], ['2020-07', '-4.00']]);
  });

  it('filters by branch and keyword, and pages with a total', async () => {
    expect((await total({ ...june, branchId: B })).data.netAmount).toBe('125.00');
    expect((await total({ ...june, keyword: '测试Y' })).data.inQty).toBe('8.000');
    expect((await total({ ...june, keyword: 'Z9003' })).data.inAmount).toBe('125.00');
    const p2 = await query({ ...june, pageSize: 2, pageNum: 2 });
    expect(p2.data).toMatchObject({ total: 3, rows: [{ name: '测试Y' }] });
    const past = await query({ ...june, pageSize: 2, pageNum: 5 });
    expect(past.data).toEqual({ rows: [], total: 3 });
    expect((await total({ dateFrom: '2020-01-01', dateTo: '2020-01-31' })).data.netAmount).toBe('0.00');
  });

  it('on the seeded supplier S001 over a year: the total equals the sum of every row, in every grouping', async () => {
    const s001 = await ctx.login('13800000001', demoPassword);
    const year = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };
    const last = await ctx.db.selectFrom('purchase_in').select((eb) => eb.fn.max('in_time').as('t')).executeTakeFirst();
    if (last?.t) {
      const end = new Date(last.t as unknown as string);
      year.dateTo = end.toISOString().slice(0, 10);
      year.dateFrom = new Date(end.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
    }
    const t = (await total(year, s001)).data;
    expect(Number(t.inAmount)).toBeGreaterThan(0);
    const milli = (s: string) => BigInt(s.replace('.', ''));
    for (const groupBy of ['item', 'branch', 'category', 'day', 'month']) {
      const sums = { inQty: 0n, inAmount: 0n, outQty: 0n, outAmount: 0n, netQty: 0n, netAmount: 0n };
      let rows = 0;
      for (let page = 1; ; page++) {
        const r = await query({ ...year, groupBy, pageNum: page, pageSize: 100 }, s001);
        for (const row of r.data.rows) for (const k of Object.keys(sums) as (keyof typeof sums)[]) sums[k] += milli(row[k]);
        rows += r.data.rows.length;
        if (r.data.rows.length < 100) {
          expect(rows).toBe(r.data.total);
          break;
        }
      }
      for (const k of Object.keys(sums) as (keyof typeof sums)[]) expect(sums[k], `${groupBy} ${k}`).toBe(milli(t[k]));
    }
  });
});
