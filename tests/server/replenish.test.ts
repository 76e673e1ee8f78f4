import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { suggest } from '../../server/modules/replenish/rules';
import { demoPassword } from '../support/testContext';
import { withS001, type S001 } from './fixtures';

const base = '/scm/purchase/self-replenish';
const review = '/scm/purchase/self-replenish-review';

let s: S001;
let other: string;
let buyer: string;
let branchId: number;
let items: { itemId: number; price: string }[];

beforeAll(async () => {
  s = await withS001();
  other = await s.ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
  buyer = await s.ctx.login('13900000001', demoPassword);
  const store = await s.ctx.db.selectFrom('branch').select('id').where('merchant_id', '=', s.merchantId).where('type', '=', 3).orderBy('id').executeTakeFirstOrThrow();
  branchId = store.id;
  const r = await post(s.token, `${base}/items`, { branchId });
  items = r.data.rows.slice(0, 3);
});
afterAll(() => s.ctx.close());

const post = (token: string, url: string, body: unknown) => s.ctx.call('POST', url, { token, body });

describe('suggested quantity (domain.md §3.7)', () => {
  it('matches a hand computation, rounded up to the pack', () => {
    // 84 sold in 28 days → 3/day; × (3 + 7) = 30; − 7 in stock − 5 on order = 18; packs of 12 → 24.
    expect(suggest({ soldQty: '84', stockQty: '7', openOrderQty: '5', packFactor: '12' })).toEqual({
      avgDailySales: '3.000', leadDays: 3, coverDays: 7, stockQty: '7.000', openOrderQty: '5.000', packFactor: '12.000', needQty: '18.000', suggestQty: '24.000',
    });
    // 10 sold → 0.357/day (half-up); × 10 = 3.57 − 4 = −0.43 → nothing.
    expect(suggest({ soldQty: '10', stockQty: '4', openOrderQty: '0', packFactor: '1' })).toMatchObject({ avgDailySales: '0.357', needQty: '-0.430', suggestQty: '0.000' });
    expect(suggest({ soldQty: '-3', stockQty: '0', openOrderQty: '0', packFactor: '6' }).suggestQty).toBe('0.000');
    expect(suggest({ soldQty: '29', stockQty: '0', openOrderQty: '0', packFactor: '1' })).toMatchObject({ avgDailySales: '1.036', suggestQty: '11.000' });
  });

  it('the items answer computes it from the branch’s sales, stock and open orders', async () => {
    const one = items[0]!;
    const today = businessToday();
    const figures = await sql<{ sold: string; stock: string; open: string }>`select
      coalesce((select sum(qty) from sale_line where supplier_id = ${s.supplierId} and branch_id = ${branchId} and item_id = ${one.itemId} and biz_date > ${today}::date - 28::int and biz_date <= ${today}::date), 0)::text as sold,
      coalesce((select qty from stock where branch_id = ${branchId} and item_id = ${one.itemId}), 0)::text as stock,
      coalesce((select sum(greatest(coalesce(l.confirmed_qty, l.order_qty) - l.received_qty, 0)) from purchase_order po join purchase_order_line l on l.order_id = po.id
        where po.supplier_id = ${s.supplierId} and po.receive_branch_id = ${branchId} and po.status in (2, 3, 5) and l.item_id = ${one.itemId}), 0)::text as open`.execute(s.ctx.db);
    const pack = await s.ctx.db.selectFrom('item_package').select('factor').where('item_id', '=', one.itemId).where('is_default_purchase', '=', true).executeTakeFirst();
    const f = figures.rows[0]!;
    expect(one).toMatchObject(suggest({ soldQty: f.sold, stockQty: f.stock, openOrderQty: f.open, packFactor: pack?.factor ?? '1' }));
  });

  it('searches the supplier’s items by pinyin initials and barcode', async () => {
    const item = await s.ctx.db.selectFrom('item').select(['id', 'barcode', 'short_name']).where('id', '=', items[0]!.itemId).executeTakeFirstOrThrow();
    const byBarcode = await post(s.token, `${base}/items`, { branchId, keyword: item.barcode });
    expect(byBarcode.data.rows.map((r: { itemId: number }) => r.itemId)).toEqual([item.id]);
    const other = await s.ctx.db.selectFrom('item').select('id').where('main_supplier_id', '<>', s.supplierId).where('merchant_id', '=', s.merchantId).orderBy('id').executeTakeFirstOrThrow();
    const notMine = await post(s.token, `${base}/items`, { branchId, itemIds: [other.id] });
    expect(notMine.data.rows).toEqual([]);
  });
});

describe('replenishment requests', () => {
  it('create → commitApprove → approve makes a confirmed purchase order linked both ways', async () => {
    const created = await post(s.token, `${base}/create`, { branchId, remark: '周末备货', lines: items.map((i) => ({ itemId: i.itemId, applyQty: '12' })) });
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({ status: 0, version: 0 });
    expect(created.data.sheetNo).toMatch(/^BH/);
    const sent = await post(s.token, `${base}/commitApprove`, { id: created.data.id, version: 0 });
    expect(sent.data.status).toBe(1);
    expect((await post(s.token, `${base}/commitApprove`, { id: created.data.id, version: 1 })).message).toBe('只有草稿可以提交审批');
    const detail = await s.ctx.call('GET', `${review}/detail/${created.data.id}`, { token: buyer });
    expect(detail.data.lines).toHaveLength(items.length);
    const firstLine = detail.data.lines[0].id;
    const ok = await post(buyer, `${review}/approve`, { id: created.data.id, version: sent.data.version, lines: [{ lineId: firstLine, approvedQty: '6' }] });
    expect(ok.code).toBe(0);
    expect(ok.data.generatedPoId).toBeGreaterThan(0);
    expect((await post(buyer, `${review}/approve`, { id: created.data.id, version: ok.data.version })).code).toBe(409);
    const po = await s.ctx.db.selectFrom('purchase_order').selectAll().where('id', '=', ok.data.generatedPoId).executeTakeFirstOrThrow();
    expect(po).toMatchObject({ status: 3, source: 1, source_id: created.data.id, supplier_id: s.supplierId, receive_branch_id: branchId, total_qty: String(6 + 12 * (items.length - 1)) + '.000' });
    const lines = await s.ctx.db.selectFrom('purchase_order_line').select(['item_id', 'order_qty', 'confirmed_qty']).where('order_id', '=', po.id).orderBy('line_no').execute();
    expect(lines[0]).toMatchObject({ item_id: items[0]!.itemId, order_qty: '6.000', confirmed_qty: '6.000' });
    // The supplier sees the order among its purchase orders, and the request names it.
    const list = await post(s.token, `${base}/list`, { status: [2] });
    expect(list.data.rows.find((r: { id: number }) => r.id === created.data.id)).toMatchObject({ generatedPoId: po.id, generatedPoSheetNo: po.sheet_no });
    const orders = await post(s.token, '/scm/purchase/purchase-order/list', { keyword: po.sheet_no });
    expect(orders.data.rows.map((r: { id: number }) => r.id)).toContain(po.id);
  });

  it('cancel while not approved; reject with a reason; illegal moves refused', async () => {
    const a = await post(s.token, `${base}/create`, { branchId, submit: true, lines: [{ itemId: items[0]!.itemId, applyQty: '12' }] });
    expect(a.data.status).toBe(1);
    const cancelled = await post(s.token, `${base}/cancel`, { id: a.data.id, version: a.data.version });
    expect(cancelled.data.status).toBe(9);
    expect((await post(s.token, `${base}/cancel`, { id: a.data.id, version: cancelled.data.version })).code).toBe(409);
    const b = await post(s.token, `${base}/create`, { branchId, submit: true, lines: [{ itemId: items[0]!.itemId, applyQty: '12' }] });
    const rej = await post(buyer, `${review}/rejected`, { id: b.data.id, version: b.data.version, reason: '库存充足' });
    expect(rej.data.status).toBe(3);
    expect((await post(s.token, `${base}/cancel`, { id: b.data.id, version: rej.data.version })).message).toBe('只有草稿或待审批的补货单可以取消');
    const detail = await s.ctx.call('GET', `${base}/detail/${b.data.id}`, { token: s.token });
    expect(detail.data).toMatchObject({ status: 3, rejectReason: '库存充足' });
    expect(detail.data.log.map((l: { toStatus: number }) => l.toStatus)).toEqual([1, 3]);
    // A draft is never shown to the buyer.
    const draft = await post(s.token, `${base}/create`, { branchId, lines: [{ itemId: items[0]!.itemId, applyQty: '12' }] });
    expect((await post(buyer, `${review}/approve`, { id: draft.data.id, version: 0 })).code).toBe(404);
  });

  it('refuses bad input with the field named, and items the supplier does not supply', async () => {
    const zero = await post(s.token, `${base}/create`, { branchId, lines: [{ itemId: items[0]!.itemId, applyQty: '0' }] });
    expect(zero).toMatchObject({ code: 400, data: { field: 'lines/0/applyQty' } });
    const twice = await post(s.token, `${base}/create`, { branchId, lines: [{ itemId: items[0]!.itemId, applyQty: '1' }, { itemId: items[0]!.itemId, applyQty: '1' }] });
    expect(twice.data.field).toBe('lines/1/itemId');
    const foreign = await s.ctx.db.selectFrom('item').select('id').where('main_supplier_id', '<>', s.supplierId).orderBy('id').executeTakeFirstOrThrow();
    expect((await post(s.token, `${base}/create`, { branchId, lines: [{ itemId: foreign.id, applyQty: '1' }] })).code).toBe(400);
    expect((await post(s.token, `${base}/create`, { branchId, lines: [] })).code).toBe(400);
    expect((await post(s.token, `${base}/create`, { branchId, expectedDate: '2000-01-01', lines: [{ itemId: items[0]!.itemId, applyQty: '1' }] })).data.field).toBe('expectedDate');
  });

  it("another supplier's request looks missing, and a supplier cannot approve", async () => {
    const mine = await post(s.token, `${base}/create`, { branchId, submit: true, lines: [{ itemId: items[0]!.itemId, applyQty: '12' }] });
    expect((await s.ctx.call('GET', `${base}/detail/${mine.data.id}`, { token: other })).code).toBe(404);
    expect((await post(other, `${base}/cancel`, { id: mine.data.id, version: mine.data.version })).code).toBe(404);
    expect((await post(s.token, `${review}/approve`, { id: mine.data.id, version: mine.data.version })).code).toBe(107);
  });
});
