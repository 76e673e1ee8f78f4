import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QUANTITY_LIMITS, usualQuantity } from '../../server/modules/replenish/guards';
import { loginThroughUi, phone, snap, usePhoneSession } from '../support/browser';
import { demoPassword } from '../support/testContext';

// Quantities on the replenishment form, where money is at stake: letters typed into a quantity are named at once
// (they used to leave the old value silently, which was then sent); 99,999,999 is refused under its field; a
// quantity far above the branch's need is sent only once the supplier confirms it, and the buyer's review marks it.

const session = usePhoneSession();

interface Goods { itemId: number; name: string; barcode: string; price: string; suggestQty: string; avgDailySales: string; packFactor: string }

async function storeAndGoods() {
  const { ctx } = session;
  const s = await ctx.supplier('S001');
  const store = await ctx.db.selectFrom('branch').select(['id', 'name']).where('merchant_id', '=', s.merchant_id).where('type', '=', 3).orderBy('id').executeTakeFirstOrThrow();
  const token = await ctx.login('13800000001', demoPassword);
  const r = await ctx.call('POST', '/scm/purchase/self-replenish/items', { token, body: { branchId: store.id } });
  const goods = (r.data.rows as Goods[]).find((g) => Number(g.price) >= 1)!;
  return { branchId: store.id, branchName: store.name, goods };
}

async function openFormWithOneLine(page: Page, branchName: string, goods: Goods, confirm: string) {
  await page.goto(`${session.ctx.url}/#/packagesSub/replenish/info`);
  await page.waitForSelector('.eng-form');
  await page.locator('[data-field="root_branchId"] button').click();
  await page.locator('.adm-cascader-view-content .adm-list-item-content-main', { hasText: branchName }).first().click();
  await page.locator('.adm-cascader-header-button', { hasText: confirm }).click();
  await page.locator('.eng-addfrom__search input').fill(goods.barcode);
  await page.locator(`.eng-addfrom__result[data-result="${goods.itemId}"] button.adm-button`).click();
  await page.locator('[data-field="root_lines_0_applyQty"] input').waitFor();
}

describe('replenishment quantities on the phone (13800000001, buyer 13900000001)', () => {
  it('letters are named, a slip is refused, a large quantity is confirmed first and marked for the buyer', async () => {
    const { ctx, page } = session;
    const { branchId, branchName, goods } = await storeAndGoods();
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await openFormWithOneLine(page, branchName, goods, '确定');
    const qty = page.locator('[data-field="root_lines_0_applyQty"] input');
    const error = page.locator('[data-field="root_lines_0_applyQty"] .eng-form__error');

    await qty.fill('12abc');
    await error.filter({ hasText: '只能输入数字' }).waitFor();
    expect(await qty.inputValue()).toBe('12abc');
    await snap(page, 'replenish-guard-01-letters');
    // Not sent while it stands.
    await page.locator('[data-action="submit"]').click();
    expect(page.url()).toMatch(/replenish\/info/);

    await qty.fill('99999999');
    await page.locator('[data-action="submit"]').click();
    await error.filter({ hasText: /数量过大|金额超过/ }).waitFor();
    await snap(page, 'replenish-guard-02-refused');

    // In whole packs: a quantity that also broke a pack would be asked about a second time.
    const pack = Number(goods.packFactor) || 1;
    const large = String(Math.ceil(Math.max(usualQuantity(goods) * (QUANTITY_LIMITS.confirmAbove + 1), (QUANTITY_LIMITS.confirmFloor + 100) / Number(goods.price)) / pack) * pack);
    await qty.fill(large);
    await page.locator('[data-action="submit"]').click();
    const dialog = page.locator('.adm-dialog-content', { hasText: goods.name });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('远高于门店需要');
    await snap(page, 'replenish-guard-03-confirm');
    await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
    // Sent: the form closes.
    await page.waitForURL((url) => !url.hash.includes('replenish/info'));
    const req = await ctx.db.selectFrom('self_replenish').select(['id', 'status']).where('branch_id', '=', branchId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(req.status).toBe(1);
    const line = await ctx.db.selectFrom('self_replenish_line').select('apply_qty').where('req_id', '=', req.id).executeTakeFirstOrThrow();
    expect(Number(line.apply_qty)).toBe(Number(large));

    // The buyer's review marks the line and says how long it lasts.
    const buyerPage = await page.context().browser()!.newPage({ ...phone });
    try {
      await loginThroughUi(buyerPage, ctx.url + '/', '13900000001', demoPassword);
      await buyerPage.goto(`${ctx.url}/#/packagesSub/replenish/detail?id=${req.id}`);
      await buyerPage.locator('.eng-lines .eng-mark', { hasText: '远超需要' }).first().waitFor();
      expect(await buyerPage.locator('.eng-lines').innerText()).toContain('约可卖天数');
      await snap(buyerPage, 'replenish-guard-04-buyer');
    } finally {
      await buyerPage.close();
    }
  });

  it('the same in English', async () => {
    const { ctx } = session;
    const { branchName, goods } = await storeAndGoods();
    const page = await session.page.context().browser()!.newPage({ ...phone });
    try {
      await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
      await page.reload();
      await openFormWithOneLine(page, branchName, goods, 'OK');
      await page.locator('[data-field="root_lines_0_applyQty"] input').fill('x');
      await page.locator('[data-field="root_lines_0_applyQty"] .eng-form__error', { hasText: 'Numbers only' }).waitFor();
      await page.locator('[data-field="root_lines_0_applyQty"] input').fill('99999999');
      await page.locator('[data-action="submit"]').click();
      await page.locator('[data-field="root_lines_0_applyQty"] .eng-form__error', { hasText: /far too large|worth more/ }).waitFor();
      await snap(page, 'replenish-guard-05-en');
    } finally {
      await page.context().close();
    }
  });
});
