import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/testContext';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';

// The spec's Choose category and Multiple packagings (§2) are screens of their own, under their own titles: the
// new-product form opens them from its category and packagings fields, and what is chosen there comes back into the
// form with everything typed before (the form's draft), with no "draft restored" notice. Opened by a link, the
// screen hands its choice to the form of the record the link names.

const session = usePhoneSession();
const LIST = '/packagesSub/newProductApply/list';
const FORM = '/packagesSub/newProductApply/info';
const PICK = '/packagesSub/newProductApply/categoryPick/index';
const PACKING = '/packagesSub/newProductApply/component/MorePacking';

/** Follows a link typed or tapped elsewhere: a new history entry on top of the list. */
async function follow(page: Page, address: string): Promise<void> {
  await page.evaluate((a) => (window.location.hash = a), `#${address}`);
}

const hashOf = (page: Page): Promise<string> => page.evaluate(() => decodeURIComponent(window.location.hash));
const navTitle = (page: Page) => page.locator('.app-nav-bar__title').innerText();

/** A category leaf of the chain (level 3) with its parents' names, as the form shows the choice. */
async function leafCategory(): Promise<{ id: number; path: string }> {
  const { ctx } = session;
  const leaf = await ctx.db
    .selectFrom('item_category as c3')
    .innerJoin('item_category as c2', 'c2.id', 'c3.parent_id')
    .innerJoin('item_category as c1', 'c1.id', 'c2.parent_id')
    .select(['c3.id', 'c3.name as n3', 'c2.name as n2', 'c1.name as n1'])
    .where('c3.level', '=', 3)
    .orderBy('c3.id')
    .executeTakeFirstOrThrow();
  return { id: Number(leaf.id), path: [leaf.n1, leaf.n2, leaf.n3].join(' / ') };
}

describe('Choose category and Multiple packagings, supplier 13800000001', () => {
  it('chooses a category on its own screen and comes back to the form with what was typed', async () => {
    const { ctx, page } = session;
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await page.goto(`${ctx.url}/#${LIST}`);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await follow(page, FORM);
    const name = page.locator('[data-field="root_name"] input');
    await name.fill('测试 类别回填');

    await page.locator('[data-field="root_categoryId"] button').click();
    await page.waitForURL(new RegExp(PICK.replace(/\//g, '\\/')));
    await expect.poll(() => navTitle(page), { timeout: 15_000 }).toBe('选择类别');
    const tree = page.locator('.eng-tree-search--screen');
    await tree.waitFor();
    // the screen is the tree and nothing else of the form
    expect(await page.locator('[data-field="root_name"]').count()).toBe(0);
    await snap(page, 'new-product-screens-01-category');

    const leaf = await leafCategory();
    await tree.locator('.eng-tree-search__box input').fill(leaf.path.split(' / ')[2]!);
    await tree.locator('.eng-tree-search__hit', { hasText: leaf.path }).first().click();

    await page.waitForURL(/newProductApply\/info/);
    expect(await hashOf(page)).toBe(`#${FORM}`);
    await expect.poll(() => navTitle(page), { timeout: 15_000 }).toBe('新品申请单');
    await expect.poll(() => page.locator('[data-field="root_categoryId"] button').innerText()).toBe(leaf.path);
    expect(await name.inputValue()).toBe('测试 类别回填');
    expect(await page.locator('.eng-form__draft').count()).toBe(0);
  });

  it('edits the packagings on their own screen, holds back a line without its factor, and brings them back', async () => {
    const { page } = session;
    const group = page.locator('[data-field="root_packagings"]');
    await group.locator('.eng-form__screen-link').click();
    await page.waitForURL(/component\/MorePacking/);
    await expect.poll(() => navTitle(page), { timeout: 15_000 }).toBe('多包装');
    await page.getByRole('button', { name: /添加一行/ }).click();
    const line = page.locator('[data-field="root_packagings"] .eng-form__row').first();
    await line.locator('[data-field="root_packagings_0_unit"] input').fill('箱');
    await page.locator('[data-action="done"]').click();
    // the factor is required: the screen stays, the line says so
    await line.locator('.eng-form__error').first().waitFor();
    expect(await hashOf(page)).toContain(PACKING);
    await line.locator('[data-field="root_packagings_0_factor"] input').fill('12');
    await snap(page, 'new-product-screens-02-packagings');
    await page.locator('[data-action="done"]').click();

    await page.waitForURL(/newProductApply\/info/);
    await expect.poll(() => page.locator('[data-field="root_packagings"] .eng-form__screen-link').innerText()).toContain('箱 × 12');
    expect(await page.locator('[data-field="root_name"] input').inputValue()).toBe('测试 类别回填');
    expect(await page.locator('.eng-form__draft').count()).toBe(0);
    await snap(page, 'new-product-screens-03-form');
  });

  it('opened by a link for an application being edited, hands its lines to that application\'s form', async () => {
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
    // straight from the list: the screen reads the application as its form would
    await follow(page, `${PACKING}?id=${draft.id}`);
    const rows = page.locator('[data-field="root_packagings"] .eng-form__row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(lines);
    await page.locator('[data-action="done"]').click();
    await page.waitForURL(/newProductApply\/info/);
    expect(await hashOf(page)).toBe(`#${FORM}?id=${draft.id}`);
    await expect.poll(() => page.locator('[data-field="root_name"] input').inputValue()).toBe(draft.name);
    expect(await page.locator('[data-field="root_packagings"] .eng-form__count').innerText()).toBe(`(${lines})`);
  });

  it('says the same in English', async () => {
    const { page } = session;
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await follow(page, LIST);
    await page.reload();
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await follow(page, PICK);
    await page.locator('.eng-tree-search--screen').waitFor();
    await expect.poll(() => navTitle(page), { timeout: 15_000 }).toBe('Choose category');
    await snap(page, 'new-product-screens-04-category-en');
    await follow(page, PACKING);
    await page.locator('[data-action="done"]').waitFor();
    await expect.poll(() => navTitle(page), { timeout: 15_000 }).toBe('Multiple packagings');
    await snap(page, 'new-product-screens-05-packagings-en');
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
    await follow(page, LIST);
    await page.reload();
    await page.waitForSelector('.eng-list[data-status="ready"]');
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
