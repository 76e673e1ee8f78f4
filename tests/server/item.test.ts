import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';

let ctx: TestContext;
let s001: string;
let s002: string;
beforeAll(async () => {
  ctx = await createTestContext();
  s001 = await ctx.login('13800000001', demoPassword);
  s002 = await ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
});
afterAll(() => ctx.close());

async function itemOf(code: string) {
  return ctx.db
    .selectFrom('item as i')
    .innerJoin('supplier as s', 's.id', 'i.main_supplier_id')
    .select(['i.id', 'i.name', 'i.barcode'])
    .where('s.code', '=', code)
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
}

describe('POST /common/item/queryByKeyword', () => {
  it("finds the supplier's own item by name and by barcode prefix", async () => {
    const item = await itemOf('S001');
    const byName = await ctx.call('POST', '/common/item/queryByKeyword', { token: s001, body: { keyword: item.name } });
    expect(byName.code).toBe(0);
    expect(byName.data.rows.map((r: { id: number }) => r.id)).toContain(item.id);
    expect(byName.data.total).toBeGreaterThanOrEqual(1);
    const byBarcode = await ctx.call('POST', '/common/item/queryByKeyword', { token: s001, body: { keyword: item.barcode.slice(0, 10) } });
    expect(byBarcode.data.rows.map((r: { id: number }) => r.id)).toContain(item.id);
  });

  it("does not show another supplier's items", async () => {
    const foreign = await itemOf('S001');
    const r = await ctx.call('POST', '/common/item/queryByKeyword', { token: s002, body: { keyword: foreign.barcode } });
    expect(r.code).toBe(0);
    expect(r.data.rows.map((x: { id: number }) => x.id)).not.toContain(foreign.id);
  });

  it('refuses an empty keyword and unknown fields, naming them', async () => {
    const empty = await ctx.call('POST', '/common/item/queryByKeyword', { token: s001, body: { keyword: '' } });
    expect(empty).toMatchObject({ code: 400, message: '「关键字」不能为空', data: { field: 'keyword' } });
    const extra = await ctx.call('POST', '/common/item/queryByKeyword', { token: s001, body: { keyword: 'a', supplierId: 1 } });
    expect(extra.code).toBe(400);
    expect(extra.message).toContain('supplierId');
  });
});
