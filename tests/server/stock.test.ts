import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';
import { hashPassword } from '../../server/lib/password';
import { businessToday } from '../../server/lib/businessDay';

/*
 * A fresh supplier with two fresh branches, dates relative to today's business day (d(-n) = n days ago):
 *   X at A: 100 on hand, cost 250.00; sold 56 in the last 28 days (2/day)      → 50.0 days of supply
 *   X at B: 6 on hand, cost 15.00;   sold 84 in the last 28 days (3/day)       → 2.0 days (running out below 7)
 *   X at A: 1000 sold 40 days ago (outside the window, not counted)
 *   Y at A: 20 on hand, cost 40.00, last sale d(-40), first in d(-100)         → unsalable at 30, not at 60
 *   Y at B: 0 on hand, last sale d(-50)                                        → nothing on hand, not unsalable
 *   Z at A: 5 on hand, first in d(-10), never sold                             → new, not unsalable at 7? (10 > 7: yes)
 *   W at A: 9 on hand, last sale d(-45), first in d(-90), sale-stopped        → never unsalable
 * Sales go through sale_line, so the rollup the queries read is filled by its trigger.
 */
let ctx: TestContext;
let token: string;
let s001: string;
let A: number;
let B: number;
const ids: Record<string, number> = {};
const today = businessToday();
const d = (n: number) => sql`(${today}::date + ${n}::int)`;
const at = (n: number) => sql`((${today}::date + ${n}::int)::timestamp at time zone 'Asia/Shanghai' + interval '12 hours')`;

async function world() {
  const db = ctx.db;
  const merchantId = (await db.selectFrom('supplier').select('merchant_id').where('code', '=', 'S001').executeTakeFirstOrThrow()).merchant_id;
  const m = { merchant_id: merchantId };
  const sup = await db.insertInto('supplier').values({ ...m, code: 'ZS9101', name: '测试库存供应商' }).returning('id').executeTakeFirstOrThrow();
  const user = await db.insertInto('supplier_user').values({ ...m, mobile: '13800009911', name: '库存', password_hash: await hashPassword(demoPassword) })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('supplier_user_link').values({ ...m, user_id: user.id, supplier_id: sup.id, role: 0, is_default: true }).execute();
  const branch = (code: string, name: string) => db.insertInto('branch').values({ ...m, code, name, type: 3 }).returning('id').executeTakeFirstOrThrow();
  A = (await branch('ZK01', '库存A店')).id;
  B = (await branch('ZK02', '库存B店')).id;
  const cat = await db.insertInto('item_category').values({ ...m, code: 'ZK9', name: '库存测试类', level: 1 }).returning('id').executeTakeFirstOrThrow();
  for (const [code, name, status] of [['ZK001', '测试薯片X', 0], ['ZK002', '测试饼干Y', 0], ['ZK003', '测试果汁Z', 0], ['ZK004', '测试停售W', 2]] as const) {
    ids[code] = (await db.insertInto('item').values({ ...m, code, barcode: `69${code}`, name, unit: '袋', category_id: cat.id, main_supplier_id: sup.id, status, pinyin: code === 'ZK001' ? 'CSSPX' : null })
      .returning('id').executeTakeFirstOrThrow()).id;
  }
  const [X, Y, Z, W] = [ids.ZK001, ids.ZK002, ids.ZK003, ids.ZK004];
  const stock = async (branchId: number, itemId: number, qty: string, cost: string, firstIn: number, lastSale: number | null) =>
    sql`insert into stock (branch_id, item_id, merchant_id, supplier_id, qty, cost_price, cost_amount, first_in_at, last_in_at, last_sale_at)
        values (${branchId}, ${itemId}, ${merchantId}, ${sup.id}, ${qty}, 2.5, ${cost}, ${at(firstIn)}, ${at(firstIn)}, ${lastSale === null ? null : at(lastSale)})`.execute(db);
  await stock(A, X, '100', '250.00', -200, -1);
  await stock(B, X, '6', '15.00', -200, -1);
  await stock(A, Y, '20', '40.00', -100, -40);
  await stock(B, Y, '0', '0.00', -100, -50);
  await stock(A, Z, '5', '12.50', -10, null);
  await stock(A, W, '9', '22.50', -90, -45);
  // One statement per batch, as the POS posting would write them: 2/day at A and 3/day at B over 28 days, 1000 long ago.
  const sale = (branchId: number, itemId: number, day: number, qty: number) =>
    sql`(${merchantId}, ${branchId}, ${d(day)}, 0, ${itemId}, ${sup.id}, 0, ${qty}, 5, ${qty * 5}, 2.5, ${qty * 2.5}, ${qty * 2.5})`;
  const lines = [];
  for (let n = 1; n <= 28; n++) lines.push(sale(A, X, -n, 2), sale(B, X, -n, 3));
  lines.push(sale(A, X, -40, 1000), sale(A, Y, -40, 1), sale(B, Y, -50, 1), sale(A, W, -45, 1));
  await sql`insert into sale_line (merchant_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty, sale_price, sale_amount, cost_price, cost_amount, supplier_amount)
    values ${sql.join(lines)}`.execute(db);
}

beforeAll(async () => {
  ctx = await createTestContext();
  await world();
  token = await ctx.login('13800009911', demoPassword);
  s001 = await ctx.login('13800000001', demoPassword);
});
afterAll(() => ctx.close());

const post = (url: string, body: Record<string, unknown>, t = token) => ctx.call('POST', url, { token: t, body });
const list = (body: Record<string, unknown> = {}, t = token) => post('/scm/report/stock/getListData', body, t);

describe('stock query', () => {
  it('sums an item over branches with days of supply from the last 28 days of sales', async () => {
    const r = await list();
    expect(r.code).toBe(0);
    expect(r.data.total).toBe(4);
    const x = r.data.rows.find((row: { itemCode: string }) => row.itemCode === 'ZK001');
    // 106 on hand; (56 + 84) / 28 = 5 a day; 106 / 5 = 21.2 days; B is below 7 days
    expect(x).toMatchObject({ qty: '106.000', costAmount: '265.00', branchCount: 2, avgDailySale: '5.000', daysOfSupply: '21.2', runningOutBranches: 1 });
    // Pages by item code carry the same figures, and the total past the end.
    const second = await list({ pageNum: 2, pageSize: 2 });
    expect([second.data.total, second.data.rows.map((row: { itemCode: string }) => row.itemCode)]).toEqual([4, ['ZK003', 'ZK004']]);
    expect((await list({ pageNum: 3, pageSize: 2 })).data).toEqual({ rows: [], total: 4 });
    const sum = await post('/scm/report/stock/getSum', {});
    expect(sum.data).toEqual({ itemCount: 4, qty: '140.000', costAmount: '340.00', runningOutItems: 1, runningOutDays: 7 });
  });

  it('filters running out, by branch and by keyword or pinyin initials', async () => {
    const out = await list({ runningOutDays: 7 });
    expect(out.data.rows.map((row: { itemCode: string }) => row.itemCode)).toEqual(['ZK001']);
    expect((await list({ runningOutDays: 1 })).data.total).toBe(0);
    const atB = await list({ branchId: B });
    expect(atB.data.rows.map((row: { itemCode: string; qty: string }) => [row.itemCode, row.qty])).toEqual([['ZK001', '6.000'], ['ZK002', '0.000']]);
    expect((await list({ keyword: '饼干' })).data.rows.map((row: { itemCode: string }) => row.itemCode)).toEqual(['ZK002']);
    expect((await list({ keyword: 'cssp' })).data.rows.map((row: { itemCode: string }) => row.itemCode)).toEqual(['ZK001']);
  });

  it('filters the items out of stock somewhere (0): nothing on hand at a branch, sold there or not', async () => {
    // Y has 0 at B and has not sold there in 28 days: no days of supply, so no running-out tab holds it, this one does
    const out = await list({ runningOutDays: 0 });
    expect(out.code).toBe(0);
    expect(out.data.rows.map((row: { itemCode: string; qty: string; runningOutBranches: number }) => [row.itemCode, row.qty, row.runningOutBranches])).toEqual([['ZK002', '20.000', 1]]);
    expect((await list({ runningOutDays: 14 })).data.rows.map((row: { itemCode: string }) => row.itemCode)).toEqual(['ZK001']);
    expect((await post('/scm/report/stock/getSum', { runningOutDays: 0 })).data).toEqual({ itemCount: 1, qty: '20.000', costAmount: '40.00', runningOutItems: 1, runningOutDays: 0 });
    expect((await list({ runningOutDays: 0, branchId: B })).data.rows.map((row: { itemCode: string; qty: string }) => [row.itemCode, row.qty])).toEqual([['ZK002', '0.000']]);
    expect((await list({ runningOutDays: 0, branchId: A })).data.total).toBe(0);
    expect((await list({ runningOutDays: 0, keyword: '薯片' })).data.total).toBe(0);
    // S001's own out-of-stock rows are its own, not this supplier's
    expect((await list({ runningOutDays: 0, keyword: 'ZK00' }, s001)).data.total).toBe(0);
  });

  it('shows one item per branch, emptiest shelf first', async () => {
    const r = await post('/scm/report/stock/getDetail', { itemId: ids.ZK001 });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ itemCode: 'ZK001', qty: '106.000', daysOfSupply: '21.2' });
    expect(r.data.branches.map((b: { branchName: string; daysOfSupply: string; runningOut: boolean; avgDailySale: string }) => [b.branchName, b.avgDailySale, b.daysOfSupply, b.runningOut]))
      .toEqual([['库存B店', '3.000', '2.0', true], ['库存A店', '2.000', '50.0', false]]);
  });

  it("never shows another supplier's stock, and refuses bad filters", async () => {
    expect((await post('/scm/report/stock/getDetail', { itemId: ids.ZK001 }, s001)).code).toBe(404);
    const theirs = await list({ keyword: 'ZK00' }, s001);
    expect(theirs.data.total).toBe(0);
    const s001Item = await ctx.db.selectFrom('stock').select('item_id').where('supplier_id', '=', (await ctx.supplier('S001')).id).executeTakeFirstOrThrow();
    expect((await post('/scm/report/stock/getDetail', { itemId: s001Item.item_id })).code).toBe(404);
    const unknownBranch = await list({ branchId: 987654 });
    expect(unknownBranch.code).toBe(400);
    expect(unknownBranch.message).toContain('门店');
    expect((await list({ pageSize: 1_000_000 })).code).toBe(400);
    expect((await list({ runningOutDays: -1 })).code).toBe(400);
    expect((await list({ runningOutDays: 366 })).code).toBe(400);
    // 0 (out of stock) is the list's alone: the detail's badge counts running out below 1 day at least
    expect((await post('/scm/report/stock/getDetail', { itemId: ids.ZK001, runningOutDays: 0 })).code).toBe(400);
  });
});

describe('unsalable goods', () => {
  const unsalable = (body: Record<string, unknown>, t = token) => post('/scm/report/stock/unsalableItem/getListData', body, t);

  it('lists stock with no sale in N days, leaving out new, empty and sale-stopped pairs', async () => {
    const r = await unsalable({ days: 30 });
    expect(r.code).toBe(0);
    expect(r.data.rows.map((x: { itemCode: string; branchName: string; daysSinceSale: number; qty: string }) => [x.itemCode, x.branchName, x.daysSinceSale, x.qty]))
      .toEqual([['ZK002', '库存A店', 40, '20.000']]);
    const sum = await post('/scm/report/stock/unsalableItem/getSum', { days: 30 });
    expect(sum.data).toEqual({ pairCount: 1, itemCount: 1, qty: '20.000', costAmount: '40.00', days: 30 });
    // 7 days: Z (first in 10 days ago, never sold) counts too, the longest first; 60 days: nothing
    expect((await unsalable({ days: 7 })).data.rows.map((x: { itemCode: string; daysSinceSale: number }) => [x.itemCode, x.daysSinceSale]))
      .toEqual([['ZK002', 40], ['ZK003', 10]]);
    expect((await unsalable({ days: 60 })).data.total).toBe(0);
  });

  it("refuses N outside the choices and hides other suppliers' pairs", async () => {
    expect((await unsalable({ days: 0 })).code).toBe(400);
    expect((await unsalable({ days: 31 })).code).toBe(400);
    expect((await unsalable({ days: 30, branchId: 987654 })).code).toBe(400);
    const theirs = await unsalable({ days: 7, keyword: 'ZK00' }, s001);
    expect(theirs.data.total).toBe(0);
  });
});
