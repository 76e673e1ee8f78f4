import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoPassword } from '../support/testContext';
import { loginThroughUi, phone, useServerAndBrowser } from '../support/browser';

// The column model of lists and reports (kinds/list/columnModel.ts) as the user meets it, against the real server
// and the seeded database on a 390x844 phone: fields hidden and moved in the settings sheet change every card, and
// the sort buttons of `sortable` columns reorder the cards and say what they sorted.

const server = useServerAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await server.browser.newPage(phone);
  await loginThroughUi(page, server.ctx.url + '/', '13800000001', demoPassword);
});

const ready = (id: string) => page.waitForSelector(`.eng-list[data-page-id="${id}"][data-status="ready"]`);
/** The field labels of a card, in the order it shows them. */
const labelsOf = (n: number) => page.locator('.eng-card').nth(n).locator('dt').allInnerTexts();

describe('fields hidden and moved in the settings sheet', () => {
  it('change the cards, are saved for the user, and go back with 恢复默认', async () => {
    await page.goto(`${server.ctx.url}/#/packagesSub/purchaseOrder/index`);
    await ready('purchase-order.list');
    const before = await labelsOf(0);
    expect(before).toContain('数量');
    expect(before.indexOf('金额')).toBeGreaterThan(0);

    await page.getByRole('button', { name: '显示字段' }).click();
    const rows = page.locator('.eng-colset__list li');
    await rows.filter({ hasText: '数量' }).locator('.adm-checkbox').click();
    // 金额 up to the top of the sheet, one arrow tap at a time
    for (let i = 0; i < 10; i++) {
      if ((await rows.first().innerText()).includes('金额')) break;
      await rows.filter({ hasText: '金额' }).getByRole('button', { name: 'up' }).click();
    }
    expect(await rows.first().innerText()).toContain('金额');
    await page.locator('.eng-colset__buttons .adm-button', { hasText: '保存' }).click();

    const expected = ['金额', ...before.filter((l) => l !== '金额' && l !== '数量')];
    await expect.poll(() => labelsOf(0)).toEqual(expected);
    // every card, not only the first
    expect(await labelsOf(1)).toEqual(expected);
    const saved = await server.ctx.db.selectFrom('column_setting').select('settings').where('page_id', '=', 'purchase-order.list').executeTakeFirstOrThrow();
    const settings = saved.settings as { hidden: string[]; order: string[] };
    expect(settings.hidden).toContain('totalQty');
    expect(settings.order.indexOf('totalAmount')).toBeLessThan(settings.order.indexOf('orderDate'));

    // a new visit draws the saved layout
    await page.reload();
    await ready('purchase-order.list');
    await expect.poll(() => labelsOf(0)).toEqual(expected);

    await page.getByRole('button', { name: '显示字段' }).click();
    await page.locator('.eng-colset__buttons .adm-button', { hasText: '恢复默认' }).click();
    await expect.poll(() => labelsOf(0)).toEqual(before);
  });
});

describe('sort buttons of sortable columns', () => {
  it('a report that holds every row: sorts all of them, each way, then back to the server order', async () => {
    // a tall screen, so every card of the report is drawn (the rows off screen are not)
    await page.setViewportSize({ width: 390, height: 2400 });
    await page.goto(`${server.ctx.url}/#/packagesSub/arrivalRate/list`);
    await ready('arrival-rate.report');
    await page.locator('.eng-dropdown__item', { hasText: '本月' }).click();
    await page.locator('.eng-presets .adm-button', { hasText: '今年' }).click();
    await ready('arrival-rate.report');
    const names = () => page.locator('.eng-card .eng-card__title').allInnerTexts();
    const rates = async () => (await page.locator('.eng-card .eng-card__head > :last-child').allInnerTexts()).map((t) => Number.parseFloat(t));
    const serverOrder = await names();
    const n = Number(await page.locator('.eng-list').getAttribute('data-loaded'));
    expect(serverOrder.length).toBeGreaterThan(2);
    expect(serverOrder.length).toBe(n);
    expect(await page.locator('.eng-sort__scope').count()).toBe(0);

    const button = page.locator('.eng-sort__button[data-sort="qtyRate"]');
    await button.click();
    await expect.poll(rates).toEqual([...(await rates())].sort((a, b) => b - a));
    expect(await button.getAttribute('data-dir')).toBe('desc');
    expect(await page.locator('.eng-sort__scope').innerText()).toBe(`全部 ${n} 条按数量到货率降序排列`);

    await button.click();
    await expect.poll(() => button.getAttribute('data-dir')).toBe('asc');
    const up = await rates();
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(await page.locator('.eng-sort__scope').innerText()).toBe(`全部 ${n} 条按数量到货率升序排列`);

    await button.click();
    await expect.poll(names).toEqual(serverOrder);
    expect(await page.locator('.eng-sort__scope').count()).toBe(0);
    await page.setViewportSize(phone.viewport);
  });

  it('a paged report: says that only the loaded rows are sorted', async () => {
    await page.goto(`${server.ctx.url}/#/pages/index/stockQuery`);
    await ready('stock-query.report');
    const list = page.locator('.eng-list[data-page-id="stock-query.report"]');
    const loaded = Number(await list.getAttribute('data-loaded'));
    const total = Number(await list.getAttribute('data-total'));
    expect(total).toBeGreaterThan(loaded);
    await page.locator('.eng-sort__button[data-sort="qty"]').click();
    await expect.poll(() => page.locator('.eng-sort__scope').innerText()).toBe(`仅已加载的 ${loaded} 条（共 ${total} 条）按库存数量降序排列`);
    expect(await page.locator('.eng-sort__scope--partial').count()).toBe(1);
  });
});
