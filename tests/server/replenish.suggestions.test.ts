import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advice } from '../../server/modules/replenish/advice';
import type { ItemSuggestion } from '../../server/modules/replenish/queries/suggestions';
import { withS001, type S001 } from './fixtures';

// The replenishment suggestions as a supplier's rep reads them: in plain words ("约可卖 3 天，建议补 2 箱"), those most
// in need first (nothing-to-add last), and only goods a purchase order can bring: joint-venture goods have no
// purchase price and were offered at 进价 0.0000.

const base = '/scm/purchase/self-replenish';

let s: S001;
let branchId: number;

interface Row { itemId: number; price: string; suggestQty: string; avgDailySales: string; daysLeft: number | null; advice: string }

beforeAll(async () => {
  s = await withS001();
  const store = await s.ctx.db.selectFrom('branch').select('id').where('merchant_id', '=', s.merchantId).where('type', '=', 3).orderBy('id').executeTakeFirstOrThrow();
  branchId = store.id;
  // The best seller of the branch sold out, so that it needs replenishing whatever the demo data's stock.
  const rows = await items();
  const best = rows.reduce((a, b) => (Number(b.avgDailySales) > Number(a.avgDailySales) ? b : a));
  await s.ctx.db.updateTable('stock').set({ qty: '0' }).where('branch_id', '=', branchId).where('item_id', '=', best.itemId).execute();
});
afterAll(() => s.ctx.close());

async function items(lang = 'zh-CN', keyword?: string): Promise<Row[]> {
  const res = await s.ctx.app.inject({
    method: 'POST',
    url: `/mobile/api${base}/items`,
    headers: { token: s.token, 'content-type': 'application/json', 'accept-language': lang },
    payload: JSON.stringify({ branchId, keyword }),
  });
  return res.json().data.rows;
}

describe('replenishment suggestions', () => {
  it('come those most in need first, nothing-to-add last', async () => {
    const rows = await items();
    expect(rows.length).toBeGreaterThan(0);
    const needed = rows.map((r) => Number(r.suggestQty) > 0);
    // Every suggested item before every unsuggested one, and some of each in the demo data.
    expect(needed.indexOf(false)).toBeGreaterThan(0);
    expect(needed.slice(needed.indexOf(false))).not.toContain(true);
    const days = rows.filter((r) => Number(r.suggestQty) > 0).map((r) => r.daysLeft ?? Infinity);
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });

  it('never offers joint-venture goods, and every item has a purchase price', async () => {
    const joint = await s.ctx.db.selectFrom('item_supplier').select('item_id').where('supplier_id', '=', s.supplierId).where('branch_id', 'is', null).where('sell_way', '=', 1).execute();
    expect(joint.length).toBeGreaterThan(0);
    const offered = new Set((await items()).map((r) => r.itemId));
    for (const j of joint) expect(offered.has(j.item_id)).toBe(false);
    for (const r of await items()) expect(Number(r.price)).toBeGreaterThan(0);
  });

  it('says it in words, in the caller’s language, without formulas', async () => {
    const zh = await items('zh-CN');
    const en = await items('en');
    expect(zh[0]!.advice).toMatch(/^(约可卖 \d+ 天|已经卖完)，建议补 /);
    expect(en[0]!.advice).toMatch(/^(Lasts about \d+ days|Sold out): add /);
    for (const r of zh) expect(r.advice).not.toMatch(/[×=−]/);
    expect(zh.at(-1)!.advice).toMatch(/暂不用补$/);
  });
});

describe('advice in words', () => {
  const row = (over: Partial<ItemSuggestion>): ItemSuggestion => ({
    itemId: 1, code: '1', name: '饼干', barcode: '1', spec: null, unit: '袋', price: '6.45', packUnit: '箱',
    avgDailySales: '3.000', leadDays: 3, coverDays: 7, stockQty: '9.000', openOrderQty: '0.000', packFactor: '12.000', needQty: '21.000', suggestQty: '24.000',
    ...over,
  });
  it('counts packs and days', () => {
    expect(advice('zh-CN', row({}))).toBe('约可卖 3 天，建议补 2 箱（24 袋）');
    expect(advice('en', row({}))).toBe('Lasts about 3 days: add 2 × 箱 (24 袋)');
    expect(advice('zh-CN', row({ stockQty: '0.000' }))).toBe('已经卖完，建议补 2 箱（24 袋）');
    expect(advice('zh-CN', row({ packUnit: null, packFactor: '1.000' }))).toBe('约可卖 3 天，建议补 24 袋');
    expect(advice('zh-CN', row({ stockQty: '120.000', suggestQty: '0.000' }))).toBe('约可卖 40 天，暂不用补');
    expect(advice('zh-CN', row({ avgDailySales: '0.000', suggestQty: '0.000' }))).toBe('近 4 周没有销量，暂不用补');
    expect(advice('en', row({ avgDailySales: '0.000', suggestQty: '0.000' }))).toBe('No sales in 4 weeks: nothing to add yet');
  });
});
