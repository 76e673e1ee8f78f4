import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/testContext';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';

// A supplier's sales rep starts a new-product application on the phone: name, barcode and a photo (compressed and
// uploaded with its progress bar), saved as a draft; the photo is shown again when the draft is reopened, and a
// form reloaded mid-edit keeps what was typed. The same list in English.

const session = usePhoneSession();

// 8x8 red PNG: small enough to upload at once, real enough for the browser to decode and re-encode.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

describe('new-product application, supplier 13800000001', () => {
  it('saves a draft with a photo, shows the photo again, and keeps typed text over a reload', async () => {
    const { ctx, page } = session;
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await page.goto(`${ctx.url}/#/packagesSub/newProductApply/list`);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await snap(page, 'new-product-01-list');

    await page.locator('[data-action="new"]').click();
    await page.waitForURL(/newProductApply\/info/);
    await page.locator('[data-field="root_name"] input').fill('禾家有机燕麦片 1kg');
    await page.locator('[data-field="root_barcode"] input').fill('6959900000013');
    await page.locator('.eng-images input[type=file]').setInputFiles({ name: 'oats.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.eng-images__item img').waitFor();
    await snap(page, 'new-product-02-form-with-photo');

    // Reloaded mid-edit: what was typed comes back from the draft the phone writes once typing pauses (400 ms).
    await page.waitForTimeout(800);
    await page.reload();
    await page.locator('[data-field="root_name"] input').waitFor();
    expect(await page.locator('[data-field="root_name"] input').inputValue()).toBe('禾家有机燕麦片 1kg');
    expect(await page.locator('.eng-images__item').count()).toBe(1);

    await page.locator('button', { hasText: '保存草稿' }).click();
    await page.waitForURL(/newProductApply\/list/);
    const row = await ctx.db
      .selectFrom('new_item_application')
      .select(['id', 'status', 'barcode', 'images'])
      .where('name', '=', '禾家有机燕麦片 1kg')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 0, barcode: '6959900000013' });
    expect(row.images).toHaveLength(1);
    const upload = await ctx.db.selectFrom('upload').select(['owner_kind', 'content_type']).where('id', '=', Number(row.images[0])).executeTakeFirstOrThrow();
    // The phone re-encoded the photo as JPEG (quality 0.7) before sending it; the application owns it now.
    expect(upload).toEqual({ owner_kind: 'new_item_application', content_type: 'image/jpeg' });

    await page.goto(`${ctx.url}/#/packagesSub/newProductApply/info?id=${row.id}`);
    await page.locator('.eng-images__item img').waitFor();
    expect(await page.locator('[data-field="root_name"] input').inputValue()).toBe('禾家有机燕麦片 1kg');
    await snap(page, 'new-product-03-draft-reopened');
  });

  it('shows the list and the form in English', async () => {
    const { ctx, page } = session;
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${ctx.url}/#/packagesSub/newProductApply/list`);
    await page.reload();
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await page.locator('[data-action="new"]', { hasText: 'New' }).waitFor();
    await snap(page, 'new-product-04-list-en');
    await page.goto(`${ctx.url}/#/packagesSub/replenish/list`);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await snap(page, 'replenish-01-list-en');
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
  });
});
