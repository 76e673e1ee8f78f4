import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';

// Spec §3 "supplier calls set params.companyType to '2'": the server takes it from the query of any call and checks
// it against the session's kind of user (server/lib/companyType.ts).

let ctx: TestContext;
let supplier: string;
let boss: string;
beforeAll(async () => {
  ctx = await createTestContext();
  [supplier, boss] = await Promise.all([ctx.login('13800000001', demoPassword), ctx.login('boss', 'Boss@2026demo')]);
});
afterAll(() => ctx.close());

const companyType = { companyType: '2' };

describe('companyType on the calls of a supplier', () => {
  it('is accepted from a supplier on GET and POST, also where the query is declared strictly', async () => {
    expect((await ctx.call('GET', '/scm/home/summary', { token: supplier, query: companyType })).code).toBe(0);
    expect((await ctx.call('POST', '/scm/purchase/purchase-order/list', { token: supplier, query: companyType, body: {} })).code).toBe(0);
    const sales = await ctx.call('GET', '/scm/sales-analysis/query', { token: supplier, query: { ...companyType, groupBy: 'day', dateFrom: '2026-01-01', dateTo: '2026-01-31' } });
    expect(sales.message).toBe('');
    expect(sales.code).toBe(0);
    expect((await ctx.call('GET', '/common/system/config/other', { query: companyType })).code).toBe(0);
  });

  it("refuses the supplier's kind from another kind of session, and a kind the app does not know", async () => {
    expect((await ctx.call('GET', '/administer/home/summary', { token: boss, query: { ...companyType, period: 'today' } })).code).toBe(107);
    expect((await ctx.call('GET', '/administer/home/summary', { token: boss, query: { period: 'today' } })).code).toBe(0);
    const unknown = await ctx.call('GET', '/scm/home/summary', { token: supplier, query: { companyType: '3' } });
    expect(unknown.code).toBe(400);
    expect(unknown.message).toBeTruthy();
    expect((await ctx.call('GET', '/common/system/config/other', { query: { companyType: 'x' } })).code).toBe(400);
  });
});
