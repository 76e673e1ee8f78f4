import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../support/testContext';
import { firstAwaitingOrderId } from '../support/awaitingOrder';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';

// Back from a form with unsent edits asks first (issue 32 §11): keep editing, keep a draft for later, or discard.
// The nav bar's back arrow and the phone's (browser's) Back ask the same; an untouched form goes without asking.

const session = usePhoneSession();
const DETAIL = '/packagesSub/purchaseOrder/orderDetails';
const words = {
  'zh-CN': { title: '放弃未提交的修改？', stay: '继续编辑', keep: '保留草稿并返回', discard: '放弃修改', restored: '已恢复未提交的草稿', adjust: '调整后确认' },
  en: { title: 'Discard unsent changes?', stay: 'Keep editing', keep: 'Keep draft and go back', discard: 'Discard changes', restored: 'Your unsent draft was restored', adjust: 'Adjust and confirm' },
} as const;

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];
const qty = (page: Page) => page.locator('[data-field="root_lines_0_confirmedQty"] input');
const dialog = (page: Page) => page.locator('.adm-dialog-body');

let orderId = 0;
let current: keyof typeof words = 'zh-CN';
const FORM = '/packagesSub/purchaseOrder/confirm';

beforeAll(async () => {
  const { ctx, page } = session;
  orderId = await firstAwaitingOrderId(ctx);
  await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
});

/** The order, then its confirm form opened by a tap as a user would: Back from the form returns to the order. */
async function openFormOverDetail(page: Page): Promise<string> {
  // An address typed again on the same screen is no new entry (the browser replaces it): the test taps from there.
  if (!page.url().includes(DETAIL)) await page.goto(`${session.ctx.url}/#${DETAIL}?id=${orderId}`);
  // In English the bar may fold the action under "More".
  await page.locator('.eng-actions--bar').waitFor();
  const action = page.locator('[data-action="adjustAndConfirm"]');
  if (await action.isVisible()) await action.click();
  else {
    await page.locator('[data-action="more"]').click();
    await page.getByText(words[current].adjust, { exact: true }).click();
  }
  await qty(page).waitFor();
  return qty(page).inputValue();
}

async function backToDetail(page: Page): Promise<void> {
  await page.waitForURL((u) => u.hash.startsWith(`#${DETAIL}`));
  await page.locator('.eng-actions--bar').waitFor();
}

describe('Back from a form with unsent edits', () => {
  for (const lang of ['zh-CN', 'en'] as const) {
    it(`asks on the nav bar's back and on the phone's Back; keeps a draft or discards it (${lang})`, async () => {
      const { page } = session;
      const w = words[lang];
      current = lang;
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('scm_draft:')).forEach((k) => localStorage.removeItem(k)));
      // The language is read as the app starts.
      await page.goto(`${session.ctx.url}/#${DETAIL}?id=${orderId}`);
      await page.reload();

      // Untouched: Back goes at once.
      const original = await openFormOverDetail(page);
      await page.locator('.app-nav-bar__back').click();
      await backToDetail(page);
      expect(await dialog(page).count()).toBe(0);

      // Edited, the nav bar's back asks; "keep editing" stays with the edit in place.
      await openFormOverDetail(page);
      await qty(page).fill('1');
      await page.locator('.app-nav-bar__back').click();
      await dialog(page).getByText(w.title).waitFor();
      // the picture once the dialog has faded in
      await expect.poll(() => page.locator('.adm-center-popup-body').evaluate((e) => getComputedStyle(e).opacity), { timeout: 15_000 }).toBe('1');
      await snap(page, `leave-guard-01-ask-${lang}`);
      await dialog(page).getByRole('button', { name: w.stay }).click();
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0);
      expect(hashPath(page)).toBe(FORM);
      expect(await qty(page).inputValue()).toBe('1');

      // The phone's Back asks too, and the screen stays until the user answers; "keep draft" leaves with the draft.
      await page.goBack();
      await dialog(page).getByText(w.title).waitFor();
      expect(hashPath(page)).toBe(FORM);
      await dialog(page).getByRole('button', { name: w.keep }).click();
      await backToDetail(page);
      // The answered dialog fades out (~300 ms) while the steps below run faster than that on a quiet machine: the
      // next Back's question would meet it still in the page (two "Discard changes" buttons).
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0);
      await page.goForward();
      await qty(page).waitFor();
      await page.getByText(w.restored).waitFor();
      expect(await qty(page).inputValue()).toBe('1');

      // The restored draft untouched is nothing new: Back goes. Edited again and discarded: the draft is gone.
      await page.goBack();
      await backToDetail(page);
      await page.goForward();
      await qty(page).waitFor();
      await qty(page).fill('2');
      await page.goBack();
      await dialog(page).getByRole('button', { name: w.discard }).click();
      await backToDetail(page);
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('scm_draft:')).length)).toBe(0);
      await page.goForward();
      await qty(page).waitFor();
      expect(await qty(page).inputValue()).toBe(original);
      expect(await page.getByText(w.restored).count()).toBe(0);
    });
  }
});
