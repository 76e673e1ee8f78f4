import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phone, snap, useServerAndBrowser } from '../support/browser';
import { demoPassword } from '../support/testContext';

// WCAG 2.2 AA as axe-core checks it (issue 32 §10), on the main screens of the supplier's and the boss's app in both
// languages at 390x844: login, home, a list, a detail, a report, a form, my page, the assistant and the printer screen. A serious or
// critical violation fails the test and is named with the elements it was found on. One browser; each side logs in
// once per language.

type Lang = 'zh-CN' | 'en';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const server = useServerAndBrowser();

/** The screen has drawn its data: something in the body, nothing loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('.page__body > *, .login').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .adm-dot-loading, .adm-skeleton'), null, { timeout: 20_000 });
  // The page's enter transition (opacity) must be over, or every colour reads lighter than it is.
  await page.waitForTimeout(400);
}

/** Serious and critical violations on the current screen, one line each with up to three of its elements. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function phoneIn(lang: Lang): Promise<Page> {
  const context = await server.browser.newContext({ ...phone, locale: lang });
  await context.addInitScript((l) => localStorage.getItem('lang') || localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
  return page;
}

async function logIn(page: Page, account: string, password: string): Promise<void> {
  await page.locator('#login-account').fill(account);
  await page.locator('#login-password').fill(password);
  await page.locator('.login__submit').click();
  await page.waitForURL(/pages\/index\/index/);
}

async function sweep(page: Page, side: string, screens: [name: string, path: string][]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const lang = await page.evaluate(() => document.documentElement.lang);
  for (const [name, path] of screens) {
    await page.goto(`${server.ctx.url}/#${path}`);
    await settled(page);
    found[name] = await violations(page);
    await snap(page, `a11y-${side}-${name.replace(/ /g, '-')}-${lang}`);
  }
  return found;
}

const clean = (screens: [string, string][]) => Object.fromEntries(screens.map(([name]) => [name, []]));

describe.each(['zh-CN', 'en'] as const)('no serious or critical axe violation (%s)', (lang) => {
  it('on the supplier side: login, home, a list, a detail, a report, a form, my page, the assistant, the printer screen', async () => {
    const page = await phoneIn(lang);
    await page.goto(`${server.ctx.url}/`);
    await settled(page);
    const found: Record<string, string[]> = { login: await violations(page) };
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    await logIn(page, '13800000001', demoPassword);
    const order = await server.ctx.db.selectFrom('purchase_order as po').innerJoin('supplier as s', 's.id', 'po.supplier_id')
      .select('po.id').where('s.code', '=', 'S001').orderBy('po.id').executeTakeFirstOrThrow();
    const screens: [string, string][] = [
      ['home', '/pages/index/index'],
      ['order list', '/packagesSub/purchaseOrder/index'],
      ['order detail', `/packagesSub/purchaseOrder/orderDetails?id=${order.id}`],
      ['sales analysis', '/packagesSub/report/salesAnalysis/index'],
      ['new product form', '/packagesSub/newProductApply/info'],
      ['my page', '/pages/my/index'],
      ['assistant', '/packagesSub/AI/AI'],
      ['Bluetooth print', '/packagesSub/bluetoothPrint/index'],
    ];
    Object.assign(found, await sweep(page, 'supplier', screens));
    expect(found).toEqual({ login: [], ...clean(screens) });
    await page.context().close();
  });

  it('on the boss side: home, a list, a detail, a report, a form, my page', async () => {
    const page = await phoneIn(lang);
    await page.goto(`${server.ctx.url}/`);
    await logIn(page, 'boss', 'Boss@2026demo');
    const camera = await server.ctx.db.selectFrom('device').select('id').where('merchant_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const screens: [string, string][] = [
      ['home', '/pages/index/index'],
      ['store ranking', '/packagesBoss/branchRank/index'],
      ['device detail', `/packagesBoss/device/detail?id=${camera.id}`],
      ['retail report', '/packagesBoss/retail/index'],
      ['password form', '/packagesSub/my/changePhone'],
      ['my page', '/pages/my/index'],
    ];
    expect(await sweep(page, 'boss', screens)).toEqual(clean(screens));
    await page.context().close();
  });
});
