import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { solve } from '../security/authSupport';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('login', () => {
  it('logs a one-supplier user straight in, with the supplier chosen', async () => {
    const r = await ctx.call('POST', '/mobile/scm/login', { body: { account: '13800000001', password: demoPassword } });
    expect(r.code).toBe(0);
    expect(r.data.needChooseSupplier).toBe(false);
    expect(r.data.supplier.code).toBe('S001');
    expect(r.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await ctx.call('GET', '/mobile/scm/getLoginUserInfo', { token: r.data.token });
    expect(info.code).toBe(0);
    expect(info.data.companyName).toBe(r.data.supplier.name);
    expect(info.data.roleList.length).toBeGreaterThan(0);
    expect(info.data.menuList.map((m: { code: string }) => m.code)).toContain('SCM_GROUP_PURCHASE');
    expect(Array.isArray(info.data.shieldCode)).toBe(true);
  });

  it('answers the same for a wrong password and an unknown user, and stores no plain password', async () => {
    const wrong = await ctx.call('POST', '/mobile/scm/login', { body: { account: '13800000003', password: 'nope-nope' } });
    const unknown = await ctx.call('POST', '/mobile/scm/login', { body: { account: '13899999999', password: 'nope-nope' } });
    expect(wrong.code).toBe(1001);
    expect(unknown.code).toBe(1001);
    expect(wrong.message).toBe(unknown.message);
    const row = await ctx.db.selectFrom('supplier_user').select('password_hash').where('mobile', '=', '13800000001').executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('demands a solved challenge after three failures, and a right solution with the right password lets in', async () => {
    const account = '13800000002';
    for (let i = 0; i < 3; i++) {
      const r = await ctx.call('POST', '/mobile/scm/login', { body: { account, password: `bad-${i}` } });
      expect(r.code).toBe(1001);
      expect(r.data.captchaRequired).toBe(i === 2);
    }
    expect((await ctx.call('POST', '/validate/checkLogin', { body: { account } })).data.captchaRequired).toBe(true);
    const noCaptcha = await ctx.call('POST', '/mobile/scm/login', { body: { account, password: demoPassword } });
    expect(noCaptcha.code).toBe(1002);
    const img = await ctx.call('GET', '/validate/initImg');
    expect(img.data.challenge.algorithm).toBe('SHA-256');
    const badCaptcha = await ctx.call('POST', '/mobile/scm/login', {
      body: { account, password: demoPassword, captchaId: img.data.captchaId, captchaCode: 'zzzz' },
    });
    expect(badCaptcha.code).toBe(1003);
    const img2 = await ctx.call('GET', '/validate/initImg');
    const good = await ctx.call('POST', '/mobile/scm/login', {
      body: { account, password: demoPassword, captchaId: img2.data.captchaId, captchaCode: solve(img2.data.challenge) },
    });
    expect(good.code).toBe(0);
    expect(good.data.needChooseSupplier).toBe(true);
    expect(good.data.supplierList).toHaveLength(3);
  });
});

describe('supplier choice', () => {
  it('chooses, then switches supplier with a new token, and the old token is ended', async () => {
    const token = await ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
    const cur = await ctx.call('GET', '/scm/my/getCurSupplier', { token });
    expect(cur.data.code).toBe('S002');
    const list = await ctx.call('GET', '/scm/my/querySupplierList', { token });
    expect(list.data.map((s: { code: string }) => s.code)).toEqual(['S002', 'S003', 'S004']);
    const s3 = list.data.find((s: { code: string }) => s.code === 'S003');
    const sw = await ctx.call('POST', '/mobile/scm/switchSupplier', { token, body: { supplierId: s3.id } });
    expect(sw.code).toBe(0);
    expect((await ctx.call('GET', '/scm/my/getCurSupplier', { token: sw.data.token })).data.code).toBe('S003');
    expect((await ctx.call('GET', '/scm/my/getCurSupplier', { token })).code).toBe(301537);
  });

  it('refuses a supplier the user is not linked to, and supplier data before a choice', async () => {
    const r = await ctx.call('POST', '/mobile/scm/login', { body: { account: '13800000002', password: demoPassword } });
    const foreign = await ctx.supplier('S001');
    const bad = await ctx.call('POST', '/mobile/scm/chooseSupplier', { token: r.data.token, body: { supplierId: foreign.id } });
    expect(bad.code).toBe(404);
    const early = await ctx.call('GET', '/scm/my/getCurSupplier', { token: r.data.token });
    expect(early.code).toBe(301552);
  });
});

describe('session end', () => {
  it('logs out: the token stops working', async () => {
    const token = await ctx.login('13800000001', demoPassword);
    expect((await ctx.call('GET', '/mobile/scm/logout', { token })).code).toBe(0);
    expect((await ctx.call('GET', '/mobile/scm/getSession', { token })).code).toBe(301537);
  });

  it('ends the older session when the user logs in elsewhere (301543)', async () => {
    const first = await ctx.login('13800000001', demoPassword);
    await ctx.login('13800000001', demoPassword);
    const r = await ctx.call('GET', '/mobile/scm/getSession', { token: first });
    expect(r.code).toBe(301543);
  });

  it('answers 140001 without or with an unknown token, 140002 once idle too long', async () => {
    expect((await ctx.call('GET', '/mobile/scm/getSession')).code).toBe(140001);
    expect((await ctx.call('GET', '/mobile/scm/getSession', { token: 'x'.repeat(43) })).code).toBe(140001);
    const token = await ctx.login('13800000001', demoPassword);
    await ctx.db.updateTable('user_session').set({ last_seen_at: new Date(Date.now() - 3 * 86_400_000) }).where('revoked_at', 'is', null).execute();
    expect((await ctx.call('GET', '/mobile/scm/getSession', { token })).code).toBe(140002);
  });
});

describe('permissions and bad input', () => {
  it('answers 107 for a function outside the user menu', async () => {
    const buyer = await ctx.login('13900000001', demoPassword);
    const r = await ctx.call('GET', '/scm/my/getCurSupplier', { token: buyer });
    expect(r.code).toBe(107);
  });

  it('answers a clear envelope for malformed JSON and schema violations, and changes nothing', async () => {
    const before = await ctx.db.selectFrom('user_session').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const broken = await ctx.call('POST', '/mobile/scm/login', { rawBody: '{"account": "1380000' });
    expect(broken.code).toBe(400);
    expect(broken.message).toMatch(/JSON/i);
    const missing = await ctx.call('POST', '/mobile/scm/login', { body: { account: '13800000001' } });
    expect(missing).toMatchObject({ code: 400, message: '「密码」必须填写', data: { field: 'password' } });
    const extra = await ctx.call('POST', '/mobile/scm/login', { body: { account: '13800000001', password: 'x', admin: true } });
    expect(extra.code).toBe(400);
    expect(extra.message).toContain('admin');
    const after = await ctx.db.selectFrom('user_session').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('serves the currency symbol and API docs', async () => {
    expect((await ctx.call('GET', '/common/system/config/other')).data.currencySymbol).toBe('¥');
    const withDocs = await buildApp({ db: ctx.db, apiDocs: true });
    const docs = await withDocs.inject({ method: 'GET', url: '/docs/json' });
    await withDocs.close();
    expect(docs.json().paths['/mobile/api/mobile/scm/login']).toBeTruthy();
  });
});
