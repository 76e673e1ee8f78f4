import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import columnSettingRoutes from '../../server/modules/columnSetting/routes';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';

// Until server/modules/index.ts lists the module, it is mounted here on a second app over the same
// database, the way the app mounts every module; once listed, the app's own mount is tested.
let ctx: TestContext;
let app: Awaited<ReturnType<typeof buildApp>>;

async function call(method: 'GET' | 'POST', url: string, token: string | undefined, payload?: unknown, query?: Record<string, string>) {
  const res = await app.inject({
    method,
    url: `/mobile/api${url}`,
    headers: { ...(token ? { token } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    query,
  });
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestContext();
  const registered = ctx.app.hasRoute({ method: 'POST', url: '/mobile/api/common/column-setting/save' });
  if (registered) {
    app = ctx.app;
  } else {
    app = await buildApp({ db: ctx.db, webRoot: '/nonexistent' });
    await app.register(columnSettingRoutes, { prefix: '/mobile/api' });
    await app.ready();
  }
});
afterAll(async () => {
  if (app !== ctx.app) await app.close();
  await ctx.close();
});

const settings = { hidden: ['remark'], order: ['sheetNo', 'totalAmount', 'orderDate'] };

describe('column settings API', () => {
  it('answers null before anything is saved, then what was saved', async () => {
    const token = await ctx.login('13800000001', demoPassword);
    const before = await call('GET', `/common/column-setting/list`, token, undefined, { pageId: 'purchase-order.list' });
    expect(before).toMatchObject({ code: 0, data: { settings: null } });

    const saved = await call('POST', `/common/column-setting/save`, token, { pageId: 'purchase-order.list', settings });
    expect(saved).toMatchObject({ code: 0, data: { settings } });

    const after = await call('GET', `/common/column-setting/list`, token, undefined, { pageId: 'purchase-order.list' });
    expect(after.data.settings).toEqual(settings);
    const viaPost = await call('POST', `/common/column-setting/list`, token, { pageId: 'purchase-order.list' });
    expect(viaPost.data.settings).toEqual(settings);
  });

  it('overwrites on a second save and keeps pages apart', async () => {
    const token = await ctx.login('13800000001', demoPassword);
    const next = { hidden: [], order: ['orderDate', 'sheetNo'] };
    await call('POST', `/common/column-setting/save`, token, { pageId: 'purchase-order.list', settings: next });
    const r = await call('GET', `/common/column-setting/list`, token, undefined, { pageId: 'purchase-order.list' });
    expect(r.data.settings).toEqual(next);
    const other = await call('GET', `/common/column-setting/list`, token, undefined, { pageId: 'purchase-in.list' });
    expect(other.data.settings).toBeNull();
  });

  it('keeps each user to their own settings', async () => {
    const other = await ctx.login('13800000003', demoPassword);
    const r = await call('GET', `/common/column-setting/list`, other, undefined, { pageId: 'purchase-order.list' });
    expect(r.data.settings).toBeNull();
  });

  it('refuses calls without a session and malformed input, changing nothing', async () => {
    const anon = await call('GET', `/common/column-setting/list`, undefined, undefined, { pageId: 'purchase-order.list' });
    expect(anon.code).toBe(140001);
    const token = await ctx.login('13800000001', demoPassword);
    for (const body of [
      { pageId: 'purchase-order.list' },
      { pageId: 'purchase-order.list', settings: { hidden: [{ field: 'x' }], order: [] } },
      { pageId: 'Bad Id', settings },
      { pageId: 'purchase-order.list', settings: { ...settings, extra: 1 } },
    ]) {
      const r = await call('POST', `/common/column-setting/save`, token, body);
      expect(r.code).toBe(400);
    }
    const r = await call('GET', `/common/column-setting/list`, token, undefined, { pageId: 'purchase-order.list' });
    expect(r.data.settings).toEqual({ hidden: [], order: ['orderDate', 'sheetNo'] });
  });
});
