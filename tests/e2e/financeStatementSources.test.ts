import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enums from '../../schemas/enums.json';
import { phoneLoggedInAs, snap, useServerAndBrowser } from '../support/browser';

// Statements and settlements cite their source documents at 390x844: a statement's line names the sheet's kind and
// number and a tap opens the sheet (statement → line → fresh goods receipt, purchase, union settlement, agent
// payable); a settlement's source documents tab does the same for the statements it settles; a union settlement lists
// the daily joint-venture payables it settles, and each names it back. The admin walks it in Chinese, the finance
// staff account in English.

// reconLineType → the route its line opens.
const CITED = [[6, 'fresh-in'], [7, 'purchase'], [10, 'union-settlement'], [11, 'agent-payable']] as const;
const lineTypes = enums.reconLineType.values as { value: number; label: Record<'zh-CN' | 'en', string> }[];
const badge = (type: number, lang: 'zh-CN' | 'en') => lineTypes.find((v) => v.value === type)!.label[lang];

const session = useServerAndBrowser();

const detailReady = (page: Page) => page.waitForSelector('.eng-detail__head');
const heading = (page: Page) => page.locator('.eng-detail__head').innerText();
/** A line card of a document, found by the number it shows. */
const lineWith = (page: Page, text: string) => page.locator('.eng-lines__item', { hasText: text }).first();

async function open(page: Page, route: string, id: number) {
  await page.goto(`${session.ctx.url}/#/pages/finance/${route}?id=${id}`);
  await detailReady(page);
}

describe.each([
  ['13800000001', 'zh-CN'],
  ['13800000003', 'en'],
] as const)('source documents cited by statements and settlements on a phone as %s (%s)', (account, lang) => {
  it('goes statement → line → source sheet, settlement → source line → document, union settlement → day → back', async () => {
    const tag = `finance-cites-${lang === 'en' ? 'en' : 'zh'}`;
    const db = session.ctx.db;
    const { id: supplierId } = await session.ctx.supplier('S001');
    const statement = await db.selectFrom('reconciliation').select('id').where('supplier_id', '=', supplierId).where('status', '<>', 9)
      .orderBy('period_end', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const cited = await db.selectFrom('reconciliation_line').select(['source_type', 'source_no']).where('recon_id', '=', statement.id)
      .where('source_type', 'in', CITED.map(([t]) => t)).execute();
    expect(cited.map((c) => c.source_type)).toEqual(expect.arrayContaining([6, 7]));
    const page = await phoneLoggedInAs(session.browser, session.ctx.url, account, lang);

    // Statement → each cited sheet's line (kind and number on the card) → the sheet's own screen.
    await open(page, 'bill-detail', statement.id);
    await snap(page, `${tag}-statement`);
    for (const [type, route] of CITED) {
      const c = cited.find((x) => x.source_type === type);
      if (!c) continue;
      const line = lineWith(page, c.source_no!);
      await line.scrollIntoViewIfNeeded();
      await expect.poll(() => line.innerText(), { timeout: 15_000 }).toContain(badge(type, lang));
      if (type === 6) await snap(page, `${tag}-statement-lines`);
      await line.click();
      await page.waitForURL(new RegExp(`pages/finance/${route}\\?id=\\d+`));
      await expect.poll(() => heading(page), { timeout: 15_000 }).toContain(c.source_no!);
      await page.locator('.eng-lines__item').first().waitFor();
      await snap(page, `${tag}-statement-to-${route}`);
      await page.goBack();
      await page.waitForURL(/pages\/finance\/bill-detail\?id=\d+/);
      await detailReady(page);
    }

    // Settlement → its source documents tab → a line → that document.
    const settlement = await db.selectFrom('settlement as st').innerJoin('settlement_recon as sr', 'sr.settlement_id', 'st.id')
      .select('st.id').where('st.supplier_id', '=', supplierId).where('st.status', 'in', [1, 2, 3, 4, 5]).orderBy('st.id', 'desc').executeTakeFirstOrThrow();
    await open(page, 'account-info', settlement.id);
    const tab = page.locator('.eng-detail-tabs [role="tab"]', { hasText: lang === 'en' ? 'Source documents' : '来源单据' });
    await tab.scrollIntoViewIfNeeded();
    await tab.click();
    const first = page.locator('.eng-detail-tabs__body .eng-lines__item').first();
    await first.waitFor();
    await first.scrollIntoViewIfNeeded();
    await snap(page, `${tag}-settlement-sources`);
    await first.click();
    await page.waitForURL(/(purchaseIn|purchaseOut)\/info|pages\/finance\/(fee-detail|sales-payable|fresh-in|purchase|union-settlement|agent-payable)\?id=\d+/);
    await detailReady(page);
    await snap(page, `${tag}-settlement-source-opened`);

    // Union settlement → the days it settles → one day → back to the union settlement.
    const union = await db.selectFrom('finance_sheet').select(['id', 'sheet_no']).where('supplier_id', '=', supplierId).where('kind', '=', 5).executeTakeFirstOrThrow();
    await open(page, 'union-settlement', union.id);
    await page.locator('.eng-detail-tabs [role="tab"]', { hasText: lang === 'en' ? 'Payables settled' : '结算的联营应付' }).click();
    const day = page.locator('.eng-detail-tabs__body .eng-lines__item').first();
    await day.waitFor();
    await snap(page, `${tag}-union-payables`);
    await day.click();
    await page.waitForURL(/pages\/finance\/sales-payable\?id=\d+/);
    await detailReady(page);
    const back = page.locator('.eng-section button.eng-link', { hasText: union.sheet_no });
    await back.scrollIntoViewIfNeeded();
    await snap(page, `${tag}-union-day`);
    await back.click();
    await page.waitForURL(/pages\/finance\/union-settlement\?id=\d+/);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toContain(union.sheet_no);
    await page.context().close();
  });
});
