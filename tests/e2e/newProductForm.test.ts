import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/testContext';
import { loginThroughUi, phone, snap, usePhoneSession } from '../support/browser';

// The new-product form as the chain's buyer needs it: the fields a submission requires are marked and checked on
// the phone (barcode, category, unit, spec, prices, tax rates, shelf life, storage), a draft still saves with a name
// only; tax rates start at 13 % (0 % only when chosen); a picker's 确定 without turning the wheel chooses nothing;
// every input shows an example; the photo block is labelled.

const session = usePhoneSession();

const field = (page: Page, name: string) => page.locator(`[data-field="root_${name}"]`);
const errorOf = (page: Page, name: string) => field(page, name).locator(':scope > .eng-form__error');
const REQUIRED = ['barcode', 'categoryId', 'spec', 'unit', 'purchasePrice', 'suggestRetailPrice', 'inputTaxRate', 'outputTaxRate', 'shelfLifeDays', 'storageMethod'];
const WITH_EXAMPLES = ['name', 'barcode', 'spec', 'unit', 'brand', 'purchasePrice', 'suggestRetailPrice', 'shelfLifeDays', 'origin'];

async function openNewForm(page: Page): Promise<void> {
  await page.goto(`${session.ctx.url}/#/packagesSub/newProductApply/info`);
  await field(page, 'name').locator('input').waitFor();
}

describe('the new-product form, supplier 13800000001', () => {
  it('marks and checks what a submission needs, saves a draft with a name only, defaults tax rates to 13 %', async () => {
    const { ctx, page } = session;
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await openNewForm(page);
    for (const name of ['name', ...REQUIRED]) expect(await field(page, name).locator('.eng-form__required').count(), name).toBe(1);
    expect(await field(page, 'inputTaxRate').innerText()).toContain('13%');
    expect(await field(page, 'outputTaxRate').innerText()).toContain('13%');
    for (const name of WITH_EXAMPLES) expect(await field(page, name).locator('input').getAttribute('placeholder'), name).toMatch(/^例：/);
    // The photo block is a labelled control.
    expect(await page.getByLabel('商品图片').count()).toBe(1);
    await snap(page, 'new-product-form-01-empty');

    await field(page, 'name').locator('input').fill('表单必填测试 250g');
    await page.locator('[data-action="submit"]').click();
    for (const name of ['barcode', 'categoryId', 'spec', 'unit', 'purchasePrice', 'suggestRetailPrice', 'shelfLifeDays']) {
      await expect.poll(() => errorOf(page, name).count(), { message: name }).toBe(1);
    }
    expect(page.url()).toMatch(/newProductApply\/info/);
    await snap(page, 'new-product-form-02-required');

    // A draft waits for nothing but the name.
    await page.locator('[data-action="save"]').click();
    await page.waitForURL((url) => !url.hash.includes('newProductApply/info'));
    const row = await ctx.db.selectFrom('new_item_application').select(['status', 'input_tax_rate']).where('name', '=', '表单必填测试 250g').executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 0, input_tax_rate: '0.13' });
  });

  it('a picker without a value: 确定 without turning the wheel chooses nothing', async () => {
    const { ctx } = session;
    const page = await session.page.context().browser()!.newPage({ ...phone });
    const token = await ctx.login('13800000001', demoPassword);
    // A draft saved before the form had defaults: its tax rates are empty.
    const saved = await ctx.call('POST', '/scm/product/new-item/save', { token, body: { name: '无税率草稿 1kg' } });
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await page.goto(`${ctx.url}/#/packagesSub/newProductApply/info?id=${saved.data.id}`);
    await field(page, 'inputTaxRate').locator('button').waitFor();
    expect(await field(page, 'inputTaxRate').innerText()).toContain('请选择');
    await field(page, 'inputTaxRate').locator('button').click();
    await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
    await expect.poll(() => page.locator('.adm-picker-header-button:visible').count()).toBe(0);
    // the picker's button, not the help under it (默认 13%，免税商品请选 0%)
    const chosen = () => field(page, 'inputTaxRate').locator('.eng-form__control').innerText();
    expect(await chosen()).toContain('请选择');
    expect(await chosen()).not.toContain('0%');
    expect(await field(page, 'inputTaxRate').locator('.eng-form__help').innerText()).toBe('默认 13%，免税商品请选 0%');
    // Required on submit, with the empty value the record loaded as null.
    await page.locator('[data-action="submit"]').click();
    await expect.poll(() => errorOf(page, 'inputTaxRate').count()).toBe(1);
    await snap(page, 'new-product-form-03-picker-unchosen');
    await page.context().close();
  });

  it('in English: examples and marks', async () => {
    const { ctx } = session;
    const page = await session.page.context().browser()!.newPage({ ...phone });
    try {
      await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
      await page.reload();
      await openNewForm(page);
      for (const name of WITH_EXAMPLES) expect(await field(page, name).locator('input').getAttribute('placeholder'), name).toMatch(/^e\.g\. /);
      expect(await page.getByLabel('Photos').count()).toBe(1);
      expect(await field(page, 'barcode').locator('.eng-form__required').count()).toBe(1);
      await snap(page, 'new-product-form-04-en');
    } finally {
      await page.context().close();
    }
  });
});
