import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHELL_CALLS_GLOBAL, SHELL_CALLS_KEY } from '../../common/shell/shellCalls';
import { phoneLoggedInAs, useServerAndBrowser } from '../support/browser';
import { demoPassword } from '../support/testContext';

// A returning user's first screen asks for its data from the shell, before the app's code has run
// (common/shell/shellCalls.ts), against the real server: the app takes that answer instead of asking again, takes it
// only for the identical request, and a session that ends leaves nothing for the next launch to send.

const server = useServerAndBrowser();
const LIST = '/packagesSub/purchaseOrder/index';
const isListCall = (r: Request) => r.url().includes('/mobile/api/scm/purchase/purchase-order/list');

/** Opens the list by loading the document (as a launch does) and returns the list calls the load made. */
async function launchAtList(page: Page, url: string): Promise<Request[]> {
  const calls: Request[] = [];
  const record = (r: Request) => void (isListCall(r) && calls.push(r));
  page.on('request', record);
  // A document loaded afresh (not a route change within the open app).
  await page.goto('about:blank');
  await page.goto(`${url}/#${LIST}`);
  await page.locator('.eng-list .eng-card').first().waitFor();
  page.off('request', record);
  return calls;
}

/** The paths of the shell's calls the app has not taken, read from their signatures (null: the shell sent none). */
const untaken = (page: Page) =>
  page.evaluate((name) => (window as unknown as Record<string, { signature: string }[] | undefined>)[name]?.map((c) => c.signature.split(' ')[1]) ?? null, SHELL_CALLS_GLOBAL);

describe("the shell's launch calls", () => {
  it('a returning launch takes the list from the call the shell sent, and asks the server once', async () => {
    const page = await phoneLoggedInAs(server.browser, server.ctx.url, '13800000001', 'zh-CN');
    // The first opening remembers its call; the next launch at the list has the shell send it.
    await launchAtList(page, server.ctx.url);
    const calls = await launchAtList(page, server.ctx.url);
    expect(calls).toHaveLength(1);
    expect(await untaken(page)).toEqual([]);
    // The shell's call carries what the client's would: the session's token and language, the page's parameters.
    const headers = await calls[0]!.allHeaders();
    expect(headers.token).toBe(await page.evaluate(() => localStorage.getItem('access_token')));
    expect(headers['accept-language']).toBe('zh-CN');
    expect(JSON.parse(calls[0]!.postData() ?? '{}')).toMatchObject({ pageNum: 1, pageSize: 20 });
    expect(await page.locator('.eng-list .eng-card').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('an answer to another request (the language changed since) is not taken: the app asks itself', async () => {
    const page = await phoneLoggedInAs(server.browser, server.ctx.url, '13800000001', 'zh-CN');
    await launchAtList(page, server.ctx.url);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    const calls = await launchAtList(page, server.ctx.url);
    // The shell sent the remembered call in Chinese; the app's own went in English and drew the English screen.
    expect(await Promise.all(calls.map(async (c) => (await c.allHeaders())['accept-language']))).toEqual(['zh-CN', 'en']);
    expect(await untaken(page)).toContain('/scm/purchase/purchase-order/list');
    await expect.poll(() => page.locator('.app-nav-bar').innerText()).toMatch(/Purchase orders/i);
    await page.context().close();
  });

  // Login opens home ahead, beside the request for the user's info and before the session's headers are all set; the
  // calls home's route then opens with are remembered as the app asks them once the session is whole, so the first
  // launch after a login has its data sent by the shell too. The merchant admin's home asks six tiles and the overview.
  it.each([
    ['a supplier', '13800000001', demoPassword, '/scm/home/summary', '.home-banner__subtitle'],
    ['the merchant admin', 'boss', 'Boss@2026demo', '/administer/home/summary', '.eng-stat__value:not(.eng-stat__value--loading)'],
  ])("the first launch after logging in, %s: home's calls come from the shell and each is asked once", async (_who, account, password, marker, drawn) => {
    const page = await phoneLoggedInAs(server.browser, server.ctx.url, account, 'zh-CN', password);
    await page.locator(drawn).first().waitFor();
    // Remembered once every call of home's opening has been answered (the slowest tile too, on a loaded machine).
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', SHELL_CALLS_KEY), { timeout: 30_000 }).toContain(marker);
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/mobile/api/')) calls.push(`${r.method()} ${url.pathname}${url.search} ${r.postData() ?? ''}`);
    });
    await page.goto('about:blank');
    await page.goto(`${server.ctx.url}/#/pages/index/index`);
    await page.locator(drawn).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The shell sent calls (null were it none) and the app took every one.
    expect(await untaken(page)).toEqual([]);
    // The usage monitor's reports name the calls they time in their bodies: they are not asks of home's data.
    const asked = calls.filter((c) => !c.includes('/monitor/'));
    expect(asked.filter((c) => c.includes(marker))).toHaveLength(1);
    expect(asked.filter((c, i) => asked.indexOf(c) !== i)).toEqual([]);
    await page.context().close();
  });

  it('logging out forgets the calls: the next launch sends none', async () => {
    const page = await phoneLoggedInAs(server.browser, server.ctx.url, '13800000001', 'zh-CN');
    await launchAtList(page, server.ctx.url);
    expect(await page.evaluate((key) => localStorage.getItem(key), SHELL_CALLS_KEY)).toContain('purchase-order/list');
    await page.goto(`${server.ctx.url}/#/pages/my/index`);
    await page.getByText('退出登录').click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/pages\/login\/index/);
    expect(await page.evaluate((key) => localStorage.getItem(key), SHELL_CALLS_KEY)).toBeNull();
    const calls: Request[] = [];
    page.on('request', (r) => void (isListCall(r) && calls.push(r)));
    await page.goto('about:blank');
    await page.goto(`${server.ctx.url}/#${LIST}`);
    await page.waitForURL(/pages\/login\/index/);
    expect(calls).toEqual([]);
    expect(await untaken(page)).toBeNull();
    await page.context().close();
  });
});
