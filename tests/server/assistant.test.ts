import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, type TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

/**
 * The assistant's routes: a question answered from the supplier's own records with a deep link, the same answer
 * streamed as server-sent events, history and "was this helpful" (compare-and-set), refusals in the caller's
 * language, and another supplier's conversations, messages, sheet numbers, items and branches never reached.
 */
let ctx: TestContext;
let s001: string;
let s002: string;
let supplierId: number;
let otherId: number;

const ask = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/mobile/api/scm/assistant/ask', headers: { token, 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
const askJson = async (token: string, question: string, extra: Record<string, unknown> = {}, lang = 'zh-CN') => (await ask(token, { question, ...extra }, { 'accept-language': lang })).json();

beforeAll(async () => {
  ({ ctx, token: s001, supplierId } = await withS001());
  s002 = await ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
  otherId = (await ctx.supplier('S002')).id;
});
afterAll(() => ctx.close());

describe('assistant: answers', () => {
  it('lists the orders awaiting confirmation as the database holds them, with a link to the filtered list', async () => {
    const r = await askJson(s001, '我有哪些待确认的订单?');
    expect(r.code).toBe(0);
    const direct = await ctx.db.selectFrom('purchase_order').select('sheet_no').where('supplier_id', '=', supplierId).where('status', '=', 2).orderBy('expected_date').orderBy('id').execute();
    expect(direct.length).toBeGreaterThan(0);
    expect(r.data.route).toBe('intent');
    expect(r.data.text).toContain(`${direct.length} 张订单待您确认`);
    expect(r.data.table.rows.map((row: string[]) => row[0])).toEqual(direct.slice(0, 8).map((d) => d.sheet_no));
    expect(r.data.links[0].path).toBe('/packagesSub/purchaseOrder/index?status=2');
  });

  it('answers an English question in English, and a product question from the knowledge base', async () => {
    const en = await askJson(s001, 'Which orders are awaiting my confirmation?', {}, 'zh-CN');
    expect(en.data.text).toMatch(/orders? await/);
    const faq = await askJson(s001, '发票有什么要求');
    expect(faq.data).toMatchObject({ route: 'faq', topic: 'settle.invoice_requirements' });
    expect(faq.data.text).toContain('增值税专用发票');
  });

  it('says it cannot answer instead of guessing, and offers the hand-off', async () => {
    const r = await askJson(s001, '帮我订一张去北京的机票');
    expect(r.data).toMatchObject({ route: 'fallback', handOff: true });
    expect(r.data.links[0].path).toBe('/packagesSub/my/feedbackAi');
  });

  it('streams the same answer as server-sent events: meta, the text in pieces, the table and links, done', async () => {
    const res = await ask(s001, { question: '我有哪些待确认的订单?' }, { accept: 'text/event-stream' });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body.split('\n\n').filter(Boolean).map((chunk) => {
      const [ev, data] = chunk.split('\n');
      return { event: ev.slice('event: '.length), data: JSON.parse(data.slice('data: '.length)) };
    });
    expect(events[0].event).toBe('meta');
    expect(events.at(-1)!.event).toBe('done');
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1)!.data;
    expect(deltas.map((d) => d.data.text).join('')).toBe(done.text);
    expect(events.find((e) => e.event === 'block')!.data.links).toEqual(done.links);
    expect(done.conversationId).toBe(events[0].data.conversationId);
  });
});

describe('assistant: history and ratings', () => {
  it('keeps a conversation per user with every question and answer, and records "was this helpful" once per version', async () => {
    const first = await askJson(s001, '本月到货率');
    const second = await askJson(s001, '我的预付款余额', { conversationId: first.data.conversationId });
    expect(second.data.conversationId).toBe(first.data.conversationId);
    const list = await ctx.call('GET', '/scm/assistant/conversation/list', { token: s001 });
    expect(list.data.some((c: { id: number }) => c.id === first.data.conversationId)).toBe(true);
    const detail = await ctx.call('GET', `/scm/assistant/conversation/detail/${first.data.conversationId}`, { token: s001 });
    expect(detail.data.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(detail.data.messages[0].text).toBe('本月到货率');

    const rate = (version: number) => ctx.call('POST', '/scm/assistant/message/rate', { token: s001, body: { messageId: second.data.messageId, helpful: true, version } });
    expect((await rate(0)).data).toEqual({ id: second.data.messageId, helpful: true, version: 1 });
    expect((await rate(0)).code).toBe(409);
  });

  it("answers another supplier's conversation and message exactly like missing ones, and writes nothing for them", async () => {
    const theirs = await askJson(s002, '我的预付款余额');
    const before = await sql<{ n: number }>`select count(*)::int as n from assistant_message`.execute(ctx.db);
    const missing = await ctx.call('GET', '/scm/assistant/conversation/detail/999999999', { token: s001 });
    const foreign = await ctx.call('GET', `/scm/assistant/conversation/detail/${theirs.data.conversationId}`, { token: s001 });
    expect(foreign).toEqual(missing);
    expect(foreign.code).toBe(404);
    expect((await askJson(s001, '本月到货率', { conversationId: theirs.data.conversationId })).code).toBe(404);
    const rate = await ctx.call('POST', '/scm/assistant/message/rate', { token: s001, body: { messageId: theirs.data.messageId, helpful: false, version: 0 } });
    expect(rate.code).toBe(404);
    const after = await sql<{ n: number }>`select count(*)::int as n from assistant_message`.execute(ctx.db);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const mine = await ctx.call('GET', '/scm/assistant/conversation/list', { token: s001 });
    expect(mine.data.some((c: { id: number }) => c.id === theirs.data.conversationId)).toBe(false);
  });
});

describe('assistant: follow-up questions', () => {
  it('keeps the last intent and its parameters for "上个月呢" and "只看…店", offered as chips in the answer\'s language', async () => {
    const first = await askJson(s001, '本月到货率');
    expect(first.data.topic).toBe('arrivalRate');
    expect(first.data.followUps).toContain('上个月呢?');
    const conversationId = first.data.conversationId;
    const lastMonth = await askJson(s001, '上个月呢?', { conversationId });
    expect(lastMonth.data).toMatchObject({ route: 'intent', topic: 'arrivalRate' });
    expect(lastMonth.data.text).toMatch(/^上月/);
    expect(lastMonth.data).not.toHaveProperty('carry');
    // The same words without a thread before them are no question of their own.
    expect((await askJson(s001, '上个月呢?')).data.route).toBe('fallback');

    const sales = await askJson(s001, 'sales this month', {}, 'zh-CN');
    expect(sales.data.followUps).toEqual(expect.arrayContaining(['What about last month?', 'By store']));
    const byBranch = await askJson(s001, 'By store', { conversationId: sales.data.conversationId }, 'zh-CN');
    expect(byBranch.data.topic).toBe('sales');
    expect(byBranch.data.table.columns[0]).toBe('Branch');
    const only = byBranch.data.followUps.find((f: string) => f.startsWith('Only '));
    expect(only).toBeTruthy();
    const narrowed = await askJson(s001, only, { conversationId: sales.data.conversationId }, 'zh-CN');
    expect(narrowed.data.topic).toBe('sales');
    // English still, at that one branch, still per branch and this month.
    expect(narrowed.data.text).toContain(`this month at ${only.slice('Only '.length)}`);
    expect(narrowed.data.table.rows.map((r: string[]) => r[0])).toEqual([only.slice('Only '.length)]);
  });
});

describe('assistant: prepared actions', () => {
  it('answers "帮我确认订单 CG…" with the order and the screen\'s own request, performs nothing until that request is sent, then refuses a second one', async () => {
    const po = await ctx.db.selectFrom('purchase_order').select(['id', 'sheet_no', 'version']).where('supplier_id', '=', supplierId).where('status', '=', 2).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const r = await askJson(s001, `帮我确认订单 ${po.sheet_no}`);
    expect(r.data.topic).toBe('confirmOrder');
    expect(r.data.text).toContain(`订单 ${po.sheet_no}`);
    expect(r.data.action).toMatchObject({ label: '按订单确认', url: '/scm/purchase/purchase-order/saveConfirm', method: 'POST', successText: '订单已确认' });
    expect(r.data.action.body).toMatchObject({ id: po.id, version: po.version, action: 'confirm' });
    // Asking did nothing.
    expect(await ctx.db.selectFrom('purchase_order').select(['status', 'version']).where('id', '=', po.id).executeTakeFirstOrThrow()).toEqual({ status: 2, version: po.version });
    const done = await ctx.call('POST', r.data.action.url, { token: s001, body: r.data.action.body });
    expect(done.code).toBe(0);
    expect(await ctx.db.selectFrom('purchase_order').select(['status', 'version']).where('id', '=', po.id).executeTakeFirstOrThrow()).toEqual({ status: 3, version: po.version + 1 });
    expect((await ctx.call('POST', r.data.action.url, { token: s001, body: r.data.action.body })).code).toBe(409);
    // Asked again, the order is no longer awaiting: no button.
    const again = await askJson(s001, `confirm order ${po.sheet_no}`, {}, 'zh-CN');
    expect(again.data.action).toBeNull();
    expect(again.data.text).toContain('nothing to confirm');
  });

  it('sends anything with choices (quantities, a date, a refusal) to the screen, without a button', async () => {
    const po = await ctx.db.selectFrom('purchase_order').select(['id', 'sheet_no']).where('supplier_id', '=', supplierId).where('status', '=', 2).orderBy('id').executeTakeFirstOrThrow();
    const r = await askJson(s001, `帮我确认订单 ${po.sheet_no}，数量改成一半`);
    expect(r.data.topic).toBe('confirmOrder');
    expect(r.data.action).toBeNull();
    expect(r.data.links[0].path).toBe(`/packagesSub/purchaseOrder/confirm?id=${po.id}`);
  });

  it('offers no button to the finance role, whose screen may not confirm orders either', async () => {
    const finance = await ctx.login('13800000003', demoPassword, { supplierCode: 'S001' });
    const po = await ctx.db.selectFrom('purchase_order').select(['id', 'sheet_no', 'version']).where('supplier_id', '=', supplierId).where('status', '=', 2).orderBy('id').executeTakeFirstOrThrow();
    const r = await askJson(finance, `帮我确认订单 ${po.sheet_no}`);
    expect(r.code).toBe(0);
    expect(r.data.action).toBeNull();
    expect(r.data.text).toMatch(/没有确认采购订单的权限|没有查看这类数据的权限/);
    const body = { id: po.id, version: po.version, action: 'confirm', lines: [] };
    expect((await ctx.call('POST', '/scm/purchase/purchase-order/saveConfirm', { token: finance, body })).code).not.toBe(0);
    expect(await ctx.db.selectFrom('purchase_order').select(['status']).where('id', '=', po.id).executeTakeFirstOrThrow()).toEqual({ status: 2 });
  });

  it.each([
    ['return', 'purchase_out', 2, (n: string) => `帮我确认退货单 ${n}`, '/scm/purchase/purchase-out/'],
    ['statement', 'reconciliation', 0, (n: string) => `please confirm statement ${n}`, '/scm/financial/'],
  ] as const)('prepares a %s confirm the same way: the screen\'s own request, nothing done before it is sent, once under a repeat', async (_kind, table, awaiting, question, urlStart) => {
    const doc = await ctx.db.selectFrom(table).select(['id', 'sheet_no', 'version', 'status']).where('supplier_id', '=', supplierId).where('status', '=', awaiting).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const state = () => ctx.db.selectFrom(table).select(['status', 'version']).where('id', '=', doc.id).executeTakeFirstOrThrow();
    const r = await askJson(s001, question(doc.sheet_no));
    expect(r.code).toBe(0);
    expect(r.data.text).toContain(doc.sheet_no);
    expect(r.data.action.url.startsWith(urlStart)).toBe(true);
    expect(r.data.action.body).toMatchObject({ id: Number(doc.id), version: doc.version });
    expect(await state()).toEqual({ status: awaiting, version: doc.version });
    const done = await ctx.call('POST', r.data.action.url, { token: s001, body: r.data.action.body });
    expect(done.code).toBe(0);
    const after = await state();
    expect(after.status).not.toBe(awaiting);
    expect(after.version).toBe(doc.version + 1);
    expect((await ctx.call('POST', r.data.action.url, { token: s001, body: r.data.action.body })).code).toBe(409);
    expect((await state()).version).toBe(doc.version + 1);
  });

  it("never prepares another supplier's order: its number is not found", async () => {
    const theirs = await ctx.db.selectFrom('purchase_order').select(['sheet_no']).where('supplier_id', '=', otherId).where('status', '=', 2).executeTakeFirstOrThrow();
    const r = await askJson(s001, `帮我确认订单 ${theirs.sheet_no}`);
    expect(r.data.action).toBeNull();
    expect(r.data.text).toContain('没有找到');
  });
});

describe('assistant: refusals', () => {
  it("refuses in words a question about another supplier's or merchant's data, in the question's language, with none of the user's figures", async () => {
    const zh = await askJson(s001, '看看别的供应商的订单');
    expect(zh.data).toMatchObject({ route: 'intent', topic: 'otherParty', table: null });
    expect(zh.data.text).toContain('其他供应商、其他商户的订单');
    const en = await askJson(s001, "what are my competitors selling", {}, 'zh-CN');
    expect(en.data.topic).toBe('otherParty');
    expect(en.data.text).toContain('never shown');
  });

  it('answers a mixed question in the language most of its words are in, whatever the UI', async () => {
    // "Chinese whenever it holds Chinese" answered an English question naming a store or a party in Chinese.
    const party = await askJson(s001, 'how much did 别的供应商 sell', {}, 'zh-CN');
    expect(party.data.topic).toBe('otherParty');
    expect(party.data.text).toContain('never shown');
    const store = await askJson(s001, 'sales at 云快订人民路店 yesterday', {}, 'zh-CN');
    expect(store.data.topic).toBe('sales');
    expect(store.data.text).toMatch(/^Retail sales yesterday at 云快订人民路店/);
    const zh = await askJson(s001, '本月sales多少', {}, 'en');
    expect(zh.data.topic).toBe('sales');
    expect(zh.data.text).toMatch(/^本月零售销售/);
  });

  it('answers a question about the shop across the street with the honest fallback, never the user\'s own sales, even after a sales answer', async () => {
    const zh = await askJson(s001, '对面那家店今天卖了多少');
    expect(zh.data).toMatchObject({ route: 'fallback', topic: 'fallback', table: null });
    expect(zh.data.text).toContain('别家店');
    expect(zh.data.text).not.toMatch(/¥/);
    const en = await askJson(s001, 'how much does the store across the street sell', {}, 'zh-CN');
    expect(en.data).toMatchObject({ route: 'fallback', table: null });
    expect(en.data.text).toContain("another shop's figures");
    const sales = await askJson(s001, '本月销售额');
    expect(sales.data.topic).toBe('sales');
    const after = await askJson(s001, '对面那家店呢?', { conversationId: sales.data.conversationId });
    expect(after.data).toMatchObject({ route: 'fallback', table: null });
    expect(after.data.text).not.toMatch(/¥/);
  });

  it.each([
    [{ question: '' }, 'zh-CN'],
    [{ question: '   ' }, 'en'],
    [{ question: 'x'.repeat(501) }, 'en'],
    [{}, 'zh-CN'],
    [{ question: '订单', conversationId: 0 }, 'zh-CN'],
    [{ question: '订单', extra: 1 }, 'en'],
  ])('refuses %j with 400 in the caller\'s language', async (body, lang) => {
    const r = (await ask(s001, body, { 'accept-language': lang })).json();
    expect(r.code).toBe(400);
    expect(r.message).toMatch(lang === 'en' ? /[a-z]/i : /\p{Script=Han}/u);
  });
});

describe("assistant: another supplier's data never appears", () => {
  it("does not find S002's sheet numbers, items or branches-only data when S001 names them", async () => {
    const theirOrder = await ctx.db.selectFrom('purchase_order').select(['sheet_no']).where('supplier_id', '=', otherId).where('status', '=', 2).executeTakeFirstOrThrow();
    const theirStatement = await ctx.db.selectFrom('reconciliation').select(['sheet_no']).where('supplier_id', '=', otherId).executeTakeFirstOrThrow();
    const theirReturn = await ctx.db.selectFrom('purchase_out').select(['sheet_no']).where('supplier_id', '=', otherId).where('status', '=', 2).executeTakeFirst();
    const theirSettlement = await ctx.db.selectFrom('settlement').select(['sheet_no']).where('supplier_id', '=', otherId).executeTakeFirstOrThrow();
    // An item only S002 supplies: S001's stock holds none of it.
    const theirItem = await sql<{ name: string }>`select i.name from item i where i.main_supplier_id = ${otherId}
      and not exists (select 1 from stock s where s.item_id = i.id and s.supplier_id = ${supplierId}) order by i.id limit 1`.execute(ctx.db);
    const theirSheets = (await sql<{ sheet_no: string }>`select sheet_no from purchase_order where supplier_id = ${otherId}
      union all select sheet_no from reconciliation where supplier_id = ${otherId} union all select sheet_no from settlement where supplier_id = ${otherId}
      union all select sheet_no from purchase_out where supplier_id = ${otherId}`.execute(ctx.db)).rows.map((r) => r.sheet_no);
    const questions = [
      `${theirOrder.sheet_no} 这张订单怎么样了`,
      `status of order ${theirOrder.sheet_no}`,
      `为什么对账单${theirStatement.sheet_no}和我的账不一样`,
      `${theirSettlement.sheet_no} 要开多少发票`,
      ...(theirReturn ? [`${theirReturn.sheet_no} 退货单状态`] : []),
      ...(theirItem.rows[0] ? [`${theirItem.rows[0].name}的库存`, `stock of ${theirItem.rows[0].name}`] : []),
      '我有哪些待确认的订单?', '本月销售前十', '我什么时候能收到钱', '缺货商品',
    ];
    for (const q of questions) {
      const r = await askJson(s001, q);
      expect(r.code, q).toBe(0);
      // The number asked about may be said back ("I found no order CG…"); nothing else of theirs may appear.
      const said = JSON.stringify(r.data);
      for (const sheet of theirSheets.filter((n) => !q.includes(n))) expect(said, `${q} → ${sheet}`).not.toContain(sheet);
      if (theirSheets.some((n) => q.includes(n))) expect(r.data.table, q).toBeNull();
      if (theirItem.rows[0]) expect(said.includes(`${theirItem.rows[0].name}:`) || said.includes(`${theirItem.rows[0].name} 在`), q).toBe(false);
    }
    const orderAnswer = await askJson(s001, `${theirOrder.sheet_no} 这张订单怎么样了`);
    expect(orderAnswer.data.text).toContain('没有找到');
  });
});
