import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/lib/password';
import { demoPassword, type TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

let ctx: TestContext;
let supplierId: number;
let merchantId: number;
let seq = 0;

const change = (token: string, body: Record<string, unknown>, lang = 'zh-CN') =>
  ctx.app.inject({ method: 'POST', url: '/mobile/api/scm/my/updatePassWord', headers: { token, 'accept-language': lang }, payload: body }).then((r) => r.json());

/** A fresh supplier user of S001 (so changing its password disturbs no other test), logged in. */
async function freshUser(): Promise<{ mobile: string; token: string }> {
  seq++;
  const mobile = `1370000${String(seq).padStart(4, '0')}`;
  const u = await ctx.db
    .insertInto('supplier_user')
    .values({ merchant_id: merchantId, mobile, password_hash: await hashPassword(demoPassword), name: `测试${seq}`, status: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db.insertInto('supplier_user_link').values({ user_id: u.id, supplier_id: supplierId, merchant_id: merchantId, role: 0, is_default: true }).execute();
  return { mobile, token: await ctx.login(mobile, demoPassword) };
}

beforeAll(async () => {
  ({ ctx, supplierId, merchantId } = await withS001());
});
afterAll(() => ctx?.close());

describe('change password', () => {
  it('changes it: the old password no longer logs in, the new one does, this session goes on', async () => {
    const { mobile, token } = await freshUser();
    const r = await change(token, { oldPassword: demoPassword, newPassword: 'Kx9!mTq2vLp#', confirmPassword: 'Kx9!mTq2vLp#' });
    expect(r.code).toBe(0);
    expect((await ctx.call('GET', '/mobile/scm/getSession', { token })).code).toBe(0);
    const old = await ctx.call('POST', '/mobile/scm/login', { body: { account: mobile, password: demoPassword } });
    expect(old.code).not.toBe(0);
    expect(await ctx.login(mobile, 'Kx9!mTq2vLp#')).toBeTruthy();
  });

  it("ends the user's other sessions and devices: their next call answers 301537", async () => {
    const { mobile, token: first } = await freshUser();
    const second = await ctx.login(mobile, demoPassword);
    const user = await ctx.db.selectFrom('supplier_user').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    // One live session per user is the login rule; a second phone still holding its session (a replica's race) is
    // what the change must end: revive the first.
    await ctx.db.updateTable('user_session').set({ revoked_at: null, revoke_reason: null }).where('user_kind', '=', 1).where('user_id', '=', user.id).execute();
    expect((await ctx.call('GET', '/mobile/scm/getSession', { token: first })).code).toBe(0);
    expect((await ctx.db.selectFrom('login_device').select('id').where('subject', '=', `s:${user.id}`).execute()).length).toBeGreaterThan(0);

    const r = await change(second, { oldPassword: demoPassword, newPassword: 'Tz4$harbourLamp' });
    expect(r).toMatchObject({ code: 0, data: { endedSessions: 1 } });
    expect((await ctx.call('GET', '/mobile/scm/getSession', { token: first })).code).toBe(301537);
    expect((await ctx.call('GET', '/mobile/scm/getSession', { token: second })).code).toBe(0);
    // Trusted-device tokens of the account are forgotten.
    expect(await ctx.db.selectFrom('login_device').select('id').where('subject', '=', `s:${user.id}`).execute()).toEqual([]);
  });

  it('refuses a wrong old password, a common one, the old one, the account name, too short or a mismatch, in the caller\'s language', async () => {
    const { mobile, token } = await freshUser();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ oldPassword: 'wrong-old-pass', newPassword: 'Kx9!mTq2vLp#' }, 'oldPassword', 'is not correct'],
      [{ oldPassword: demoPassword, newPassword: 'password123' }, 'newPassword', 'too common'],
      [{ oldPassword: demoPassword, newPassword: 'P@ssw0rd2024' }, 'newPassword', 'too common'],
      [{ oldPassword: demoPassword, newPassword: demoPassword }, 'newPassword', 'must differ'],
      [{ oldPassword: demoPassword, newPassword: mobile }, 'newPassword', 'account name'],
      [{ oldPassword: demoPassword, newPassword: 'Ab1!x' }, 'newPassword', ''],
      [{ oldPassword: demoPassword, newPassword: 'Kx9!mTq2vLp#', confirmPassword: 'Kx9!mTq2vLp' }, 'confirmPassword', 'does not match'],
      [{ oldPassword: demoPassword, newPassword: 'x'.repeat(65) }, 'newPassword', ''],
    ];
    for (const [body, field, text] of cases) {
      const r = await change(token, body, 'en');
      expect(r.code, JSON.stringify(body)).toBe(400);
      expect(r.data?.field ?? '').toContain(field);
      expect(r.message).toContain(text);
    }
    const zh = await change(token, { oldPassword: demoPassword, newPassword: 'password123' });
    expect(zh.message).toContain('太常见');
    // Nothing changed: the demo password still logs in.
    expect(await ctx.login(mobile, demoPassword)).toBeTruthy();
  });

  it('works for the merchant\'s staff too (boss)', async () => {
    const boss = await ctx.login('boss', 'Boss@2026demo');
    const wrong = await change(boss, { oldPassword: 'not-it-at-all', newPassword: 'Kx9!mTq2vLp#' });
    expect(wrong.code).toBe(400);
  });

  it('needs a session', async () => {
    expect((await ctx.call('POST', '/scm/my/updatePassWord', { body: { oldPassword: 'a', newPassword: 'Kx9!mTq2vLp#' } })).code).not.toBe(0);
  });
});
