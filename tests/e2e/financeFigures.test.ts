import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { phoneLoggedInAs, snap, useServerAndBrowser } from '../support/browser';

// The figures a supplier reads on the finance cards at 390x844 add up as they stand: a statement's card shows every
// part of what it owes (joint-venture and consignment sales too), and a cancelled settlement, which owes nothing,
// shows no paid or outstanding figure beside its net payable (0 paid and 0 outstanding of ¥138,709.61 do not add up).

const WORDS = {
  'zh-CN': {
    plus: ['收货金额', '联营销售', '代销结算'], minus: ['退货金额', '联营扣点', '费用扣款'], payable: '应付金额', joint: '联营销售',
    paid: ['已付', '已付金额'], outstanding: ['未付', '未付金额'], voided: '结算单已作废：不再付款',
    adjusted: { net: '应付净额', by: '调整金额', payable: '调整后应付', paid: '已付金额', outstanding: '调整后未付' },
  },
  en: {
    plus: ['Received', 'Joint-venture sales', 'Consignment'], minus: ['Returned', 'Joint-venture commission', 'Fees'], payable: 'Payable', joint: 'Joint-venture sales',
    paid: ['Paid'], outstanding: ['Outstanding'], voided: 'This settlement is cancelled: nothing is paid on it',
    adjusted: { net: 'Net payable', by: 'Adjusted by', payable: 'Payable after adjustment', paid: 'Paid', outstanding: 'Outstanding after adjustment' },
  },
} as const;

const server = useServerAndBrowser();
let cancelledId: number;
let adjustedId: number;
beforeAll(async () => {
  const s = await server.ctx.supplier('S001');
  cancelledId = (await server.ctx.db.selectFrom('settlement').select('id').where('supplier_id', '=', s.id).where('status', '=', 9).executeTakeFirstOrThrow()).id;
  adjustedId = (await server.ctx.db.selectFrom('finance_sheet').select('settlement_id').where('supplier_id', '=', s.id).where('kind', '=', 3).where('status', '=', 1).executeTakeFirstOrThrow()).settlement_id!;
});

/** A card's or a section's label → shown value (its dt and dd pairs). */
const figures = (box: Locator) =>
  box.evaluate((el) => Object.fromEntries([...el.querySelectorAll('dt')].map((dt) => [dt.textContent!.trim(), dt.nextElementSibling?.textContent?.trim() ?? ''])));

const cents = (shown: string | undefined) => (shown === undefined ? 0 : Math.round(Number(shown.replace(/[¥,]/g, '')) * 100));

const go = async (page: Page, hash: string) => page.evaluate((h) => (window.location.hash = h), hash);

describe.each(['zh-CN', 'en'] as const)('finance figures on a phone (%s)', (lang) => {
  it("a statement's card adds up to what it owes, and a cancelled settlement shows nothing paid or outstanding", async () => {
    const W = WORDS[lang];
    const paidOrOutstanding: readonly string[] = [...W.paid, ...W.outstanding];
    const tag = `finance-figures-${lang === 'en' ? 'en' : 'zh'}`;
    const page = await phoneLoggedInAs(server.browser, server.ctx.url, '13800000001', lang);

    await go(page, '/pages/finance/index');
    await page.waitForSelector('.eng-list[data-status="ready"] .eng-card');
    const cards = await Promise.all((await page.locator('.eng-card').all()).map(figures));
    expect(cards.length).toBeGreaterThan(3);
    // The pending statement of the seed has joint-venture and consignment lines: its card names them.
    expect(cards.some((c) => W.joint in c)).toBe(true);
    for (const c of cards) {
      const sum = W.plus.reduce((a, l) => a + cents(c[l]), 0) - W.minus.reduce((a, l) => a + cents(c[l]), 0);
      expect(sum).toBe(cents(c[W.payable]));
    }
    await snap(page, `${tag}-01-statements`);

    // The cancelled settlement: its card, its detail and its payments name no paid or outstanding figure.
    await go(page, '/pages/finance/settlement?status=9');
    await page.waitForSelector('.eng-list[data-status="ready"] .eng-card');
    const card = await figures(page.locator('.eng-card').first());
    expect(Object.keys(card).filter((l) => paidOrOutstanding.includes(l))).toEqual([]);
    await go(page, `/pages/finance/account-info?id=${cancelledId}`);
    await page.waitForSelector('.eng-detail__head');
    const detail = await figures(page.locator('.eng-detail'));
    expect(Object.keys(detail).filter((l) => paidOrOutstanding.includes(l))).toEqual([]);
    await snap(page, `${tag}-02-cancelled-settlement`);
    await go(page, `/pages/finance/vouchers?settlementId=${cancelledId}`);
    // The settlement's detail, which has line tables too, can still be on screen as the payments screen comes in.
    const payments = page.locator('.eng-detail', { hasText: W.voided });
    await payments.locator('.eng-lines').first().waitFor();
    const vouchers = await figures(payments);
    expect(Object.values(vouchers)).toContain(W.voided);
    expect(Object.keys(vouchers).filter((l) => paidOrOutstanding.includes(l))).toEqual([]);
    await snap(page, `${tag}-03-cancelled-vouchers`);
    await page.context().close();
  });

  it('a settlement adjusted after it was paid reads down the page: net payable, adjusted by, payable after it, paid, outstanding after it', async () => {
    const W = WORDS[lang].adjusted;
    const page = await phoneLoggedInAs(server.browser, server.ctx.url, '13800000001', lang);
    await go(page, `/pages/finance/account-info?id=${adjustedId}`);
    await page.waitForSelector('.eng-detail__head');
    const detail = await figures(page.locator('.eng-detail'));
    const labels = Object.keys(detail);
    // in this order, and no plain "Outstanding ¥0.00" beside the adjustment
    expect(labels.filter((l) => (Object.values(W) as string[]).includes(l))).toEqual([W.net, W.by, W.payable, W.paid, W.outstanding]);
    expect(labels.filter((l) => (WORDS[lang].outstanding as readonly string[]).includes(l))).toEqual([]);
    expect(cents(detail[W.net]) + cents(detail[W.by])).toBe(cents(detail[W.payable]));
    expect(cents(detail[W.payable]) - cents(detail[W.paid])).toBe(cents(detail[W.outstanding]));
    expect(cents(detail[W.outstanding])).toBeGreaterThan(0);
    await snap(page, `finance-figures-${lang === 'en' ? 'en' : 'zh'}-04-adjusted-settlement`);
    await page.context().close();
  });
});
