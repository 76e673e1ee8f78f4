import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pinyinShort } from '../../server/lib/pinyinShort';
import { eanCheckDigit } from '../../server/modules/newProduct/barcode';
import { demoPassword } from '../support/testContext';
import { loginThroughUi, phone, snap, usePhoneSession } from '../support/browser';

// A new product's whole way on the phone: supplier 13800000001 fills the form (name and barcode checked while
// typing, the category found by pinyin initials, two packagings, a photo) and submits; buyer 13900000001 rejects it
// with a reason; the supplier reads the reason in the message centre and on the form, changes it and resubmits;
// the buyer approves (in English) and the item is in the supplier's goods data.

const session = usePhoneSession();
const NAME = '禾家高山荞麦面 500g';
const BODY = '695990000002';
const BARCODE = `${BODY}${eanCheckDigit(BODY)}`;
const WRONG_DIGIT = `${BODY}${(Number(eanCheckDigit(BODY)) + 1) % 10}`;
const ean13 = (body12: string) => `${body12}${eanCheckDigit(body12)}`;
const REASON = '请补充商品规格';
// 8x8 red PNG: real enough for the phone to decode, compress and upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC', 'base64');

/** A fresh phone (its own browser context: nothing of the previous user stays) logged in as `account`, in `lang`. */
let phonePage: Page | null = null;
async function loginAs(account: string, lang: 'zh-CN' | 'en' = 'zh-CN'): Promise<Page> {
  const { ctx } = session;
  await phonePage?.context().close();
  phonePage = await session.page.context().browser()!.newPage({ ...phone });
  const page = phonePage;
  await loginThroughUi(page, ctx.url + '/', account, demoPassword);
  if (lang === 'en') {
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
  }
  return page;
}

const field = (page: Page, name: string) => page.locator(`[data-field="root_${name}"]`);
const input = (page: Page, name: string) => field(page, name).locator('input').first();
const errorOf = (page: Page, name: string) => field(page, name).locator(':scope > .eng-form__error');

/** Opens a bottom picker field and confirms what its wheel shows (the first option, or the default already chosen). */
async function pickFirst(page: Page, name: string): Promise<void> {
  await field(page, name).locator('button').first().click();
  await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
  await expect.poll(() => page.locator('.adm-picker-header-button:visible').count()).toBe(0);
}

/** After a form's action: back on the applications' list (a screenshot of the form if it stays). */
async function backToList(page: Page, stuckShot: string): Promise<void> {
  await page.waitForURL(/newProductApply\/list/, { timeout: 15_000 }).catch(async (err: unknown) => {
    await snap(page, stuckShot);
    throw err;
  });
}

async function openFromList(page: Page, rowText: string): Promise<void> {
  await page.goto(`${session.ctx.url}/#/packagesSub/newProductApply/list`);
  await page.waitForSelector('.eng-list[data-status="ready"]');
  await page.locator('.eng-list .eng-card, .eng-list [role="link"]', { hasText: rowText }).first().click();
}

describe('a new-product application from the supplier to the buyer and back, until the item exists', () => {
  it('checks name and barcode while typing, finds the category by pinyin, and submits with two packagings and a photo', async () => {
    const { ctx } = session;
    const s = await ctx.supplier('S001');
    const taken = await ctx.db.selectFrom('item').select('name').where('merchant_id', '=', s.merchant_id).orderBy('id').executeTakeFirstOrThrow();
    const category = await ctx.db.selectFrom('item_category').select(['id', 'name']).where('merchant_id', '=', s.merchant_id).where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow();
    const checks: string[] = [];
    const page = await loginAs('13800000001');
    page.on('request', (r) => r.url().includes('/checkRepeat') && checks.push(r.url()));

    await page.goto(`${ctx.url}/#/packagesSub/newProductApply/list`);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await page.locator('[data-action="new"]').click();
    await page.waitForURL(/newProductApply\/info/);

    // Typed key by key, the name is asked about once typing pauses, not per key: an existing item's name is refused.
    await input(page, 'name').pressSequentially(taken.name, { delay: 40 });
    await expect.poll(() => errorOf(page, 'name').innerText(), { timeout: 10_000 }).toContain('已存在');
    expect(checks.filter((u) => u.includes('ItemName'))).toHaveLength(1);
    await input(page, 'barcode').fill(WRONG_DIGIT);
    await expect.poll(() => errorOf(page, 'barcode').innerText(), { timeout: 10_000 }).toContain('校验位');
    await snap(page, 'new-product-review-01-checks-while-typing');
    // Corrected, the messages go at once.
    await input(page, 'name').fill(NAME);
    await input(page, 'barcode').fill(BARCODE);
    await expect(errorOf(page, 'name').count()).resolves.toBe(0);
    await page.waitForTimeout(0);
    await expect.poll(() => errorOf(page, 'barcode').count()).toBe(0);
    // A PLU code the chain already uses is answered with a free one to type instead.
    const takenPlu = await ctx.db.selectFrom('item').select('plu_code').where('merchant_id', '=', s.merchant_id).where('plu_code', 'is not', null).executeTakeFirstOrThrow();
    await input(page, 'pluCode').fill(takenPlu.plu_code!);
    await expect.poll(() => errorOf(page, 'pluCode').innerText(), { timeout: 10_000 }).toMatch(/已被占用或不是4到5位数字，可用：\d{4,5}/);
    // a tap on the offer puts the free code in, and the check is then content
    const offer = field(page, 'pluCode').locator('.eng-form__offer');
    const free = (await offer.getAttribute('data-offer'))!;
    expect(await offer.innerText()).toBe(`改用 ${free}`);
    await offer.click();
    await expect.poll(() => input(page, 'pluCode').inputValue()).toBe(free);
    await expect.poll(() => errorOf(page, 'pluCode').count(), { timeout: 10_000 }).toBe(0);
    await input(page, 'pluCode').fill('');
    await expect.poll(() => errorOf(page, 'pluCode').count()).toBe(0);

    // The category tree is searched by pinyin initials and picked in place.
    await field(page, 'categoryId').locator('button').first().click();
    await page.locator('.eng-tree-search__box input').fill(pinyinShort(category.name).toLowerCase());
    await page.locator('.eng-tree-search__hit', { hasText: category.name }).first().waitFor();
    await snap(page, 'new-product-review-02-category-search');
    await page.locator('.eng-tree-search__hit', { hasText: category.name }).first().click();
    await expect.poll(() => field(page, 'categoryId').innerText()).toContain(category.name);

    await input(page, 'spec').fill('500g');
    await input(page, 'unit').fill('袋');
    await input(page, 'purchasePrice').fill('6.5');
    await input(page, 'suggestRetailPrice').fill('9.9');
    await pickFirst(page, 'inputTaxRate');
    await pickFirst(page, 'outputTaxRate');
    await input(page, 'shelfLifeDays').fill('365');
    await pickFirst(page, 'storageMethod');
    // Multiple packagings is a screen of its own (spec §2): the lines are added there and come back to the form.
    await page.locator('[data-field="root_packagings"] .eng-form__screen-link').click();
    await page.waitForURL(/component\/MorePacking/);
    for (const [i, pack] of [{ unit: '提', factor: '6', body: '695980000002' }, { unit: '箱', factor: '24', body: '695980000003' }].entries()) {
      await page.locator('.eng-form__array button', { hasText: '添加一行' }).click();
      await input(page, `packagings_${i}_unit`).fill(pack.unit);
      await input(page, `packagings_${i}_factor`).fill(pack.factor);
      await input(page, `packagings_${i}_barcode`).fill(ean13(pack.body));
    }
    await page.locator('[data-action="done"]').click();
    await page.waitForURL(/newProductApply\/info/);
    await expect.poll(() => page.locator('[data-field="root_packagings"] .eng-form__screen-link').innerText()).toContain('提 × 6');
    await page.locator('.eng-images input[type=file]').setInputFiles({ name: 'noodles.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.eng-images__item img').waitFor();
    await snap(page, 'new-product-review-03-form-filled');
    await page.locator('button', { hasText: '保存并提交' }).click();
    await page.waitForURL(/newProductApply\/list/);

    const app = await ctx.db.selectFrom('new_item_application').select(['status', 'category_id', 'packagings', 'images']).where('name', '=', NAME).executeTakeFirstOrThrow();
    expect(app).toMatchObject({ status: 1, category_id: category.id });
    expect((app.packagings as { unit: string }[]).map((p) => p.unit)).toEqual(['提', '箱']);
    expect(app.images).toHaveLength(1);
  });

  it('the buyer rejects with a reason; the supplier reads it, changes the application and resubmits', async () => {
    const { ctx } = session;
    let page = await loginAs('13900000001');
    await openFromList(page, NAME);
    await page.locator('[data-action="reject"]').click();
    await page.locator('.adm-dialog textarea, .adm-dialog input').first().fill(REASON);
    await snap(page, 'new-product-review-04-reject-reason');
    await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
    await page.locator('.eng-detail', { hasText: REASON }).waitFor();
    const rejected = await ctx.db.selectFrom('new_item_application').select(['id', 'status', 'reject_reason']).where('name', '=', NAME).executeTakeFirstOrThrow();
    expect(rejected).toMatchObject({ status: 3, reject_reason: REASON });

    page = await loginAs('13800000001');
    await page.goto(`${ctx.url}/#/packagesSub/my/message`);
    await page.locator('.eng-list', { hasText: REASON }).waitFor();
    await snap(page, 'new-product-review-05-message-with-reason');
    await openFromList(page, NAME);
    await expect.poll(() => field(page, 'rejectReason').innerText()).toContain(REASON);
    await input(page, 'spec').fill('500g/袋');
    await snap(page, 'new-product-review-06-supplier-edits-rejected');
    await page.locator('button', { hasText: '保存并提交' }).click();
    await backToList(page, 'new-product-review-98-resubmit-stuck');
    const again = await ctx.db.selectFrom('new_item_application').select(['status', 'spec']).where('id', '=', rejected.id).executeTakeFirstOrThrow();
    expect(again).toEqual({ status: 1, spec: '500g/袋' });
  });

  it('the buyer approves (English); the item is in the supplier’s goods data', async () => {
    const { ctx } = session;
    let page = await loginAs('13900000001', 'en');
    await openFromList(page, NAME);
    await page.locator('[data-action="approve"]', { hasText: 'Approve' }).click();
    await page.locator('.adm-dialog-button', { hasText: /OK|Confirm/ }).click();
    await expect.poll(async () => (await ctx.db.selectFrom('new_item_application').select('status').where('name', '=', NAME).executeTakeFirstOrThrow()).status).toBe(2);
    await snap(page, 'new-product-review-07-buyer-approved-en');

    page = await loginAs('13800000001', 'en');
    await page.goto(`${ctx.url}/#/pages/index/goods/index`);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await page.locator('.eng-list input').first().fill(BARCODE);
    await page.locator('.eng-list', { hasText: NAME }).waitFor();
    await snap(page, 'new-product-review-08-item-in-goods-data-en');
  });

  it('a new form opened straight from a link returns to the applications after saving a draft', async () => {
    const { ctx } = session;
    const home = await loginAs('13800000001');
    // A link opens the app afresh (its own tab, the session already there): the form is its first screen.
    const page = await home.context().browser()!.newPage({ ...phone, storageState: await home.context().storageState() });
    await page.goto(`${ctx.url}/#/packagesSub/newProductApply/info`);
    await input(page, 'name').fill('禾家直达链接草稿');
    await page.locator('button', { hasText: '保存草稿' }).click();
    await backToList(page, 'new-product-review-99-draft-from-link-stuck');
    await page.locator('.eng-list', { hasText: '禾家直达链接草稿' }).waitFor();
  });
});
