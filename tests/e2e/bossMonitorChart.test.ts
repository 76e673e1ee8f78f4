import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';

// The merchant admin's App health on a phone (390x844): the slowest calls chart draws its long endpoint paths
// down the side, one bar per endpoint across, so each label can be read. In Chinese, then in English.

const session = usePhoneSession();
const open = (page: Page, path: string) => page.goto(`${session.ctx.url}/#${path}`);

const endpoints = [
  '/scm/report/cost-sale-proxy-batch-flow/summary',
  '/scm/report/wholesale-profit-analyse/query',
  '/administer/report/stock/summary',
  '/scm/purchase/purchase-order/list',
  '/administer/home/item-cls-stat',
];

/** Calls phones of merchant 1 reported a minute ago, slower down the list. */
async function reportedCalls(): Promise<void> {
  const at = new Date(Date.now() - 60_000);
  await session.ctx.db
    .insertInto('monitor_event')
    .values(endpoints.flatMap((endpoint, i) => Array.from({ length: 4 }, (_, k) => ({
      app_name: 'scm', app_version: '1.2.6', category: 'ok', client_uuid: `chart-${i}-${k}`, data_type: 'api',
      duration_ms: 2400 - i * 400 + k * 10, endpoint, http_status: 200, merchant_id: 1, occurred_at: at,
      payload: '{}', request_id: `chart-${i}-${k}`,
    }))))
    .execute();
}

async function chartReady(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.eng-dashboard .eng-chart svg[role="img"]').count(), { timeout: 15000 }).toBeGreaterThanOrEqual(1);
}

describe('App health on a phone', () => {
  it('the slowest calls chart reads in Chinese and in English', async () => {
    const { ctx, page } = session;
    await reportedCalls();
    await loginThroughUi(page, ctx.url + '/', 'boss', 'Boss@2026demo');
    await open(page, '/packagesBoss/monitor/index');
    await chartReady(page);
    const chart = page.locator('.eng-chart').first();
    await chart.scrollIntoViewIfNeeded();
    await snap(page, 'boss-monitor-01-slowest-zh');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await chartReady(page);
    await expect.poll(() => page.locator('.eng-dashboard').innerText()).toContain('Slowest calls');
    await page.locator('.eng-chart').first().scrollIntoViewIfNeeded();
    await snap(page, 'boss-monitor-02-slowest-en');
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
  });
});
