import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillLoginForm, phone, phoneLoggedInAs, useServerAndBrowser } from '../support/browser';
import { demoPassword } from '../support/testContext';

// Two tabs of the app in one browser share its localStorage and so its session (spec §3, §4): what one tab does to
// the session (log out, log in as someone else, switch supplier), the other follows (src/session/otherTabs.ts), against
// the real server.

const server = useServerAndBrowser();
const HOME = /#\/pages\/index\/index/;
const LOGIN = /#\/($|pages\/login\/index)/;
/** How long the other tab may take to follow: the storage event comes within milliseconds. */
const FOLLOW_MS = 5000;

const go = (page: Page, path: string) => page.goto(`${server.ctx.url}/#${path}`);

async function logOutThroughMy(page: Page): Promise<void> {
  await go(page, '/pages/my/index');
  await page.locator('[data-action="logout"]').click();
  await page.getByRole('dialog').getByRole('button', { name: /确定|退出/ }).last().click();
  await page.waitForURL(LOGIN);
}

/** The name the home's header shows: the supplier the session acts for, or the merchant's for the chain's staff. */
const headerName = (page: Page) => page.locator('.home-header__name');

describe('a second tab of the app', () => {
  it('opens login when the first logs out, without a logout call of its own and without storing the session again', async () => {
    const a = await phoneLoggedInAs(server.browser, server.ctx.url, '13800000001', 'zh-CN');
    const b = await a.context().newPage();
    // The second tab's launch refresh (user info and menu) is still on its way when the first logs out: answered
    // after that, it used to store every key of the session it held again, access_token with them.
    let releaseRefresh!: () => void;
    const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
    await b.route('**/mobile/scm/getLoginUserInfo*', async (route) => {
      await refreshHeld;
      await route.continue();
    });
    const logoutCalls: string[] = [];
    b.on('request', (r) => void (r.url().includes('/mobile/scm/logout') && logoutCalls.push(r.url())));
    const refreshAsked = b.waitForRequest('**/mobile/scm/getLoginUserInfo*');
    await go(b, '/pages/index/index');
    await headerName(b).waitFor();

    await logOutThroughMy(a);
    await b.waitForURL(LOGIN, { timeout: FOLLOW_MS });
    await b.getByPlaceholder('请输入手机号或账号').waitFor({ timeout: FOLLOW_MS });

    await refreshAsked;
    const refreshAnswered = b.waitForResponse('**/mobile/scm/getLoginUserInfo*');
    releaseRefresh();
    await refreshAnswered;
    // Both tabs have settled: no call of the app is on its way in either.
    await b.waitForLoadState('networkidle');
    await a.waitForLoadState('networkidle');
    for (const page of [a, b]) expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // The second tab stays on login (a session stored again would send it home), and asked the server nothing.
    expect(b.url()).toMatch(LOGIN);
    expect(logoutCalls).toEqual([]);
    await b.unrouteAll({ behavior: 'wait' });
  });

  it("opens the new session's home when the first tab logs in as someone else", async () => {
    const a = await phoneLoggedInAs(server.browser, server.ctx.url, '13800000001', 'zh-CN');
    const b = await a.context().newPage();
    await go(b, '/pages/index/index');
    await headerName(b).waitFor();
    await logOutThroughMy(a);
    await b.waitForURL(LOGIN, { timeout: FOLLOW_MS });

    await fillLoginForm(a, `${server.ctx.url}/`, 'boss', 'Boss@2026demo');
    await a.getByRole('button', { name: '登录' }).click();
    await a.waitForURL(HOME);
    // The merchant admin's home: the merchant's name in the header, not a supplier's.
    await b.waitForURL(HOME, { timeout: FOLLOW_MS });
    await b.locator('.home-header__label', { hasText: '商户' }).waitFor({ timeout: FOLLOW_MS });
    expect(await headerName(b).innerText()).toBe(await headerName(a).innerText());
  });

  it('shows the supplier the first tab switched to, and goes on working with the new token', async () => {
    const [s002, s004] = [(await server.ctx.supplier('S002')).name, (await server.ctx.supplier('S004')).name];
    const context = await server.browser.newContext({ ...phone });
    const a = await context.newPage();
    await fillLoginForm(a, `${server.ctx.url}/`, '13800000002', demoPassword);
    await a.getByRole('button', { name: '登录' }).click();
    await a.getByText(s002).click();
    await a.waitForURL(HOME);
    const b = await context.newPage();
    await go(b, '/pages/index/index');
    await headerName(b).filter({ hasText: s002 }).waitFor();

    await a.locator('.home-header__switch').click();
    await a.getByText(s004).click();
    await headerName(a).filter({ hasText: s004 }).waitFor();
    await headerName(b).filter({ hasText: s004 }).waitFor({ timeout: FOLLOW_MS });
    // The switch revoked the old token: the second tab's calls now carry the new one and are answered (one with the
    // old token would end the session in a dialog).
    const stored = await a.evaluate(() => localStorage.getItem('access_token'));
    const sent: (string | undefined)[] = [];
    b.on('request', (r) => void (r.url().includes('/mobile/api/') && !r.url().includes('/monitor/') && sent.push(r.headers()['token'])));
    await go(b, '/packagesSub/purchaseOrder/index');
    await b.locator('.eng-list[data-status="ready"]').waitFor();
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent)).toEqual(new Set([stored]));
    expect(await b.getByRole('dialog').count()).toBe(0);
  });
});
