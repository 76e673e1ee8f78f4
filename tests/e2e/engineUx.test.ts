import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoPassword } from '../support/testContext';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';

// What a new user hit in the schema-drawn screens (issue 7 §7), at 390x844 in both languages: the confirm
// form checks as the supplier types, charts of a time grouping, the order detail's remark and print, the
// date-range calendar, English layouts, touch targets and label sizes.

const session = usePhoneSession({ acceptDownloads: true });
const langs = ['zh-CN', 'en'] as const;
type Lang = (typeof langs)[number];
const consoleErrors: string[] = [];

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${session.ctx.url}/#${path}`);
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
