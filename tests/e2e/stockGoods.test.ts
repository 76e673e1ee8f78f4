import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { demoPassword } from '../support/testContext';
import { phone, snap, useServerAndBrowser } from '../support/browser';
import { cutTexts } from '../support/cutText';
import { RUNNING_OUT_TABS_EN } from '../support/runningOutTabs';

// A sales rep checking the shelves, at 390x844 in both languages: home flags the expiring qualification; the stock
// query opens one item's stock per branch; unsalable goods at N = 30; goods data opens the details and its tabs;
// the qualification list shows the expiring document flagged.

type Lang = 'zh-CN' | 'en';
const TEXT = {
  'zh-CN': { login: '登录', expiring: '30 天内到期', days30: '30天', tabs: ['资料', '采购', '销售', '库存', '供货'], soon: '即将到期', out: '已缺货', storesOut: '缺货门店', storesRunningOut: '将断货门店', runningOut: ['全部', '已缺货', '3天内断货', '7天内断货', '14天内断货'] },
  en: { login: 'Log in', expiring: 'within 30 days', days30: '30 days', tabs: ['Info', 'Purchases', 'Sales', 'Stock', 'Supply'], soon: 'Expiring soon', out: 'Out of stock', storesOut: 'Stores out of stock', storesRunningOut: 'Stores running out', runningOut: ['All', 'Out of stock', ...RUNNING_OUT_TABS_EN] },
} as const;

const server = useServerAndBrowser();

async function phoneAs(lang: Lang): Promise<Page> {
  const context = await server.browser.newContext({ ...phone, locale: lang });
  await context.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
  }, lang);
  const page = await context.newPage();
  await page.goto(server.ctx.url + '/');
  await page.locator('#login-account').fill('13800000001');
  await page.locator('#login-password').fill(demoPassword);
  await page.getByRole('button', { name: TEXT[lang].login, exact: true }).click();
  await page.waitForURL(/pages\/index\/index/);
  return page;
}

const open = (page: Page, path: string) => page.evaluate((p) => (window.location.hash = p), path);
const listReady = (page: Page) => page.waitForSelector('.eng-list[data-status="ready"] .eng-card');

describe.each(['zh-CN', 'en'] as const)('stock and goods on a phone (%s)', (lang) => {
  it('walks home, stock, unsalable, goods details and qualifications', async () => {
    const page = await phoneAs(lang);
    const tag = lang === 'en' ? 'en' : 'zh';

    // Home flags the inspection report running out (seeded to expire in 12 days).
    const flag = page.locator('button.eng-notice');
    await flag.waitFor();
    expect(await flag.innerText()).toContain(TEXT[lang].expiring);
    await snap(page, `stockGoods-${tag}-01-home-flag`);

    // Stock query → one item's stock per branch, as many branches as the supplier's stock rows of that item.
    await open(page, '/pages/index/stockQuery');
    await listReady(page);
    await page.locator('.eng-summary, .eng-report__summary').first().waitFor().catch(() => undefined);
    await snap(page, `stockGoods-${tag}-02-stock-query`);
    // the running-out tabs, in the chain stock report's words, after the items already out: five tabs scroll on a
    // phone's row, each whole once scrolled to
    const tabsShown = page.locator('.eng-tabs [role="tab"]');
    expect(await tabsShown.allInnerTexts()).toEqual([...TEXT[lang].runningOut]);
    for (let i = 0; i < TEXT[lang].runningOut.length; i++) {
      await tabsShown.nth(i).scrollIntoViewIfNeeded();
      expect(await cutTexts(page, `.eng-tabs [role="tab"]:nth-of-type(${i + 1})`)).toEqual([]);
    }
    // the assistant's out-of-stock link opens that tab: an item per card out of stock at some store
    const s001 = await server.ctx.supplier('S001');
    const out = await sql<{ n: number }>`select count(distinct item_id)::int as n from stock where supplier_id = ${s001.id} and qty <= 0`.execute(server.ctx.db);
    await open(page, '/pages/index/stockQuery?runningOutDays=0');
    await listReady(page);
    // (the same screen with another query: the tab and rows of the address before may still be there for a moment)
    await expect.poll(() => page.locator('.eng-tabs [role="tab"][aria-selected="true"]').innerText()).toBe(TEXT[lang].out);
    await expect.poll(() => page.locator('.eng-list').getAttribute('data-total')).toBe(String(out.rows[0]!.n));
    // the summary's running-out figure says that here it counts items already out
    const allOut = lang === 'en' ? 'all already out' : '均已缺货';
    await page.locator('.eng-summary__note', { hasText: allOut }).waitFor();
    // and each card's count of stores is named for what it counts on this tab: the stores already out
    const cardLabels = () => page.locator('.eng-card').first().locator('dt').allInnerTexts();
    await expect.poll(cardLabels).toContain(TEXT[lang].storesOut);
    expect(await cardLabels()).not.toContain(TEXT[lang].storesRunningOut);
    await snap(page, `stockGoods-${tag}-02b-out-of-stock`);
    await open(page, '/pages/index/stockQuery');
    await listReady(page);
    await expect.poll(() => page.locator('.eng-tabs [role="tab"][aria-selected="true"]').innerText()).toBe(TEXT[lang].runningOut[0]);
    await expect.poll(() => page.locator('.eng-summary__note', { hasText: allOut }).count()).toBe(0);
    await expect.poll(cardLabels).toContain(TEXT[lang].storesRunningOut);
    await page.locator('.eng-card').first().click();
    await page.waitForURL(/stockDetail\?itemId=(\d+)/);
    const itemId = Number(/itemId=(\d+)/.exec(page.url())![1]);
    await page.locator('.eng-lines__item').first().waitFor();
    const pairs = await sql<{ n: number }>`select count(*)::int as n from stock where item_id = ${itemId} and supplier_id = ${s001.id}`.execute(server.ctx.db);
    // The first lines draw with the document, the rest a frame later.
    await expect.poll(() => page.locator('.eng-lines__item').count()).toBe(pairs.rows[0]!.n);
    await snap(page, `stockGoods-${tag}-03-stock-per-branch`);
    // A store already out is marked out of stock, not also "running out" (it ran out already).
    const outItem = await sql<{ itemId: number }>`select item_id as "itemId" from stock where supplier_id = ${s001.id} and qty <= 0 order by item_id limit 1`.execute(server.ctx.db);
    await open(page, `/pages/index/stockDetail?itemId=${outItem.rows[0]!.itemId}`);
    const outStore = page.locator('.eng-lines__item', { has: page.locator('.eng-mark', { hasText: TEXT[lang].out }) }).first();
    await outStore.waitFor();
    expect(await outStore.innerText()).not.toContain(lang === 'en' ? 'Running out' : '将断货');

    // Unsalable goods open at N = 30.
    await open(page, '/pages/index/unsalable');
    await listReady(page);
    expect(await page.locator('.eng-tabs [role="tab"][aria-selected="true"]').innerText()).toBe(TEXT[lang].days30);
    await snap(page, `stockGoods-${tag}-04-unsalable-30`);

    // Goods data → details, every tab; the sales tab draws its chart.
    await open(page, '/pages/index/goods/index');
    await listReady(page);
    await page.locator('.eng-card').first().click();
    await page.waitForURL(/goodsDetails\?itemId=/);
    const tabs = page.locator('.eng-detail-tabs [role="tab"]');
    await tabs.first().waitFor();
    expect(await tabs.allInnerTexts()).toEqual([...TEXT[lang].tabs]);
    await snap(page, `stockGoods-${tag}-05-goods-info`);
    for (const [i, key] of ['purchases', 'retail', 'stock', 'suppliers'].entries()) {
      await tabs.nth(i + 1).click();
      await page.locator(`.eng-detail-tabs__body[data-tab="${key}"] .eng-section, .eng-detail-tabs__body[data-tab="${key}"] .eng-chart`).first().waitFor();
      if (key === 'retail') {
        await page.locator('.eng-chart svg[role="img"]').first().waitFor();
      }
      if (key === 'retail' || key === 'stock') await snap(page, `stockGoods-${tag}-06-goods-${key}`);
    }

    // Qualifications: the expiring document comes first, flagged.
    await open(page, '/packagesSub/branchProduct/qualification');
    await listReady(page);
    expect(await page.locator('.eng-card').first().locator('.eng-tag').allInnerTexts()).toContain(TEXT[lang].soon);
    // its tab says how many before it is tapped, as the other status tabs do
    const soonCount = (await page.locator('.eng-card .eng-tag', { hasText: TEXT[lang].soon }).count());
    await page.locator('.eng-tabs [role="tab"]', { hasText: `${TEXT[lang].soon} ${soonCount}` }).waitFor();
    await snap(page, `stockGoods-${tag}-07-qualifications`);
    await page.context().close();
  });
});
