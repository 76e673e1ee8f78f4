import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughUi, phone, snap, usePhoneSession } from '../support/browser';
import { demoPassword } from '../support/testContext';

// Self-service replenishment on a phone: the supplier builds a request from a goods search (two goods, one
// quantity changed) and sends it; the buyer cuts a line and approves; the supplier follows the request to the
// purchase order it became. Then the same screens in English.

const session = usePhoneSession();

interface Goods { itemId: number; name: string; barcode: string; suggestQty: string; packFactor: string }

async function storeAndGoods(): Promise<{ branchId: number; branchName: string; goods: Goods[] }> {
  const { ctx } = session;
  const s = await ctx.supplier('S001');
  const store = await ctx.db.selectFrom('branch').select(['id', 'name']).where('merchant_id', '=', s.merchant_id).where('type', '=', 3).orderBy('id').executeTakeFirstOrThrow();
  const token = await ctx.login('13800000001', demoPassword);
  const r = await ctx.call('POST', '/scm/purchase/self-replenish/items', { token, body: { branchId: store.id } });
  return { branchId: store.id, branchName: store.name, goods: r.data.rows.slice(0, 2) };
}

async function formReady(page: Page): Promise<void> {
  await page.waitForSelector('.eng-form');
}

/** Opens the branch picker of the form and chooses the branch by its name. */
async function chooseBranch(page: Page, name: string, confirm: string): Promise<void> {
  await page.locator('[data-field="root_branchId"] button').click();
  await page.locator('.adm-cascader-view-content .adm-list-item-content-main', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first().click();
  await page.locator('.adm-cascader-header-button', { hasText: confirm }).click();
}

/** Types into the goods search and taps "add" on the result of that item once it shows. */
async function searchAndAdd(page: Page, text: string, itemId: number): Promise<void> {
  const box = page.locator('.eng-addfrom__search input');
  await box.fill(text);
  const result = page.locator(`.eng-addfrom__result[data-result="${itemId}"]`);
  await result.waitFor();
  await expect.poll(() => page.locator('.eng-addfrom__result').count()).toBeLessThan(5);
  await result.locator('button.adm-button').click();
}

describe('replenishment from the phone, supplier 13800000001 and buyer 13900000001', () => {
  it('supplier requests two goods, buyer cuts one and approves, supplier opens the purchase order', async () => {
    const { ctx, page } = session;
    const { branchId, branchName, goods } = await storeAndGoods();
    expect(goods).toHaveLength(2);
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await page.goto(`${ctx.url}/#/packagesSub/replenish/list`);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await page.locator('[data-action="new"]').click();
    await page.waitForURL(/replenish\/info/);
    await formReady(page);
    // Before a branch is chosen the search asks for one (the suggestions depend on it).
    await page.locator('.eng-addfrom__note', { hasText: '先选择补货门店' }).waitFor();
    await chooseBranch(page, branchName, '确定');
    await page.locator('.eng-addfrom__search input').waitFor();
    await page.locator('.eng-addfrom__result').first().waitFor();
    await snap(page, 'replenish-01-search');

    // The results are part of the page's scroll, not a box scrolling inside it.
    expect(await page.locator('.eng-addfrom__results').evaluate((el) => getComputedStyle(el).overflowY)).toBe('visible');
    // One by a part of its name, one by its barcode; each result says its suggestion in words, and on a tap how it
    // was computed.
    await searchAndAdd(page, goods[0]!.name.slice(0, 2), goods[0]!.itemId);
    const result = page.locator(`.eng-addfrom__result[data-result="${goods[0]!.itemId}"]`);
    expect(await result.locator('.eng-addfrom__advice').innerText()).toMatch(/约可卖|已经卖完|没有销量/);
    await result.locator('.eng-addfrom__working summary').click();
    expect(await result.locator('.eng-addfrom__explain').innerText()).toMatch(/日均.*库存.*在途.*凑整/);
    await searchAndAdd(page, goods[1]!.barcode, goods[1]!.itemId);
    // The same goods again: still two lines.
    await page.locator(`.eng-addfrom__result[data-result="${goods[1]!.itemId}"] button.adm-button`).click();
    await expect.poll(() => page.locator('[data-row]').count()).toBe(2);
    await page.locator('[data-field="root_lines_0_applyQty"] input').fill('8');
    await page.locator('[data-field="root_lines_1_applyQty"] input').fill('5');
    await page.locator('.eng-addfrom__search input').fill('');
    // Reloaded mid-edit (the phone dropped the page), the form comes back with its lines as typed.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => (localStorage.getItem(k) ?? '').includes('"applyQty":"5"')))).toBe(true);
    await page.reload();
    await page.locator('[data-field="root_lines_1_applyQty"] input').waitFor();
    expect(await page.locator('[data-field="root_lines_0_applyQty"] input').inputValue()).toBe('8');
    expect(await page.locator('[data-field="root_lines_1_applyQty"] input').inputValue()).toBe('5');
    await snap(page, 'replenish-02-lines');
    await page.locator('[data-action="submit"]').click();
    // A quantity that breaks an item's pack is sent only once confirmed; the dialog names the item and its pack.
    const broken = goods.filter((g, i) => Number(g.packFactor) > 1 && (i === 0 ? 8 : 5) % Number(g.packFactor) !== 0);
    if (broken.length) {
      const dialog = page.locator('.adm-dialog-content', { hasText: '不是整包' });
      await dialog.waitFor();
      for (const g of broken) expect(await dialog.innerText()).toContain(g.name);
      await snap(page, 'replenish-02b-part-pack');
      await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
    }
    await page.waitForURL(/replenish\/list/);

    const req = await ctx.db.selectFrom('self_replenish').select(['id', 'status', 'sheet_no']).where('branch_id', '=', branchId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(req.status).toBe(1);
    const lines = await ctx.db.selectFrom('self_replenish_line').select(['item_id', 'apply_qty']).where('req_id', '=', req.id).orderBy('line_no').execute();
    expect(lines).toEqual([{ item_id: goods[0]!.itemId, apply_qty: '8.000' }, { item_id: goods[1]!.itemId, apply_qty: '5.000' }]);
    await page.locator('.eng-card', { hasText: req.sheet_no }).waitFor();
    await snap(page, 'replenish-03-list');

    // The buyer, on another phone.
    const buyerPage = await page.context().browser()!.newPage({ ...phone });
    try {
      await loginThroughUi(buyerPage, ctx.url + '/', '13900000001', demoPassword);
      await buyerPage.goto(`${ctx.url}/#/packagesSub/replenish/detail?id=${req.id}`);
      await buyerPage.locator('[data-action="approveChanged"]').waitFor();
      expect(await buyerPage.locator('.app-nav-bar').innerText()).toContain('补货审批');
      await buyerPage.locator('[data-action="approveChanged"]').click();
      await buyerPage.waitForURL(/replenish\/approve\?id=/);
      const cut = buyerPage.locator('[data-field="root_lines_1_approvedQty"] input');
      await cut.waitFor();
      expect(await cut.inputValue()).toMatch(/^5(\.0+)?$/);
      // More than was asked is refused on the spot.
      await cut.fill('6');
      await buyerPage.locator('[data-field="root_lines_1_approvedQty"] .eng-form__error').waitFor();
      await cut.fill('2');
      await snap(buyerPage, 'replenish-04-buyer-cuts');
      await buyerPage.locator('[data-action="approve"]').click();
      await buyerPage.waitForURL(/replenish\/detail\?id=/);
      await buyerPage.locator('.eng-detail__head .eng-tag', { hasText: '已通过' }).waitFor();
      await snap(buyerPage, 'replenish-05-buyer-approved');
    } finally {
      await buyerPage.close();
    }

    const done = await ctx.db.selectFrom('self_replenish').select(['status', 'generated_po_id']).where('id', '=', req.id).executeTakeFirstOrThrow();
    expect(done.status).toBe(2);
    const po = await ctx.db.selectFrom('purchase_order').select(['id', 'sheet_no', 'status']).where('id', '=', done.generated_po_id!).executeTakeFirstOrThrow();
    const poLines = await ctx.db.selectFrom('purchase_order_line').select(['item_id', 'confirmed_qty']).where('order_id', '=', po.id).orderBy('line_no').execute();
    expect(poLines).toEqual([{ item_id: goods[0]!.itemId, confirmed_qty: '8.000' }, { item_id: goods[1]!.itemId, confirmed_qty: '2.000' }]);

    // The supplier sees the request approved and follows it to the purchase order.
    await page.goto(`${ctx.url}/#/packagesSub/replenish/detail?id=${req.id}`);
    await page.locator('.eng-detail__head .eng-tag', { hasText: '已通过' }).waitFor();
    // One route, two pages: each side's nav bar names its own page, not the other's.
    expect(await page.locator('.app-nav-bar').innerText()).toContain('补货单详情');
    await snap(page, 'replenish-06-supplier-approved');
    await page.locator('.eng-section__field', { hasText: po.sheet_no }).locator('a, button').first().click();
    await page.waitForURL(new RegExp(`orderDetails\\?id=${po.id}`));
    await page.locator('.eng-detail', { hasText: po.sheet_no }).waitFor();
    await snap(page, 'replenish-07-purchase-order');
  });

  it('the request form and its search in English', async () => {
    const { ctx } = session;
    const { branchName, goods } = await storeAndGoods();
    // A fresh phone (its own storage): the login screen in Chinese, then the app switched to English.
    const page = await session.page.context().browser()!.newPage({ ...phone });
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${ctx.url}/#/packagesSub/replenish/info`);
    await page.reload();
    await formReady(page);
    await page.locator('.eng-addfrom__note', { hasText: 'Choose the store first' }).waitFor();
    await chooseBranch(page, branchName, 'OK');
    await searchAndAdd(page, goods[0]!.barcode, goods[0]!.itemId);
    const result = page.locator(`.eng-addfrom__result[data-result="${goods[0]!.itemId}"]`);
    expect(await result.locator('.eng-addfrom__advice').innerText()).toMatch(/Lasts about|Sold out|No sales/);
    await result.locator('.eng-addfrom__working summary', { hasText: 'How it is worked out' }).click();
    expect(await result.locator('.eng-addfrom__explain').innerText()).toMatch(/a day .* stock .* on its way .* rounded up/);
    expect(await page.locator('[data-action="submit"]').innerText()).toBe('Send for approval');
    await snap(page, 'replenish-08-form-en');
    await page.goto(`${ctx.url}/#/packagesSub/replenish/addProduct`);
    await page.locator('[data-action="new"]', { hasText: 'New request' }).waitFor();
    await snap(page, 'replenish-09-goods-en');
    await page.context().close();
  });
});
