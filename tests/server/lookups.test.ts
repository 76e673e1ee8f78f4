import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { withS001, type S001 } from './fixtures';
import { pinyinShort } from '../../server/lib/pinyinShort';

// The common lookups of spec §7 on the seeded data.
let s: S001;
beforeAll(async () => {
  s = await withS001();
});
afterAll(() => s.ctx.close());

const post = (url: string, body: Record<string, unknown> = {}) => s.ctx.call('POST', url, { token: s.token, body });
const get = (url: string, query: Record<string, string | number> = {}) => s.ctx.call('GET', url, { token: s.token, query });

describe('common lookups', () => {
  it('pinyin short codes come from a real pinyin library', async () => {
    expect(pinyinShort('可口可乐500ml')).toBe('KKKL500ML');
    expect((await post('/common/util/pinyinShort', { text: '农夫山泉' })).data).toEqual({ short: 'NFSQ' });
    expect((await post('/common/util/pinyinShort', { text: '' })).code).toBe(400);
  });

  it('finds the supplier\'s items by pinyin initials as well as name, code and barcode', async () => {
    const item = await sql<{ id: number; name: string; pinyin: string; code: string; barcode: string }>`
      select i.id::int as id, i.name, i.pinyin, i.code, i.barcode from item i where i.main_supplier_id = ${s.supplierId} order by i.id limit 1`.execute(s.ctx.db);
    const it0 = item.rows[0]!;
    expect(it0.pinyin).toBe(pinyinShort(it0.name));
    for (const keyword of [it0.pinyin.toLowerCase(), it0.name, it0.code, it0.barcode]) {
      const r = await post('/common/item/query', { keyword, pageSize: 100 });
      expect(r.code, keyword).toBe(0);
      expect(r.data.rows.map((x: { id: number }) => x.id), keyword).toContain(it0.id);
    }
    const foreign = await sql<{ code: string }>`select i.code from item i where i.main_supplier_id <> ${s.supplierId}
      and not exists (select 1 from item_supplier x where x.item_id = i.id and x.supplier_id = ${s.supplierId}) limit 1`.execute(s.ctx.db);
    expect((await post('/common/item/query', { keyword: foreign.rows[0]!.code })).data.total).toBe(0);
    expect((await post('/common/item/query', { keyword: 'a', pageSize: 1_000_000 })).code).toBe(400);
  });

  it('answers the master data of the merchant', async () => {
    const tree = await post('/common/category/tree');
    const top = await sql<{ n: number }>`select count(*)::int as n from item_category where merchant_id = ${s.merchantId} and parent_id is null`.execute(s.ctx.db);
    expect(tree.data).toHaveLength(top.rows[0]!.n);
    expect(tree.data[0].children.length).toBeGreaterThan(0);
    // Each node carries its name's pinyin initials, for pickers that search the tree.
    expect(tree.data[0].short).toMatch(/^[A-Z0-9]+$/);
    expect((await post('/common/category/query', { level: 1 })).data).toHaveLength(top.rows[0]!.n);
    expect((await post('/common/unit/query')).data.length).toBeGreaterThan(0);
    expect((await post('/common/brand/query', { pageSize: 5 })).data.rows).toHaveLength(5);
    const stores = await post('/common/store/query');
    expect(stores.data.every((b: { type: number }) => b.type === 3 || b.type === 4)).toBe(true);
    expect((await post('/common/branch-group/queryBranchByGroup')).code).toBe(0);
    expect((await post('/common/storage-method/list')).data.map((m: { code: number }) => m.code)).toEqual([0, 1, 2]);
    const sheets = await post('/common/system/sheet-config/all');
    expect(sheets.data.map((c: { id: string }) => c.id)).toContain('PO');
    expect((await get('/common/system/sheet-config/PO')).data.prefix).toBe('PO');
    expect((await get('/common/system/sheet-config/ZZ')).code).toBe(404);
    const classes = await post('/common/item/item-cls');
    expect(classes.data.reduce((n: number, c: { itemCount: number }) => n + c.itemCount, 0)).toBeGreaterThan(0);
    const own = await sql<{ id: number; unit: string }>`select i.id::int as id, i.unit from item i where i.main_supplier_id = ${s.supplierId} order by i.id limit 1`.execute(s.ctx.db);
    const units = await post('/common/unit/query/item-unit', { itemId: own.rows[0]!.id });
    expect(units.data[0]).toEqual(expect.objectContaining({ unit: own.rows[0]!.unit, factor: '1.000', isBase: true }));
    const foreign = await sql<{ id: number }>`select i.id::int as id from item i where i.main_supplier_id <> ${s.supplierId}
      and not exists (select 1 from item_supplier x where x.item_id = i.id and x.supplier_id = ${s.supplierId}) limit 1`.execute(s.ctx.db);
    expect((await post('/common/unit/query/item-unit', { itemId: foreign.rows[0]!.id })).code).toBe(404);
  });

  it('shows one branch with its business scope, and another merchant\'s as missing', async () => {
    const r = await get('/common/branch/queryOneBranchWithBusinessScope', { branchId: s.secondBranchId });
    expect(r.code).toBe(0);
    expect(r.data.id).toBe(s.secondBranchId);
    expect((await get('/common/branch/queryOneBranchWithBusinessScope', { branchId: 987654 })).code).toBe(404);
    expect((await get('/common/branch/queryOneBranchWithBusinessScope', { branchId: 'x' })).code).toBe(400);
  });
});
