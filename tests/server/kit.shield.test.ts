import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { route, type RouteSpec } from '../../server/lib/routeSpec';
import { apiRoutes } from '../../server/modules/index';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';

// Shield codes come from the menu files: SCM_FINANCE_AMOUNTS is shielded from sales staff (13800000002 acts as sales
// for S004), SCM_PURCHASE_ORDER_CONFIRM from finance staff (13800000003 at S001); admins (13800000001) are shielded
// from nothing.

let ctx: TestContext;
let app: FastifyInstance;
let admin: string;
let sales: string;
let finance: string;

const amountFields = ['inAmount', 'outAmount', 'netAmount'];
// The seed dates its documents relative to today: the last year holds receipts and orders of every demo supplier.
const today = new Date();
const period = { dateFrom: new Date(today.getTime() - 365 * 86_400_000).toISOString().slice(0, 10), dateTo: today.toISOString().slice(0, 10) };

const nested: RouteSpec = route({
  method: 'GET',
  url: '/test/shielded-rows',
  auth: 'supplier',
  summary: 'rows with a shielded field',
  schema: {
    response: {
      type: 'object',
      properties: {
        rows: { type: 'array', items: { type: 'object', properties: { qty: { type: 'string' }, price: { type: 'string', 'x-shieldCode': 'SCM_FINANCE_AMOUNTS' } } } },
      },
    },
  },
  handler: async () => ({ rows: [{ qty: '1', price: '2.00' }, { qty: '3', price: '4.00' }] }),
});
const shieldedRoute: RouteSpec = route({
  method: 'GET', url: '/test/shielded-route', auth: 'supplier', shieldCode: 'SCM_FINANCE_AMOUNTS', summary: 'shielded as a whole',
  schema: { response: { type: 'object', properties: {} } }, handler: async () => ({}),
});

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({ db: ctx.db, routes: [...apiRoutes, nested, shieldedRoute] });
  await app.ready();
  admin = await ctx.login('13800000001', demoPassword);
  sales = await ctx.login('13800000002', demoPassword, { supplierCode: 'S004' });
  finance = await ctx.login('13800000003', demoPassword);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const call = async (method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
  (await app.inject({ method, url: `/mobile/api${url}`, headers: { token }, ...(body ? { payload: body as object } : {}) })).json();

describe('field-level shield codes', () => {
  it('the users are who the test takes them for', async () => {
    const info = async (t: string) => (await call('GET', '/mobile/scm/getLoginUserInfo', t)).data.shieldCode;
    expect(await info(admin)).toEqual([]);
    expect(await info(sales)).toEqual(['SCM_FINANCE_AMOUNTS']);
    expect(await info(finance)).toEqual(['SCM_PURCHASE_ORDER_CONFIRM', 'SCM_PURCHASE_OUT_CONFIRM']);
  });

  it('a sales user\'s purchase summary lacks the purchase amounts; quantities stay', async () => {
    for (const groupBy of ['item', 'day']) {
      const rows = (await call('POST', '/scm/report/purchase-summary/query', sales, { ...period, groupBy })).data.rows;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        for (const f of amountFields) expect(row).not.toHaveProperty(f);
        expect(row).toHaveProperty('netQty');
      }
    }
    const total = (await call('POST', '/scm/report/purchase-summary/total', sales, period)).data;
    for (const f of amountFields) expect(total).not.toHaveProperty(f);
    expect(total).toHaveProperty('inQty');
    const adminRow = (await call('POST', '/scm/report/purchase-summary/query', admin, period)).data.rows[0];
    for (const f of amountFields) expect(adminRow).toHaveProperty(f);
  });

  it('a sales user\'s arrival rate lacks ordered and arrived amounts, in the rows and the summary', async () => {
    const r = (await call('POST', '/scm/report/delivery-rate-analyse/query', sales, period)).data;
    expect(r.rows.length).toBeGreaterThan(0);
    for (const part of [...r.rows, r.summary]) {
      expect(part).not.toHaveProperty('orderAmount');
      expect(part).not.toHaveProperty('arrivedAmount');
      expect(part).toHaveProperty('qtyRate');
    }
    const a = (await call('POST', '/scm/report/delivery-rate-analyse/query', admin, period)).data;
    expect(a.summary).toHaveProperty('orderAmount');
  });

  it('a finance user\'s home summary lacks the orders to confirm', async () => {
    const r = await call('GET', '/scm/home/summary', finance);
    expect(r.code).toBe(0);
    expect(r.data).not.toHaveProperty('awaitingConfirm');
    expect((await call('GET', '/scm/home/summary', admin)).data).toHaveProperty('awaitingConfirm');
  });

  it('removes a shielded field from every row of a list', async () => {
    expect((await call('GET', '/test/shielded-rows', sales)).data).toEqual({ rows: [{ qty: '1' }, { qty: '3' }] });
    expect((await call('GET', '/test/shielded-rows', admin)).data.rows[1]).toEqual({ qty: '3', price: '4.00' });
  });
});

describe('route-level shield codes', () => {
  it('answer 107 to the users the code is shielded from, from the menu files', async () => {
    expect((await call('GET', '/test/shielded-route', sales)).code).toBe(107);
    expect((await call('GET', '/test/shielded-route', finance)).code).toBe(0);
    expect((await call('GET', '/test/shielded-route', admin)).code).toBe(0);
  });
});
