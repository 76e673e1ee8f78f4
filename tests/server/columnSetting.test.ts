import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';

// Per-user column settings of list screens: GET/POST /common/column-setting/list and POST .../save.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const settings = { hidden: ['remark'], order: ['sheetNo', 'totalAmount', 'orderDate'] };
const list = (token: string | undefined, pageId: string) => ctx.call('GET', '/common/column-setting/list', { token, query: { pageId } });
const save = (token: string, body: unknown) => ctx.call('POST', '/common/column-setting/save', { token, body });

describe('column settings API', () => {
  it('answers null before anything is saved, then what was saved', async () => {
    const token = await ctx.login('13800000001', demoPassword);
    expect(await list(token, 'purchase-order.list')).toMatchObject({ code: 0, data: { settings: null } });
    expect(await save(token, { pageId: 'purchase-order.list', settings })).toMatchObject({ code: 0, data: { settings } });
    expect((await list(token, 'purchase-order.list')).data.settings).toEqual(settings);
    const viaPost = await ctx.call('POST', '/common/column-setting/list', { token, body: { pageId: 'purchase-order.list' } });
    expect(viaPost.data.settings).toEqual(settings);
  });

  it('overwrites on a second save and keeps pages apart', async () => {
    const token = await ctx.login('13800000001', demoPassword);
    const next = { hidden: [], order: ['orderDate', 'sheetNo'] };
    await save(token, { pageId: 'purchase-order.list', settings: next });
    expect((await list(token, 'purchase-order.list')).data.settings).toEqual(next);
    expect((await list(token, 'purchase-in.list')).data.settings).toBeNull();
  });

  it('keeps each user to their own settings', async () => {
    const other = await ctx.login('13800000003', demoPassword);
    expect((await list(other, 'purchase-order.list')).data.settings).toBeNull();
  });

  it('refuses calls without a session and malformed input, changing nothing', async () => {
    expect((await list(undefined, 'purchase-order.list')).code).toBe(140001);
    const token = await ctx.login('13800000001', demoPassword);
    for (const body of [
      { pageId: 'purchase-order.list' },
      { pageId: 'purchase-order.list', settings: { hidden: [{ field: 'x' }], order: [] } },
      { pageId: 'Bad Id', settings },
      { pageId: 'purchase-order.list', settings: { ...settings, extra: 1 } },
    ]) {
      expect((await save(token, body)).code).toBe(400);
    }
    expect((await list(token, 'purchase-order.list')).data.settings).toEqual({ hidden: [], order: ['orderDate', 'sheetNo'] });
  });
});
