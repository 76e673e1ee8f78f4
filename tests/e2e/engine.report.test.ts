import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { businessToday } from '../../server/lib/businessDay';
import { demoPassword } from '../support/testContext';
import { loginThroughUi, phone, snap, useServerAndBrowser } from '../support/browser';

// The purchase summary and arrival-rate reports (kind "report") against the real server: period filter,
// server totals, chart, and export of every row of the filter to CSV and XLSX.

const server = useServerAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await server.browser.newPage({ ...phone, acceptDownloads: true });
  await loginThroughUi(page, server.ctx.url + '/', '13800000001', demoPassword);
});

const report = (id: string) => page.locator(`.eng-list[data-page-id="${id}"]`);

async function chooseThisYear(id: string): Promise<void> {
  await page.locator('.eng-dropdown__item', { hasText: '本月' }).click();
  await page.locator('.eng-presets .adm-button', { hasText: '今年' }).click();
  await page.waitForSelector(`.eng-list[data-page-id="${id}"][data-status="ready"]`);
}

describe('purchase summary report', () => {
  it('shows the server totals, the chart and the rows of the period', async () => {
    await page.goto(`${server.ctx.url}/#/packagesSub/report/purchaseSummary/index`);
    await page.waitForSelector('.eng-list[data-page-id="purchase-summary.report"][data-status="ready"]');
    await chooseThisYear('purchase-summary.report');
    const year = new Date().getFullYear();
    // The browser's own session: a second login would end it (one session per user).
    const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
    const total = await server.ctx.call('POST', '/scm/report/purchase-summary/total', { token, body: { dateFrom: `${year}-01-01`, dateTo: businessToday() } });
    expect(total.code).toBe(0);
    // Net amount, formatted exactly as the server's decimal string says.
    const net = Number(total.data.netAmount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await page.locator('.eng-summary__item', { hasText: '净采购金额' }).locator('dd', { hasText: net }).waitFor();
    await page.locator('.eng-chart svg[role="img"]').waitFor();
    // the server drew the chart: no ECharts code came for it
    const echarts = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/assets\/EChart-/.test(e.name)).length);
    expect(echarts).toBe(0);
    expect(Number(await report('purchase-summary.report').getAttribute('data-loaded'))).toBeGreaterThan(0);
    await snap(page, 'engine-report-01-purchase-summary');
  });

  it("shows a bar's item and amount on the first tap, though the tooltip's code comes only with that tap", async () => {
    const tooltipCode = page.waitForRequest(/\/assets\/tooltip-[\w-]+\.js$/);
    const box = (await page.locator('.eng-chart svg[role="img"]').boundingBox())!;
    // the middle of the plot, over the bars: the first row's name and its net amount
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await tooltipCode;
    const tip = page.locator('.eng-chart .echarts-for-react > div', { hasText: '净采购金额' });
    await expect.poll(() => tip.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await tip.innerText()).toMatch(/[\d,]+\.\d{2}/);
  });

  it('exports every row of the filter as CSV and as XLSX', async () => {
    const totalRows = Number(await report('purchase-summary.report').getAttribute('data-total'));
    const csvDownload = page.waitForEvent('download');
    await page.getByTestId('export').click();
    await page.locator('.eng-choice__item', { hasText: 'CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^采购汇总_\d{4}-01-01_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await csv.path())!, 'utf8');
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('名称,编码,收货数量,收货金额,退货数量,退货金额,净采购数量,净采购金额');
    expect(lines.length - 1).toBe(totalRows);
    expect(lines[1]).toMatch(/,-?\d+\.\d{3},-?\d+\.\d{2},-?\d+\.\d{3},-?\d+\.\d{2},-?\d+\.\d{3},-?\d+\.\d{2}$/);

    const xlsxDownload = page.waitForEvent('download');
    await page.getByTestId('export').click();
    await page.locator('.eng-choice__item', { hasText: 'Excel' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = fs.readFileSync((await xlsx.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip container, as every .xlsx is
    expect(bytes.length).toBeGreaterThan(2000);
  });

  it('groups by branch when asked', async () => {
    await page.locator('.eng-dropdown__item', { hasText: '按商品' }).click();
    await page.locator('.eng-panel-list .adm-list-item', { hasText: '按门店' }).click();
    await page.waitForSelector('.eng-list[data-page-id="purchase-summary.report"][data-status="ready"]');
    const branches = await server.ctx.db.selectFrom('branch').select('name').execute();
    const titles = await page.locator('.eng-card__title').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(branches.map((b) => b.name)).toContain(t.trim());
  });

  it('draws the chart again for a new width (a phone turned), inside its box', async () => {
    await page.goto(`${server.ctx.url}/#/packagesSub/report/purchaseSummary/index`);
    const drawing = page.locator('.eng-chart svg[role="img"]');
    await drawing.waitFor();
    const before = await drawing.getAttribute('viewBox');
    const redraw = page.waitForRequest(/\/scm\/chart\/svg(\?|$)/);
    await page.setViewportSize({ width: 844, height: 390 });
    try {
      await redraw;
      await expect.poll(() => drawing.getAttribute('viewBox')).not.toBe(before);
      const frame = (await page.locator('.eng-chart__still').boundingBox())!;
      const box = (await drawing.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(frame.height + 0.5);
      expect(box.width).toBeGreaterThan(before ? Number(before.split(' ')[2]) : 0);
    } finally {
      await page.setViewportSize(phone.viewport);
    }
  });

  it("draws the chart on the phone when the server's drawing cannot be had", async () => {
    const scripts: string[] = [];
    const onRequest = (r: { url(): string }) => void scripts.push(r.url());
    await page.route('**/mobile/api/scm/chart/svg*', (r) => r.abort('failed'));
    page.on('request', onRequest);
    try {
      await page.goto(`${server.ctx.url}/#/packagesSub/report/purchaseSummary/index`);
      await page.reload();
      await page.locator('.eng-chart canvas').waitFor();
      expect(await page.locator('.eng-chart svg[role="img"]').count()).toBe(0);
      expect(scripts.some((u) => /\/assets\/EChart-[\w-]+\.js$/.test(u))).toBe(true);
    } finally {
      page.off('request', onRequest);
      await page.unroute('**/mobile/api/scm/chart/svg*');
    }
  });
});

describe('arrival rate report', () => {
  it('shows rates as percentages, with totals carried in the list answer', async () => {
    await page.goto(`${server.ctx.url}/#/packagesSub/arrivalRate/list`);
    await page.waitForSelector('.eng-list[data-page-id="arrival-rate.report"][data-status="ready"]');
    await snap(page, 'engine-report-02a-arrival-rate-opened');
    await chooseThisYear('arrival-rate.report');
    const rate = await page.locator('.eng-summary__item', { hasText: '数量到货率' }).locator('dd').innerText();
    expect(rate).toMatch(/^\d{1,3}\.\d{2}%$/);
    await snap(page, 'engine-report-02-arrival-rate');
  });
});

describe('purchasing overview (kind "dashboard")', () => {
  it('shows tiles and charts, each widget from its own call', async () => {
    await page.goto(`${server.ctx.url}/#/packagesSub/report/overview/index`);
    await page.locator('.eng-stat', { hasText: '待确认订单' }).waitFor();
    await page.locator('.eng-stat', { hasText: '净采购金额' }).waitFor();
    await expect.poll(() => page.locator('.eng-chart svg[role="img"]').count(), { timeout: 20_000 }).toBe(2);
    const awaiting = await page.locator('.eng-stat', { hasText: '待确认订单' }).locator('.eng-stat__value').innerText();
    expect(awaiting).toMatch(/^\d+$/);
    await page.waitForTimeout(600);
    await snap(page, 'engine-dashboard-overview');
    // A supplier user may open purchase orders: "due today" is a link there (finance staff see it without one: roles.test).
    expect(await page.getByRole('button', { name: '今日应到货' }).count()).toBe(1);
    await page.locator('.eng-stat', { hasText: '待确认订单' }).click();
    await page.waitForURL(/packagesSub\/purchaseOrder\/index/);
  });
});
