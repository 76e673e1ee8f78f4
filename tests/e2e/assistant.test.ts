import { describe, expect, it } from 'vitest';
import { askAndWait, lastAnswer as lastAnswerOn, tapFollowUp } from '../support/assistantChat';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';
import { demoPassword } from '../support/testContext';

// The assistant on a phone (390x844): ask what awaits confirmation, read the streamed answer with its table, follow
// its link to the filtered order list; rate the answer; ask in English with the English UI; hand over to feedback.

const session = usePhoneSession();

async function awaiting(): Promise<string[]> {
  const rows = await session.ctx.db
    .selectFrom('purchase_order as po')
    .innerJoin('supplier as s', 's.id', 'po.supplier_id')
    .select('po.sheet_no')
    .where('s.code', '=', 'S001')
    .where('po.status', '=', 2)
    .execute();
  return rows.map((r) => r.sheet_no);
}

const lastAnswer = () => lastAnswerOn(session.page);

describe('the assistant, supplier 13800000001', () => {
  it('answers "我有哪些待确认的订单?" with the orders and a link to the list filtered to them', async () => {
    const { ctx, page } = session;
    const sheets = await awaiting();
    expect(sheets.length).toBeGreaterThan(0);
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await page.goto(`${ctx.url}/#/packagesSub/AI/AI`);
    await page.locator('[data-testid="ai-chips"]').waitFor();
    await snap(page, 'assistant-01-empty');

    await askAndWait(session.page, '我有哪些待确认的订单?');
    const answer = lastAnswer();
    expect(await answer.locator('.ai-text').innerText()).toContain(`有 ${sheets.length} 张订单待您确认`);
    const firstRow = (await answer.locator('tbody tr').first().locator('td').first().innerText()).trim();
    expect(sheets).toContain(firstRow);
    await snap(page, 'assistant-02-answer-zh');

    await answer.locator('.ai-rate-btn').first().click();
    await answer.locator('.ai-rated').waitFor();
    const rated = await ctx.db.selectFrom('assistant_message').select(['helpful']).where('role', '=', 'assistant').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(rated.helpful).toBe(true);

    await answer.locator('.ai-link', { hasText: '去确认' }).click();
    await page.waitForURL(/packagesSub\/purchaseOrder\/index\?status=2/);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    const tags = await page.locator('.eng-card .eng-tag').allInnerTexts();
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags)).toEqual(new Set(['待确认']));
    await snap(page, 'assistant-03-followed-link');
  });

  it('answers a bare "收货单" with the goods receipts, its link opening the list on the 未对账 tab with those said', async () => {
    const { ctx, page } = session;
    await page.goto(`${ctx.url}/#/packagesSub/AI/AI`);
    await askAndWait(page, '收货单');
    const answer = lastAnswer();
    const said = /其中 (\d+) 张还未对账/.exec(await answer.locator('.ai-text').innerText());
    expect(said).not.toBeNull();
    await answer.locator('.ai-link', { hasText: '未对账的收货单' }).click();
    await page.waitForURL(/packagesSub\/purchaseIn\/list\?reconStatus=0/);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await expect.poll(() => page.locator('.eng-list').getAttribute('data-total')).toBe(said![1]);
    expect(await page.locator('[role="tab"][aria-selected="true"]').innerText()).toContain('未对账');
    await snap(page, 'assistant-03b-receipts-link');
  });

  it('keeps the conversation, answers in English with the English UI, and hands over to feedback with the conversation', async () => {
    const { ctx, page } = session;
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${ctx.url}/#/packagesSub/AI/AI`);
    // Only the hash changed: reload so the app starts in the stored language.
    await page.reload();
    await page.locator('[data-testid="ai-question"]', { hasText: '我有哪些待确认的订单?' }).waitFor();
    await page.locator('.ai-chip', { hasText: 'When will I be paid?' }).waitFor();

    await askAndWait(session.page, 'When will I be paid?');
    const text = await lastAnswer().locator('.ai-text').innerText();
    expect(text).toMatch(/is outstanding on \d+ settlements?|No settlement is waiting to be paid/);
    await snap(page, 'assistant-04-answer-en');

    await page.locator('.ai-tool', { hasText: 'History' }).click();
    await page.locator('.ai-history-row').first().waitFor();
    expect(await page.locator('.ai-history-row').first().innerText()).toContain('我有哪些待确认的订单');
    await snap(page, 'assistant-05-history');
    await page.locator('.ai-history-close').click();

    await askAndWait(session.page, 'what is the weather like');
    expect(await lastAnswer().innerText()).toContain('Hand over');
    await snap(page, 'assistant-06-fallback-en');
    const conversation = await ctx.db.selectFrom('assistant_conversation').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await lastAnswer().locator('.ai-link', { hasText: 'Hand over' }).click();
    await page.waitForURL(new RegExp(`feedbackAi\\?conversation=${conversation.id}`));
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
  });
  it('continues the thread from a chip, in Chinese and in English: the follow-up keeps the intent and changes the month', async () => {
    const { ctx, page } = session;
    await page.goto(`${ctx.url}/#/packagesSub/AI/AI`);
    // The last test stored Chinese again: reload so the app starts in it.
    await page.reload();
    await page.locator('.ai-tool', { hasText: '新对话' }).click();
    await askAndWait(session.page, '本月到货率');
    expect(await tapFollowUp(page, '上个月呢?')).toMatch(/^上月(到货率|没有预计到货的订单)/);
    const saved = await ctx.db.selectFrom('assistant_message').select(['topic']).where('role', '=', 'assistant').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(saved.topic).toBe('arrivalRate');
    await snap(page, 'assistant-07-follow-up-zh');

    await askAndWait(session.page, 'sales this month');
    expect(await tapFollowUp(page, 'What about last month?')).toMatch(/^Retail sales last month/);
    await snap(page, 'assistant-08-follow-up-en');
  });
  it('prepares "confirm as ordered" as a card, in Chinese and in English, and confirms only on the tap', async () => {
    const { ctx, page } = session;
    const awaitingRows = () => ctx.db.selectFrom('purchase_order as po').innerJoin('supplier as s', 's.id', 'po.supplier_id')
      .select(['po.id', 'po.sheet_no', 'po.version']).where('s.code', '=', 'S001').where('po.status', '=', 2).orderBy('po.id', 'desc').execute();
    const state = async (id: number) => ctx.db.selectFrom('purchase_order').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    for (const lang of ['zh-CN', 'en'] as const) {
      const [po] = await awaitingRows();
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`${ctx.url}/#/packagesSub/AI/AI`);
      await page.reload();
      await askAndWait(session.page, lang === 'en' ? `please confirm order ${po.sheet_no}` : `帮我确认订单 ${po.sheet_no}`);
      const card = lastAnswer().locator('[data-testid="ai-action"]');
      await card.waitFor();
      expect(await lastAnswer().locator('.ai-text').innerText()).toContain(po.sheet_no);
      // The card alone changed nothing.
      expect(await state(po.id)).toEqual({ status: 2, version: po.version });
      await snap(page, `assistant-09-prepared-${lang}`);
      await card.locator('.ai-action-btn', { hasText: lang === 'en' ? 'Confirm as ordered' : '按订单确认' }).click();
      await card.locator('[data-testid="ai-action-done"]', { hasText: lang === 'en' ? 'Order confirmed' : '订单已确认' }).waitFor();
      expect(await state(po.id)).toEqual({ status: 3, version: po.version + 1 });
      await snap(page, `assistant-10-prepared-done-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
  });
});
