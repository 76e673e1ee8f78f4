import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/testContext';
import { layoutShiftSince, loginThroughUi, snap, usePhoneSession } from '../support/browser';

// The spec's own pages for the category picker and the packagings are deep links into the new-product form:
// the address becomes the form's (no extra history entry), the category popup is open or the packagings group is
// in view with a first line to fill, and Back leaves to where the user came from, never into the alias again.

const session = usePhoneSession();
const LIST = '/packagesSub/newProductApply/list';

/** Follows a link typed or tapped elsewhere: a new history entry on top of the list. */
async function follow(page: Page, address: string): Promise<void> {
  await page.evaluate((a) => (window.location.hash = a), `#${address}`);
}

const hashOf = (page: Page): Promise<string> => page.evaluate(() => decodeURIComponent(window.location.hash));

async function backToList(page: Page): Promise<void> {
  await page.goBack();
  await page.waitForSelector('.eng-list[data-status="ready"]');
  expect(await hashOf(page)).toBe(`#${LIST}`);
}

describe('deep links to the category picker and the packagings, supplier 13800000001', () => {
  it('opens the form with the category popup open, and Back returns to the list', async () => {
    const { ctx, page } = session;
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await page.goto(`${ctx.url}/#${LIST}`);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    const depth = await page.evaluate(() => window.history.length);

    await follow(page, '/packagesSub/newProductApply/categoryPick/index');
    await page.locator('.eng-tree-search').waitFor();
    expect(await hashOf(page)).toBe('#/packagesSub/newProductApply/info?focus=categoryId');
    // Replaced, not pushed: one entry above the list, the form's.
    expect(await page.evaluate(() => window.history.length)).toBe(depth + 1);
    await page.locator('.eng-tree-search .adm-cascader-view, .eng-tree-search__hit').first().waitFor();
    // The field stays in sight above the popup, so the choice is seen landing in it.
    const fieldTop = await page.locator('[data-field="root_categoryId"]').evaluate((el) => el.getBoundingClientRect().top);
    expect(fieldTop).toBeGreaterThan(40);
    expect(fieldTop).toBeLessThan(300);
    await snap(page, 'new-product-links-01-category');
    await backToList(page);
  });

  it('opens a new form at the packagings with a first line to fill', async () => {
    const { page } = session;
    const opened = await page.evaluate(() => performance.now());
    await follow(page, '/packagesSub/newProductApply/component/MorePacking');
    const group = page.locator('[data-field="root_packagings"]');
    await group.locator('.eng-form__row').first().waitFor();
    // The line is there as the form first draws: nothing below it moves when it comes.
    expect(await layoutShiftSince(page, opened)).toBe(0);
    expect(await hashOf(page)).toBe('#/packagesSub/newProductApply/info?focus=packagings');
    expect(await group.locator('.eng-form__row').count()).toBe(1);
    // In view, and the new line's first input has the caret; the empty line shows no error before it is typed in.
    await expect.poll(() => group.evaluate((el) => el.getBoundingClientRect().top >= 60 && el.getBoundingClientRect().top < window.innerHeight / 2)).toBe(true);
    expect(await group.evaluate((el) => el.contains(document.activeElement) && document.activeElement?.tagName === 'INPUT')).toBe(true);
    expect(await group.locator('.eng-form__error').count()).toBe(0);
    await snap(page, 'new-product-links-02-packagings');
    await backToList(page);
  });

  it('opens an application being edited at its packagings, keeping the record the link names', async () => {
    const { ctx, page } = session;
    const draft = await ctx.db
      .selectFrom('new_item_application as a')
      .innerJoin('supplier as s', 's.id', 'a.supplier_id')
      .select(['a.id', 'a.name', 'a.packagings'])
      .where('s.code', '=', 'S001')
      .where('a.status', '=', 0)
      .where('a.is_weighed', '=', false)
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const lines = (draft.packagings as unknown[]).length;
    expect(lines).toBeGreaterThan(0);

    await follow(page, `/packagesSub/newProductApply/component/MorePacking?id=${draft.id}`);
    const group = page.locator('[data-field="root_packagings"]');
    await group.locator('.eng-form__row').first().waitFor();
    expect(await hashOf(page)).toBe(`#/packagesSub/newProductApply/info?id=${draft.id}&focus=packagings`);
    expect(await page.locator('[data-field="root_name"] input').inputValue()).toBe(draft.name);
    // Lines already there: nothing added, the group is brought into view.
    expect(await group.locator('.eng-form__row').count()).toBe(lines);
    await expect.poll(() => group.evaluate((el) => el.getBoundingClientRect().top >= 60 && el.getBoundingClientRect().top < window.innerHeight / 2)).toBe(true);
    await backToList(page);
  });

  it('does the same in English', async () => {
    const { page } = session;
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await follow(page, '/packagesSub/newProductApply/categoryPick/index');
    await page.locator('.eng-tree-search').waitFor();
    expect(await hashOf(page)).toBe('#/packagesSub/newProductApply/info?focus=categoryId');
    await snap(page, 'new-product-links-03-category-en');
    await backToList(page);
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
  });
});

describe('the form’s text area', () => {
  it('shows two lines empty, grows with its text, and scrolls past six', async () => {
    const { page } = session;
    await follow(page, '/packagesSub/newProductApply/info');
    const remark = page.locator('.eng-form__textarea textarea').first();
    await remark.waitFor();
    const lines = () => remark.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
    expect(await lines()).toBeCloseTo(2, 1);
    await remark.fill('一\n二\n三\n四');
    expect(await lines()).toBeCloseTo(4, 1);
    await remark.fill(Array.from({ length: 10 }, (_, i) => `第 ${i + 1} 行`).join('\n'));
    expect(await lines()).toBeCloseTo(6, 1);
    expect(await remark.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await remark.fill('');
    expect(await lines()).toBeCloseTo(2, 1);
  });
});
