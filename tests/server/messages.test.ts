import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { demoPassword, type TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

let ctx: TestContext;
let token: string;
let finance: string;
let other: string;
let supplierId: number;
let merchantId: number;
let branchId: number;
let seq = 0;

const list = (t = token, body: Record<string, unknown> = { pageNum: 1, pageSize: 50 }) => ctx.call('POST', '/scm/message/list', { token: t, body });
const unread = async (t = token) => (await ctx.call('GET', '/scm/message/unreadCount', { token: t })).data.unread as number;

/** The business day after today ('YYYY-MM-DD' read as UTC, so adding a day never meets a clock change). */
const tomorrow = () => new Date(Date.parse(businessToday()) + 86_400_000).toISOString().slice(0, 10);

async function insertOrder(status: number): Promise<number> {
  seq++;
  const r = await ctx.db
    .insertInto('purchase_order')
    .values({
      merchant_id: merchantId, sheet_no: `MSG${String(seq).padStart(6, '0')}`, supplier_id: supplierId, order_branch_id: branchId, receive_branch_id: branchId,
      status, order_date: businessToday(), expected_date: tomorrow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

beforeAll(async () => {
  ({ ctx, token, supplierId, merchantId, branchId } = await withS001());
  finance = await ctx.login('13800000003', demoPassword);
  other = await ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
});
afterAll(() => ctx?.close());

describe('messages produced by document changes', () => {
  it('a new order to confirm: a message for admin and sales (not finance) that opens the order, then read', async () => {
    const before = await unread();
    const financeBefore = await unread(finance);
    const id = await insertOrder(2);
    expect(await unread()).toBe(before + 1);
    expect(await unread(finance)).toBe(financeBefore);
    const rows = (await list()).data.rows;
    expect(rows[0]).toMatchObject({ kind: 'newOrder', docType: 'purchase_order', docId: id, unread: true });
    expect(rows[0].title).toContain(`MSG${String(seq).padStart(6, '0')}`);
    const en = await ctx.app.inject({ method: 'POST', url: '/mobile/api/scm/message/list', headers: { token, 'accept-language': 'en' }, payload: { pageNum: 1, pageSize: 1 } });
    expect(en.json().data.rows[0].title).toMatch(/^New purchase order/);

    const opened = await ctx.call('POST', '/scm/message/read', { token, body: { id: rows[0].id } });
    expect(opened.data).toMatchObject({ route: '/packagesSub/purchaseOrder/orderDetails', query: { id: String(id) }, unread: before });
    // Reading again changes nothing.
    expect((await ctx.call('POST', '/scm/message/read', { token, body: { id: rows[0].id } })).data.unread).toBe(before);
    // The list's tabs count the unread and the read, whichever is open.
    const unreadTab = await list(token, { pageNum: 1, pageSize: 50, unreadOnly: true });
    const all = await list();
    expect(unreadTab.data.statusCounts).toEqual({ true: before, false: all.data.total - before });
    expect(all.data.statusCounts).toEqual(unreadTab.data.statusCounts);
  });

  it('confirming an order due tomorrow schedules the reminder; it shows from the day before', async () => {
    const id = await insertOrder(2);
    const o = await ctx.db.selectFrom('purchase_order').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    await ctx.db.insertInto('purchase_order_line').values({ merchant_id: merchantId, supplier_id: supplierId, order_id: id, line_no: 1, item_id: 1, name: '商品', order_qty: '2', price: '1', amount: '2' }).execute();
    const line = await ctx.db.selectFrom('purchase_order_line').select('id').where('order_id', '=', id).executeTakeFirstOrThrow();
    const confirmed = await ctx.call('POST', '/scm/purchase/purchase-order/saveConfirm', {
      token,
      body: { id, version: o.version, action: 'confirm', promisedDate: tomorrow(), lines: [{ lineId: line.id, confirmedQty: '2' }] },
    });
    expect(confirmed.code).toBe(0);
    const rows = (await list()).data.rows;
    expect(rows.find((r: { kind: string; docId: number }) => r.kind === 'deliveryDue' && r.docId === id)).toBeTruthy();
  });

  it('statements to confirm, settlements paid and application decisions reach the right roles', async () => {
    const financeBefore = await unread(finance);
    const recon = await ctx.db.selectFrom('reconciliation').select(['id', 'status']).where('supplier_id', '=', supplierId).where('status', '!=', 0).executeTakeFirst();
    if (recon) {
      await ctx.db.updateTable('reconciliation').set({ status: 0 }).where('id', '=', recon.id).execute();
      expect(await unread(finance)).toBe(financeBefore + 1);
    }
    const settle = await ctx.db.selectFrom('settlement').select('id').where('supplier_id', '=', supplierId).where('status', '!=', 5).executeTakeFirst();
    if (settle) {
      const n = await unread(finance);
      await ctx.db.updateTable('settlement').set({ status: 5 }).where('id', '=', settle.id).execute();
      expect(await unread(finance)).toBe(n + 1);
    }
    expect(recon ?? settle).toBeTruthy();
  });

  it("another supplier's messages are never visible, and cannot be read by id", async () => {
    await insertOrder(2);
    const mine = (await list()).data.rows[0];
    const theirs = (await list(other)).data.rows.map((r: { id: number }) => r.id);
    expect(theirs).not.toContain(mine.id);
    expect((await ctx.call('POST', '/scm/message/read', { token: other, body: { id: mine.id } })).code).toBe(404);
    expect((await ctx.call('POST', '/scm/message/read', { token, body: { id: 'x' } })).code).toBe(400);
  });

  it('read all empties the badge', async () => {
    await insertOrder(2);
    expect(await unread()).toBeGreaterThan(0);
    const r = await ctx.call('POST', '/scm/message/readAll', { token, body: {} });
    expect(r.data.marked).toBeGreaterThan(0);
    expect(await unread()).toBe(0);
    expect((await list(token, { pageNum: 1, pageSize: 10, unreadOnly: true })).data.rows).toEqual([]);
  });
});
