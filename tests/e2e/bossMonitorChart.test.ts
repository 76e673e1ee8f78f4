import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { phoneLoggedInAs, snap, useServerAndBrowser } from '../support/browser';

// The merchant admin's App health on a phone (390x844): the slowest calls chart draws its long endpoint paths
// down the side, one bar per endpoint across, so each label can be read. In Chinese, then in English.
// Each label whole inside the chart: the whole browser (CHROME_PATH=/usr/bin/chromium) draws a Chinese page's generic
// sans-serif with the CJK font's wider Latin letters, and four labels of the first frame ran past its edge before the
// charts named their fonts (common/charts/chartOption.ts CHART_FONT); the headless shell draws them narrower.

const session = useServerAndBrowser();
const open = (page: Page, path: string) => page.goto(`${session.ctx.url}/#${path}`);

const endpoints = [
  '/scm/report/cost-sale-proxy-batch-flow/summary',
  '/scm/report/wholesale-profit-analyse/query',
  '/administer/report/stock/summary',
  '/scm/purchase/purchase-order/list',
  '/administer/home/item-cls-stat',
  // as phones report most calls: with the method, the widest labels once cut to fit ("GET /…/home/summary")
  'GET /administer/home/summary',
  'POST /administer/report/stock/summary',
];

/** Calls phones of merchant 1 reported a minute ago, slower down the list. */
async function reportedCalls(): Promise<void> {
  const at = new Date(Date.now() - 60_000);
  const run = at.getTime();
  await session.ctx.db
    .insertInto('monitor_event')
    .values(endpoints.flatMap((endpoint, i) => Array.from({ length: 4 }, (_, k) => ({
      app_name: 'scm', app_version: '1.2.6', category: 'ok', client_uuid: `chart-${run}-${i}-${k}`, data_type: 'api',
      duration_ms: 2400 - i * 400 + k * 10, endpoint, http_status: 200, merchant_id: 1, occurred_at: at,
      payload: '{}', request_id: `chart-${run}-${i}-${k}`,
    }))))
    .execute();
}

/** Waits for a drawn chart and scrolls it into view; the first frame may be swapped for the live chart meanwhile. */
async function showChart(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.eng-dashboard .eng-chart svg[role="img"]').count(), { timeout: 15000 }).toBeGreaterThanOrEqual(1);
  await vi.waitFor(() => page.locator('.eng-chart').first().scrollIntoViewIfNeeded({ timeout: 2000 }), { timeout: 15000 });
}

/** The chart's texts that run past its drawing's edges (a label that lost a letter): none when every one is whole. */
const textsOutside = (page: Page) =>
  page.locator('.eng-dashboard .eng-chart svg[role="img"]').first().evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('text')].filter((t) => {
      const r = t.getBoundingClientRect();
      return r.left < box.left - 0.5 || r.right > box.right + 0.5;
    }).map((t) => t.textContent);
  });

describe('App health on a phone', () => {
  it('the slowest calls chart reads in Chinese and in English', async () => {
    const { ctx, browser } = session;
    await reportedCalls();
    // A phone of its own, so that a retry starts logged out.
    const page = await phoneLoggedInAs(browser, ctx.url, 'boss', 'zh-CN', 'Boss@2026demo');
    await open(page, '/packagesBoss/monitor/index');
    await showChart(page);
    expect(await textsOutside(page)).toEqual([]);
    await snap(page, 'boss-monitor-01-slowest-zh');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect.poll(() => page.locator('.eng-dashboard').innerText()).toContain('Slowest calls');
    await showChart(page);
    expect(await textsOutside(page)).toEqual([]);
    await snap(page, 'boss-monitor-02-slowest-en');
  });
});
