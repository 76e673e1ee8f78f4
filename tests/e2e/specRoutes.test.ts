import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '../../common/routes/specRoutes';
import { appRoutes } from '../../src/router/appRoutes';
import { loginThroughUi, usePhoneSession } from '../support/browser';
import { demoPassword } from '../support/testContext';

// Spec §2 in the browser: every route of its table opens its own screen under its own title (in English, for a
// supplier's admin), neither the unknown-route page nor "not available yet".

const session = usePhoneSession({ locale: 'en' });

function expectedTitle(path: string): string {
  const route = appRoutes.find(path);
  if (!route) throw new Error(`${path} is not in the route table`);
  const title = route.titles?.supplier ?? route.title;
  return typeof title === 'string' ? title : (title.en ?? title['zh-CN']);
}

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];

async function openAndCheck(page: Page, url: string, path: string): Promise<void> {
  await page.goto(`${url}/#${path}`);
  await page.locator('.page__body > *').first().waitFor();
  // The route's title, as the nav bar (where the screen has one) and the document show it.
  const title = expectedTitle(path);
  await expect.poll(() => page.title(), { message: path }).toBe(`${title} · 云快订`);
  const bar = page.locator('.app-nav-bar__title');
  if (await bar.count()) expect(await bar.innerText(), path).toBe(title);
  // Its own screen: not the unknown-route page, not "not available yet".
  expect(await page.locator('.status-page').count(), path).toBe(0);
  expect(hashPath(page), path).toBe(path);
}

describe('every route of spec §2', () => {
  it('opens its screen under its title', async () => {
    const { ctx, page } = session;
    await page.goto(`${ctx.url}/`);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    const open = SPEC_ROUTES.filter((p) => appRoutes.find(p)?.auth === 'none');
    for (const path of open) await openAndCheck(page, ctx.url, path);
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    for (const path of SPEC_ROUTES.filter((p) => !open.includes(p))) await openAndCheck(page, ctx.url, path);
  });

  it('names the new replenishment request as the spec does: Add (新增)', () => {
    expect(expectedTitle('/packagesSub/replenish/info')).toBe('Add');
  });

  it('the category picker and the packagings are screens of their own (docs/decisions.md)', () => {
    for (const path of ['/packagesSub/newProductApply/categoryPick/index', '/packagesSub/newProductApply/component/MorePacking']) {
      expect(appRoutes.find(path)?.kind, path).toBe('screen');
    }
  });
});
