import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { PROMISE_HORIZON_DAYS } from '../../server/modules/purchase/messages';
import { withS001, type S001 } from '../server/fixtures';
import { demoPassword } from '../support/testContext';

// D3: a promised delivery date had no upper bound (2036-01-01 was accepted on a confirm).
// D4: finance staff could confirm and reject purchase returns, while they get 107 on order confirmation. Returns are
// an operational decision like orders: finance staff see them, admin and sales decide them.

let s: S001;
let finance: string;

const daysFromToday = (days: number) => new Date(Date.parse(`${businessToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function awaitingOrder(sheetNo: string) {
  const po = await s.ctx.db.insertInto('purchase_order').values({
    merchant_id: s.merchantId, sheet_no: sheetNo, supplier_id: s.supplierId, order_branch_id: s.branchId, receive_branch_id: s.branchId,
    status: 2, order_date: businessToday(), expected_date: daysFromToday(3), total_qty: '10', total_amount: '20.00',
  }).returning('id').executeTakeFirstOrThrow();
  const line = await s.ctx.db.insertInto('purchase_order_line').values({
    merchant_id: s.merchantId, supplier_id: s.supplierId, order_id: po.id, line_no: 1, item_id: s.itemId, name: '商品', order_qty: '10', price: '2.0000', amount: '20.00',
  }).returning('id').executeTakeFirstOrThrow();
  return { id: po.id, lineId: line.id };
}

async function awaitingReturn(sheetNo: string) {
  const r = await s.ctx.db.insertInto('purchase_out').values({
    merchant_id: s.merchantId, sheet_no: sheetNo, supplier_id: s.supplierId, branch_id: s.branchId, status: 2, reason_code: 1,
    reason: '临期商品', out_time: new Date().toISOString(), total_qty: '3', total_amount: '6.00',
  }).returning(['id', 'version']).executeTakeFirstOrThrow();
  return r;
}

const status = async (table: 'purchase_order' | 'purchase_out', id: number) =>
  (await s.ctx.db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

beforeAll(async () => {
  s = await withS001();
  finance = await s.ctx.login('13800000003', demoPassword);
});
afterAll(() => s.ctx.close());

describe('D3: a promised delivery date lies within the horizon', () => {
  const confirm = (o: { id: number; lineId: number }, promisedDate: string, linePromise?: string) =>
    s.ctx.call('POST', '/scm/purchase/purchase-order/saveConfirm', {
      token: s.token,
      body: { id: o.id, version: 0, action: 'confirm', promisedDate, lines: [{ lineId: o.lineId, confirmedQty: '10', ...(linePromise ? { promisedDate: linePromise } : {}) }] },
    });

  it('years ahead is refused on the order and on a line, and the order stays unanswered', async () => {
    const o = await awaitingOrder('ZC2612020001');
    const far = await confirm(o, '2036-01-01');
    expect(far).toMatchObject({ code: 400, data: { field: 'promisedDate' } });
    expect(far.message).toContain(String(PROMISE_HORIZON_DAYS));
    const farLine = await confirm(o, daysFromToday(5), '2036-01-01');
    expect(farLine).toMatchObject({ code: 400, data: { field: 'lines/0/promisedDate' } });
    const oneDayPast = await confirm(o, daysFromToday(PROMISE_HORIZON_DAYS + 1));
    expect(oneDayPast).toMatchObject({ code: 400, data: { field: 'promisedDate' } });
    expect(await status('purchase_order', o.id)).toBe(2);
  });

  it('the last day of the horizon is accepted', async () => {
    const o = await awaitingOrder('ZC2612020002');
    const r = await confirm(o, daysFromToday(PROMISE_HORIZON_DAYS));
    expect(r.code, JSON.stringify(r)).toBe(0);
  });
});

describe('D4: finance staff see purchase returns; admin and sales decide them', () => {
  it('finance staff read the list and the detail', async () => {
    const r = await awaitingReturn('ZO2612020001');
    expect((await s.ctx.call('POST', '/scm/purchase/purchase-out/list', { token: finance, body: {} })).code).toBe(0);
    expect((await s.ctx.call('GET', `/scm/financial/purchase-out/detail/${r.id}`, { token: finance })).code).toBe(0);
  });

  it('finance staff get 107 on confirming and rejecting, and the return stays unanswered', async () => {
    const r = await awaitingReturn('ZO2612020002');
    for (const body of [{ action: 'confirm' }, { action: 'reject', reason: '数量不符' }]) {
      const answer = await s.ctx.call('POST', '/scm/purchase/purchase-out/saveConfirm', { token: finance, body: { id: r.id, version: r.version, ...body } });
      expect(answer.code, JSON.stringify(answer)).toBe(107);
    }
    expect(await status('purchase_out', r.id)).toBe(2);
  });

  it('the admin still confirms', async () => {
    const r = await awaitingReturn('ZO2612020003');
    const answer = await s.ctx.call('POST', '/scm/purchase/purchase-out/saveConfirm', { token: s.token, body: { id: r.id, version: r.version, action: 'confirm' } });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
  });
});
