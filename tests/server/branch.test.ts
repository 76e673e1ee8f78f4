import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

let ctx: TestContext;
let token: string;
let merchantId: number;

beforeAll(async () => {
  ({ ctx, token, merchantId } = await withS001());
});
afterAll(() => ctx.close());

describe('branch list', () => {
  it('lists the merchant\'s active branches for pickers, by POST as spec §7 has it', async () => {
    const r = await ctx.call('POST', '/common/branch/query', { token });
    expect(r.code).toBe(0);
    const n = await ctx.db.selectFrom('branch').select((eb) => eb.fn.countAll<string>().as('n')).where('merchant_id', '=', merchantId).where('status', '=', 0).executeTakeFirstOrThrow();
    expect(r.data).toHaveLength(Number(n.n));
    expect(Object.keys(r.data[0])).toEqual(expect.arrayContaining(['id', 'code', 'name']));
    const p = await ctx.call('POST', '/common/branch/query', { token, body: { keyword: r.data[0].code } });
    expect(p.data.map((b: { id: number }) => b.id)).toContain(r.data[0].id);
    expect((await ctx.call('POST', '/common/branch/query')).code).toBe(140001);
    // The GET twin is gone: nothing calls it.
    expect((await ctx.call('GET', '/common/branch/query', { token })).code).toBe(404);
  });
});
