import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';
import { launchBrowser, phone, snap } from '../support/browser';

let ctx: TestContext;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ctx = await createTestContext({ listen: true });
  browser = await launchBrowser();
  page = await browser.newPage(phone);
});
afterAll(async () => {
  await browser?.close();
  await ctx?.close();
});

async function supplierName(code: string): Promise<string> {
  const s = await ctx.db.selectFrom('supplier').select('name').where('code', '=', code).executeTakeFirstOrThrow();
  return s.name;
}

describe('a supplier user with three suppliers, on a phone', () => {
  it('logs in, chooses a supplier, lands on home, switches supplier from my, logs out', async () => {
    const [s002, s004] = [await supplierName('S002'), await supplierName('S004')];
    await page.goto(ctx.url + '/');
    await page.getByPlaceholder('请输入手机号或账号').fill('13800000002');
    await page.getByPlaceholder('请输入密码').fill(demoPassword);
    await snap(page, 'foundation-01-login');
    await page.getByRole('button', { name: '登录' }).click();

    await page.waitForURL(/packagesSub\/login\/supplier/);
    await page.getByText(s002).waitFor();
    await snap(page, 'foundation-02-choose-supplier');
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

    await page.getByText('我的', { exact: true }).click();
    await page.getByText('退出登录').click();
    await page.getByRole('button', { name: /确定|退出/ }).last().click();
    await page.waitForURL(/#\/($|pages\/login\/index)/);
    await page.getByPlaceholder('请输入手机号或账号').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('shows the login screen in English when switched', async () => {
    await page.goto(ctx.url + '/');
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('button', { name: /log in/i }).waitFor();
    await snap(page, 'foundation-05-login-en');
    await page.getByText('中文', { exact: true }).click();
  });

  it('tells the user plainly when the password is wrong', async () => {
    await page.goto(ctx.url + '/');
    await page.getByPlaceholder('请输入手机号或账号').fill('13800000001');
    await page.getByPlaceholder('请输入密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('账号或密码错误').waitFor();
    await snap(page, 'foundation-06-wrong-password');
  });
});
