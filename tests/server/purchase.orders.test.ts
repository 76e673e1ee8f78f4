import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { demoPassword, type TestContext } from '../support/testContext';
import { withS001 } from './fixtures';
import { businessToday } from '../../server/lib/businessDay';

// Orders of March 2019 are inserted here, so the seed's own orders never fall into the filtered ranges.
let ctx: TestContext;
let s001: string;
let s002: string;
let supplierId: number;
let merchantId: number;
let branchA: number;
let branchB: number;
const ids: Record<string, number> = {};

const statuses = [2, 3, 4, 5, 6, 8, 9];
const list = (token: string, body: Record<string, unknown>) => ctx.call('POST', '/scm/purchase/purchase-order/list', { token, body });

async function insertOrder(sheetNo: string, status: number, orderDate: string, branchId: number, lines: [string, string, string][], extra: Record<string, unknown> = {}) {
  const po = await ctx.db
    .insertInto('purchase_order')
    .values({
      merchant_id: merchantId, sheet_no: sheetNo, supplier_id: supplierId, order_branch_id: branchId, receive_branch_id: branchId,
      status, order_date: orderDate, expected_date: orderDate, total_qty: lines.length, total_amount: '10.00', ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('purchase_order_line')
    .values(lines.map(([name, barcode, qty], i) => ({
      merchant_id: merchantId, supplier_id: supplierId, order_id: po.id, line_no: i + 1, item_id: 1, name, barcode, order_qty: qty, price: '1.0000', amount: qty,
    })))
    .execute();
  ids[sheetNo] = po.id;
  return po.id;
}

beforeAll(async () => {
  ({ ctx, token: s001, supplierId, merchantId, branchId: branchA, secondBranchId: branchB } = await withS001());
  s002 = await ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
  // 25 visible orders on 2019-03-01..25 (statuses cycling through the visible ones), plus a draft and a pending audit.
  for (let d = 1; d <= 25; d++) {
    const day = `2019-03-${String(d).padStart(2, '0')}`;
    const lines: [string, string, string][] = [['普通商品', `69000000${String(d).padStart(5, '0')}`, '5']];
    if (d === 7) lines.push(['斑马牌奶粉 Zebra', '6912345678901', '2']);
    await insertOrder(`ZT190301${String(d).padStart(4, '0')}`, statuses[d % statuses.length], day, d % 2 ? branchA : branchB, lines);
  }
  await insertOrder('ZT1903010900', 0, '2019-03-09', branchA, [['草稿', '6900', '1']]);
  await insertOrder('ZT1903011000', 1, '2019-03-10', branchA, [['待审核', '6901', '1']]);
  await insertOrder('ZTDUE0000001', 3, '2019-03-26', branchA, [['今日到货', '6902', '1']], { expected_date: businessToday() });
  await insertOrder('ZTDUE0000002', 2, '2019-03-27', branchA, [['承诺今日', '6903', '1']], { expected_date: '2019-04-01', promised_date: businessToday() });
});
afterAll(() => ctx.close());

const march = { dateFrom: '2019-03-01', dateTo: '2019-03-25' };

describe('purchase order list', () => {
  it('pages through the visible orders, newest first, with a total and per-status counts', async () => {
    const seen: number[] = [];
    let total = 0;
    for (let page = 1; page <= 3; page++) {
      const r = await list(s001, { ...march, pageNum: page, pageSize: 10 });
      expect(r.code).toBe(0);
      total = r.data.total;
      expect(r.data.rows).toHaveLength(page < 3 ? 10 : 5);
      seen.push(...r.data.rows.map((x: { id: number }) => x.id));
      const dates = r.data.rows.map((x: { orderDate: string }) => x.orderDate);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    expect(total).toBe(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen).not.toContain(ids.ZT1903010900);
    expect(seen).not.toContain(ids.ZT1903011000);
    const r = await list(s001, march);
    const expected: Record<string, number> = {};
    for (const s of statuses) expected[String(s)] = 0;
    for (let d = 1; d <= 25; d++) expected[String(statuses[d % statuses.length])]++;
    expect(r.data.statusCounts).toEqual(expected);
    const row = r.data.rows[0];
    expect(row).toMatchObject({ sheetNo: 'ZT1903010025', orderDate: '2019-03-25', lineCount: 1, totalAmount: '10.00' });
    // Status names are the client's (schemas/enums.json, in the user's language): the answer carries codes only.
    expect(row).not.toHaveProperty('statusName');
    expect(typeof row.branchName).toBe('string');
  });

  it('filters by status tab (one or several), keeping the counts of every tab', async () => {
    const one = await list(s001, { ...march, status: 2 });
    expect(one.data.rows.every((x: { status: number }) => x.status === 2)).toBe(true);
    expect(one.data.total).toBe(one.data.statusCounts['2']);
    const two = await list(s001, { ...march, status: [3, 5], pageSize: 100 });
    expect(two.data.total).toBe(two.data.statusCounts['3'] + two.data.statusCounts['5']);
    expect(two.data.rows.every((x: { status: number }) => [3, 5].includes(x.status))).toBe(true);
    expect(two.data.statusCounts).toEqual(one.data.statusCounts);
  });

  it('filters by branch, by sheet number prefix and by item name or barcode', async () => {
    const byBranch = await list(s001, { ...march, branchId: branchB, pageSize: 100 });
    expect(byBranch.data.total).toBe(12);
    expect(byBranch.data.rows.every((x: { branchId: number }) => x.branchId === branchB)).toBe(true);
    const bySheet = await list(s001, { keyword: 'ZT190301000' });
    const nine = Array.from({ length: 9 }, (_, i) => `ZT190301000${i + 1}`);
    expect(bySheet.data.rows.map((x: { sheetNo: string }) => x.sheetNo).sort()).toEqual(nine);
    const byName = await list(s001, { keyword: 'zebra' });
    expect(byName.data.rows.map((x: { sheetNo: string }) => x.sheetNo)).toEqual(['ZT1903010007']);
    const byBarcode = await list(s001, { keyword: '691234567' });
    expect(byBarcode.data.rows.map((x: { sheetNo: string }) => x.sheetNo)).toEqual(['ZT1903010007']);
    const wildcard = await list(s001, { keyword: '%' });
    expect(wildcard.data.total).toBe(0);
  });

  it('lists the open orders due today by promised date, else expected date', async () => {
    const r = await list(s001, { dueToday: true, pageSize: 100 });
    const sheets = r.data.rows.map((x: { sheetNo: string }) => x.sheetNo);
    expect(sheets).toEqual(expect.arrayContaining(['ZTDUE0000001', 'ZTDUE0000002']));
    const today = businessToday();
    const n = await sql<{ n: number }>`select count(*)::int as n from purchase_order where supplier_id = ${supplierId}
      and status in (2,3,5) and coalesce(promised_date, expected_date) = ${today}::date`.execute(ctx.db);
    expect(r.data.total).toBe(n.rows[0].n);
  });

  it("lists the orders with goods left to ship, exactly those the home's 待预约送货 counts", async () => {
    const r = await list(s001, { toShip: true, pageSize: 100 });
    const home = await ctx.call('GET', '/scm/home/summary', { token: s001 });
    expect(r.data.total).toBe(home.data.deliveries.toShip);
    // counted from the tables: confirmed or partly received, a line neither received nor on an open notice
    const n = await sql<{ n: number }>`select count(distinct po.id)::int as n from purchase_order po join purchase_order_line l on l.order_id = po.id
      where po.supplier_id = ${supplierId} and po.status in (3, 5) and l.confirmed_qty - l.received_qty > (select coalesce(sum(al.qty), 0)
        from asn_line al join asn x on x.id = al.asn_id where al.order_line_id = l.id and x.status in (1, 2, 3))`.execute(ctx.db);
    expect(r.data.total).toBe(n.rows[0].n);
    expect(r.data.total).toBeGreaterThan(0);
    expect(r.data.rows.every((x: { status: number }) => x.status === 3 || x.status === 5)).toBe(true);
    expect((await list(s001, { toShip: 'yes' })).code).toBe(400);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    expect((await list(s001, { status: 1 })).code).toBe(400);
    expect((await list(s001, { dateFrom: '2019-02-30' })).code).toBe(400);
    const extra = await list(s001, { supplierId: 99 });
    expect(extra.code).toBe(400);
    expect(extra.message).toContain('supplierId');
    expect((await list(s001, { pageSize: 101 })).code).toBe(400);
  });

  it('answers the first page of every visible status when no body is sent', async () => {
    const r = await ctx.call('POST', '/scm/purchase/purchase-order/list', { token: s001 });
    expect(r.code).toBe(0);
    expect(r.data.rows.length).toBeGreaterThan(0);
    expect(r.data.rows.length).toBeLessThanOrEqual(20);
  });

  it('needs a token', async () => {
    expect((await ctx.call('POST', '/scm/purchase/purchase-order/list', { body: {} })).code).toBe(140001);
  });
});

describe('purchase order detail', () => {
  it('answers header and lines with ordered, confirmed and received quantities', async () => {
    const r = await ctx.call('GET', `/scm/purchase/purchase-order/detail/${ids.ZT1903010007}`, { token: s001 });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ id: ids.ZT1903010007, sheetNo: 'ZT1903010007', status: 2, version: 0, canConfirm: true, orderDate: '2019-03-07' });
    expect(r.data.lines).toHaveLength(2);
    expect(r.data.lines[1]).toMatchObject({ lineNo: 2, name: '斑马牌奶粉 Zebra', barcode: '6912345678901', orderQty: '2.000', confirmedQty: null, receivedQty: '0.000', price: '1.0000' });
  });

  it('hides drafts and orders still in the chain\'s audit', async () => {
    expect((await ctx.call('GET', `/scm/purchase/purchase-order/detail/${ids.ZT1903010900}`, { token: s001 })).code).toBe(404);
    expect((await ctx.call('GET', `/scm/purchase/purchase-order/detail/${ids.ZT1903011000}`, { token: s001 })).code).toBe(404);
    // An id that is not a number, or none at all, addresses no document either.
    expect((await ctx.call('GET', '/scm/purchase/purchase-order/detail/abc', { token: s001 })).code).toBe(404);
    expect((await ctx.call('GET', '/scm/purchase/purchase-order/detail/', { token: s001 })).code).toBe(404);
  });
});

describe('another supplier\'s orders', () => {
  it('are not found: detail, confirm and list (13800000002 acting as S002)', async () => {
    const seeded = await ctx.db.selectFrom('purchase_order').select(['id', 'version']).where('supplier_id', '=', supplierId)
      .where('status', 'in', statuses).orderBy('id').limit(5).execute();
    for (const o of [...seeded, { id: ids.ZT1903010007, version: 0 }]) {
      const d = await ctx.call('GET', `/scm/purchase/purchase-order/detail/${o.id}`, { token: s002 });
      expect(d.code).toBe(404);
      const c = await ctx.call('POST', '/scm/purchase/purchase-order/saveConfirm', { token: s002, body: { id: o.id, version: o.version, action: 'reject', reason: 'x' } });
      expect(c.code).toBe(404);
    }
    const l = await list(s002, { keyword: 'ZT1903', pageSize: 100 });
    expect(l.data.total).toBe(0);
    const still = await ctx.db.selectFrom('purchase_order').select('status').where('id', '=', ids.ZT1903010007).executeTakeFirstOrThrow();
    expect(still.status).toBe(2);
  });
});
