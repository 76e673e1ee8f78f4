import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, type TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

// Goods receipts and purchase returns of S001, dated in 2018 so the seed's documents stay out of the filtered ranges.
let ctx: TestContext;
let token: string;
let other: string;
let merchantId: number;
let supplierId: number;
let branchId: number;
let itemId: number;
const ids: Record<string, number> = {};

async function receipt(sheetNo: string, status: number, inTime: string, orderId: number | null, reconStatus = 0) {
  const pi = await ctx.db.insertInto('purchase_in').values({
    merchant_id: merchantId, sheet_no: sheetNo, order_id: orderId, supplier_id: supplierId, branch_id: branchId, status,
    in_time: inTime, total_qty: '12', total_amount: '24.00', recon_status: reconStatus,
  }).returning('id').executeTakeFirstOrThrow();
  await ctx.db.insertInto('purchase_in_line').values({
    merchant_id: merchantId, supplier_id: supplierId, in_id: pi.id, line_no: 1, item_id: itemId, qty: '12', gift_qty: '1', price: '2.0000', amount: '24.00',
    batch_no: 'B20180301', production_date: '2018-02-20', expiry_date: '2018-08-20', shortage_qty: '2', damage_qty: '0.5',
  }).execute();
  ids[sheetNo] = pi.id;
}

async function purchaseReturn(sheetNo: string, status: number, outTime: string) {
  const po = await ctx.db.insertInto('purchase_out').values({
    merchant_id: merchantId, sheet_no: sheetNo, supplier_id: supplierId, branch_id: branchId, status, reason_code: 1,
    reason: '临期商品', out_time: outTime, pickup_deadline: '2018-04-10', total_qty: '3', total_amount: '6.00',
  }).returning('id').executeTakeFirstOrThrow();
  await ctx.db.insertInto('purchase_out_line').values({
    merchant_id: merchantId, supplier_id: supplierId, out_id: po.id, line_no: 1, item_id: itemId, qty: '3', price: '2.0000', amount: '6.00', batch_no: 'B20180301',
  }).execute();
  ids[sheetNo] = po.id;
}

beforeAll(async () => {
  ({ ctx, token, supplierId, merchantId, branchId, itemId } = await withS001());
  other = await ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
  const order = await ctx.db.insertInto('purchase_order').values({
    merchant_id: merchantId, sheet_no: 'ZD1803010001', supplier_id: supplierId, order_branch_id: branchId, receive_branch_id: branchId,
    status: 5, order_date: '2018-03-01', expected_date: '2018-03-03',
  }).returning('id').executeTakeFirstOrThrow();
  ids.order = order.id;
  await receipt('ZR1803020001', 1, '2018-03-02T09:00:00+08:00', order.id);
  await receipt('ZR1803030001', 1, '2018-03-03T23:30:00+08:00', null, 1);
  await receipt('ZR1803040001', 9, '2018-03-04T10:00:00+08:00', null);
  await receipt('ZR1803050001', 0, '2018-03-05T10:00:00+08:00', null);
  await purchaseReturn('ZO1803100001', 2, '2018-03-10T10:00:00+08:00');
  await purchaseReturn('ZO1803100002', 2, '2018-03-10T11:00:00+08:00');
  await purchaseReturn('ZO1803100003', 5, '2018-03-10T12:00:00+08:00');
  await purchaseReturn('ZO1803100004', 1, '2018-03-10T13:00:00+08:00');
});
afterAll(() => ctx.close());

describe('goods receipts', () => {
  const list = (body: Record<string, unknown>, t = token) => ctx.call('POST', '/scm/purchase/purchase-in/list', { token: t, body });

  it('lists audited and reversed receipts of the period by business day, newest first; drafts stay hidden', async () => {
    const r = await list({ dateFrom: '2018-03-01', dateTo: '2018-03-31' });
    expect(r.code).toBe(0);
    expect(r.data.total).toBe(3);
    expect(r.data.rows.map((x: { sheetNo: string }) => x.sheetNo)).toEqual(['ZR1803040001', 'ZR1803030001', 'ZR1803020001']);
    expect(r.data.rows[2]).toMatchObject({ orderSheetNo: 'ZD1803010001', totalQty: '12.000', totalAmount: '24.00', reconStatus: 0 });
    // 23:30 in Beijing is still 3 March, even though it is 15:30 UTC.
    const day = await list({ dateFrom: '2018-03-03', dateTo: '2018-03-03' });
    expect(day.data.rows.map((x: { sheetNo: string }) => x.sheetNo)).toEqual(['ZR1803030001']);
    const paged = await list({ dateFrom: '2018-03-01', dateTo: '2018-03-31', pageSize: 2, pageNum: 2 });
    expect(paged.data).toMatchObject({ total: 3, rows: [{ sheetNo: 'ZR1803020001' }] });
    // The page carries its total; paged past the end there is no row to carry it, and it is counted apart.
    expect(Object.keys(paged.data.rows[0])).not.toContain('matching');
    expect((await list({ dateFrom: '2018-03-01', dateTo: '2018-03-31', pageSize: 2, pageNum: 3 })).data).toEqual({ total: 3, rows: [], reconCounts: { 0: 2, 1: 1, 2: 0 } });
  });

  it('counts receipts per reconciliation status for the tabs, under every other filter and whichever tab is open', async () => {
    const month = { dateFrom: '2018-03-01', dateTo: '2018-03-31' };
    const all = await list(month);
    // The draft (status 0) is not counted: the badges count what the list can show.
    expect(all.data.reconCounts).toEqual({ 0: 2, 1: 1, 2: 0 });
    expect(Object.keys(all.data.rows[0])).not.toContain('statusCounts');
    const open = await list({ ...month, reconStatus: [0] });
    expect(open.data).toMatchObject({ total: 2, reconCounts: all.data.reconCounts });
    expect((await list({ ...month, reconStatus: [1, 2] })).data).toMatchObject({ total: 1, rows: [{ sheetNo: 'ZR1803030001' }] });
    // Another filter narrows the badges too; a tab with nothing in it still answers its counts.
    expect((await list({ ...month, status: 9 })).data.reconCounts).toEqual({ 0: 1, 1: 0, 2: 0 });
    expect((await list({ ...month, status: 9, reconStatus: [2] })).data).toEqual({ total: 0, rows: [], reconCounts: { 0: 1, 1: 0, 2: 0 } });
    expect((await list(month, other)).data).toEqual({ total: 0, rows: [], reconCounts: { 0: 0, 1: 0, 2: 0 } });
  });

  it('filters by status, reconciliation status and sheet number of the receipt or its order', async () => {
    expect((await list({ status: 9, dateFrom: '2018-03-01', dateTo: '2018-03-31' })).data.total).toBe(1);
    expect((await list({ reconStatus: [1], dateFrom: '2018-03-01', dateTo: '2018-03-31' })).data.rows[0].sheetNo).toBe('ZR1803030001');
    expect((await list({ keyword: 'ZD18030100' })).data.rows.map((x: { sheetNo: string }) => x.sheetNo)).toEqual(['ZR1803020001']);
    expect((await list({ keyword: 'ZR180305' })).data.total).toBe(0);
    expect((await list({ status: 0 })).code).toBe(400);
  });

  it('shows shortage and damage quantities, batch and dates in the detail', async () => {
    const r = await ctx.call('GET', `/scm/financial/purchase-in/detail/${ids.ZR1803020001}`, { token });
    expect(r.code).toBe(0);
    // The order's id rides along so the screen can link to it.
    expect(r.data).toMatchObject({ sheetNo: 'ZR1803020001', orderSheetNo: 'ZD1803010001', orderId: ids.order, status: 1 });
    expect(r.data.lines[0]).toMatchObject({
      qty: '12.000', giftQty: '1.000', shortageQty: '2.000', damageQty: '0.500', batchNo: 'B20180301',
      productionDate: '2018-02-20', expiryDate: '2018-08-20', price: '2.0000', amount: '24.00',
    });
    expect((await ctx.call('GET', `/scm/financial/purchase-in/detail/${ids.ZR1803050001}`, { token })).code).toBe(404);
    expect((await ctx.call('GET', `/scm/financial/purchase-in/detail/${ids.ZR1803020001}`, { token: other })).code).toBe(404);
    expect((await list({ keyword: 'ZR1803' }, other)).data.total).toBe(0);
  });
});

describe('purchase returns', () => {
  const list = (body: Record<string, unknown>, t = token) => ctx.call('POST', '/scm/purchase/purchase-out/list', { token: t, body });
  const answer = (body: Record<string, unknown>, t = token) => ctx.call('POST', '/scm/purchase/purchase-out/saveConfirm', { token: t, body });

  it('lists the returns the supplier is asked about, not those still in audit', async () => {
    const r = await list({ dateFrom: '2018-03-10', dateTo: '2018-03-10' });
    expect(r.data.total).toBe(3);
    expect(r.data.rows[0]).toMatchObject({ sheetNo: 'ZO1803100003', status: 5, reasonCode: 1, totalAmount: '6.00', pickupDeadline: '2018-04-10' });
    // Tab badges: counts per visible status under every filter but the status, as the order list answers them.
    expect(r.data.statusCounts).toEqual({ 2: 2, 3: 0, 4: 0, 5: 1, 9: 0 });
    const awaiting = await list({ status: [2], dateFrom: '2018-03-10', dateTo: '2018-03-10' });
    expect(awaiting.data.total).toBe(2);
    expect(awaiting.data.statusCounts).toEqual(r.data.statusCounts);
    expect(Object.keys(awaiting.data.rows[0])).not.toContain('statusCounts');
    // Paged past the end: no row carries the badges, which are counted apart.
    const past = await list({ status: [2], dateFrom: '2018-03-10', dateTo: '2018-03-10', pageSize: 2, pageNum: 2 });
    expect(past.data).toEqual({ total: 2, rows: [], statusCounts: r.data.statusCounts });
    expect((await list({ status: [3], dateFrom: '2018-03-10', dateTo: '2018-03-10' })).data).toEqual({ total: 0, rows: [], statusCounts: r.data.statusCounts });
    const d = await ctx.call('GET', `/scm/financial/purchase-out/detail/${ids.ZO1803100001}`, { token });
    expect(d.data).toMatchObject({ status: 2, canConfirm: true, reason: '临期商品', version: 0 });
    expect(d.data.lines[0]).toMatchObject({ qty: '3.000', batchNo: 'B20180301' });
    expect((await ctx.call('GET', `/scm/financial/purchase-out/detail/${ids.ZO1803100004}`, { token })).code).toBe(404);
  });

  it('confirms 2 → 3 once; a stale second answer gets 409', async () => {
    const r = await answer({ id: ids.ZO1803100001, version: 0, action: 'confirm' });
    expect(r).toMatchObject({ code: 0, data: { status: 3, version: 1 } });
    expect((await answer({ id: ids.ZO1803100001, version: 0, action: 'confirm' })).code).toBe(409);
    expect((await answer({ id: ids.ZO1803100001, version: 1, action: 'reject', reason: '晚了' })).code).toBe(409);
    const log = await ctx.db.selectFrom('approval_log').selectAll().where('doc_type', '=', 'purchase_out').where('doc_id', '=', ids.ZO1803100001).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ from_status: 2, to_status: 3, actor_type: 'supplier' });
  });

  it('rejects 2 → 4 only with a reason; other suppliers and shipped returns are refused', async () => {
    expect(await answer({ id: ids.ZO1803100002, version: 0, action: 'reject' })).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect((await answer({ id: ids.ZO1803100002, version: 0, action: 'reject', reason: '不同意' }, other)).code).toBe(404);
    expect((await answer({ id: ids.ZO1803100004, version: 0, action: 'confirm' })).code).toBe(404);
    expect((await answer({ id: ids.ZO1803100003, version: 0, action: 'confirm' })).code).toBe(409);
    const r = await answer({ id: ids.ZO1803100002, version: 0, action: 'reject', reason: '商品无质量问题' });
    expect(r).toMatchObject({ code: 0, data: { status: 4 } });
    const d = await ctx.call('GET', `/scm/financial/purchase-out/detail/${ids.ZO1803100002}`, { token });
    expect(d.data).toMatchObject({ status: 4, supplierRejectReason: '商品无质量问题', canConfirm: false });
  });
});
