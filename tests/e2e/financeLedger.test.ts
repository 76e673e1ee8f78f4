import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { phoneLoggedInAs, snap, useServerAndBrowser } from '../support/browser';

// The finance screens as a supplier reads them at 390x844: the payable ledger's daily joint-venture and consignment
// entries are named by their kind and day (not "-") and open that day's sales, while an entry with no document is
// not drawn as a link; a cancelled settlement says that nothing is left to invoice and that its invoices are void;
// the payment vouchers sit under what the settlement owes and has been paid; a fee past its dispute deadline says
// so in words when disputed. The admin in Chinese, the finance staff account in English.

const TEXT = {
  'zh-CN': { jv: '联营销售', offset: '预付款冲抵', voidNote: '结算单已作废', void: '已作废', paid: '已付金额', late: '本费用的申诉期限已过', closed: '已截止' },
  en: { jv: 'Joint-venture sales', offset: 'Prepayment offset', voidNote: 'This settlement is cancelled', void: 'Void', paid: 'Paid', late: 'The dispute deadline of this fee has passed', closed: 'Closed' },
} as const;

const session = useServerAndBrowser();
let cancelledId: number;
let partlyPaidId: number;
let pastFeeId: number;

beforeAll(async () => {
  const { db } = session.ctx;
  const s = await session.ctx.supplier('S001');
  // A prepayment offset has no document of its own to open; it is the ledger's newest entry.
  await sql`insert into payable_flow (merchant_id, supplier_id, biz_date, biz_type, ref_no, debit, credit, balance)
    select merchant_id, supplier_id, biz_date, 9, null, 0, 0, balance from payable_flow
    where supplier_id = ${s.id} order by biz_date desc, id desc limit 1`.execute(db);
  // Invoices handed in for a settlement the chain then cancelled.
  const cancelled = await db.selectFrom('settlement').select(['id', 'invoice_required']).where('supplier_id', '=', s.id).where('status', '=', 9).executeTakeFirstOrThrow();
  cancelledId = cancelled.id;
  await db.insertInto('settlement_invoice').values({
    merchant_id: s.merchant_id, supplier_id: s.id, settlement_id: cancelled.id, invoice_type: 0, invoice_no: '00999001', invoice_date: '2026-11-15',
    amount_ex_tax: cancelled.invoice_required, tax_rate: '0', tax_amount: '0', amount: cancelled.invoice_required, verify_status: 0,
  }).execute();
  await db.updateTable('settlement').set({ invoiced_amount: cancelled.invoice_required }).where('id', '=', cancelled.id).execute();
  partlyPaidId = (await db.selectFrom('settlement').select('id').where('supplier_id', '=', s.id).where('status', '=', 4).executeTakeFirstOrThrow()).id;
  // The oldest fee: its dispute deadline (a month after it) is long past.
  pastFeeId = (await db.selectFrom('supplier_fee').select('id').where('supplier_id', '=', s.id).where('reversal_of', 'is', null).orderBy('biz_date').orderBy('id').executeTakeFirstOrThrow()).id;
});

const listReady = (page: Page) => page.waitForSelector('.eng-list[data-status="ready"] .eng-card');
const detailReady = (page: Page) => page.waitForSelector('.eng-detail__head');
const open = (page: Page, path: string) => page.goto(`${session.ctx.url}/#${path}`);

describe.each([
  ['13800000001', 'zh-CN'],
  ['13800000003', 'en'],
] as const)('the ledger, a cancelled settlement and its invoices on a phone as %s (%s)', (account, lang) => {
  it('names and opens a day of sales, leaves an entry without a document untappable, and reads a cancelled settlement honestly', async () => {
    const T = TEXT[lang];
    const tag = `finance-ledger-${lang === 'en' ? 'en' : 'zh'}`;
    const page = await phoneLoggedInAs(session.browser, session.ctx.url, account, lang);

    await open(page, '/pages/finance/payable-flow');
    await listReady(page);
    const offset = page.locator('.eng-list .eng-card').first();
    expect(await offset.locator('.eng-card__title').innerText()).toBe(T.offset);
    expect(await offset.getAttribute('role')).toBeNull();
    expect(await offset.getAttribute('class')).not.toContain('eng-card--link');
    // The period's balances above the entries: it closes on the newest entry's running balance.
    const [balanceLabel, closingLabel] = lang === 'en' ? ['Balance', 'Closing balance'] : ['余额', '期末余额'];
    const newest = (await offset.innerText()).match(new RegExp(`${balanceLabel}\\s+(-?¥[\\d,]+\\.\\d{2})`))![1]!;
    await expect.poll(() => page.locator('.eng-summary').innerText()).toMatch(new RegExp(`${closingLabel}\\s+${newest.replace(/[$.]/g, '\\$&')}`));
    await snap(page, `${tag}-01-ledger`);
    // The joint-venture days (the list narrowed from the address, as the sheets' test does).
    await open(page, '/pages/finance/payable-flow?bizType=3');
    await listReady(page);
    const day = page.locator('.eng-list .eng-card').first();
    // (the same screen with another query: the unfiltered rows may still be there for a moment)
    await expect.poll(() => day.locator('.eng-card__title').innerText()).toMatch(new RegExp(`^${T.jv} \\d{2}-\\d{2}$`));
    expect(await day.getAttribute('role')).toBe('link');
    await snap(page, `${tag}-02-joint-venture-days`);
    await day.click();
    await page.waitForURL(/pages\/finance\/sales-payable\?id=\d+/);
    await detailReady(page);
    await page.locator('.eng-lines__item').first().waitFor();

    // The cancelled settlement: nothing to invoice, its invoice void.
    await open(page, `/pages/finance/account-info?id=${cancelledId}`);
    await detailReady(page);
    await page.locator('.eng-section', { hasText: T.voidNote }).waitFor();
    await snap(page, `${tag}-03-cancelled-settlement`);
    await open(page, `/pages/finance/invoices?settlementId=${cancelledId}`);
    await page.locator('.eng-lines__item').first().waitFor();
    expect(await page.locator('.eng-lines__item .eng-tag').first().innerText()).toBe(T.void);
    expect(await page.locator('.eng-section').first().innerText()).toContain('0.00');
    await snap(page, `${tag}-04-void-invoices`);

    // The payments of a partly paid settlement add up to the paid figure above them.
    await open(page, `/pages/finance/vouchers?settlementId=${partlyPaidId}`);
    await page.locator('.eng-lines__item').first().waitFor();
    const paidRow = page.locator('.eng-section__field', { has: page.locator('dt', { hasText: new RegExp(`^${T.paid}$`) }) });
    const figure = (s: string) => Math.round(Number(s.replace(/[^\d.]/g, '')) * 100);
    const paid = figure(await paidRow.locator('dd').innerText());
    // the screen before, with line cards too, can still be on screen as this one comes in
    const paymentsSum = async () => (await page.locator('.eng-lines__item .eng-card__grid dd').allInnerTexts()).reduce((a, p) => a + figure(p), 0);
    await expect.poll(paymentsSum).toBe(paid);
    await snap(page, `${tag}-05-vouchers`);

    // A fee past its deadline: its detail marks the deadline closed and offers no dispute; the form, opened all the
    // same (a link kept from before), says so in words before anything is typed, and offers nothing to send.
    await open(page, `/pages/finance/fee-detail?id=${pastFeeId}`);
    await detailReady(page);
    await page.locator('.eng-section__field', { hasText: T.closed }).waitFor();
    expect(await page.locator('[data-action="dispute"]').count()).toBe(0);
    await snap(page, `${tag}-06-fee-past-deadline`);
    await open(page, `/pages/finance/fee-dispute?feeId=${pastFeeId}`);
    await page.locator('.eng-state--closed .eng-state__title', { hasText: T.late }).waitFor();
    expect(await page.locator('[data-action="submit"]').count()).toBe(0);
    await page.context().close();
  });
});
