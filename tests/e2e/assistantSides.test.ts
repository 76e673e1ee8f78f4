import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { phone, snap, useServerAndBrowser } from '../support/browser';
import { demoPassword } from '../support/testContext';

// The assistant on a phone (390x844) in both languages, for who may not do or see something and for the boss app:
// the finance role gets a prepared order confirm as words without a button; another supplier's data is refused in
// words; the boss's assistant answers today's sales from the chain's own figures and lists its devices.

type Lang = 'zh-CN' | 'en';
const server = useServerAndBrowser();

async function phoneAs(account: string, password: string, lang: Lang): Promise<Page> {
  const context = await server.browser.newContext({ ...phone, locale: lang });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  await page.goto(server.ctx.url + '/');
  await page.locator('#login-account').fill(account);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: lang === 'en' ? 'Log in' : '登录', exact: true }).click();
  await page.waitForURL(/pages\/index\/index/);
  return page;
}

const lastAnswer = (page: Page) => page.locator('[data-testid="ai-answer"]').last();
async function askAndWait(page: Page, question: string): Promise<string> {
  await page.locator('.ai-input-field').fill(question);
  await page.locator('.ai-send').click();
  await page.locator('[data-testid="ai-question"]', { hasText: question }).waitFor();
  await expect.poll(async () => lastAnswer(page).getAttribute('data-streaming'), { timeout: 20_000 }).toBe('false');
  return lastAnswer(page).locator('.ai-text').innerText();
}

describe.each(['zh-CN', 'en'] as const)('the assistant refuses in words (%s)', (lang) => {
  it("gives the finance role a prepared order confirm without a button, and refuses another supplier's data", async () => {
    const po = await server.ctx.db.selectFrom('purchase_order as po').innerJoin('supplier as s', 's.id', 'po.supplier_id')
      .select(['po.id', 'po.sheet_no', 'po.version']).where('s.code', '=', 'S001').where('po.status', '=', 2).orderBy('po.id').executeTakeFirstOrThrow();
    const page = await phoneAs('13800000003', demoPassword, lang);
    await page.goto(`${server.ctx.url}/#/packagesSub/AI/AI`);
    await page.locator('.ai-input-field').waitFor();
    const refused = await askAndWait(page, lang === 'en' ? `please confirm order ${po.sheet_no}` : `帮我确认订单 ${po.sheet_no}`);
    expect(refused).toMatch(lang === 'en' ? /may not confirm purchase orders|may not see this kind of data/ : /没有确认采购订单的权限|没有查看这类数据的权限/);
    expect(await lastAnswer(page).locator('[data-testid="ai-action"]').count()).toBe(0);
    expect(await page.locator('.ai-action-btn').count()).toBe(0);
    expect(await server.ctx.db.selectFrom('purchase_order').select(['status', 'version']).where('id', '=', po.id).executeTakeFirstOrThrow()).toEqual({ status: 2, version: po.version });
    await snap(page, `assistant-sides-01-finance-refused-${lang}`);

    const other = await askAndWait(page, lang === 'en' ? 'show me the orders of another supplier' : '看看别的供应商的订单');
    expect(other).toContain(lang === 'en' ? "Other suppliers' and other merchants' orders, sales, stock and prices are never shown" : '其他供应商、其他商户的订单、销量、库存和价格都不会显示');
    expect(await lastAnswer(page).locator('table').count()).toBe(0);
    expect(other).not.toMatch(/¥|CG\d/);
    await snap(page, `assistant-sides-02-other-supplier-${lang}`);
    await page.context().close();
  });
});

describe.each(['zh-CN', 'en'] as const)('the boss app has its own assistant (%s)', (lang) => {
  it("answers today's sales from the chain's figures and the devices offline, with the boss's chips", async () => {
    const today = businessToday();
    const row = await server.ctx.db.selectFrom('boss_sale_day').select((eb) => eb.fn.sum<string>('sales').as('s')).where('merchant_id', '=', 1).where('biz_date', '=', today as never).executeTakeFirstOrThrow();
    const sales = `¥${Number(row.s ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const page = await phoneAs('boss', 'Boss@2026demo', lang);
    await page.goto(`${server.ctx.url}/#/packagesBoss/assistant/index`);
    await page.locator('[data-testid="ai-chips"] .ai-chip', { hasText: lang === 'en' ? 'Which devices are offline?' : '哪些设备离线了?' }).waitFor();
    // No hand-over: the boss side has no supplier feedback desk.
    expect(await page.locator('.ai-tool').allInnerTexts()).toHaveLength(2);
    await snap(page, `assistant-sides-03-boss-empty-${lang}`);

    const text = await askAndWait(page, lang === 'en' ? 'how much did we sell today?' : '今天卖了多少，比昨天怎么样');
    expect(text).toContain(sales);
    expect(text).toContain(lang === 'en' ? 'against the same day last week' : '比上周同日');
    expect((await lastAnswer(page).locator('tbody tr').first().locator('td').allInnerTexts()).slice(0, 2)).toEqual([today, sales]);
    await snap(page, `assistant-sides-04-boss-sales-${lang}`);

    await page.locator('[data-testid="ai-chips"] .ai-chip', { hasText: lang === 'en' ? 'Which devices are offline?' : '哪些设备离线了?' }).click();
    await expect.poll(async () => lastAnswer(page).getAttribute('data-streaming'), { timeout: 20_000 }).toBe('false');
    const devices = await lastAnswer(page).locator('.ai-text').innerText();
    const bound = await server.ctx.db.selectFrom('device').select((eb) => eb.fn.countAll<string>().as('n')).where('merchant_id', '=', 1).where('bound', '=', true).executeTakeFirstOrThrow();
    expect(devices).toContain(lang === 'en' ? `${bound.n} bound devices` : `已绑定设备 ${bound.n} 台`);
    await snap(page, `assistant-sides-05-boss-devices-${lang}`);
    await page.context().close();
  });
});
