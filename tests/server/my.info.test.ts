import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appIdentity } from '../../server/modules/my/aboutConfig';
import { systemConfig } from '../../server/modules/common/systemConfig';
import { demoPassword, type TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

let ctx: TestContext;
let token: string;
let boss: string;
let other: string;
let supplierId: number;

beforeAll(async () => {
  ({ ctx, token, supplierId } = await withS001());
  boss = await ctx.login('boss', 'Boss@2026demo');
  other = await ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
});
afterAll(() => ctx?.close());

describe('supplier information', () => {
  it("answers the current supplier's master data and qualification summary", async () => {
    const r = await ctx.call('GET', '/scm/my/businessInfo', { token });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ id: supplierId, code: 'S001' });
    expect(r.data.qualificationCount).toBe(r.data.qualifications.length);
    // The seed gives S001 an inspection report ending in 12 days.
    expect(r.data.expiringCount).toBeGreaterThan(0);
    const theirs = await ctx.call('GET', '/scm/my/businessInfo', { token: other });
    expect(theirs.data.id).not.toBe(supplierId);
  });

  it('a change of bank details waits for the merchant, who approves it into the master data; the requester is told', async () => {
    const before = await ctx.db.selectFrom('supplier').select(['bank_name', 'bank_account']).where('id', '=', supplierId).executeTakeFirstOrThrow();
    const created = await ctx.call('POST', '/scm/my/change-request/create', { token, body: { kind: 'bank', bankName: '招商银行深圳分行', bankAccount: '6225 8888 1234 5678', reason: '换开户行' } });
    expect(created).toMatchObject({ code: 0, data: { status: 0 } });
    // Not applied yet.
    expect(await ctx.db.selectFrom('supplier').select(['bank_name', 'bank_account']).where('id', '=', supplierId).executeTakeFirstOrThrow()).toEqual(before);
    // A second open request of the same kind is refused.
    expect((await ctx.call('POST', '/scm/my/change-request/create', { token, body: { kind: 'bank', bankName: '另一家银行' } })).code).toBe(409);
    const info = await ctx.call('GET', '/scm/my/businessInfo', { token });
    expect(info.data.pendingRequests[0]).toMatchObject({ kind: 'bank', changes: { bankAccount: '6225888812345678' } });

    const queue = await ctx.call('POST', '/administer/supplier-change/list', { token: boss, body: { status: [0] } });
    const row = queue.data.rows.find((x: { id: number }) => x.id === created.data.id);
    expect(row).toMatchObject({ supplierCode: 'S001', previous: { bankName: before.bank_name } });
    const decided = await ctx.call('POST', '/administer/supplier-change/review', { token: boss, body: { id: row.id, version: row.version, approve: true } });
    expect(decided).toMatchObject({ code: 0, data: { status: 1 } });
    expect((await ctx.call('POST', '/administer/supplier-change/review', { token: boss, body: { id: row.id, version: row.version, approve: false } })).code).toBe(409);
    const after = await ctx.db.selectFrom('supplier').select(['bank_name', 'bank_account']).where('id', '=', supplierId).executeTakeFirstOrThrow();
    expect(after).toEqual({ bank_name: '招商银行深圳分行', bank_account: '6225888812345678' });
    const msgs = await ctx.call('POST', '/scm/message/list', { token, body: { pageNum: 1, pageSize: 5 } });
    expect(msgs.data.rows[0]).toMatchObject({ kind: 'changeApproved' });
  });

  it('refuses bad or unchanged input, and is not for the merchant side', async () => {
    expect((await ctx.call('POST', '/scm/my/change-request/create', { token, body: { kind: 'phone' } })).code).toBe(400);
    expect((await ctx.call('POST', '/scm/my/change-request/create', { token, body: { kind: 'contact', mobile: 'abc' } })).code).toBe(400);
    const cur = await ctx.db.selectFrom('supplier').select(['contact']).where('id', '=', supplierId).executeTakeFirstOrThrow();
    if (cur.contact) expect((await ctx.call('POST', '/scm/my/change-request/create', { token, body: { kind: 'contact', contact: cur.contact } })).code).toBe(400);
    expect((await ctx.call('POST', '/administer/supplier-change/list', { token, body: {} })).code).not.toBe(0);
    expect((await ctx.call('POST', '/administer/supplier-change/review', { token: boss, body: { id: 999999, version: 0, approve: true } })).code).toBe(404);
    const mine = await ctx.call('POST', '/scm/my/change-request/list', { token, body: {} });
    const theirs = await ctx.call('POST', '/scm/my/change-request/list', { token: other, body: {} });
    const mineIds = mine.data.rows.map((r: { id: number }) => r.id);
    expect(theirs.data.rows.some((r: { id: number }) => mineIds.includes(r.id))).toBe(false);
  });
});

describe('about us', () => {
  it('answers the service contacts, website and the app version for every kind of user', async () => {
    for (const t of [token, boss]) {
      const r = await ctx.call('GET', '/scm/my/aboutUs', { token: t });
      expect(r.code).toBe(0);
      expect(r.data).toMatchObject({ appTitle: '云快订', version: '1.2.6' });
      // No vendor website is configured here (SCM_VENDOR_WEBSITE): none is offered, and none may be framed.
      expect(r.data.website).toBe('');
      // ... and the launch settings say so, so the my page offers no way to a site that is not there
      expect((await ctx.call('GET', '/common/system/config/all', { token: t })).data.hasVendorWebsite).toBe(false);
    }
    expect(appIdentity).toEqual({ appTitle: systemConfig.appTitle, version: systemConfig.version });
    // The product's own words speak the user's language (a deployment's own, from the environment, are as given).
    const en = await ctx.call('GET', '/scm/my/aboutUs', { token, headers: { 'accept-language': 'en' } });
    const zh = await ctx.call('GET', '/scm/my/aboutUs', { token });
    expect([en.data.company, en.data.intro.slice(0, 11)]).toEqual(['Yunkuaiding Supply Chain Services', 'Yunkuaiding']);
    expect(zh.data.intro).toMatch(/^云快订是/);
  });
});
