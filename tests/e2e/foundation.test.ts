import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/testContext';
import { fillLoginForm, snap, usePhoneSession } from '../support/browser';

const session = usePhoneSession();

describe('a supplier user with three suppliers, on a phone', () => {
  it('logs in, chooses a supplier, lands on home, switches supplier from my, logs out', async () => {
    const { ctx, page } = session;
    const [s002, s004] = [(await session.ctx.supplier('S002')).name, (await session.ctx.supplier('S004')).name];
    await fillLoginForm(page, ctx.url + '/', '13800000002', demoPassword);
    await snap(page, 'foundation-01-login');
    await page.getByRole('button', { name: '登录' }).click();

    await page.waitForURL(/packagesSub\/login\/supplier/);
    await page.getByText(s002).waitFor();
    await snap(page, 'foundation-02-choose-supplier');
    // The keyword box narrows the rows as the user types (name or code), and its clear button brings them back.
    const search = page.getByRole('searchbox', { name: '搜索供应商名称或编码' });
    await search.fill('S004');
    await page.getByText(s004).waitFor();
    await expect.poll(() => page.getByText(s002).count()).toBe(0);
    await page.getByRole('button', { name: '清除' }).click();
    expect(await search.inputValue()).toBe('');
    await page.getByText(s002).click();

    await page.waitForURL(/pages\/index\/index/);
    await page.getByText(s002).first().waitFor();
    await page.getByText('采购订单').first().waitFor();
    await snap(page, 'foundation-03-home');

    await page.getByText('我的', { exact: true }).click();
    await page.waitForURL(/pages\/my\/index/);
    await page.getByText('切换供应商').waitFor();
    await snap(page, 'foundation-04-my');
    await page.getByText('切换供应商').click();
    await page.getByText(s004).click();
    await page.waitForURL(/pages\/index\/index/);
    await page.getByText(s004).first().waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('supplierInfo'));
    expect(stored).toContain('S004');
    // Spec §3/§7: the session's configuration (GET /common/system/config/all) is kept as `config`.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('config'))) ?? 'null')).toMatchObject({ appName: 'scm', currencySymbol: '¥' });

    await page.getByText('我的', { exact: true }).click();
    await page.getByText('退出登录').click();
    // The confirm dialog's code loads on first use: looking inside the dialog waits for it, where a page-wide
    // `.last()` could still pick the 退出登录 button underneath and wait behind the dialog until the timeout.
    await page.getByRole('dialog').getByRole('button', { name: /确定|退出/ }).last().click();
    await page.waitForURL(/#\/($|pages\/login\/index)/);
    await page.getByPlaceholder('请输入手机号或账号').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // Spec §4: logout clears the stored data — no key of §3 stays behind, not even an empty list or a false flag.
    const left = await page.evaluate(() => Object.keys(localStorage));
    for (const key of ['config', 'is_login', 'user_name', 'user_code', 'menu_list', 'shop_admin_name', 'monitor_info', 'userInfo', 'supplier_info', 'supplierInfo', 'shieldCode']) {
      expect(left, key).not.toContain(key);
    }
  });

  it('shows the login screen in English when switched', async () => {
    const { ctx, page } = session;
    await page.goto(ctx.url + '/');
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('button', { name: /log in/i }).waitFor();
    await snap(page, 'foundation-05-login-en');
    await page.getByText('中文', { exact: true }).click();
  });

  it('tells the user plainly when the password is wrong', async () => {
    const { ctx, page } = session;
    await fillLoginForm(page, ctx.url + '/', '13800000001', 'wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('账号或密码错误').waitFor();
    await snap(page, 'foundation-06-wrong-password');
  });

  it('clears the account box with its clear button, which shows only while the box has focus and text, and shows the password on request', async () => {
    const { ctx, page } = session;
    await fillLoginForm(page, ctx.url + '/', '13800000001', 'secret');
    const account = page.locator('#login-account');
    const clear = page.getByRole('button', { name: '清除' });
    await page.locator('#login-password').focus();
    expect(await clear.count()).toBe(0);
    await account.focus();
    await clear.click();
    expect(await account.inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-account');
    expect(await clear.count()).toBe(0);
    expect(await page.locator('#login-password').getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: '显示密码' }).click();
    expect(await page.locator('#login-password').getAttribute('type')).toBe('text');
    expect(await page.locator('#login-password').inputValue()).toBe('secret');
  });
});
