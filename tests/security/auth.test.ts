import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loginPolicy } from '../../server/modules/session/loginPolicy';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';
import { attempt, post, solve } from './authSupport';

/*
 * Authentication (OWASP API2, ASVS 6.1/6.3/7.2/7.4): brute-force limits per account that cannot lock the real
 * user out, no account enumeration by answer or timing, sessions that end, tokens of at least 128 random bits.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
// Each test starts from an account without failures; the seeded database has none.
beforeEach(async () => {
  await ctx.db.deleteFrom('login_attempt').execute();
  await ctx.db.deleteFrom('login_device').execute();
});

const supplierUser = '13800000001';
const attemptsOf = (account: string) =>
  ctx.db.selectFrom('login_attempt').select(['ip', 'subject', 'success']).where('account', '=', account).orderBy('id').execute();

describe('proxy trust (SCM_TRUST_PROXY)', () => {
  it('by default ignores X-Forwarded-For: the per-IP limit, login_attempt.ip and user_session.ip see the socket address', async () => {
    const ok = await post(ctx.app, '/mobile/scm/login', { account: supplierUser, password: demoPassword }, { ip: '10.1.1.1', forwardedFor: '203.0.113.7' });
    expect(ok.code).toBe(0);
    expect((await attemptsOf(supplierUser)).map((a) => a.ip)).toEqual(['10.1.1.1']);
    const session = await ctx.db.selectFrom('user_session').select('ip').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(session.ip).toBe('10.1.1.1');
    // The per-IP limit counts requests before reading the body; a new spoofed address per request changes nothing.
    const limit = Number(process.env.SCM_LOGIN_RATE_PER_MINUTE ?? 30);
    const codes: number[] = [];
    for (let i = 0; i <= limit; i++) {
      codes.push((await post(ctx.app, '/mobile/scm/login', {}, { ip: '10.2.2.2', forwardedFor: `203.0.113.${i + 1}` })).code);
    }
    expect(codes.slice(0, limit).every((c) => c === 400)).toBe(true);
    expect(codes[limit]).toBe(429);
  });

  it('when configured, reads the client address from the named proxy only', async () => {
    const app = await buildApp({ db: ctx.db, trustProxy: ['10.1.1.1'] });
    await app.ready();
    try {
      const viaProxy = await post(app, '/mobile/scm/login', { account: supplierUser, password: demoPassword }, { ip: '10.1.1.1', forwardedFor: '203.0.113.7' });
      expect(viaProxy.code).toBe(0);
      const direct = await post(app, '/mobile/scm/login', { account: supplierUser, password: 'wrong-one' }, { ip: '10.3.3.3', forwardedFor: '203.0.113.8' });
      expect(direct.code).toBe(1001);
      expect((await attemptsOf(supplierUser)).map((a) => a.ip)).toEqual(['203.0.113.7', '10.3.3.3']);
      const session = await ctx.db.selectFrom('user_session').select('ip').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(session.ip).toBe('203.0.113.7');
      // Behind the proxy the per-IP limit counts each client, not the proxy.
      const limit = Number(process.env.SCM_LOGIN_RATE_PER_MINUTE ?? 30);
      for (let i = 0; i < limit; i++) await post(app, '/mobile/scm/login', {}, { ip: '10.1.1.1', forwardedFor: '203.0.113.50' });
      expect((await post(app, '/mobile/scm/login', {}, { ip: '10.1.1.1', forwardedFor: '203.0.113.50' })).code).toBe(429);
      expect((await post(app, '/mobile/scm/login', {}, { ip: '10.1.1.1', forwardedFor: '203.0.113.51' })).code).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('brute force', () => {
  it(`keeps the real user's device in while an attacker's ${loginPolicy.burstLimit}+ scripted failures pause every other client`, async () => {
    const real = await attempt(ctx.app, supplierUser, demoPassword);
    expect(real.code).toBe(0);
    const deviceToken: string = real.data.deviceToken;
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The attacker solves every challenge, from a new address each time. The first failures are written straight
    // in (as scripted ones are recorded), the last ones scripted, to keep the test short.
    const scripted = 5;
    await sql`insert into login_attempt (account, subject, ip, success)
      select ${supplierUser}, 's:1', '198.51.100.1', false from generate_series(1, ${loginPolicy.burstLimit - scripted})`.execute(ctx.db);
    const codes: number[] = [];
    for (let i = 0; i < scripted + 2; i++) codes.push((await attempt(ctx.app, supplierUser, `guess-${i}`)).code);
    expect(codes).toEqual([...Array(scripted).fill(1001), 429, 429]);
    // Even the right password is paused for a client without the device token …
    expect((await attempt(ctx.app, supplierUser, demoPassword)).code).toBe(429);
    // … while the real user's device logs in, without a challenge.
    const again = await post(ctx.app, '/mobile/scm/login', { account: supplierUser, password: demoPassword, deviceTokens: [deviceToken] });
    expect(again.code).toBe(0);
    expect(again.data.deviceToken).toBe(deviceToken);
    // A device token of another account does not help.
    const other = await attempt(ctx.app, '13800000003', demoPassword);
    expect((await post(ctx.app, '/mobile/scm/login', { account: supplierUser, password: demoPassword, deviceTokens: [other.data.deviceToken] })).code).toBe(429);
  });

  it(`caps untrusted guesses at ${loginPolicy.dailyCap} a day per account, however slowly they come`, async () => {
    const subject = 's:1';
    // 99 failures spread over the last day, none within the burst window: only the daily cap can stop the next.
    await sql`insert into login_attempt (account, subject, ip, success, at)
      select ${supplierUser}, ${subject}, '198.51.100.1', false, now() - make_interval(mins => 20 + g * 13)
      from generate_series(1, ${loginPolicy.dailyCap - 1}) g`.execute(ctx.db);
    expect((await attempt(ctx.app, supplierUser, 'guess-100')).code).toBe(1001);
    expect((await attempt(ctx.app, supplierUser, 'guess-101')).code).toBe(429);
    expect((await attempt(ctx.app, supplierUser, demoPassword)).code).toBe(429);
    const failures = await ctx.db.selectFrom('login_attempt').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('subject', '=', subject).where('success', '=', false).executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(loginPolicy.dailyCap);
  });

  it('counts the failures of boss and of its phone number against one account', async () => {
    expect((await attempt(ctx.app, 'boss', 'guess-1')).code).toBe(1001);
    expect((await attempt(ctx.app, '13900000000', 'guess-2')).code).toBe(1001);
    expect((await post(ctx.app, '/validate/checkLogin', { account: 'boss' })).data.captchaRequired).toBe(false);
    expect((await attempt(ctx.app, 'boss', 'guess-3')).code).toBe(1001);
    expect((await post(ctx.app, '/validate/checkLogin', { account: '13900000000' })).data.captchaRequired).toBe(true);
    expect((await post(ctx.app, '/mobile/scm/login', { account: '13900000000', password: 'Boss@2026demo' })).code).toBe(1002);
    expect(new Set((await ctx.db.selectFrom('login_attempt').select('subject').execute()).map((r) => r.subject))).toEqual(new Set(['m:1']));
  });

  it('verifies the challenge: a wrong solution is refused, a right one works once', async () => {
    await sql`insert into login_attempt (account, subject, ip, success) select 'boss', 'm:1', '198.51.100.1', false from generate_series(1, 3)`.execute(ctx.db);
    const login = (extra: object) => post(ctx.app, '/mobile/scm/login', { account: 'boss', password: 'Boss@2026demo', ...extra });
    const challenge = async () => (await ctx.app.inject({ method: 'GET', url: '/mobile/api/validate/initImg' })).json().data;
    expect((await login({})).code).toBe(1002);
    const first = await challenge();
    expect(first.challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: loginPolicy.challengeMaxNumber });
    const right = solve(first.challenge);
    expect((await login({ captchaId: first.captchaId, captchaCode: String((Number(right) + 1) % first.challenge.maxnumber) })).code).toBe(1003);
    // Spent by the wrong answer: the right one is refused now too.
    expect((await login({ captchaId: first.captchaId, captchaCode: right })).code).toBe(1003);
    const second = await challenge();
    const answer = solve(second.challenge);
    expect((await login({ captchaId: second.captchaId, captchaCode: answer })).code).toBe(0);
    await sql`insert into login_attempt (account, subject, ip, success) select 'boss', 'm:1', '198.51.100.1', false from generate_series(1, 3)`.execute(ctx.db);
    expect((await login({ captchaId: second.captchaId, captchaCode: answer })).code).toBe(1003);
    expect((await login({ captchaId: 'not-a-challenge', captchaCode: '1' })).code).toBe(1003);
  });
});

describe('enumeration', () => {
  it('answers an unknown user exactly as a wrong password, before and after a challenge is due', async () => {
    const strip = (r: { code: number; message: string; data: unknown }) => ({ code: r.code, message: r.message, data: r.data });
    for (let i = 0; i < loginPolicy.challengeAfter + 1; i++) {
      const wrong = await post(ctx.app, '/mobile/scm/login', { account: '13800000003', password: `nope-${i}` });
      const unknown = await post(ctx.app, '/mobile/scm/login', { account: '13899999999', password: `nope-${i}` });
      expect(strip(unknown)).toEqual(strip(wrong));
    }
    const check = async (account: string) => (await post(ctx.app, '/validate/checkLogin', { account })).data;
    expect(await check('13899999999')).toEqual(await check('13800000003'));
  });
  // That an unknown account takes as long as a wrong password is a timing, measured in `npm run bench -- --only loginTiming`.
});

describe('sessions and tokens', () => {
  it('refuses a token after logout and after a second login elsewhere', async () => {
    const first = await ctx.login(supplierUser, demoPassword);
    const second = await ctx.login(supplierUser, demoPassword);
    expect((await ctx.call('GET', '/mobile/scm/getSession', { token: first })).code).toBe(301543);
    expect((await ctx.call('GET', '/mobile/scm/getSession', { token: second })).code).toBe(0);
    expect((await ctx.call('GET', '/mobile/scm/logout', { token: second })).code).toBe(0);
    expect((await ctx.call('GET', '/mobile/scm/getSession', { token: second })).code).toBe(301537);
    expect((await ctx.call('GET', '/scm/my/getCurSupplier', { token: second })).code).toBe(301537);
  });

  it('issues session and device tokens of at least 128 random bits', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await post(ctx.app, '/mobile/scm/login', { account: supplierUser, password: demoPassword });
      tokens.push(r.data.token, r.data.deviceToken);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    const bytes = tokens.map((t) => Buffer.from(t, 'base64url'));
    expect(Math.min(...bytes.map((b) => b.length * 8))).toBeGreaterThanOrEqual(128);
    // Every bit position varies across tokens and ones make about half of all bits: no constant or counter parts.
    let ones = 0;
    let total = 0;
    for (const b of bytes) for (const byte of b) for (let bit = 0; bit < 8; bit++) (ones += (byte >> bit) & 1), total++;
    console.log(`tokens: ${tokens.length} of ${bytes[0].length * 8} bits, ones ${((ones / total) * 100).toFixed(1)} %`);
    expect(ones / total).toBeGreaterThan(0.45);
    expect(ones / total).toBeLessThan(0.55);
    // Only hashes are stored: the database holds none of the tokens.
    const stored = await ctx.db.selectFrom('user_session').select('token_hash').execute();
    expect(stored.some((s) => tokens.includes(s.token_hash))).toBe(false);
  });
});

