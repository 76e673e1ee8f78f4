import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../support/testContext';
import { firstAwaitingOrderId } from '../support/awaitingOrder';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';

// A rejection asks for a reason (issue 32 §11): the usual ones are chips above the text, a tap adds or takes one out,
// and the text stays free to edit. Shown on the supplier's order reject, in both languages; nothing is sent.

const session = usePhoneSession();
const DETAIL = '/packagesSub/purchaseOrder/orderDetails';
const words = {
  'zh-CN': { reject: '拒绝', a: '缺货', b: '价格有变动', cancel: '取消', sep: '；' },
  en: { reject: 'Reject', a: 'Out of stock', b: 'Price has changed', cancel: 'Cancel', sep: '; ' },
} as const;
let orderId = 0;

beforeAll(async () => {
  const { ctx, page } = session;
  orderId = await firstAwaitingOrderId(ctx);
  await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
});

const reasonText = (page: Page) => page.locator('.eng-confirm__input textarea:not([aria-hidden])').inputValue();

describe('preset rejection reasons', () => {
  for (const lang of ['zh-CN', 'en'] as const) {
    it(`offers the usual reasons as 44 px chips that fill the text, still free to edit (${lang})`, async () => {
      const { page } = session;
      const w = words[lang];
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`${session.ctx.url}/#${DETAIL}?id=${orderId}`);
      await page.reload();
      await page.locator('.eng-actions--bar').waitFor();
      const reject = page.locator('[data-action="reject"]');
      if (await reject.isVisible()) await reject.click();
      else {
        await page.locator('[data-action="more"]').click();
        await page.getByText(w.reject, { exact: true }).last().click();
      }
      const chips = page.locator('.eng-confirm__reason');
      await chips.first().waitFor();
      // measured once the dialog has grown in (it opens scaled down)
      await expect.poll(() => page.locator('.adm-center-popup-body').evaluate((e) => getComputedStyle(e).opacity), { timeout: 15_000 }).toBe('1');
      expect(await chips.allInnerTexts()).toContain(w.a);
      // layout size: the dialog grows in by a transform that a box measured mid-way would shrink
      const heights = await chips.evaluateAll((els) => els.map((e) => (e as HTMLElement).offsetHeight));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(43.9);

      await chips.getByText(w.a, { exact: true }).click();
      await chips.getByText(w.b, { exact: true }).click();
      expect(await reasonText(page)).toBe(`${w.a}${w.sep}${w.b}`);
      await expect.poll(() => chips.getByText(w.a, { exact: true }).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
      await snap(page, `reject-reasons-01-${lang}`);
      // A second tap takes a reason out; typing stays free.
      await chips.getByText(w.a, { exact: true }).click();
      expect(await reasonText(page)).toBe(w.b);
      await page.locator('.eng-confirm__input textarea:not([aria-hidden])').fill(`${w.b} 12`);
      expect(await reasonText(page)).toBe(`${w.b} 12`);
      await page.locator('.adm-dialog-footer').getByText(w.cancel, { exact: true }).click();
      await expect.poll(() => page.locator('.eng-confirm__reason').count(), { timeout: 15_000 }).toBe(0);
    });
  }
});
