import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, type TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

let ctx: TestContext;
let token: string;
let supplierId: number;
let merchantId: number;
let branchId: number;
let seq = 0;

const stale = '订单状态已变化，请刷新后重试';
const confirm = (body: Record<string, unknown>, t = token) => ctx.call('POST', '/scm/purchase/purchase-order/saveConfirm', { token: t, body });

/** An order awaiting confirmation with lines of 10, 5.5 and 2 units, dated 2024-05-10. */
async function newOrder(): Promise<{ id: number; lineIds: number[] }> {
  seq++;
  const po = await ctx.db
    .insertInto('purchase_order')
    .values({
      merchant_id: merchantId, sheet_no: `ZC2405100${String(seq).padStart(3, '0')}`, supplier_id: supplierId, order_branch_id: branchId,
      receive_branch_id: branchId, status: 2, order_date: '2024-05-10', expected_date: '2024-05-15', total_qty: '17.5', total_amount: '35.00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = await ctx.db
    .insertInto('purchase_order_line')
    .values(['10', '5.5', '2'].map((q, i) => ({
      merchant_id: merchantId, supplier_id: supplierId, order_id: po.id, line_no: i + 1, item_id: 1, name: `商品${i + 1}`, order_qty: q, price: '2.0000', amount: String(Number(q) * 2),
    })))
    .returning('id')
    .execute();
  return { id: po.id, lineIds: lines.map((l) => l.id) };
}

const lines = (ids: number[], qty: (string | number)[]) => ids.map((lineId, i) => ({ lineId, confirmedQty: qty[i] }));

beforeAll(async () => {
  ({ ctx, token, supplierId, merchantId, branchId } = await withS001());
});
afterAll(() => ctx.close());

describe('the order after its answer', () => {
  it('says the quantity and amount confirmed over all lines once confirmed with cuts, and nothing before', async () => {
    const o = await newOrder();
    const detail = async () => (await ctx.call('GET', `/scm/purchase/purchase-order/detail/${o.id}`, { token })).data;
    expect(await detail()).toMatchObject({ totalQty: '17.500', confirmedQty: null, confirmedAmount: null });
    // 10 → 0 (out of stock), 5.5 → 3.25, 2 as ordered, at 2.0000 each
    expect(await confirm({ id: o.id, version: 0, action: 'confirm', promisedDate: '2024-05-14', lines: lines(o.lineIds, ['0', '3.25', '2']) })).toMatchObject({ code: 0 });
    const d = await detail();
    expect([Number(d.confirmedQty), Number(d.confirmedAmount)]).toEqual([5.25, 10.5]);
    expect(Number(d.totalQty)).toBe(17.5);
  });
});

describe('confirming an order in whole packs', () => {
  /** An order of 24 and 10 units, the first in packs of 12 (its line's factor), the second by the unit. */
  async function packedOrder(): Promise<{ id: number; lineIds: number[] }> {
    const o = await newOrder();
    await ctx.db.updateTable('purchase_order_line').set({ factor: '12', order_qty: '24' }).where('id', '=', o.lineIds[0]!).execute();
    return o;
  }

  it('asks to confirm a cut that breaks a pack, naming the line and its pack, and takes it once confirmed', async () => {
    const o = await packedOrder();
    const body = { id: o.id, version: 0, action: 'confirm', promisedDate: '2024-05-14', lines: lines(o.lineIds, ['13', '5.5', '2']) };
    const asked = await confirm(body);
    expect(asked).toMatchObject({ code: 428, data: { confirm: 'confirmPartPack', fields: ['lines/0/confirmedQty'] } });
    expect(asked.message).toContain('第 1 行');
    expect(asked.message).toContain('每包 12');
    // Nothing was saved.
    expect((await ctx.db.selectFrom('purchase_order').select('status').where('id', '=', o.id).executeTakeFirstOrThrow()).status).toBe(2);
    expect(await confirm({ ...body, confirmPartPack: true })).toMatchObject({ code: 0, data: { status: 3 } });
  });

  it('takes whole packs, the ordered quantity and 0 without asking; a unit line takes any quantity', async () => {
    for (const qty of ['12', '24', '0']) {
      const o = await packedOrder();
      expect(await confirm({ id: o.id, version: 0, action: 'confirm', promisedDate: '2024-05-14', lines: lines(o.lineIds, [qty, '5.25', '1']) })).toMatchObject({ code: 0 });
    }
  });

  it('refuses a confirmation flag that is not a boolean', async () => {
    const o = await packedOrder();
    expect(await confirm({ id: o.id, version: 0, action: 'confirm', promisedDate: '2024-05-14', confirmPartPack: 1, lines: lines(o.lineIds, ['13', '5.5', '2']) })).toMatchObject({ code: 400 });
  });
});

describe('confirming an order', () => {
  it('stores the confirmed quantities and promised date, moves 2 → 3 once and logs it', async () => {
    const o = await newOrder();
    const r = await confirm({
      id: o.id, version: 0, action: 'confirm', promisedDate: '2024-05-14', remark: '分两批送',
      lines: [{ lineId: o.lineIds[0], confirmedQty: '10' }, { lineId: o.lineIds[1], confirmedQty: 5.25, promisedDate: '2024-05-16' }, { lineId: o.lineIds[2], confirmedQty: '0' }],
    });
    expect(r).toMatchObject({ code: 0, data: { id: o.id, status: 3, version: 1 } });
    const d = await ctx.call('GET', `/scm/purchase/purchase-order/detail/${o.id}`, { token });
    expect(d.data).toMatchObject({ status: 3, version: 1, promisedDate: '2024-05-14', canConfirm: false, supplierRemark: '分两批送' });
    expect(d.data.lines.map((l: { confirmedQty: string }) => l.confirmedQty)).toEqual(['10.000', '5.250', '0.000']);
    expect(d.data.lines.map((l: { promisedDate: string }) => l.promisedDate)).toEqual(['2024-05-14', '2024-05-16', '2024-05-14']);
    const log = await ctx.db.selectFrom('approval_log').selectAll().where('doc_type', '=', 'purchase_order').where('doc_id', '=', o.id).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ from_status: 2, to_status: 3, actor_type: 'supplier', merchant_id: merchantId });

    const again = await confirm({ id: o.id, version: 1, action: 'confirm', promisedDate: '2024-05-14', lines: lines(o.lineIds, [1, 1, 1]) });
    expect(again).toMatchObject({ code: 409, message: stale });
    const old = await confirm({ id: o.id, version: 0, action: 'reject', reason: '缺货' });
    expect(old).toMatchObject({ code: 409, message: stale });
  });

  it('refuses invalid quantities with a 400 naming the line, and leaves the order untouched', async () => {
    const o = await newOrder();
    const other = await newOrder();
    const base = { id: o.id, version: 0, action: 'confirm', promisedDate: '2024-05-14' };
    const cases: [unknown, string][] = [
      [lines(o.lineIds, ['-1', '1', '1']), 'lines/0/confirmedQty'],
      [lines(o.lineIds, [-0.5, '1', '1']), 'lines/0/confirmedQty'],
      [lines(o.lineIds, ['10', '5.501', '1']), 'lines/1/confirmedQty'],
      [lines(o.lineIds, ['10', '5.5', '2.0001']), 'lines/2/confirmedQty'],
      [lines(o.lineIds, ['1.2345', '1', '1']), 'lines/0/confirmedQty'],
      [lines(o.lineIds, [1.2345, '1', '1']), 'lines/0/confirmedQty'],
      [lines(o.lineIds, ['abc', '1', '1']), 'lines/0/confirmedQty'],
      [lines(o.lineIds, ['1e2', '1', '1']), 'lines/0/confirmedQty'],
      [lines(o.lineIds.slice(0, 2), ['1', '1']), 'lines'],
      [[...lines(o.lineIds, ['1', '1', '1']), { lineId: other.lineIds[0], confirmedQty: '1' }], 'lines/3/lineId'],
      [[...lines(o.lineIds.slice(0, 2), ['1', '1']), { lineId: other.lineIds[2], confirmedQty: '1' }], 'lines/2/lineId'],
      [[...lines(o.lineIds, ['1', '1', '1']), { lineId: o.lineIds[0], confirmedQty: '1' }], 'lines/3/lineId'],
      [[], 'lines'],
    ];
    for (const [ls, field] of cases) {
      const r = await confirm({ ...base, lines: ls });
      expect(r.code, JSON.stringify(ls)).toBe(400);
      expect(r.data.field, JSON.stringify(ls)).toBe(field);
    }
    const noDate = await confirm({ ...base, promisedDate: undefined, lines: lines(o.lineIds, ['1', '1', '1']) });
    expect(noDate).toMatchObject({ code: 400, data: { field: 'promisedDate' } });
    const early = await confirm({ ...base, promisedDate: '2024-05-09', lines: lines(o.lineIds, ['1', '1', '1']) });
    expect(early).toMatchObject({ code: 400, data: { field: 'promisedDate' } });
    const earlyLine = await confirm({ ...base, lines: [{ lineId: o.lineIds[0], confirmedQty: '1', promisedDate: '2024-05-01' }, ...lines(o.lineIds.slice(1), ['1', '1'])] });
    expect(earlyLine).toMatchObject({ code: 400, data: { field: 'lines/0/promisedDate' } });
    const notAField = await confirm({ ...base, lines: [{ lineId: o.lineIds[0], confirmedQty: '1', price: '0.01' }] });
    expect(notAField.code).toBe(400);

    const row = await ctx.db.selectFrom('purchase_order').select(['status', 'version']).where('id', '=', o.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 2, version: 0 });
    const confirmed = await ctx.db.selectFrom('purchase_order_line').select('confirmed_qty').where('order_id', '=', o.id).execute();
    expect(confirmed.every((l) => l.confirmed_qty === null)).toBe(true);
    // The edges are allowed: the full ordered quantity and 3 decimals.
    const okR = await confirm({ ...base, lines: lines(o.lineIds, ['10.000', '5.5', '1.999']) });
    expect(okR.code).toBe(0);
  });

  it('is refused (107) to finance staff, whose role may not answer orders', async () => {
    const o = await newOrder();
    const finance = await ctx.login('13800000003', demoPassword);
    const r = await confirm({ id: o.id, version: 0, action: 'confirm', promisedDate: '2024-05-14', lines: lines(o.lineIds, ['1', '1', '1']) }, finance);
    expect(r.code).toBe(107);
  });
});

describe('rejecting an order', () => {
  it('needs a reason of 1 to 200 characters', async () => {
    const o = await newOrder();
    expect(await confirm({ id: o.id, version: 0, action: 'reject' })).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect(await confirm({ id: o.id, version: 0, action: 'reject', reason: '   ' })).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect((await confirm({ id: o.id, version: 0, action: 'reject', reason: '缺'.repeat(201) })).code).toBe(400);
    const r = await confirm({ id: o.id, version: 0, action: 'reject', reason: ' 厂家停产 ' });
    expect(r).toMatchObject({ code: 0, data: { status: 4, version: 1 } });
    const d = await ctx.call('GET', `/scm/purchase/purchase-order/detail/${o.id}`, { token });
    expect(d.data).toMatchObject({ status: 4, rejectReason: '厂家停产' });
    const log = await ctx.db.selectFrom('approval_log').selectAll().where('doc_type', '=', 'purchase_order').where('doc_id', '=', o.id).executeTakeFirstOrThrow();
    expect(log).toMatchObject({ from_status: 2, to_status: 4, actor_type: 'supplier', comment: '厂家停产' });
  });
});

describe('concurrent answers', () => {
  it('50 parallel confirms of one order: exactly one succeeds, 49 get 409', async () => {
    const o = await newOrder();
    const body = { id: o.id, version: 0, action: 'confirm', promisedDate: '2024-05-14', lines: lines(o.lineIds, ['9', '5', '2']) };
    const results = await Promise.all(Array.from({ length: 50 }, () => confirm(body)));
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(results.filter((r) => r.code === 409).every((r) => r.message === stale)).toBe(true);
    const row = await ctx.db.selectFrom('purchase_order').select(['status', 'version']).where('id', '=', o.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 3, version: 1 });
    const logs = await ctx.db.selectFrom('approval_log').select('id').where('doc_type', '=', 'purchase_order').where('doc_id', '=', o.id).execute();
    expect(logs).toHaveLength(1);
  });

  it('a confirm and a reject racing: one wins, the other is told the order changed', async () => {
    const o = await newOrder();
    const [a, b] = await Promise.all([
      confirm({ id: o.id, version: 0, action: 'confirm', promisedDate: '2024-05-14', lines: lines(o.lineIds, ['1', '1', '1']) }),
      confirm({ id: o.id, version: 0, action: 'reject', reason: '缺货' }),
    ]);
    expect([a.code, b.code].sort()).toEqual([0, 409]);
  });
});
