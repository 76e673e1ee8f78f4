import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fillLoginForm, snap, usePhoneSession } from '../support/browser';
import { demoPassword } from '../support/testContext';

/*
 * The login screen's security check on a phone (390×844): after failures the device solves the server's
 * proof-of-work challenge by itself, the user reads one line and logs in; a device that logged in before is not
 * asked. Screenshots: tests/e2e/screenshots/auth-*.png.
 */
const session = usePhoneSession();
const account = '13800000001';

async function failThrice(): Promise<void> {
  await sql`insert into login_attempt (account, subject, ip, success)
    select ${account}, 's:1', '198.51.100.1', false from generate_series(1, 3)`.execute(session.ctx.db);
}

describe('login challenge in the browser', () => {
  it('solves the challenge on its own after failures, logs in, and is not asked again on this device', async () => {
    const { ctx, page } = session;
    await failThrice();
    await fillLoginForm(page, ctx.url + '/', account, demoPassword);
    const t0 = Date.now();
    await page.getByText('正在进行安全验证').or(page.getByText('安全验证已通过')).waitFor();
    await page.getByText('安全验证已通过').waitFor({ timeout: 30_000 });
    console.log(`login challenge solved in the browser in ${Date.now() - t0} ms (maxnumber ${100_000})`);
    await snap(page, 'auth-01-challenge-zh');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/pages\/index\/index/);
    const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('login_device_tokens') ?? '[]') as string[]);
    expect(tokens).toHaveLength(1);

    // Failures from elsewhere again: this device, holding its token, is let through without a check.
    await failThrice();
    // A fresh start of the app on this phone: the session is gone, the device token stays.
    await page.evaluate(() => {
      const kept = localStorage.getItem('login_device_tokens') ?? '[]';
      localStorage.clear();
      localStorage.setItem('login_device_tokens', kept);
    });
    await fillLoginForm(page, ctx.url + '/', account, demoPassword);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/pages\/index\/index/);
    expect(await page.getByText('安全验证').count()).toBe(0);
  });

  it('shows the check in English', async () => {
    const { ctx, page } = session;
    await page.evaluate(() => localStorage.clear());
    await failThrice();
    await page.goto(ctx.url + '/');
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('button', { name: /log in/i }).waitFor();
    await page.getByPlaceholder('Mobile number or account').fill(account);
    await page.getByPlaceholder('Enter your password').fill(demoPassword);
    await page.getByText('Security check passed').waitFor({ timeout: 30_000 });
    await snap(page, 'auth-02-challenge-en');
    await page.getByText('中文', { exact: true }).click();
  });
});
