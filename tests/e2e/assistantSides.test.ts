import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { answerTo, askAndWait, lastAnswer, tapFollowUp } from '../support/assistantChat';
import { phone, snap, useServerAndBrowser } from '../support/browser';
import { demoPassword } from '../support/testContext';

// The assistant on a phone (390x844) in both languages, for who may not do or see something and for the boss app:
// the finance role gets a prepared order confirm as words without a button; another supplier's data is refused in
// words; the boss's assistant answers today's sales from the chain's own figures and lists its devices, and the shop
// across the street gets the honest fallback.

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

    const offline = lang === 'en' ? 'Which devices are offline?' : '哪些设备离线了?';
    const devices = await answerTo(page, offline, () => page.locator('[data-testid="ai-chips"] .ai-chip', { hasText: offline }).click());
    const bound = await server.ctx.db.selectFrom('device').select((eb) => eb.fn.countAll<string>().as('n')).where('merchant_id', '=', 1).where('bound', '=', true).executeTakeFirstOrThrow();
    expect(devices).toContain(lang === 'en' ? `${bound.n} bound devices` : `已绑定设备 ${bound.n} 台`);
    await snap(page, `assistant-sides-05-boss-devices-${lang}`);

    // The shop across the street is no party of the portal: the honest fallback in the UI's language, no figure.
    const across = await askAndWait(page, lang === 'en' ? 'how much does the store across the street sell' : '对面那家店今天卖了多少');
    expect(across).toContain(lang === 'en' ? "another shop's figures (the one across the street or next door) are not here" : '别家店（比如对面、隔壁的店）的数据不在这里');
    expect(across).not.toMatch(/¥/);
    expect(await lastAnswer(page).locator('table').count()).toBe(0);
    await snap(page, `assistant-sides-06-boss-across-the-street-${lang}`);
    await page.context().close();
  });
});

describe.each(['zh-CN', 'en'] as const)('the boss assistant keeps the thread (%s)', (lang) => {
  it('follows "this week", "by store" and "only that store" from the chips, keeping the sales intent', async () => {
    const today = businessToday();
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = new Date(Date.parse(`${today}T00:00:00Z`) - weekday * 86_400_000).toISOString().slice(0, 10);
    const yuan = (v: string | null) => `¥${Number(v ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const week = await server.ctx.db.selectFrom('boss_sale_day').select((eb) => eb.fn.sum<string>('sales').as('s'))
      .where('merchant_id', '=', 1).where('biz_date', '>=', monday as never).where('biz_date', '<=', today as never).executeTakeFirstOrThrow();
    const top = await server.ctx.db.selectFrom('boss_sale_day as d').innerJoin('branch as b', 'b.id', 'd.branch_id')
      .select(['b.name', (eb) => eb.fn.sum<string>('d.sales').as('s')]).where('d.merchant_id', '=', 1)
      .where('d.biz_date', '>=', monday as never).where('d.biz_date', '<=', today as never)
      .groupBy(['b.id', 'b.name']).orderBy((eb) => eb.fn.sum('d.sales'), 'desc').orderBy('b.id').executeTakeFirstOrThrow();
    const chip = (page: Page, text: string) => lastAnswer(page).locator('[data-testid="ai-followups"] .ai-chip', { hasText: text });
    const topic = async () => (await server.ctx.db.selectFrom('assistant_message').select('topic').where('role', '=', 'assistant').orderBy('id', 'desc').executeTakeFirstOrThrow()).topic;

    const page = await phoneAs('boss', 'Boss@2026demo', lang);
    await page.goto(`${server.ctx.url}/#/packagesBoss/assistant/index`);
    await page.locator('.ai-input-field').waitFor();
    // The screen reopens the last conversation: a thread of its own starts with a new one.
    await page.locator('.ai-tool', { hasText: lang === 'en' ? 'New chat' : '新对话' }).click();
    await expect.poll(async () => page.locator('[data-testid="ai-question"]').count(), { timeout: 15_000 }).toBe(0);
    await askAndWait(page, lang === 'en' ? 'how much did we sell today?' : '今天卖了多少');

    const weekText = await tapFollowUp(page, lang === 'en' ? 'This week?' : '本周呢?');
    expect(weekText).toContain(lang === 'en' ? `In this week (${monday} to ${today}) the stores sold ${yuan(week.s)}` : `本周（${monday} 至 ${today}）全部门店零售额 ${yuan(week.s)}`);
    expect(await topic()).toBe('bossSales');
    await snap(page, `assistant-sides-06-boss-this-week-${lang}`);

    await tapFollowUp(page, lang === 'en' ? 'By store' : '按门店分一下');
    expect(await lastAnswer(page).locator('tbody tr').first().locator('td').allInnerTexts()).toEqual([top.name, yuan(top.s), expect.any(String)]);
    await snap(page, `assistant-sides-07-boss-by-store-${lang}`);

    const only = await tapFollowUp(page, lang === 'en' ? `Only ${top.name}` : `只看${top.name}`);
    expect(only).toContain(lang === 'en' ? `In this week (${monday} to ${today}) ${top.name} sold ${yuan(top.s)}` : `本周（${monday} 至 ${today}）${top.name}零售额 ${yuan(top.s)}`);
    expect(await topic()).toBe('bossSales');
    expect(await chip(page, lang === 'en' ? 'All stores?' : '全部门店呢?').count()).toBe(1);
    await snap(page, `assistant-sides-08-boss-one-store-${lang}`);
    await page.context().close();
  });
});
