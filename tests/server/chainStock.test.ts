import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { refreshSaleWindow } from '../../server/lib/daysOfSupply';
import { bossWorld, type BossWorld } from './administer.fixtures';
import { chainStockGroups } from './chainStock.fixtures';

// The chain's stock over all suppliers of the boss's merchant, against independent SQL over stock and sale_line
// (not the rollup the route reads): sales of the 28 business days before today, all channels.

let w: BossWorld;
beforeAll(async () => {
  w = await bossWorld();
});
afterAll(() => w.ctx.close());

const query = (body: Record<string, unknown> = {}, token = w.boss) => w.ctx.call('POST', '/administer/report/stock/query', { token, body });
const summary = (body: Record<string, unknown> = {}, token = w.boss) => w.ctx.call('POST', '/administer/report/stock/summary', { token, body });
const today = businessToday();

const groups = (merchantId: number, threshold = 7) => chainStockGroups(w.ctx.db, merchantId, threshold);

const total = (rows: { qty: string }[], f: (r: never) => string = (r: { qty: string }) => r.qty) =>
  rows.reduce((s, r) => s + Math.round(Number(f(r as never)) * 1000), 0) / 1000;

describe('chain stock', () => {
  it('summary: rows, items, suppliers, quantity, value and items running out equal independent SQL', async () => {
    const e = await groups(1);
    const r = await summary();
    expect(r.code).toBe(0);
    expect(e.length).toBeGreaterThan(0);
    expect(r.data.rowCount).toBe(e.length);
    expect(r.data.itemCount).toBe(new Set(e.map((g) => g.item_id)).size);
    expect(r.data.supplierCount).toBe(new Set(e.filter((g) => g.supplier_id).map((g) => g.supplier_id)).size);
    expect(Number(r.data.qty)).toBeCloseTo(total(e), 3);
    expect(Number(r.data.costAmount)).toBeCloseTo(total(e, (g: { cost: string }) => g.cost), 2);
    expect(r.data.runningOutItems).toBe(new Set(e.filter((g) => g.running > 0).map((g) => g.item_id)).size);
    expect(r.data.runningOutDays).toBe(7);
  });

  it('list: each row of a page carries the figures of its item and supplier; pages by item code', async () => {
    const e = new Map((await groups(1)).map((g) => [`${g.item_id}-${g.supplier_id ?? 0}`, g]));
    const r = await query({ pageSize: 50 });
    expect(r.code).toBe(0);
    expect(r.data.total).toBe(e.size);
    const rows = r.data.rows as { key: string; itemCode: string; qty: string; costAmount: string; avgDailySale: string; daysOfSupply: string | null; soonestDays: string | null; runningOutBranches: number }[];
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      const g = e.get(row.key)!;
      expect(g, row.key).toBeDefined();
      expect([row.qty, row.costAmount, row.avgDailySale, row.daysOfSupply, row.soonestDays, row.runningOutBranches]).toEqual([g.qty, g.cost, g.avg, g.dos, g.soonest, g.running]);
    }
    expect(rows.some((x) => x.daysOfSupply !== null)).toBe(true);
    const codes = rows.map((x) => x.itemCode);
    expect([...codes].sort()).toEqual(codes);
    const page2 = await query({ pageSize: 50, pageNum: 2 });
    expect((page2.data.rows as { key: string }[]).some((x) => rows.some((y) => y.key === x.key))).toBe(false);
  });

  it('running out within N days keeps groups running out somewhere, emptiest first; the summary agrees', async () => {
    const e = (await groups(1, 3)).filter((g) => g.running > 0);
    const r = await query({ runningOutDays: 3, pageSize: 100 });
    expect(r.data.total).toBe(e.length);
    const rows = r.data.rows as { runningOutBranches: number; soonestDays: string; daysOfSupply: string | null }[];
    expect(rows.every((x) => x.runningOutBranches > 0)).toBe(true);
    // each row says how soon its emptiest store runs out: under the threshold, whatever the chain's days of supply
    expect(rows.every((x) => Number(x.soonestDays) <= 3)).toBe(true); // below 3 before rounding to one decimal
    expect(rows.some((x) => x.daysOfSupply !== null && Number(x.daysOfSupply) >= 3)).toBe(true);
    const s = await summary({ runningOutDays: 3 });
    expect([s.data.rowCount, s.data.runningOutItems, s.data.runningOutDays]).toEqual([e.length, new Set(e.map((g) => g.item_id)).size, 3]);
  });

  it('filters: branch, supplier, category, keyword by name, code, barcode and pinyin initials', async () => {
    const db = w.ctx.db;
    const pick = (await sql<{ branch_id: string; supplier_id: string; item_id: string; code: string; barcode: string; pinyin: string; name: string; category_id: string }>`
      select s.branch_id::text, s.supplier_id::text, i.id::text as item_id, i.code, i.barcode, i.pinyin, i.name, i.category_id::text
        from stock s join item i on i.id = s.item_id
       where s.merchant_id = 1 and i.pinyin is not null and i.barcode is not null and s.supplier_id is not null order by s.item_id, s.branch_id limit 1`.execute(db)).rows[0]!;
    const count = async (where: ReturnType<typeof sql>) =>
      (await sql<{ n: number }>`select count(distinct (s.item_id, coalesce(s.supplier_id, 0)))::int as n from stock s join item i on i.id = s.item_id where s.merchant_id = 1 and ${where}`.execute(db)).rows[0]!.n;
    expect((await summary({ branchId: Number(pick.branch_id) })).data.rowCount).toBe(await count(sql`s.branch_id = ${pick.branch_id}`));
    expect((await summary({ supplierId: Number(pick.supplier_id) })).data.rowCount).toBe(await count(sql`s.supplier_id = ${pick.supplier_id}`));
    const inCategory = await count(sql`i.category_id in (with recursive c as (select id from item_category where id = ${pick.category_id} union all select k.id from item_category k join c on k.parent_id = c.id) select id from c)`);
    expect((await summary({ categoryId: Number(pick.category_id) })).data.rowCount).toBe(inCategory);
    for (const keyword of [pick.code, pick.barcode, pick.pinyin.toLowerCase(), pick.name]) {
      const rows = (await query({ keyword, pageSize: 100 })).data.rows as { itemId: number }[];
      expect(rows.map((x) => x.itemId), keyword).toContain(Number(pick.item_id));
    }
    const narrowed = (await query({ branchId: Number(pick.branch_id), supplierId: Number(pick.supplier_id), keyword: pick.code })).data.rows as { itemId: number; branchCount: number }[];
    expect(narrowed.find((x) => x.itemId === Number(pick.item_id))?.branchCount).toBe(1);
  });

  it('per-branch drill: one item per branch, totals equal the sum of its list rows; GET with text ids', async () => {
    const row = ((await query({ pageSize: 100 })).data.rows as { itemId: number; branchCount: number }[]).find((x) => x.branchCount > 1)!;
    const r = await w.ctx.call('GET', '/administer/report/stock/branches', { token: w.boss, query: { itemId: String(row.itemId) } });
    expect(r.code).toBe(0);
    const e = (await sql<{ n: number; q: string }>`select count(*)::int as n, sum(qty)::numeric(18,3)::text as q from stock where merchant_id = 1 and item_id = ${row.itemId}`.execute(w.ctx.db)).rows[0]!;
    expect(r.data.branches).toHaveLength(e.n);
    expect(r.data.qty).toBe(e.q);
    const dos = (r.data.branches as { daysOfSupply: string | null }[]).map((b) => (b.daysOfSupply === null ? Infinity : Number(b.daysOfSupply)));
    expect([...dos].sort((a, b) => a - b)).toEqual(dos);
  });

  it("boss2 sees only its merchant's stock: totals of merchant 2, merchant 1's item and branch refused", async () => {
    const e = await groups(2);
    const r = await summary({}, w.boss2);
    expect(r.data.rowCount).toBe(e.length);
    expect(Number(r.data.qty)).toBeCloseTo(total(e), 3);
    const list = await query({ pageSize: 100 }, w.boss2);
    const own = new Set(e.map((g) => Number(g.item_id)));
    expect((list.data.rows as { itemId: number }[]).every((x) => own.has(x.itemId))).toBe(true);
    const m1Item = (await sql<{ item_id: string; branch_id: string }>`select item_id::text, branch_id::text from stock where merchant_id = 1 limit 1`.execute(w.ctx.db)).rows[0]!;
    expect((await w.ctx.call('GET', '/administer/report/stock/branches', { token: w.boss2, query: { itemId: m1Item.item_id } })).code).toBe(404);
    expect((await w.ctx.call('GET', '/administer/report/stock/branches', { token: w.boss, query: { itemId: '999999999' } })).code).toBe(404);
    expect((await query({ branchId: Number(m1Item.branch_id) }, w.boss2)).code).toBe(400);
    expect((await query({ branchId: w.merchant2BranchId })).code).toBe(400);
  });

  it('a supplier token gets 107', async () => {
    expect((await query({}, w.supplier)).code).toBe(107);
    expect((await summary({}, w.supplier)).code).toBe(107);
    expect((await w.ctx.call('GET', '/administer/report/stock/branches', { token: w.supplier, query: { itemId: '1' } })).code).toBe(107);
  });

  it('bad filters answer 400 with a message in the caller language', async () => {
    const m2Supplier = (await sql<{ id: string }>`select id::text from supplier where merchant_id = 2 limit 1`.execute(w.ctx.db)).rows[0]!;
    for (const body of [{ runningOutDays: 0 }, { pageSize: 1_000_000 }, { categoryId: 999999999 }, { supplierId: Number(m2Supplier.id) }, { branchId: 'x' }, { days: 30 }]) {
      const r = await query(body);
      expect(r.code, JSON.stringify(body)).toBe(400);
      expect(r.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const en = (await w.ctx.app.inject({ method: 'POST', url: '/mobile/api/administer/report/stock/summary', headers: { token: w.boss, 'accept-language': 'en' }, payload: { supplierId: Number(m2Supplier.id) } })).json();
    expect(en.code).toBe(400);
    expect(en.message).toMatch(/supplier/i);
  });
});

// item_sale_window (migration 023) holds each (branch, item)'s 28-day window ending today, refreshed once the day turns
// and kept by triggers on item_sale_day between refreshes: read or not, the report must answer the same.
describe('chain stock over the kept 28-day window', () => {
  const drift = async () =>
    (await sql<Record<string, unknown>>`
      with straight as (
        select merchant_id, branch_id, item_id, sum(qty) as sold from item_sale_day
         where biz_date >= ${today}::date - 28 and biz_date < ${today}::date group by 1, 2, 3
      ), kept as (select merchant_id, branch_id, item_id, sold from item_sale_window)
      (select 'missing' as side, * from (table straight except table kept) a)
      union all (select 'extra', * from (table kept except table straight) b) limit 5`.execute(w.ctx.db)).rows;
  const windowEnd = async () => (await sql<{ e: string | null }>`select to_char(window_end, 'YYYY-MM-DD') as e from item_sale_window_end`.execute(w.ctx.db)).rows[0].e;
  const answers = async () => [(await summary()).data, (await query({ pageSize: 50 })).data, (await query({ runningOutDays: 3, pageSize: 50 })).data];

  it('answers the same from the window as from item_sale_day; refreshed once a day', async () => {
    await sql`update item_sale_window_end set window_end = null`.execute(w.ctx.db);
    const grouped = await answers();
    expect(await refreshSaleWindow(w.ctx.db)).toBe(true);
    expect(await windowEnd()).toBe(today);
    expect(await refreshSaleWindow(w.ctx.db)).toBe(false);
    expect(await drift()).toEqual([]);
    expect(await answers()).toEqual(grouped);
  });

  it('follows back-dated sales into the window; today is outside it; a stale window is read from item_sale_day', async () => {
    await refreshSaleWindow(w.ctx.db);
    const x = (await sql<{ branch_id: number; item_id: number; supplier_id: number }>`
      select branch_id::int, item_id::int, supplier_id::int from stock where merchant_id = 1 and supplier_id is not null and qty > 0 order by branch_id, item_id limit 1`.execute(w.ctx.db)).rows[0];
    const line = (daysBack: number, qty: number) =>
      sql`(1, ${x.branch_id}, ${today}::date - ${daysBack}::int, 0, ${x.item_id}, ${x.supplier_id}, 0, ${qty}, 1, ${qty}, 0, 1, ${qty}, ${qty})`;
    const insert = (...rows: ReturnType<typeof line>[]) =>
      sql`insert into sale_line (merchant_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty, sale_price, sale_amount, discount_amount, cost_price, cost_amount, supplier_amount)
        values ${sql.join(rows)}`.execute(w.ctx.db);
    await insert(line(1, 500), line(1, 7), line(28, 40), line(29, 1000), line(0, 300));
    expect(await drift()).toEqual([]);
    await insert(line(3, 11));
    expect(await drift()).toEqual([]);
    const kept = await answers();
    expect(kept[0]).toEqual((await summary()).data);
    expect((await groups(1)).length).toBe(kept[0].rowCount);
    // A window of another day is not read: the report groups item_sale_day and answers the same.
    await sql`update item_sale_window_end set window_end = window_end - 1`.execute(w.ctx.db);
    expect(await answers()).toEqual(kept);
    expect(await refreshSaleWindow(w.ctx.db)).toBe(true);
    expect(await drift()).toEqual([]);
  });
});
