import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneLoggedInAs, snap, useServerAndBrowser } from '../support/browser';

// A supplier's finance clerk at 390x844: from home's "statements to confirm" to the filtered list, pull to refresh,
// open the statement, open a receipt and a fee behind it, dispute the fee with a photo, confirm the statement, then
// open a settlement and its invoices. The admin does it in Chinese, the finance staff account in English.

const TEXT = {
  'zh-CN': { figure: '待确认对账单', receipt: '收货单', fee: '费用', confirmed: '已确认', open: '申诉中', invoices: '发票（张）' },
  en: { figure: 'Statements to confirm', receipt: 'Goods receipt', fee: 'Fee', confirmed: 'Confirmed', open: 'Open', invoices: 'Invoices' },
} as const;

const server = useServerAndBrowser();
let statementId: number;
beforeAll(async () => {
  const s = await server.ctx.supplier('S001');
  statementId = (await server.ctx.db.selectFrom('reconciliation').select('id').where('supplier_id', '=', s.id).where('status', '=', 0).executeTakeFirstOrThrow()).id;
});

/** A finger pulling the list down from near the top: what the pull-to-refresh listens to. */
async function pullDown(page: Page, distance: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 330 }] });
  for (let d = 10; d <= distance; d += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y: 330 + d }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const detailReady = (page: Page) => page.waitForSelector('.eng-detail__head');

describe.each([
  ['13800000001', 'zh-CN'],
  ['13800000003', 'en'],
] as const)('finance on a phone as %s (%s)', (account, lang) => {
  it('confirms a statement after disputing one of its fees with a photo, and reads a settlement\'s invoices', async () => {
    // Each account starts from the same pending statement with no dispute yet.
    await server.ctx.db.deleteFrom('fee_dispute').execute();
    await server.ctx.db.updateTable('reconciliation').set({ status: 0, dispute_reason: null }).where('id', '=', statementId).execute();
    const tag = `finance-${lang === 'en' ? 'en' : 'zh'}`;
    const page = await phoneLoggedInAs(server.browser, server.ctx.url, account, lang);
    const T = TEXT[lang];

    const figure = page.locator('button, a, div').filter({ hasText: new RegExp(`^${T.figure}`) }).last();
    await figure.waitFor();
    await snap(page, `${tag}-01-home`);
    const listCalls: unknown[] = [];
    page.on('request', (r) => r.url().includes('/reconciliation/getListData') && listCalls.push(r.postDataJSON()));
    await figure.click();
    await page.waitForURL(/pages\/finance\/index\?status=0/);
    await page.waitForSelector('.eng-list[data-status="ready"] .eng-card');
    expect(listCalls.at(-1)).toMatchObject({ status: 0 });
    const cards = page.locator('.eng-card');
    expect(await cards.count()).toBe(1);
    await snap(page, `${tag}-02-statements-to-confirm`);

    const before = listCalls.length;
    await page.waitForTimeout(200);
    await pullDown(page, 260);
    await expect.poll(() => listCalls.length).toBeGreaterThan(before);
    await page.waitForSelector('.eng-list[data-status="ready"] .eng-card');

    await cards.first().click();
    await page.waitForURL(/pages\/finance\/bill-detail\?id=/);
    await detailReady(page);
    await page.locator('.eng-lines__item').first().waitFor();
    await snap(page, `${tag}-03-statement`);
    // A pending statement of a chain that confirms by itself names its day once: the day it confirms itself.
    const head = page.locator('.eng-detail');
    await head.getByText(lang === 'en' ? 'Auto-confirms on' : '未处理将于此日自动确认', { exact: true }).waitFor();
    expect(await head.getByText(lang === 'en' ? 'Answer by' : '确认期限', { exact: true }).count()).toBe(0);

    // A receipt behind the statement opens the receipt.
    await page.locator('.eng-lines__item .eng-card', { has: page.locator('.eng-tag', { hasText: T.receipt }) }).first().click();
    await page.waitForURL(/purchaseIn\/info\?id=/);
    await detailReady(page);
    await snap(page, `${tag}-04-receipt`);
    await page.goBack();
    await page.waitForURL(/bill-detail/);
    await page.locator('.eng-lines__item').first().waitFor();

    // A fee opens the fee, which can be disputed with a reason and a photo.
    await page.locator('.eng-lines__item .eng-card', { has: page.locator('.eng-tag', { hasText: new RegExp(`^${T.fee}$`) }) }).first().click();
    await page.waitForURL(/fee-detail\?id=/);
    const feeId = Number(/id=(\d+)/.exec(page.url())![1]);
    await detailReady(page);
    await snap(page, `${tag}-05-fee`);
    await page.locator('[data-action="dispute"]').click();
    await page.waitForURL(/fee-dispute\?feeId=/);
    await page.locator('textarea').first().fill(lang === 'en' ? 'This promotion was never agreed' : '该促销费未经我方确认');
    const photo = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 120, height: 120 } });
    await page.locator('.eng-images input[type=file]').setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: photo });
    await page.locator('.eng-images__item[data-upload-id]').first().waitFor();
    await snap(page, `${tag}-06-fee-dispute`);
    await page.locator('[data-action="submit"]').click();
    await expect.poll(async () => (await server.ctx.db.selectFrom('fee_dispute').select(['status', 'photos']).where('fee_id', '=', feeId).execute()).length).toBe(1);
    const dispute = await server.ctx.db.selectFrom('fee_dispute').select(['status', 'photos']).where('fee_id', '=', feeId).executeTakeFirstOrThrow();
    expect(dispute.status).toBe(0);
    expect(dispute.photos as unknown[]).toHaveLength(1);
    // The form leaves by itself once the server has answered (the row can be seen before the phone has the answer).
    await page.waitForURL((u) => !/fee-dispute/.test(u.href));

    // Back on the statement: the fee shows its open dispute; confirming the statement locks it.
    await page.evaluate((id) => (window.location.hash = `/pages/finance/bill-detail?id=${id}`), statementId);
    await detailReady(page);
    await page.locator('.eng-lines__item .eng-tag', { hasText: T.open }).first().waitFor();
    await page.locator('[data-action="confirm"]').click();
    await page.locator('.adm-dialog-footer .adm-dialog-button').last().click();
    await page.locator('.eng-detail__head .eng-tag', { hasText: T.confirmed }).waitFor();
    await snap(page, `${tag}-07-statement-confirmed`);
    const st = await server.ctx.db.selectFrom('reconciliation').select('status').where('id', '=', statementId).executeTakeFirstOrThrow();
    expect(st.status).toBe(1);

    // A settlement, its expected payment date, and its invoices.
    await page.evaluate(() => (window.location.hash = '/pages/finance/settlement?status=4'));
    await page.waitForSelector('.eng-list[data-status="ready"] .eng-card');
    await snap(page, `${tag}-08-settlements`);
    await page.locator('.eng-card').first().click();
    await page.waitForURL(/account-info\?id=/);
    await detailReady(page);
    await snap(page, `${tag}-09-settlement`);
    await page.locator('.eng-link').first().click();
    await page.waitForURL(/finance\/invoices\?settlementId=/);
    await page.locator('.eng-lines__item').first().waitFor();
    await snap(page, `${tag}-10-invoices`);
    await page.context().close();
  });
});
