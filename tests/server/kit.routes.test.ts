import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { BizError } from '../../server/lib/errors';
import { routeProblems } from '../../server/lib/registerRoutes';
import { route, type JsonSchema, type RouteSpec } from '../../server/lib/routeSpec';
import { apiRoutes } from '../../server/modules/index';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';

// The route kit: declarations are checked at start-up, the guard and the envelope come from the declaration.

let ctx: TestContext;
let app: FastifyInstance;
let supplierToken: string;

// A plain schema type: these routes test what the kit does at run time (an undeclared field is not sent).
const ok: JsonSchema = { type: 'object', properties: { shown: { type: 'string' } } };

/** Routes a test adds next to the real ones. */
const extra: RouteSpec[] = [
  route({ method: 'GET', url: '/test/boss-only', auth: 'boss', summary: 'boss route', schema: { response: ok }, handler: async () => ({ shown: 'boss' }) }),
  route({
    method: 'GET', url: '/test/extra-field', auth: 'user', summary: 'answers more than it declares', schema: { response: ok },
    handler: async () => ({ shown: 'yes', secret: 'never sent' }),
  }),
  route({
    method: 'GET', url: '/test/biz-error', auth: 'user', summary: 'throws with data', schema: { response: ok },
    handler: async () => {
      throw new BizError(1234, { 'zh-CN': '业务错误', en: 'Business error' }, { data: { detail: [1, 2] }, businessCode: 7 });
    },
  }),
  route({
    method: 'GET', url: '/test/limited', auth: 'none', rateLimit: { max: 1, timeWindow: 60_000 }, summary: 'one call a minute',
    schema: { response: ok }, handler: async () => ({ shown: 'once' }),
  }),
];

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({ db: ctx.db, webRoot: path.resolve('dist'), routes: [...apiRoutes, ...extra], apiDocs: true });
  await app.ready();
  supplierToken = await ctx.login('13800000001', demoPassword);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const get = async (url: string, token?: string) =>
  (await app.inject({ method: 'GET', url: `/mobile/api${url}`, headers: token ? { token } : {} })).json();

const startWith = (routes: RouteSpec[]) => buildApp({ db: ctx.db, routes: [...apiRoutes, ...routes] });

describe('start-up refuses incomplete declarations, naming the route', () => {
  it('a route without auth', async () => {
    const noAuth = { method: 'POST', url: '/test/no-auth', summary: 'x', schema: { response: ok }, handler: async () => null };
    await expect(startWith([noAuth as unknown as RouteSpec])).rejects.toThrow(/POST \/test\/no-auth: declares no auth/);
  });

  it('a route without a response schema', async () => {
    const noResponse = { method: 'GET', url: '/test/no-response', auth: 'user', summary: 'x', schema: {}, handler: async () => null };
    await expect(startWith([noResponse as unknown as RouteSpec])).rejects.toThrow(/GET \/test\/no-response: declares no response schema/);
  });

  it('a menu code, shield code or field shield code the menu files do not declare', async () => {
    const unknown = (over: Partial<Pick<RouteSpec, 'menuCode' | 'shieldCode' | 'schema'>>, url: string) =>
      route({ method: 'GET', url, auth: 'supplier', summary: 'x', schema: { response: ok }, handler: async () => null, ...over });
    const start = startWith([
      unknown({ menuCode: 'SCM_NO_SUCH_PAGE' }, '/test/menu'),
      unknown({ shieldCode: 'SCM_NO_SUCH_SHIELD' }, '/test/shield'),
      unknown({ schema: { response: { type: 'object', properties: { a: { type: 'string', 'x-shieldCode': 'SCM_TYPO' } } } } }, '/test/field'),
    ]);
    await expect(start).rejects.toThrow(/GET \/test\/menu: menuCode SCM_NO_SUCH_PAGE is not declared/);
    await expect(start).rejects.toThrow(/GET \/test\/shield: shieldCode SCM_NO_SUCH_SHIELD is not declared/);
    await expect(start).rejects.toThrow(/GET \/test\/field: response x-shieldCode SCM_TYPO is not declared/);
  });

  it('every route of every module is declared completely', () => {
    expect(routeProblems(apiRoutes)).toEqual([]);
    expect(apiRoutes.every((r) => r.summary.length > 0)).toBe(true);
  });
});

describe('the guard, from the declaration', () => {
  it('a supplier session calling a boss route answers no permission (107)', async () => {
    expect((await get('/test/boss-only', supplierToken)).code).toBe(107);
    expect((await get('/test/boss-only')).code).toBe(140001);
    const boss = await ctx.login('boss', 'Boss@2026demo');
    expect(await get('/test/boss-only', boss)).toMatchObject({ code: 0, data: { shown: 'boss' } });
  });

  it('a boss session calling a supplier route answers no permission (107)', async () => {
    const boss = await ctx.login('boss', 'Boss@2026demo');
    expect((await get('/scm/my/getCurSupplier', boss)).code).toBe(107);
  });
});

describe('the envelope', () => {
  it('sends only the fields the response schema declares', async () => {
    const r = await get('/test/extra-field', supplierToken);
    expect(r).toEqual({ code: 0, message: '', data: { shown: 'yes' } });
  });

  it('leaves error answers whole: business errors, validation, unknown APIs, rate limits', async () => {
    expect(await get('/test/biz-error', supplierToken)).toEqual({ code: 1234, message: '业务错误', data: { detail: [1, 2] }, businessCode: 7 });
    const invalid = (await app.inject({
      method: 'POST', url: '/mobile/api/scm/purchase/purchase-order/list', headers: { token: supplierToken }, payload: { pageSize: 0 },
    })).json();
    expect(invalid).toEqual({ code: 400, message: '「每页条数」不能小于 1', data: { field: 'pageSize', problem: '不能小于 1' } });
    expect(await get('/no/such/api', supplierToken)).toEqual({ code: 404, message: '接口不存在', data: null });
    expect((await get('/test/limited')).code).toBe(0);
    expect(await get('/test/limited')).toEqual({ code: 429, message: '尝试次数过多，请稍后再试', data: null });
  });

  it('documents every route with its response at /docs', async () => {
    const docs = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    const detail = docs.paths['/mobile/api/scm/purchase/purchase-order/detail/{id}'].get;
    const data = detail.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties)).toEqual(expect.arrayContaining(['sheetNo', 'supplierRemark', 'rejectReason', 'lines']));
  });
});
