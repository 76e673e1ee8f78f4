import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enums from '../../schemas/enums.json';
import { phoneLoggedInAs, snap, useServerAndBrowser } from '../support/browser';

// The payable ledger's other source sheets at 390x844: each of the six opens from its ledger row (fresh goods by
// weight, purchase, settlement adjustment, agent and union settlement, agent payable), and the sheets that cite one
// another link: adjustment → settlement → adjustment, agent payable → agent settlement → agent payable.
// The admin walks it in Chinese, the finance staff account in English.

// Each kind: its ledger type (payableType, whose label the ledger's badge shows) and the route of its page.
const KINDS = [[10, 'fresh-in'], [11, 'purchase'], [12, 'settlement-repair'], [13, 'agent-settlement'], [14, 'union-settlement'], [15, 'agent-payable']] as const;
const payableTypes = enums.payableType.values as { value: number; label: Record<'zh-CN' | 'en', string> }[];
const badge = (type: number, lang: 'zh-CN' | 'en') => payableTypes.find((v) => v.value === type)!.label[lang];

const session = useServerAndBrowser();

const listReady = (page: Page) => page.waitForSelector('.eng-list[data-status="ready"] .eng-card');
const detailReady = (page: Page) => page.waitForSelector('.eng-detail__head');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heading = (page: Page) => page.locator('.eng-detail__head').innerText();
/** The ledger's first card of a type, found by its badge. */
const cardOf = (page: Page, type: number, lang: 'zh-CN' | 'en') =>
  page.locator('.eng-list .eng-card', { has: page.locator('.eng-tag', { hasText: new RegExp(`^${escape(badge(type, lang))}$`) }) }).first();

/** The ledger narrowed to one type (its filter read from the address: every period), and its first card of it. */
async function ledgerOf(page: Page, type: number, lang: 'zh-CN' | 'en') {
  await page.goto(`${session.ctx.url}/#/pages/finance/payable-flow?bizType=${type}`);
  await listReady(page);
  const card = cardOf(page, type, lang);
  await card.waitFor();
  return card;
}

describe.each([
  ['13800000001', 'zh-CN'],
  ['13800000003', 'en'],
] as const)('the payable ledger\'s source sheets on a phone as %s (%s)', (account, lang) => {
  it('opens each kind from its ledger row, and follows the links between the sheets that cite one another', async () => {
    const tag = `finance-sheets-${lang === 'en' ? 'en' : 'zh'}`;
    const page = await phoneLoggedInAs(session.browser, session.ctx.url, account, lang);
    const numbers: Record<string, string> = {};
    for (const [type, route] of KINDS) {
      // Each time from a sheet's screen (or home): the ledger opens anew with the type the address names.
      const card = await ledgerOf(page, type, lang);
      if (type === KINDS[0][0]) await snap(page, `${tag}-00-ledger`);
      await card.click();
      await page.waitForURL(new RegExp(`pages/finance/${route}\\?id=\\d+`));
      await detailReady(page);
      await expect.poll(() => heading(page), { timeout: 15_000 }).toMatch(/^[A-Z]{2}\d{15}/);
      numbers[route] = (await heading(page)).trim();
      await page.locator('.eng-lines__item').first().waitFor();
      await snap(page, `${tag}-${route}`);
    }

    // The adjustment names the settlement it adjusts; the settlement links back to its adjustment.
    await (await ledgerOf(page, 12, lang)).click();
    await detailReady(page);
    await page.locator('.eng-section button.eng-link').first().click();
    await page.waitForURL(/pages\/finance\/account-info\?id=\d+/);
    await detailReady(page);
    const back = page.locator('.eng-section button.eng-link', { hasText: numbers['settlement-repair'].slice(0, 17) });
    await back.scrollIntoViewIfNeeded();
    await snap(page, `${tag}-settlement-with-adjustment`);
    await back.click();
    await page.waitForURL(/pages\/finance\/settlement-repair\?id=\d+/);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toContain(numbers['settlement-repair'].slice(0, 17));

    // The agent payable names the agent settlement that settles it, which lists the payable.
    await (await ledgerOf(page, 15, lang)).click();
    await detailReady(page);
    await page.locator('.eng-section button.eng-link').first().click();
    await page.waitForURL(/pages\/finance\/agent-settlement\?id=\d+/);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toContain(numbers['agent-settlement'].slice(0, 17));
    await page.locator('.eng-lines__item').first().click();
    await page.waitForURL(/pages\/finance\/agent-payable\?id=\d+/);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toContain(numbers['agent-payable'].slice(0, 17));
    await page.context().close();
  });
});
