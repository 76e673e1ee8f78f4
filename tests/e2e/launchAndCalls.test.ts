import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughUi, usePhoneSession } from '../support/browser';
import { demoPassword } from '../support/testContext';
import { PUBLISHED_COPY_KEY } from '../../common/page/publishedCopy';

// What the app does with every call and at launch, seen in the browser against the real server: the global loading
// line (spec §4), companyType on a supplier's calls (§3), the configuration read at launch (§2, §3, §7).

const session = usePhoneSession();
const LIST = '/packagesSub/replenish/list';
const LIST_CALL = '**/scm/purchase/self-replenish/list*';

describe('calls and launch', () => {
  it("a supplier's calls carry companyType '2' in their query", async () => {
    const { ctx, page } = session;
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    const calls: string[] = [];
    const record = (r: Request) => {
      // Monitoring reports go to their own collection endpoint (spec §7), not the supplier's API.
      if (r.url().includes('/mobile/api/') && !r.url().includes('/monitor/collect')) calls.push(r.url());
    };
    page.on('request', record);
    await page.goto(`${ctx.url}/#${LIST}`);
    await page.locator('.eng-list .eng-card').first().waitFor();
    page.off('request', record);
    expect(calls.some((url) => url.includes('/self-replenish/list'))).toBe(true);
    for (const url of calls) expect(new URL(url).searchParams.get('companyType'), url).toBe('2');
  });

  it('reads the configuration into `config` at launch when a token is stored', async () => {
    const { page } = session;
    await page.evaluate(() => localStorage.removeItem('config'));
    const asked = page.waitForRequest((r) => r.url().includes('/common/system/config/all'));
    await page.reload();
    await asked;
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('config') ?? 'null') as { appName?: string } | null);
    await expect.poll(async () => (await stored())?.appName).toBe('scm');
    expect(await stored()).toMatchObject({ version: expect.any(String), requestTimeout: 60000 });
  });

  it('shows the loading line while a silent call is pending, over the page, and hides it when all finish', async () => {
    const { ctx, page } = session;
    await page.goto(`${ctx.url}/#/pages/index/index`);
    await page.locator('.loading-line').waitFor({ state: 'detached' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(LIST_CALL, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${ctx.url}/#${LIST}`);
    const line = page.getByRole('progressbar', { name: '加载中...' });
    await line.waitFor();
    const bar = await page.locator('.app-nav-bar').boundingBox();
    // The list loads silently: the line is the only sign, no 加载中... toast.
    expect(await page.locator('.adm-toast-main').count()).toBe(0);
    release();
    await page.locator('.eng-list .eng-card').first().waitFor();
    await line.waitFor({ state: 'detached' });
    // Laid over the page: nothing moved when it came or went.
    expect(await page.locator('.app-nav-bar').boundingBox()).toEqual(bar);
    // A request the handler still holds finishes before the route goes (else it is taken back from under it).
    await page.unrouteAll({ behavior: 'wait' });
  });

  it("with nothing published, a tab's first answer of the published index fetches no page validator", async () => {
    const { ctx, page } = session;
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    // A tab that holds no copy of a release: its first answer is a new one, as on a first launch.
    await page.evaluate((key) => localStorage.removeItem(key), PUBLISHED_COPY_KEY);
    const validator: string[] = [];
    const record = (r: Request) => void (/\/assets\/validatePage-/.test(r.url()) && validator.push(r.url()));
    page.on('request', record);
    await page.reload();
    await page.locator('.home').first().waitFor();
    // The launch's route asks nothing; the next one asks the server which release it serves.
    await page.goto(`${ctx.url}/#${LIST}`);
    await page.locator('.eng-list .eng-card').first().waitFor();
    // The copy is stored once the answer is held: the validator, when asked for, was asked for before that.
    await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, PUBLISHED_COPY_KEY)).toMatchObject({ revision: 0, pages: [] });
    page.off('request', record);
    expect(validator).toEqual([]);
  });
});
