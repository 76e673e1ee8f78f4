import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';
import { cutTexts } from '../support/cutText';
import { RUNNING_OUT_TABS_EN } from '../support/runningOutTabs';

// The chain owner's stock report on a phone (390x844): totals and rows, the running-out tab, a row's per-branch
// drill; then the same report in English.

const session = usePhoneSession();
const open = (page: Page, path: string) => page.goto(`${session.ctx.url}/#${path}`);

describe('chain stock on a phone', () => {
  it('report, running out within 7 days, per-branch drill (zh-CN), then English', async () => {
    const { ctx, page } = session;
    await loginThroughUi(page, ctx.url + '/', 'boss', 'Boss@2026demo');
    await open(page, '/packagesBoss/stock/index');
    await page.locator('.eng-card').first().waitFor();
    await expect.poll(() => page.getByText('将断货商品').count()).toBeGreaterThan(0);
    await snap(page, 'chain-stock-01-report');
    await page.locator('.eng-tabs [role="tab"]', { hasText: '7天内断货' }).click();
    await page.waitForTimeout(800);
    await page.locator('.eng-card').first().waitFor();
    await snap(page, 'chain-stock-02-running-out');
    const name = (await page.locator('.eng-card .eng-card__title').first().innerText()).trim();
    await page.locator('.eng-card').first().click();
    await page.getByText('各门店库存').first().waitFor();
    expect(await page.getByText(name).count()).toBeGreaterThan(0);
    await snap(page, 'chain-stock-03-branches');
    // A store already out is marked so, as on the supplier's screen (its days of supply read a bare 0.0), and the
    // report counts the stores that carry the item, not stores "with stock" (it counts stores at zero too).
    const out = await sql<{ itemId: number }>`select item_id as "itemId" from stock where merchant_id = 1 and qty <= 0 order by item_id limit 1`.execute(ctx.db);
    await open(page, `/packagesBoss/stock/branches?itemId=${out.rows[0]!.itemId}`);
    const outStore = page.locator('.eng-lines__item', { has: page.locator('.eng-mark', { hasText: '已缺货' }) }).first();
    await outStore.waitFor();
    expect(Number((await outStore.locator('dt', { hasText: /^库存数量$/ }).locator('xpath=following-sibling::dd[1]').innerText()).replace(/,/g, ''))).toBeLessThanOrEqual(0);
    await open(page, '/packagesBoss/stock/index');
    await expect.poll(() => page.locator('.eng-card').first().locator('dt').allInnerTexts()).toContain('铺货门店');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await open(page, '/packagesBoss/stock/index');
    await page.reload();
    await page.locator('.eng-card').first().waitFor();
    await expect.poll(() => page.getByText('Running out').count()).toBeGreaterThan(0);
    // the running-out tabs say what 3天内断货 says and fit the row ("Within 14 days" ran past its edge)
    await expect.poll(() => page.locator('.eng-tabs [role="tab"]').allInnerTexts()).toEqual(['All', ...RUNNING_OUT_TABS_EN]);
    expect(await cutTexts(page, '.eng-tabs [role="tab"]')).toEqual([]);
    await snap(page, 'chain-stock-04-report-en');
  });
});
