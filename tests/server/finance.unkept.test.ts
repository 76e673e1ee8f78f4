import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withS001, type S001 } from './fixtures';

// The spec's finance source documents that the data model does not keep (settlement adjustment, plain purchase,
// agent and union supplier settlement, agent supplier payable, fresh-goods receipt): their detail routes answer
// "not available" in an envelope of its own, in the caller's language, never a 404 or a 500.

let s: S001;
const kinds = ['settlement-repair', 'purchase', 'agent-supplier-settlement', 'union-supplier-settlement', 'agent-supplier-payable', 'fresh-in'];

beforeAll(async () => {
  s = await withS001();
});
afterAll(() => s?.ctx.close());

describe('source documents the system does not keep', () => {
  it('answer code 501 with the kind, for any id, in both languages', async () => {
    for (const kind of kinds) {
      const r = await s.ctx.call('GET', `/scm/financial/${kind}/detail/1`, { token: s.token });
      expect(r, kind).toMatchObject({ code: 501, data: { kind, available: false } });
      expect(r.message).toMatch(/^系统未记录.+暂无可查看的单据$/);
      const en = await s.ctx.call('GET', `/scm/financial/${kind}/detail/987654`, { token: s.token, headers: { 'accept-language': 'en' } });
      expect(en.message).toMatch(/^The system keeps no .+: there is no document to show$/);
    }
  });

  it('refuse a bad id like any detail, and callers without the ledger', async () => {
    expect((await s.ctx.call('GET', '/scm/financial/fresh-in/detail/abc', { token: s.token })).code).toBe(404);
    expect((await s.ctx.call('GET', '/scm/financial/fresh-in/detail/1')).code).toBe(140001);
    const boss = await s.ctx.login('boss', 'Boss@2026demo');
    expect((await s.ctx.call('GET', '/scm/financial/fresh-in/detail/1', { token: boss })).code).not.toBe(501);
  });
});
