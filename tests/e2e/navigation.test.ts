import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/testContext';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';

// The app's own hash router on a phone: deep links, the system back and forward buttons, the nav bar's back, a
// reload in the middle of the stack, an address typed into the bar, the login gate and the unknown-route screen.

const session = usePhoneSession();
const LIST = '/packagesSub/purchaseOrder/index';

const open = (page: Page, path: string) => page.goto(`${session.ctx.url}/#${path}`);
const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];
const historyIdx = (page: Page) => page.evaluate(() => (history.state as { idx?: number } | null)?.idx);

describe('hash routes on a phone', () => {
  it('sends a deep link to login without a session, and shows the unknown-route screen in both languages', async () => {
    const { page } = session;
    await open(page, LIST);
    await page.locator('#login-account').waitFor();
    expect(hashPath(page)).toBe('/pages/login/index');

    await open(page, '/packagesSub/noSuchScreen/index?x=1');
    await page.getByText('页面不存在').first().waitFor();
    await snap(page, 'navigation-01-not-found-zh-CN');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await page.getByText('Page not found').first().waitFor();
    await snap(page, 'navigation-02-not-found-en');
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
    await page.reload();
    // Without a session, "home" from the unknown screen is login.
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.locator('#login-account').waitFor();
  });

  it('opens a list by deep link, goes to a detail and back and forward, by the system and the nav bar', async () => {
    const { page, ctx } = session;
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await open(page, LIST);
    const card = page.locator('.eng-card').first();
    await card.waitFor();
    await snap(page, 'navigation-03-list-deep-link');
    const atList = await historyIdx(page);

    await card.click();
    await page.waitForURL(/orderDetails\?id=\d+/);
    const detailUrl = page.url();
    await page.locator('.app-nav-bar').waitFor();
    expect(await historyIdx(page)).toBe(atList! + 1);

    await page.goBack();
    await page.waitForURL((u) => u.hash.startsWith(`#${LIST}`));
    await page.locator('.eng-card').first().waitFor();
    await page.goForward();
    await page.waitForURL(detailUrl);
    await page.locator('.app-nav-bar').waitFor();

    // A reload in the middle keeps the entry's place: the nav bar's back still returns to the list.
    await page.reload();
    await page.locator('.app-nav-bar').waitFor();
    expect(await historyIdx(page)).toBe(atList! + 1);
    await snap(page, 'navigation-04-detail-after-reload');
    await page.locator('.app-nav-bar .app-nav-bar__back').click();
    await page.waitForURL((u) => u.hash.startsWith(`#${LIST}`));
    await page.locator('.eng-card').first().waitFor();
  });

  it('takes an address typed into the bar as a new entry, and back returns from it', async () => {
    const { page } = session;
    await page.evaluate(() => (location.hash = '#/pages/my/index'));
    await page.getByText('退出登录').waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.hash.startsWith(`#${LIST}`));
    await page.locator('.eng-card').first().waitFor();
  });

  it('switches tabs at the root of the history, and the unknown screen leads home with a session', async () => {
    const { page } = session;
    await open(page, '/pages/index/index');
    await page.getByText('我的', { exact: true }).click();
    await page.waitForURL(/pages\/my\/index/);
    expect(await historyIdx(page)).toBe(0);

    await open(page, '/nowhere');
    await page.getByText('页面不存在').first().waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(/pages\/index\/index/);
    await page.getByText('采购订单').first().waitFor();
  });
});
