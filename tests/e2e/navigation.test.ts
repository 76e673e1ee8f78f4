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

  it('goes where an address typed while the app starts points, even with a live session at the entry page', async () => {
    const { page, ctx } = session;
    // Logged in (the test above). The entry page sends a live session home; an address typed while it was still
    // starting used to be overridden by that. A slow phone (CPU 6x) and a few moments of typing make the race.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      for (const typedAfterMs of [0, 150, 300]) {
        await page.goto(ctx.url + '/');
        await page.reload();
        await page.waitForTimeout(typedAfterMs);
        await open(page, LIST);
        await page.locator('.eng-card').first().waitFor();
        await page.waitForTimeout(1500);
        expect(hashPath(page), `typed ${typedAfterMs} ms after the reload`).toBe(LIST);
      }
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });

  it('takes an address typed into the bar as a new entry, and back returns from it', async () => {
    const { page } = session;
    await page.evaluate(() => (location.hash = '#/pages/my/index'));
    await page.getByText('退出登录').waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.hash.startsWith(`#${LIST}`));
    await page.locator('.eng-card').first().waitFor();
  });

  it('switches tabs on a tap that comes while Back is still on its way (a slow phone)', async () => {
    const { page } = session;
    // A push that Back overtook before its screen was drawn ended on the entry already drawn, and the lock of that
    // push then swallowed the next tap for a second. CPU 6x and taps 150–350 ms after Back make the race.
    await open(page, '/pages/index/index');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      for (const tapAfterMs of [150, 250, 350]) {
        await page.locator('.function-tile').first().click();
        await page.waitForURL(/packagesSub\//);
        await page.goBack();
        await expect.poll(() => page.url()).not.toMatch(/packagesSub\//);
        await page.waitForTimeout(tapAfterMs);
        await page.getByText('我的', { exact: true }).click();
        await page.waitForURL(/pages\/my\/index/, { timeout: 20_000 });
        await page.getByText('首页', { exact: true }).click();
        await page.locator('.function-tile').first().waitFor();
      }
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });

  it('goes where the last tab tap points when it comes before the previous tap has drawn its screen (a slow phone)', async () => {
    const { page } = session;
    // The tab bar stays under the thumb while the tapped tab's screen is on its way; a second tap, back to the tab on
    // show, was taken for a tap during a navigation and dropped, and the first tab's screen then drew. Twice: above the
    // app's first history entry (the switch steps back first) and at it (the switch replaces the entry).
    await open(page, '/pages/index/index');
    await page.locator('.function-tile').first().waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      for (const entry of ['above the first', 'the first']) {
        if (entry === 'the first') expect(await historyIdx(page)).toBe(0);
        else await expect.poll(() => historyIdx(page)).toBeGreaterThan(0);
        await page.getByText('我的', { exact: true }).click();
        await page.waitForURL(/pages\/my\/index/);
        await page.getByText('首页', { exact: true }).click();
        await page.waitForTimeout(1500);
        expect(hashPath(page), entry).toBe('/pages/index/index');
        await page.locator('.function-tile').first().waitFor();
      }
      // A double tap on a tab is one switch.
      await page.getByText('我的', { exact: true }).dblclick();
      await page.locator('.eng-profile').waitFor();
      expect(await historyIdx(page)).toBe(0);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });

  it('relaunches within the app when an address is typed while Back is still drawing (a slow phone)', async () => {
    const { page } = session;
    // The router reports a location once its screen is drawn: an address typed before the draw that follows Back was
    // counted one above the entry Back had left, and relaunch (logout, a tab) stepped back out of the app.
    await open(page, '/pages/my/index');
    await page.locator('.eng-profile').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      await page.getByText('修改密码', { exact: true }).click();
      await page.waitForURL(/changePhone/);
      await page.locator('.eng-form').waitFor();
      await page.goBack();
      await open(page, '/pages/my/index');
      await page.locator('.eng-profile').waitFor();
      await page.getByText('首页', { exact: true }).click();
      await page.waitForURL(/pages\/index\/index/, { timeout: 10_000 });
      await page.locator('.function-tile').first().waitFor();
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
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
