import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { phoneLoggedInAs, snap, useServerAndBrowser } from '../support/browser';

// The finance forms at 390x844: a statement disputed through its form with a photo of evidence (the photo then
// shown on the statement), and a settlement's invoices entered line by line — first with a wrong total, which the
// server refuses on the invoice list, then right. Chinese as the admin, English as the finance staff account.


const server = useServerAndBrowser();
let statementId: number;
let settlementId: number;
beforeAll(async () => {
  const s = await server.ctx.supplier('S001');
  statementId = (await server.ctx.db.selectFrom('reconciliation').select('id').where('supplier_id', '=', s.id).where('status', '=', 0).executeTakeFirstOrThrow()).id;
  settlementId = (await server.ctx.db.selectFrom('settlement').select('id').where('supplier_id', '=', s.id).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
});

const detailReady = (page: Page) => page.waitForSelector('.eng-detail__head');

/** What is still to invoice on the settlement: required minus invoices not refused. */
async function stillToInvoice(): Promise<string> {
  const row = await server.ctx.db
    .selectFrom('settlement as s')
    .select(sql<string>`(s.invoice_required - coalesce((select sum(i.amount) from settlement_invoice i where i.settlement_id = s.id and i.verify_status <> 2), 0))::text`.as('left'))
    .where('s.id', '=', settlementId)
    .executeTakeFirstOrThrow();
  return row.left;
}

describe.each([
  ['13800000001', 'zh-CN'],
  ['13800000003', 'en'],
] as const)('finance forms on a phone as %s (%s)', (account, lang) => {
  it('disputes a statement with a photo and enters a settlement\'s invoices', async () => {
    await server.ctx.db.updateTable('reconciliation').set({ status: 0, dispute_reason: null, dispute_photos: '[]' }).where('id', '=', statementId).execute();
    await server.ctx.db.deleteFrom('settlement_invoice').where('settlement_id', '=', settlementId).where('verify_status', '=', 0).execute();
    await server.ctx.db.updateTable('settlement').set({ status: 1 }).where('id', '=', settlementId).execute();
    const tag = `finance-forms-${lang === 'en' ? 'en' : 'zh'}`;
    const page = await phoneLoggedInAs(server.browser, server.ctx.url, account, lang);

    // The statement's dispute is a form: reason and a photo; the statement then shows the photo.
    await page.evaluate((id) => (window.location.hash = `/pages/finance/bill-detail?id=${id}`), statementId);
    await detailReady(page);
    await page.locator('[data-action="dispute"]').click();
    await page.waitForURL(/bill-dispute\?id=/);
    await page.locator('textarea').first().fill(lang === 'en' ? 'Receipt of the 3rd is 120.00 short' : '3 日收货单少记 120.00 元');
    const photo = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 120, height: 120 } });
    await page.locator('.eng-images input[type=file]').setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: photo });
    await page.locator('.eng-images__item[data-upload-id]').first().waitFor();
    await snap(page, `${tag}-01-statement-dispute`);
    await page.locator('[data-action="submit"]').click();
    await page.waitForURL(/bill-detail\?id=/);
    const st = await server.ctx.db.selectFrom('reconciliation').select(['status', 'dispute_photos']).where('id', '=', statementId).executeTakeFirstOrThrow();
    expect(st.status).toBe(2);
    expect(st.dispute_photos as unknown[]).toHaveLength(1);
    await page.locator('.eng-thumbs__item img').first().waitFor();
    await snap(page, `${tag}-02-statement-disputed`);

    // The settlement awaiting invoices: the settlement list marks overdue payment dates; the detail opens the form.
    await page.evaluate((id) => (window.location.hash = `/pages/finance/account-info?id=${id}`), settlementId);
    await detailReady(page);
    await page.locator('[data-action="invoices"]').click();
    await page.waitForURL(/invoice-entry\?id=/);
    await page.locator('.eng-form').waitFor();
    // The list starts with its one required invoice row.
    const field = (name: string) => page.locator(`[data-field="root_invoices_0_${name}"]`);
    await field('invoiceNo').locator('input').fill('20260001');
    await field('invoiceDate').locator('button').click();
    await page.locator('.adm-picker-header-button').last().click();
    // One cent short of what is still to invoice: the server refuses it on the invoice list.
    const left = await stillToInvoice();
    const cents = Math.round(Number(left) * 100) - 1;
    const tax = Math.round(cents * 0.13 / 1.13);
    const money = (c: number) => (c / 100).toFixed(2);
    await field('amountExTax').locator('input').fill(money(cents - tax));
    await field('taxAmount').locator('input').fill(money(tax));
    await field('amount').locator('input').fill(money(cents));
    await page.locator('[data-action="submit"]').click();
    await page.locator('[data-field="root_invoices"] .eng-form__error').first().waitFor();
    expect(await page.locator('[data-field="root_invoices"] .eng-form__error').first().innerText()).not.toBe('');
    expect((await server.ctx.db.selectFrom('settlement').select('status').where('id', '=', settlementId).executeTakeFirstOrThrow()).status).toBe(1);
    await snap(page, `${tag}-03-invoices-refused`);

    // The right amount: submitted, the settlement waits for verification.
    await field('amountExTax').locator('input').fill(money(cents + 1 - tax));
    await field('amount').locator('input').fill(money(cents + 1));
    await page.locator('[data-action="submit"]').click();
    await page.waitForURL(/account-info\?id=/);
    const s = await server.ctx.db.selectFrom('settlement').select('status').where('id', '=', settlementId).executeTakeFirstOrThrow();
    expect(s.status).toBe(2);
    await detailReady(page);
    await snap(page, `${tag}-04-settlement-invoiced`);

    await page.evaluate(() => (window.location.hash = '/pages/finance/settlement'));
    await page.waitForSelector('.eng-list[data-status="ready"] .eng-card');
    await snap(page, `${tag}-05-settlements`);
    await page.context().close();
  });

  it('opened by a link for a document not in a state for them, the invoice and dispute forms say why and lead to the document', async () => {
    const s = await server.ctx.supplier('S001');
    const page = await phoneLoggedInAs(server.browser, server.ctx.url, account, lang);
    const cases = [
      [5, '本结算单已付款', 'This settlement is paid'],
      [9, '本结算单已作废', 'This settlement is cancelled'],
    ] as const;
    for (const [status, zh, en] of cases) {
      const { id } = await server.ctx.db.selectFrom('settlement').select('id').where('supplier_id', '=', s.id).where('status', '=', status).executeTakeFirstOrThrow();
      await page.evaluate((to) => (window.location.hash = to), `/pages/finance/invoice-entry?id=${id}`);
      const closed = page.locator('.eng-state--closed');
      await closed.waitFor();
      expect(await closed.locator('.eng-state__title').innerText()).toBe(lang === 'en' ? en : zh);
      // Nothing to fill in or send: no fields, no submit button.
      expect(await page.locator('.eng-form, [data-action="submit"]').count()).toBe(0);
      await snap(page, `finance-forms-${lang === 'en' ? 'en' : 'zh'}-06-invoices-closed-${status}`);
      await closed.locator('[data-action="closed-link"]').click();
      await page.waitForURL(new RegExp(`account-info\\?id=${id}$`));
      await detailReady(page);
    }
    // The cancelled settlement deducts no fees: its fee table says so in its own words, not a bare "no data".
    const fees = page.locator('.eng-lines').first();
    expect(await fees.locator('.eng-state--empty').innerText()).toBe(lang === 'en' ? 'No fees are deducted from this settlement' : '本结算单没有扣除费用');
    // The dispute forms, opened by a link for a settled statement and a fee past its deadline, say so too.
    const settled = await server.ctx.db.selectFrom('reconciliation').select('id').where('supplier_id', '=', s.id).where('status', '=', 4).executeTakeFirstOrThrow();
    const oldFee = await server.ctx.db.selectFrom('supplier_fee').select('id').where('supplier_id', '=', s.id).where('status', '=', 1).where('reversal_of', 'is', null)
      .where(sql<boolean>`biz_date < current_date - 45`).orderBy('biz_date', 'desc').executeTakeFirstOrThrow();
    for (const [to, zh, en, back] of [
      [`/pages/finance/bill-dispute?id=${settled.id}`, '本对账单已结算', 'This statement is settled', `bill-detail\\?id=${settled.id}$`],
      [`/pages/finance/fee-dispute?feeId=${oldFee.id}`, '本费用的申诉期限已过', 'The dispute deadline of this fee has passed', `fee-detail\\?id=${oldFee.id}$`],
    ] as const) {
      await page.evaluate((hash) => (window.location.hash = hash), to);
      const closed = page.locator('.eng-state--closed');
      await closed.waitFor();
      expect(await closed.locator('.eng-state__title').innerText()).toBe(lang === 'en' ? en : zh);
      expect(await page.locator('.eng-form, [data-action="submit"]').count()).toBe(0);
      await closed.locator('[data-action="closed-link"]').click();
      await page.waitForURL(new RegExp(back));
      await detailReady(page);
    }
    await page.context().close();
  });
});
