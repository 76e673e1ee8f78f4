import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughUi, phone, snap, usePhoneSession } from '../support/browser';
import { businessToday } from '../../server/lib/businessDay';
import { demoPassword } from '../support/testContext';

// The chain owner on a phone (390x844), as `boss`: the home dashboard with its charts and period switch, the
// store ranking and a drill into one store, the negative-stock list, then a camera: bind it, start it live, see
// the player's video time advance, stop it. In Chinese, then the dashboard and the player again in English.

const session = usePhoneSession();
const open = (page: Page, path: string) => page.goto(`${session.ctx.url}/#${path}`);

/** The dashboard's stat tiles and charts, once every tile has answered. */
async function dashboardReady(page: Page, charts: number): Promise<void> {
  await page.locator('.eng-dashboard .eng-stat__value').first().waitFor();
  await expect.poll(() => page.locator('.eng-dashboard .eng-chart svg[role="img"]').count(), { timeout: 15000 }).toBeGreaterThanOrEqual(charts);
}

/** The minute (HH:MM, the chain's clock) of the chain's latest ticket today: where the home's same-time cut falls. */
async function latestMinute(): Promise<string> {
  const { rows } = await sql<{ at: string }>`select to_char(max(sale_time), 'HH24:MI') as at from sale_ticket where merchant_id = 1 and biz_date = ${businessToday()}::date`.execute(session.ctx.db);
  return rows[0]!.at;
}

async function videoTime(page: Page): Promise<number> {
  return page.locator('video.eng-video__media').evaluate((v: HTMLVideoElement) => v.currentTime);
}

describe('boss side on a phone', () => {
  it('home dashboard: figures with their change, charts, period switch', async () => {
    const { ctx, page } = session;
    await loginThroughUi(page, ctx.url + '/', 'boss', 'Boss@2026demo');
    await dashboardReady(page, 4);
    const sales = page.locator('.eng-stat', { hasText: '销售额' }).first();
    const today = await sales.locator('.eng-stat__value').innerText();
    expect(today).toMatch(/¥[\d,]+\.\d\d/);
    expect(await page.locator('.eng-stat__change').count()).toBeGreaterThan(0);
    // the margin, a share like the member share, changes by points against the period before
    await expect.poll(() => page.locator('.eng-stat', { hasText: '毛利率' }).first().locator('.eng-stat__change').innerText()).toMatch(/^[▲▼]?[\d.]+个百分点$/);
    // "same time" names its minute: the one of today's latest ticket, through which yesterday is counted
    const minute = await latestMinute();
    await page.locator('.eng-stats-tile__note', { hasText: `昨天截至 ${minute}` }).waitFor();
    await snap(page, 'boss-01-home-today');
    await page.locator('.eng-dashboard [role="tab"]', { hasText: '本月' }).click();
    await expect.poll(() => sales.locator('.eng-stat__value').innerText()).not.toBe(today);
    await page.locator('.eng-stats-tile__note', { hasText: `上期末日截至 ${minute}` }).waitFor();
    await dashboardReady(page, 4);
    await snap(page, 'boss-02-home-month');
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(500);
    await snap(page, 'boss-03-home-month-charts');
  });

  it('store ranking, and a tap on a store drills into its figures', async () => {
    const { page } = session;
    await open(page, '/packagesBoss/branchRank/index');
    await page.waitForSelector('.eng-list[data-status="ready"]');
    const first = page.locator('.eng-card').first();
    const name = (await first.locator('.eng-card__title').innerText()).trim();
    expect(await page.locator('.eng-card').count()).toBeGreaterThanOrEqual(5);
    // sales per m² is money like the card's other money figures (it read 64.66 beside ¥ sales)
    const perM2 = first.locator('.eng-card__grid dt', { hasText: /^坪效$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await perM2.innerText()).toMatch(/^¥[\d,]+\.\d\d$/);
    await snap(page, 'boss-04-branch-rank');
    await first.click();
    await page.waitForURL(/packagesBoss\/branch\/index\?branchId=\d+/);
    await dashboardReady(page, 3);
    const branchSales = await page.locator('.eng-stat', { hasText: '销售额' }).first().locator('.eng-stat__value').innerText();
    expect(branchSales).toMatch(/¥/);
    await snap(page, `boss-05-branch-figures`);
    // Every category the store sold in the month (all twelve), each a bar to tap into, as the chain's overview draws
    // them: the chart's height held 11 and its title said "top 11".
    await page.locator('.eng-dashboard [role="tab"]', { hasText: '本月' }).click();
    const categories = page.locator('.eng-chart', { hasText: '品类销售' });
    await expect.poll(() => categories.getAttribute('data-points'), { timeout: 15000 }).toBe('12');
    expect(await categories.locator('.eng-chart__top').count()).toBe(0);
    expect(name.length).toBeGreaterThan(0);
  });

  it('negative stock list', async () => {
    const { ctx, page } = session;
    await open(page, '/packagesBoss/negativeStock/index');
    await page.waitForSelector('.eng-list[data-status="ready"]');
    const n = (await sql<{ n: number }>`select count(*)::int as n from stock where merchant_id = 1 and qty < 0`.execute(ctx.db)).rows[0].n;
    expect(n).toBeGreaterThan(0);
    expect(await page.locator('.eng-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.eng-card').first().innerText()).toMatch(/-\d/);
    await snap(page, 'boss-06-negative-stock');
  });

  it('binds a new camera, starts it live, watches the video play, stops it', async () => {
    const { ctx, page } = session;
    const cam = (await sql<{ id: number }>`select id::int from device where merchant_id = 1 and type = 'CAMERA' and not bound order by id limit 1`.execute(ctx.db)).rows[0];
    await open(page, `/packagesBoss/device/detail?id=${cam.id}`);
    await page.locator('[data-action="bind"]').click();
    await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
    await page.locator('[data-action="startLive"]').waitFor();
    await snap(page, 'boss-07-device-bound');
    await page.locator('[data-action="startLive"]').click();
    await page.locator('video.eng-video__media').waitFor();
    await expect.poll(() => videoTime(page), { timeout: 20000 }).toBeGreaterThan(1);
    const t1 = await videoTime(page);
    await page.waitForTimeout(1200);
    expect(await videoTime(page)).not.toBe(t1);
    await snap(page, 'boss-08-live-player');
    expect((await sql<{ s: number }>`select live_status::int as s from device where id = ${cam.id}`.execute(ctx.db)).rows[0].s).toBe(1);
    await page.locator('[data-action="stopLive"]').click();
    await page.locator('[data-action="startLive"]').waitFor();
    expect(await page.locator('video.eng-video__media').count()).toBe(0);
    expect((await sql<{ s: number }>`select live_status::int as s from device where id = ${cam.id}`.execute(ctx.db)).rows[0].s).toBe(0);
    await snap(page, 'boss-09-live-stopped');
    await open(page, '/packagesBoss/device/index');
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await snap(page, 'boss-10-device-list');
  });

  it('in English: the dashboard and a live camera', async () => {
    const { ctx, page } = session;
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await open(page, '/pages/index/index');
    await page.reload();
    await dashboardReady(page, 4);
    expect(await page.locator('.eng-stat', { hasText: 'Sales' }).count()).toBeGreaterThan(0);
    await page.locator('.eng-stats-tile__note', { hasText: `Yesterday to ${await latestMinute()}` }).waitFor();
    await snap(page, 'boss-11-home-en');
    const cam = (await sql<{ id: number }>`select id::int from device where merchant_id = 1 and type = 'CAMERA' and bound and status = 0 and live_status = 0 order by id limit 1`.execute(ctx.db)).rows[0];
    await open(page, `/packagesBoss/device/detail?id=${cam.id}`);
    await page.locator('[data-action="startLive"]', { hasText: 'Start live' }).click();
    await expect.poll(() => videoTime(page), { timeout: 20000 }).toBeGreaterThan(0.5);
    await snap(page, 'boss-12-live-player-en');
    await page.locator('[data-action="stopLive"]').click();
    await page.locator('[data-action="startLive"]').waitFor();
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
  });

  it("the supplier home shows the chain's banner and counts it seen", async () => {
    const { ctx, page } = session;
    const supplierPage = await page.context().browser()!.newPage({ ...phone });
    try {
      await loginThroughUi(supplierPage, ctx.url + '/', '13800000001', demoPassword);
      await supplierPage.locator('.home-banner__card', { hasText: '供应商大会报名开启' }).waitFor();
      await snap(supplierPage, 'boss-13-supplier-home-banner');
      const seen = async () => (await sql<{ n: number }>`select coalesce(sum(count), 0)::int as n from advert_event where kind = 'exposure'`.execute(ctx.db)).rows[0].n;
      await expect.poll(seen).toBeGreaterThan(0);
    } finally {
      await supplierPage.close();
    }
  });
});
