import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoPassword } from '../support/testContext';
import { layoutShiftSince, loginThroughUi, phone, snap, usePhoneSession } from '../support/browser';
import { pathDrawn } from '../support/routeWalk';
import { transitionsOver } from '../support/transitions';

// What a new user hit in the schema-drawn screens (issue 7 §7), at 390x844 in both languages: the confirm
// form checks as the supplier types, charts of a time grouping, the order detail's remark and print, the
// date-range calendar, English layouts, touch targets and label sizes.

const session = usePhoneSession({ acceptDownloads: true });
const langs = ['zh-CN', 'en'] as const;
type Lang = (typeof langs)[number];
const consoleErrors: string[] = [];
/** 44 px touch targets; layout may land a sub-pixel short (43.99…). */
const TARGET = 43.9;

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
}

/** Goes to `path` and waits until its own screen has drawn: a hash change leaves the screen before on show meanwhile. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${session.ctx.url}/#${path}`);
  await pathDrawn(page, path);
}

beforeAll(async () => {
  const { ctx, page } = session;
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
});

/** Awaiting orders of supplier S001, the one with the most lines first. */
async function awaitingOrders() {
  const { ctx } = session;
  return ctx.db
    .selectFrom('purchase_order as po')
    .innerJoin('supplier as s', 's.id', 'po.supplier_id')
    .innerJoin('purchase_order_line as l', 'l.order_id', 'po.id')
    .select(['po.id', 'po.sheet_no', 'po.order_date', sql<number>`count(l.id)::int`.as('lines')])
    .where('s.code', '=', 'S001')
    .where('po.status', '=', 2)
    .groupBy(['po.id', 'po.sheet_no', 'po.order_date'])
    .orderBy(sql`count(l.id)`, 'desc')
    .orderBy('po.id')
    .execute();
}

/** Figures (amounts, quantities, dates) in the visible cards that are cut short by their cell. */
const cutFigures = (page: Page) =>
  page.locator('.eng-card dd').evaluateAll((els) =>
    els.filter((e) => /^[-¥\d,.: ]+$/.test(e.textContent ?? '') && e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
  );

const qty = (page: Page, i: number) => page.locator(`[data-field="root_lines_${i}_confirmedQty"] input`);
const qtyError = (page: Page, i: number) => page.locator(`[data-field="root_lines_${i}_confirmedQty"] .eng-form__error`);
const ordered = async (page: Page, i: number) => (await page.locator(`[data-field="root_lines_${i}_orderQty"] .eng-form__value`).innerText()).trim();

describe('the confirm-with-changes form', () => {
  const words = {
    'zh-CN': { section: '确认数量', max: '不能大于', decimals: '最多 3 位小数', min: '不能小于 0', fix: '请检查标红的字段' },
    en: { section: 'Confirmed quantities', max: 'Must be at most', decimals: 'At most 3 decimals', min: 'Must be at least 0', fix: 'Please check the fields marked red' },
  } as const;

  for (const [n, lang] of langs.entries()) {
    it(`checks the schema's bounds while the supplier types, in compact lines (${lang})`, async () => {
      const { page } = session;
      const order = (await awaitingOrders())[n]!;
      expect(order.lines).toBeGreaterThanOrEqual(9);
      await useLanguage(page, lang);
      await open(page, `/packagesSub/purchaseOrder/confirm?id=${order.id}`);
      await qty(page, 0).waitFor();
      const w = words[lang];
      expect(await page.locator('.eng-form__array > legend').innerText()).toContain(w.section);

      // Read-only facts are text in the app's font, not inputs; each line is one number input.
      for (const f of ['name', 'spec', 'orderQty']) expect(await page.locator(`[data-field="root_lines_0_${f}"] input`).count()).toBe(0);
      const fonts = await page.evaluate(() => ({
        body: getComputedStyle(document.body).fontFamily,
        value: getComputedStyle(document.querySelector('[data-field="root_lines_0_orderQty"] .eng-form__value')!).fontFamily,
        input: getComputedStyle(document.querySelector('[data-field="root_lines_0_confirmedQty"] input')!).fontFamily,
      }));
      expect(fonts.value).toBe(fonts.body);
      expect(fonts.input).toBe(fonts.body);
      const rows = page.locator('.eng-form__row--line');
      expect(await rows.count()).toBe(order.lines);
      const heights = await rows.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
      expect(Math.max(...heights)).toBeLessThanOrEqual(90);
      expect(await rows.first().locator('input').count()).toBe(1);

      // More than ordered, too many decimals, negative: refused on the field at once, before any submit.
      const max = (await ordered(page, 0)).replace(/,/g, '');
      await qty(page, 0).fill(String(Number(max) + 1));
      await expect.poll(() => qtyError(page, 0).innerText()).toContain(`${w.max} ${max}`);
      await snap(page, `engine-ux-01-confirm-bounds-${lang}`);
      await qty(page, 0).fill('1.2345');
      await expect.poll(() => qtyError(page, 0).innerText()).toBe(w.decimals);
      await qty(page, 0).fill('-1');
      await expect.poll(() => qtyError(page, 0).innerText()).toBe(w.min);
      await qty(page, 0).fill('0');
      await expect.poll(() => qtyError(page, 0).count()).toBe(0);
      // Untouched lines show nothing.
      expect(await page.locator('.eng-form__error').count()).toBe(0);

      // The date wheel offers the order's year up to a year from today, nothing the server would refuse.
      await page.locator('#root_promisedDate').click();
      // The wheel is drawn on the first tap (its code comes in when the form is idle, or with that tap).
      await page.locator('.adm-picker-view-column').first().waitFor();
      const years = await page.locator('.adm-picker-view-column').first().locator('.adm-picker-view-column-item').allInnerTexts();
      const first = Number(order.order_date.slice(0, 4));
      const last = new Date().getFullYear() + 1;
      expect(years.map((y) => Number(y.replace(/\D/g, '')))).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
      await snap(page, `engine-ux-02-confirm-date-${lang}`);
      await page.locator('.adm-picker-header-button').first().click();
    });

    it(`brings an error on line 9 into view on submit, without a console error (${lang})`, async () => {
      const { page } = session;
      await qty(page, 0).fill((await ordered(page, 0)).replace(/,/g, ''));
      await qty(page, 8).fill('1.23456');
      await page.evaluate(() => window.scrollTo(0, 0));
      const before = consoleErrors.length;
      await page.locator('[data-action="submit"]').click();
      await page.getByText(words[lang].fix).waitFor();
      // English words in a toast stay whole (antd-mobile's own sheet breaks them anywhere: "m / arked")
      expect(await page.locator('.adm-toast-main', { hasText: words[lang].fix }).evaluate((e) => getComputedStyle(e).wordBreak)).toBe('normal');
      await expect.poll(() => qtyError(page, 8).count()).toBe(1);
      await page.waitForTimeout(300);
      const box = (await qty(page, 8).boundingBox())!;
      expect(box.y).toBeGreaterThan(45);
      expect(box.y + box.height).toBeLessThan(844 - 72);
      expect(consoleErrors.slice(before)).toEqual([]);
      await snap(page, `engine-ux-03-confirm-line9-${lang}`);
    });
  }

  it('clears a server refusal once the field is corrected', async () => {
    const { page, ctx } = session;
    await useLanguage(page, 'zh-CN');
    const order = (await awaitingOrders()).at(-1)!;
    await open(page, `/packagesSub/purchaseOrder/confirm?id=${order.id}`);
    await qty(page, 0).waitFor();
    // The buyer cut every line to 1 after the form was opened: only the server knows.
    await ctx.db.updateTable('purchase_order_line').set({ order_qty: '1.000' }).where('order_id', '=', order.id).execute();
    await qty(page, 0).fill('2');
    expect(await qtyError(page, 0).count()).toBe(0);
    await page.locator('[data-action="submit"]').click();
    await qtyError(page, 0).waitFor();
    await snap(page, 'engine-ux-04-confirm-server-error');
    await qty(page, 0).fill('1');
    await expect.poll(() => qtyError(page, 0).count()).toBe(0);
    await qty(page, 0).fill('2');
    // The refused value again: the server said no to exactly this.
    await expect.poll(() => qtyError(page, 0).count()).toBe(1);
  });
});

describe('document details', () => {
  const words = {
    'zh-CN': { remark: '确认备注', reason: '拒绝原因', print: '打印', browserPrint: '系统打印', close: '关闭' },
    en: { remark: 'Confirmation remark', reason: 'Rejection reason', print: 'Print', browserPrint: 'System print', close: 'Close' },
  } as const;
  const bar = (page: Page) => page.locator('.eng-actions');

  for (const lang of langs) {
    it(`keeps the action bar on one line of whole labels, above the last line's amount (${lang})`, async () => {
      const { page } = session;
      const order = (await awaitingOrders())[0]!;
      await useLanguage(page, lang);
      await open(page, `/packagesSub/purchaseOrder/orderDetails?id=${order.id}`);
      await page.locator('[data-action="confirmAsOrdered"]').waitFor();
      const buttons = bar(page).locator('.adm-button');
      const boxes = await buttons.evaluateAll((els) =>
        els.map((e) => ({ top: e.getBoundingClientRect().top, height: e.getBoundingClientRect().height, cut: e.scrollWidth > e.clientWidth + 1 })),
      );
      expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
      for (const b of boxes) {
        expect(b.cut).toBe(false);
        expect(b.height).toBeGreaterThanOrEqual(TARGET);
        expect(b.height).toBeLessThan(56); // one line of text
      }
      if (lang === 'zh-CN') {
        // 按订单确认, 调整后确认, 拒绝, 打印: all four fit, none wraps.
        expect(await buttons.count()).toBe(4);
      }
      // Lines lay out as they come into view (content-visibility), so the page grows while it scrolls down.
      for (let i = 0; i < 4; i++) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(200);
      }
      const last = (await page.locator('.eng-lines__item').last().boundingBox())!;
      const barTop = (await bar(page).boundingBox())!.y;
      expect(last.y + last.height).toBeLessThanOrEqual(barTop);
      await snap(page, `engine-ux-05-detail-action-bar-${lang}`);
    });

    it(`opens the print sheet with the document's preview and the system print, instead of doing nothing (${lang})`, async () => {
      const { page } = session;
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => void (window as unknown as { printed: number }).printed++;
      });
      const inline = page.locator('[data-action="print"]');
      if (await inline.count()) await inline.click();
      else {
        await page.locator('[data-action="more"]').click();
        await page.locator('.eng-choice__item', { hasText: words[lang].print }).click();
      }
      const sheet = page.locator('.eng-print-sheet');
      await sheet.locator('.print-preview').waitFor();
      const heading = (await page.locator('.eng-detail__heading').innerText()).trim();
      expect(await sheet.locator('.print-preview').getAttribute('data-text')).toContain(heading);
      expect(await sheet.locator('.print-preview__line').count()).toBeGreaterThan(10);
      await snap(page, `engine-ux-06-print-sheet-${lang}`);
      await sheet.getByRole('button', { name: words[lang].browserPrint }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await sheet.getByRole('button', { name: words[lang].close }).click();
      await sheet.waitFor({ state: 'hidden' });
    });

    it(`shows the supplier's confirmation remark and rejection reason on the order (${lang})`, async () => {
      const { page, ctx } = session;
      const rows = await ctx.db
        .selectFrom('purchase_order as po')
        .innerJoin('supplier as s', 's.id', 'po.supplier_id')
        .select(['po.id', 'po.status', 'po.reject_reason'])
        .where('s.code', '=', 'S001')
        .where('po.status', 'in', [3, 4])
        .orderBy('po.id')
        .execute();
      const confirmed = rows.find((r) => r.status === 3)!;
      const rejected = rows.find((r) => r.status === 4 && r.reject_reason)!;
      await ctx.db.updateTable('purchase_order').set({ confirm_remark: '周五前送到，请走后门' }).where('id', '=', confirmed.id).execute();
      await open(page, `/packagesSub/purchaseOrder/orderDetails?id=${confirmed.id}`);
      await page.locator('.eng-section__field', { hasText: words[lang].remark }).getByText('周五前送到，请走后门').waitFor();
      await snap(page, `engine-ux-07-confirm-remark-${lang}`);
      await open(page, `/packagesSub/purchaseOrder/orderDetails?id=${rejected.id}`);
      await page.locator('.eng-section__field', { hasText: words[lang].reason }).getByText(rejected.reject_reason!).waitFor();
    });

    it(`links a receipt's order number to the order (${lang})`, async () => {
      const { page, ctx } = session;
      // A receipt the supplier sees (the list's), received against an order.
      const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
      const list = await ctx.call('POST', '/scm/purchase/purchase-in/list', { token, body: { pageNum: 1, pageSize: 50 } });
      const row = (list.data.rows as { id: number; orderId: number | null; orderSheetNo: string | null }[]).find((r) => r.orderId && r.orderSheetNo)!;
      const receipt = { id: row.id, orderId: row.orderId!, orderNo: row.orderSheetNo! };
      await open(page, `/packagesSub/purchaseIn/info?id=${receipt.id}`);
      const link = page.getByRole('link', { name: receipt.orderNo });
      await link.waitFor();
      await snap(page, `engine-ux-08-receipt-order-link-${lang}`);
      await link.click();
      await page.waitForURL(new RegExp(`purchaseOrder/orderDetails\\?id=${receipt.orderId}$`));
      await page.locator('.eng-detail__heading', { hasText: receipt.orderNo }).waitFor();
    });
  }

  it('a slow document: its loading box is quiet at first, then shows the dots and words, at one size throughout', async () => {
    const { page } = session;
    const order = (await awaitingOrders())[0]!;
    await open(page, '/packagesSub/purchaseOrder/index');
    await page.locator('.eng-card').first().waitFor();
    // The loading box as it is first put in the page, before its first moments pass.
    await page.evaluate(() => {
      new MutationObserver((_m, o) => {
        const box = document.querySelector('.eng-state');
        if (!box) return;
        o.disconnect();
        const w = window as unknown as { __firstLoading: object };
        w.__firstLoading = { quiet: getComputedStyle(box).visibility === 'hidden', dots: !!box.querySelector('.adm-dot-loading'), busy: box.getAttribute('aria-busy'), height: box.getBoundingClientRect().height };
      }).observe(document, { childList: true, subtree: true });
    });
    // The answer held back on the way (the server's own answer, late), as a slow network would.
    await page.route('**/purchase-order/detail/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    try {
      const since = (await page.evaluate(() => performance.now())) as number;
      await page.evaluate((id) => (location.hash = `#/packagesSub/purchaseOrder/orderDetails?id=${id}`), order.id);
      await page.locator('.eng-state .adm-dot-loading').waitFor();
      const first = (await page.evaluate('window.__firstLoading')) as { quiet: boolean; dots: boolean; busy: string; height: number };
      expect(first).toMatchObject({ quiet: true, dots: false, busy: 'true' });
      const box = page.locator('.eng-state');
      expect(await box.evaluate((e) => getComputedStyle(e).visibility)).toBe('visible');
      expect(await box.getAttribute('aria-busy')).toBe('true');
      expect((await box.boundingBox())!.height).toBeCloseTo(first.height, 0);
      expect(await layoutShiftSince(page, since)).toBe(0);
      await page.locator('.eng-detail__heading', { hasText: order.sheet_no }).waitFor();
    } finally {
      // Waits for a request still held by the handler (a reload may ask for the document again) before the route goes,
      // so that no held request is taken back from under its handler.
      await page.unrouteAll({ behavior: 'wait' });
    }
  });
});

describe('reports', () => {
  const summary = '/packagesSub/report/purchaseSummary/index';
  const ready = (page: Page) => page.waitForSelector('.eng-list[data-page-id="purchase-summary.report"][data-status="ready"]');
  const groupBy = async (page: Page, from: string, to: string) => {
    await page.locator('.eng-dropdown__item', { hasText: from }).click();
    await page.locator('.eng-panel-list .adm-list-item', { hasText: to }).click();
    await ready(page);
  };

  for (const lang of langs) {
    const w = {
      'zh-CN': { byItem: '按商品', byDay: '按日期', top: '（前10）', received: '收货金额', exported: '已导出' },
      en: { byItem: 'By item', byDay: 'By day', top: '(first 10)', received: 'Received amount', exported: 'Exported' },
    }[lang];

    it(`charts every day of the period by day, "top 10" only by item; totals in ¥ (${lang})`, async () => {
      const { page } = session;
      await useLanguage(page, lang);
      await open(page, summary);
      await ready(page);
      const chart = page.locator('.eng-chart');
      await chart.locator('svg[role="img"]').waitFor();
      const total = Number(await page.locator('.eng-list').getAttribute('data-total'));
      if (total > 10) expect(await chart.locator('h3').innerText()).toContain(w.top);
      expect(await page.locator('.eng-summary__item', { hasText: w.received }).locator('dd').innerText()).toMatch(/^-?¥[\d,]+\.\d{2}$/);

      await groupBy(page, w.byItem, w.byDay);
      // This month so far, day by day: every day is on the axis, whatever the first page of rows holds.
      const today = new Date();
      await expect.poll(() => chart.getAttribute('data-points')).toBe(String(today.getDate()));
      expect(await chart.locator('h3').innerText()).not.toContain(w.top);
      // A row of the day grouping is titled by its day, with no "-" standing in for a code.
      const first = page.locator('.eng-card').first();
      expect(await first.locator('.eng-card__title').innerText()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((await first.locator('.eng-card__sub').innerText()).trim()).toBe('');
      expect(await cutFigures(page)).toEqual([]);
      await page.waitForTimeout(1200); // the filter's sheet fades out
      await snap(page, `engine-ux-09-summary-by-day-${lang}`);
    });

    it(`says what an export wrote (${lang})`, async () => {
      const { page } = session;
      const download = page.waitForEvent('download');
      await page.getByTestId('export').click();
      // The format sheet slides up (0.25 s): on a loaded machine a tap aimed at a row still moving can land beside it.
      await page.locator('.eng-sheet[data-state="open"]').waitFor();
      await transitionsOver(page, { afterFrames: true });
      await page.locator('.eng-choice__item', { hasText: 'CSV' }).click();
      await download;
      await page.locator('.adm-toast-main', { hasText: w.exported }).waitFor();
      await snap(page, `engine-ux-10-export-toast-${lang}`);
    });
  }

  it('names every item of the chart down its side, counts one record in the singular, and a search that finds nothing says so (en)', async () => {
    const { page } = session;
    await useLanguage(page, 'en');
    await open(page, summary);
    await ready(page);
    // Items' names cannot sit under upright bars: the bars run across, one line per item, each name beside its bar.
    const bar = (await page.locator('.eng-chart svg[role="img"] [ecmeta_data_index]').first().boundingBox())!;
    expect(bar.width).toBeGreaterThan(bar.height);
    const item = await page.locator('.eng-card__title').first().innerText();
    await page.locator('.eng-search input').fill(item);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.eng-list').getAttribute('data-total')).toBe('1');
    await ready(page);
    expect(await page.locator('.eng-count').innerText()).toBe('1 record');
    await page.locator('.eng-search input').fill('zzzz-no-such-item');
    await page.keyboard.press('Enter');
    await page.locator('.eng-state--empty', { hasText: 'Nothing matches these filters' }).waitFor();
  });

  it('fades a tab row that runs past the screen at the edge with more tabs beyond, and a row that fits not at all', async () => {
    const { page } = session;
    const row = page.locator('.eng-tabbar__list').first();
    const fades = () => row.evaluate((e) => {
      const s = getComputedStyle(e);
      return { start: s.getPropertyValue('--eng-fade-start').trim(), end: s.getPropertyValue('--eng-fade-end').trim(), runsPast: e.scrollWidth > e.clientWidth };
    });
    await useLanguage(page, 'en');
    await open(page, '/packagesSub/purchaseOrder/index');
    await row.waitFor();
    expect(await fades()).toEqual({ start: '0px', end: '40px', runsPast: true });
    await row.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
    await expect.poll(fades).toEqual({ start: '40px', end: '0px', runsPast: true });
    await useLanguage(page, 'zh-CN');
    await open(page, '/packagesSub/branchProduct/qualification');
    await row.waitFor();
    expect(await fades()).toEqual({ start: '0px', end: '0px', runsPast: false });
  });

  it('draws a one-row chart with a bar of bar width, not a card-wide slab', async () => {
    const { page, ctx } = session;
    await useLanguage(page, 'zh-CN');
    await open(page, summary);
    await ready(page);
    const item = await page.locator('.eng-card__title').first().innerText();
    await page.locator('.eng-search input').fill(item);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.eng-list').getAttribute('data-total')).toBe('1');
    await ready(page);
    await page.locator('.eng-chart svg[role="img"]').waitFor();
    // The server's drawing marks its one bar with its index: its width on the screen.
    const width = (await page.locator('.eng-chart svg[role="img"] [ecmeta_data_index]').boundingBox())!.width;
    expect(width).toBeGreaterThan(0);
    expect(width).toBeLessThanOrEqual(33);
    await snap(page, 'engine-ux-11-one-row-chart');
    void ctx;
  });
});

describe("the chain's clock", () => {
  it('a phone set to another time zone reads a booked slot and today as the chain does', async () => {
    const { page, ctx } = session;
    const { rows } = await sql<{ id: number; at: string; today: string }>`
      select a.id::int as id, to_char(a.slot_start at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as at,
             to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as today
        from asn a join supplier s on s.id = a.supplier_id where s.code = 'S001' and a.slot_start is not null order by a.id desc limit 1`.execute(ctx.db);
    const booked = rows[0]!;
    const stored = await page.evaluate(() => Object.entries(localStorage));
    // 16 hours behind the chain: a 12:00 slot is 20:00 the day before on this phone's own clock
    const far = await page.context().browser()!.newPage({ ...phone, timezoneId: 'America/Los_Angeles' });
    try {
      await far.addInitScript((entries: [string, string][]) => {
        for (const [k, v] of entries) localStorage.setItem(k, v);
      }, stored);
      await far.goto(`${ctx.url}/#/packagesSub/delivery/detail?id=${booked.id}`);
      await far.locator('.eng-section__field', { hasText: '预约时段' }).filter({ hasText: booked.at }).waitFor();
      // a report's "today" is the chain's business day
      expect(await far.evaluate(() => new Date().getTimezoneOffset())).not.toBe(-480);
      await far.goto(`${ctx.url}/#/packagesSub/report/salesAnalysis/index?groupBy=day`);
      await far.locator('.eng-list[data-status="ready"]').waitFor();
      const asked = await far.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('sales-analysis')));
      expect(asked.some((n) => n.includes(`dateTo=${booked.today}`))).toBe(true);
    } finally {
      await far.close();
    }
  });
});

describe('the date-range calendar', () => {
  it('spans two years back up to today, with no future day', async () => {
    const { page } = session;
    await useLanguage(page, 'zh-CN');
    await open(page, '/packagesSub/purchaseOrder/index');
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await page.locator('.eng-dropdown__item', { hasText: '近30天' }).click();
    await page.locator('.eng-presets .adm-button', { hasText: '自定义' }).click();
    const months = await page.locator('.adm-calendar-picker-view [data-year-month]').evaluateAll((els) => els.map((e) => e.getAttribute('data-year-month')));
    const now = new Date();
    expect(months[0]).toBe(`${now.getFullYear() - 2}-1`);
    expect(months.at(-1)).toBe(`${now.getFullYear()}-${now.getMonth() + 1}`);
    // Days after today are not offered.
    const lastMonth = page.locator(`.adm-calendar-picker-view [data-year-month="${now.getFullYear()}-${now.getMonth() + 1}"]`);
    const enabled = await lastMonth.locator('.adm-calendar-picker-view-cell:not(.adm-calendar-picker-view-cell-disabled) .adm-calendar-picker-view-cell-date').allInnerTexts();
    expect(Math.max(...enabled.map(Number))).toBe(now.getDate());
    await snap(page, 'engine-ux-12-calendar');
    await page.locator('.eng-calendar__close').click();
  });
});

describe('sizes: touch targets of 44 px, labels of 14 px, tags whole', () => {
  const size = (page: Page, selector: string) =>
    page
      .locator(selector)
      // What is laid out: a screen kept in the page while the next one draws has boxes of no size, and no one taps them.
      .evaluateAll((els) => els.map((e) => ({ w: e.getBoundingClientRect().width, h: e.getBoundingClientRect().height })).filter((b) => b.w > 0 && b.h > 0))
      .then((boxes) => {
        expect(boxes.length, `laid-out ${selector}`).toBeGreaterThan(0);
        return boxes;
      });
  const fontSizes = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)));

  for (const lang of langs) {
    it(`lists: tabs, tools, column-setting arrows and labels; tags not cut (${lang})`, async () => {
      const { page } = session;
      await useLanguage(page, lang);
      for (const path of ['/packagesSub/purchaseOrder/index', '/packagesSub/purchaseIn/list', '/packagesSub/purchaseOut/list']) {
        await open(page, path);
        await page.waitForSelector('.eng-list[data-status="ready"]');
        await page.locator('.eng-card').first().waitFor();
        for (const s of await size(page, '.eng-tabs [role="tab"]')) expect(s.h).toBeGreaterThanOrEqual(TARGET);
        for (const s of await size(page, '.eng-tool')) expect(Math.min(s.w, s.h)).toBeGreaterThanOrEqual(TARGET);
        for (const f of await fontSizes(page, '.eng-card dt, .eng-card__sub, .eng-count, .eng-tabs [role="tab"]')) expect(f).toBeGreaterThanOrEqual(14);
        const tags = await page.locator('.eng-card .eng-tag').evaluateAll((els) =>
          els.map((e) => {
            const cell = (e.closest('dd') ?? e.closest('.eng-card'))!.getBoundingClientRect();
            const r = e.getBoundingClientRect();
            return { text: e.textContent, cut: e.scrollWidth > e.clientWidth + 1, out: r.right > cell.right + 0.5 || r.left < cell.left - 0.5 };
          }),
        );
        expect(tags.length).toBeGreaterThan(0);
        for (const t of tags) expect(t, `${path}: ${t.text}`).toMatchObject({ cut: false, out: false });
        expect(await cutFigures(page)).toEqual([]);
        await snap(page, `engine-ux-13-list-${path.split('/')[2]}-${lang}`);
      }
      // Return tabs show their counts.
      const tab = await page.locator('.eng-tabs [role="tab"]').nth(1).innerText();
      expect(tab).toMatch(/\d+$/);

      await open(page, '/packagesSub/purchaseOrder/index');
      await page.waitForSelector('.eng-list[data-status="ready"]');
      await page.getByRole('button', { name: lang === 'en' ? 'Fields' : '显示字段' }).click();
      await page.locator('.eng-colset__list li').first().waitFor();
      for (const s of await size(page, '.eng-colset__moves .adm-button')) expect(Math.min(s.w, s.h)).toBeGreaterThanOrEqual(TARGET);
      for (const f of await fontSizes(page, '.eng-colset__list .adm-checkbox-content, .eng-colset__hint')) expect(f).toBeGreaterThanOrEqual(14);
      await snap(page, `engine-ux-14-column-settings-${lang}`);
      await page.locator('.eng-overlay__mask').first().click({ position: { x: 195, y: 40 } });
    });
  }

  it('report totals and form labels are at least 14 px', async () => {
    const { page } = session;
    await open(page, '/packagesSub/report/purchaseSummary/index');
    await page.waitForSelector('.eng-summary__item dt');
    for (const f of await fontSizes(page, '.eng-summary__item dt, .eng-card dt')) expect(f).toBeGreaterThanOrEqual(14);
    const order = (await awaitingOrders())[0]!;
    await open(page, `/packagesSub/purchaseOrder/confirm?id=${order.id}`);
    await qty(page, 0).waitFor();
    for (const f of await fontSizes(page, '.eng-form__field--static, .eng-form__lines-head, .eng-form__label:not(.eng-form__line .eng-form__label)')) {
      expect(f).toBeGreaterThanOrEqual(14);
    }
  });
});
