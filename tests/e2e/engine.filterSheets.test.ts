import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoPassword } from '../support/testContext';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';

// The engine's own overlays on a phone: the filter bar's drop-down panel, the calendar and field-settings sheets.
// What a user meets: the panel opens under the bar over a dimmed page, a choice applies and closes it, the mask,
// Escape and the close button close it, the focus comes back to what opened it, the page behind does not scroll,
// and with reduced motion nothing waits for an animation.

const session = usePhoneSession();
const PO_LIST = '/packagesSub/purchaseOrder/index';
const WORDS = {
  'zh-CN': { period: '近30天', thisYear: '今年', custom: '自定义', fields: '显示字段', branch: '门店' },
  en: { period: 'Last 30 days', thisYear: 'This year', custom: 'Custom', fields: 'Fields', branch: 'Store' },
} as const;
type Lang = keyof typeof WORDS;

async function openList(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(`${session.ctx.url}/#${PO_LIST}`);
  await page.reload();
  await page.waitForSelector('.eng-list[data-status="ready"]');
}

const panel = (page: Page) => page.locator('.eng-drop__body[role="dialog"]');
/** The sheet has finished rising: its foot is on the screen's foot. */
const sheetSettled = (page: Page) => expect.poll(() => page.locator('.eng-sheet__body').evaluate((el) => Math.round(el.getBoundingClientRect().bottom) === innerHeight)).toBe(true);
const scrollLocked = (page: Page) => page.evaluate(() => document.documentElement.style.overflow === 'hidden');

beforeAll(async () => {
  const { ctx, page } = session;
  await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
});

describe('the filter bar drop-down panel', () => {
  for (const lang of ['zh-CN', 'en'] as const) {
    it(`opens under the bar, applies a period and closes (${lang})`, async () => {
      const { page } = session;
      const w = WORDS[lang];
      await openList(page, lang);
      const period = page.locator('.eng-dropdown__item', { hasText: w.period });
      await period.click();
      await panel(page).waitFor();
      expect(await period.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => page.locator('.eng-drop').getAttribute('data-state')).toBe('open');
      // Under the bar, not over it; the page behind is dimmed and held still.
      const gap = async () => {
        const [bar, body] = await Promise.all([page.locator('.eng-dropdown').boundingBox(), panel(page).boundingBox()]);
        return Math.abs(body!.y - (bar!.y + bar!.height));
      };
      await expect.poll(gap).toBeLessThanOrEqual(2);
      expect(await scrollLocked(page)).toBe(true);
      await page.locator('.eng-presets .adm-button', { hasText: w.thisYear }).waitFor();
      await snap(page, `engine-filter-01-period-panel-${lang}`);
      await page.locator('.eng-presets .adm-button', { hasText: w.thisYear }).click();
      await panel(page).waitFor({ state: 'detached' });
      await page.locator('.eng-dropdown__item--highlight', { hasText: w.thisYear }).waitFor();
      expect(await scrollLocked(page)).toBe(false);
      await page.waitForSelector('.eng-list[data-status="ready"]');
    });
  }

  it('closes on Escape with the focus back on its title, and on a tap on the dimmed page', async () => {
    const { page } = session;
    await openList(page, 'zh-CN');
    const branch = page.locator('.eng-dropdown__item', { hasText: WORDS['zh-CN'].branch });
    await branch.click();
    await panel(page).waitFor();
    // The panel holds the focus while open.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.eng-drop__body')))).toBe(true);
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    expect(await branch.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await branch.getAttribute('aria-expanded')).toBe('false');

    await branch.click();
    await panel(page).waitFor();
    await expect.poll(() => page.locator('.eng-drop').getAttribute('data-state')).toBe('open');
    // A point of the dimmed page below the panel (the branch list's height follows the seed), measured once the
    // panel has slid all the way down (under load the slide was still under way, and the point fell on the panel).
    await expect.poll(() => panel(page).evaluate((el) => getComputedStyle(el).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    const mask = page.locator('.eng-drop .eng-overlay__mask');
    const [maskBox, panelBox] = [await mask.boundingBox(), await panel(page).boundingBox()];
    await mask.click({ position: { x: 195, y: Math.min(maskBox!.height - 4, panelBox!.y + panelBox!.height - maskBox!.y + 20) } });
    await panel(page).waitFor({ state: 'detached' });
    // Tapping the open title again closes it too.
    await branch.click();
    await panel(page).waitFor();
    await branch.click();
    await panel(page).waitFor({ state: 'detached' });
  });

  it('with reduced motion it is gone at once, with no slide to wait for', async () => {
    const { page } = session;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openList(page, 'zh-CN');
    await page.locator('.eng-dropdown__item').first().click();
    await panel(page).waitFor();
    expect(await panel(page).evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
    await page.keyboard.press('Escape');
    // removed in the same task as the key: no 'leaving' phase
    expect(await page.locator('.eng-drop').count()).toBe(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });
});

describe('sheets from the foot of the screen', () => {
  it('the calendar of a custom period: opens over the panel, closes with its button', async () => {
    const { page } = session;
    await openList(page, 'zh-CN');
    await page.locator('.eng-dropdown__item').first().click();
    await page.locator('.eng-presets .adm-button', { hasText: WORDS['zh-CN'].custom }).click();
    const sheet = page.locator('.eng-sheet .eng-calendar[role="dialog"]');
    await sheet.waitFor();
    // It opens on the current month (the calendar is told it is visible), not two years back.
    const now = new Date();
    await expect
      .poll(() => page.locator(`.adm-calendar-picker-view [data-year-month="${now.getFullYear()}-${now.getMonth() + 1}"]`).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top < innerHeight && r.bottom > 0;
      }))
      .toBe(true);
    await sheetSettled(page);
    await snap(page, 'engine-filter-02-calendar-sheet');
    await page.locator('.eng-calendar__close').click();
    await sheet.waitFor({ state: 'detached' });
    // The drop-down panel under it is still open; Escape closes that one next.
    await panel(page).waitFor();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
  });

  for (const lang of ['zh-CN', 'en'] as const) {
    it(`field settings: a sheet with a mask, Escape closes it (${lang})`, async () => {
      const { page } = session;
      await openList(page, lang);
      const button = page.getByRole('button', { name: WORDS[lang].fields });
      await button.click();
      const sheet = page.locator('.eng-sheet .eng-colset[role="dialog"]');
      await sheet.waitFor();
      await page.locator('.eng-colset__list li').first().waitFor();
      await expect.poll(() => page.locator('.eng-sheet').getAttribute('data-state')).toBe('open');
      await sheetSettled(page);
      expect(await scrollLocked(page)).toBe(true);
      await snap(page, `engine-filter-03-field-settings-${lang}`);
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await scrollLocked(page)).toBe(false);
    });
  }
});

describe('a choice sheet (report export)', () => {
  for (const lang of ['zh-CN', 'en'] as const) {
    it(`offers the formats and a cancel that closes it (${lang})`, async () => {
      const { page } = session;
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`${session.ctx.url}/#/packagesSub/report/purchaseSummary/index`);
      await page.reload();
      await page.waitForSelector('.eng-list[data-status="ready"]');
      await page.getByTestId('export').click();
      const sheet = page.locator('.eng-sheet .eng-choice[role="dialog"]');
      await sheet.waitFor();
      expect(await sheet.locator('.eng-choice__item').allInnerTexts()).toEqual(expect.arrayContaining(['CSV', lang === 'en' ? 'Cancel' : '取消']));
      await sheetSettled(page);
      await snap(page, `engine-filter-04-export-choices-${lang}`);
      await sheet.locator('.eng-choice__cancel').click();
      await sheet.waitFor({ state: 'detached' });
    });
  }
});
