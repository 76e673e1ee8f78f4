import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../support/testContext';
import { withS001, type S001 } from './fixtures';

const cost = '/scm/financial/supplier-cost';
let s: S001;
let boss: string;

beforeAll(async () => {
  s = await withS001();
  boss = await s.ctx.login('boss', 'Boss@2026demo');
});
afterAll(() => s.ctx.close());

const post = (url: string, body: object, token = s.token) => s.ctx.call('POST', url, { token, body });

/** The newest fee of S001 that can still be disputed (the seed dates two in last week's statement). */
async function disputableFee() {
  const list = await post(`${cost}/getListData`, { pageSize: 50 });
  expect(list.code).toBe(0);
  for (const row of list.data.rows) {
    const d = await s.ctx.call('GET', `${cost}/detail/${row.id}`, { token: s.token });
    if (d.data.canDispute) return d.data;
  }
  throw new Error('no disputable fee');
}

describe('fees and fee disputes', () => {
  it('lists fees line by line with type, reason, statement and dispute deadline', async () => {
    const r = await post(`${cost}/getListData`, { feeType: [5] });
    expect(r.code).toBe(0);
    expect(r.data.rows.length).toBeGreaterThan(0);
    expect(r.data.rows.every((f: any) => f.feeType === 5 && f.disputeDeadline)).toBe(true);
  });

  it('a dispute needs a reason, before the deadline, one at a time', async () => {
    const fee = await disputableFee();
    expect((await post(`${cost}/dispute`, { feeId: fee.id, reason: ' ' })).code).toBe(400);
    expect((await post(`${cost}/dispute`, { feeId: fee.id })).code).toBe(400);
    const opened = await post(`${cost}/dispute`, { feeId: fee.id, reason: '促销费未经我方确认' });
    expect(opened.code).toBe(0);
    expect(opened.data.status).toBe(0);
    expect((await post(`${cost}/dispute`, { feeId: fee.id, reason: '再次申诉' })).code).toBe(409);
    const d = await s.ctx.call('GET', `${cost}/detail/${fee.id}`, { token: s.token });
    expect(d.data).toMatchObject({ disputeStatus: 0, canDispute: false });
    expect(d.data.disputes[0].reason).toBe('促销费未经我方确认');
  });

  it('an old fee can no longer be disputed', async () => {
    const old = await s.ctx.db.selectFrom('supplier_fee').select('id').where('supplier_id', '=', s.supplierId).orderBy('biz_date').executeTakeFirstOrThrow();
    const r = await post(`${cost}/dispute`, { feeId: old.id, reason: '太久了' });
    expect(r.code).toBe(400);
    expect(r.data.field).toBe('feeId');
  });

  it('the merchant refuses with an answer, or accepts and the fee is reversed for the next settlement', async () => {
    const fee = await disputableFee();
    const opened = await post(`${cost}/dispute`, { feeId: fee.id, reason: '条码费重复收取' });
    const list = await post('/boss/financial/fee-dispute/getListData', { status: [0] }, boss);
    expect(list.code).toBe(0);
    const mine = list.data.rows.find((r: any) => r.id === opened.data.id);
    expect(mine).toMatchObject({ feeId: fee.id, supplierName: expect.any(String) });
    expect((await post('/boss/financial/fee-dispute/answer', { id: mine.id, version: mine.version, action: 'refuse' }, boss)).code).toBe(400);
    const accepted = await post('/boss/financial/fee-dispute/answer', { id: mine.id, version: mine.version, action: 'accept' }, boss);
    expect(accepted.code).toBe(0);
    expect(accepted.data.status).toBe(1);
    expect((await post('/boss/financial/fee-dispute/answer', { id: mine.id, version: mine.version, action: 'accept' }, boss)).code).toBe(409);
    const d = await s.ctx.call('GET', `${cost}/detail/${fee.id}`, { token: s.token });
    const reversalId = d.data.disputes[0].reversalFeeId;
    expect(d.data.disputeStatus).toBe(1);
    const reversal = await s.ctx.db.selectFrom('supplier_fee').selectAll().where('id', '=', reversalId).executeTakeFirstOrThrow();
    expect(reversal).toMatchObject({ amount: `-${fee.amount}`, reversal_of: fee.id, reconciliation_id: null, settlement_id: null, status: 1 });
    // The reversal itself is not disputable.
    expect((await post(`${cost}/dispute`, { feeId: reversalId, reason: '冲回' })).code).toBe(400);
  });

  it("another supplier's fee answers exactly like a missing one; suppliers cannot answer disputes; finance staff read fees", async () => {
    const other = await s.ctx.supplier('S002');
    const theirs = await s.ctx.db.selectFrom('supplier_fee').select('id').where('supplier_id', '=', other.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const a = await post(`${cost}/dispute`, { feeId: theirs.id, reason: '不是我的' });
    const b = await post(`${cost}/dispute`, { feeId: 987654321, reason: '不是我的' });
    expect(a).toEqual(b);
    expect(a.code).toBe(404);
    expect((await s.ctx.call('GET', `${cost}/detail/${theirs.id}`, { token: s.token })).code).toBe(404);
    expect((await post('/boss/financial/fee-dispute/answer', { id: 1, version: 0, action: 'accept' })).code).toBe(107);
    const finance = await s.ctx.login('13800000003', demoPassword);
    expect((await post(`${cost}/getListData`, {}, finance)).code).toBe(0);
  });
});
