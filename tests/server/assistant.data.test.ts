import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import type { TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

/**
 * Every figure the assistant states for a data intent equals a direct query written here independently of the
 * module's own (domain.md §6.2): counts, sums and rates of S001's seeded records.
 */
let ctx: TestContext;
let token: string;
let sid: number;
const today = businessToday();
const monthStart = `${today.slice(0, 8)}01`;

const ask = async (question: string) => {
  const r = await ctx.call('POST', '/scm/assistant/ask', { token, body: { question } });
  expect(r.code, question).toBe(0);
  return r.data as { route: string; topic: string; text: string; table: { rows: string[][] } | null; links: { path: string }[] };
};
/** The settlement list a link opens, on its status tab (the tab the link names; none is the All tab). */
const settlementTab = async (path: string) => {
  const [route, query] = path.split('?');
  expect(route, path).toBe('/pages/finance/settlement');
  const status = Number(new URLSearchParams(query).get('status'));
  expect(status, path).toBeGreaterThan(0);
  const list = await ctx.call('POST', '/scm/financial/supplier/settlement/getListData', { token, body: { status, pageNum: 1, pageSize: 100 } });
  expect(list.code).toBe(0);
  return { status, total: list.data.total as number, sheetNos: (list.data.rows as { sheetNo: string }[]).map((r) => r.sheetNo) };
};
/** An amount as the app shows it (spec §5: ¥, thousands separators, two decimals), formatted by PostgreSQL, apart from the app's formatter. */
const yuan = (x: ReturnType<typeof sql>) => sql`(case when ${x} < 0 then '-' else '' end) || '¥' || to_char(abs(${x}), 'FM999,999,999,990.00')`;
const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(ctx.db)).rows[0];

beforeAll(async () => {
  ({ ctx, token, supplierId: sid } = await withS001());
});
afterAll(() => ctx.close());

describe('assistant: data answers equal direct queries', () => {
  it('statements awaiting confirmation: count and payable total', async () => {
    const d = await one(sql<{ n: number; total: string }>`select count(*)::int as n, ${yuan(sql`coalesce(sum(payable_amount), 0)`)} as total from reconciliation where supplier_id = ${sid} and status = 0`);
    const a = await ask('有哪些对账单待确认');
    expect(a.topic).toBe('statementsToConfirm');
    expect(a.text).toContain(`有 ${d.n} 张对账单待您确认，应付合计 ${d.total}`);
  });

  it('payment: outstanding total over unpaid settlements and the ledger balance', async () => {
    const d = await one(sql<{ n: number; total: string }>`select count(*)::int as n, ${yuan(sql`sum(net_payable - paid_amount)`)} as total
      from settlement where supplier_id = ${sid} and status in (1, 2, 3, 4) and net_payable > paid_amount`);
    const bal = await one(sql<{ balance: string }>`select ${yuan(sql`balance`)} as balance from payable_flow where supplier_id = ${sid} order by biz_date desc, id desc limit 1`);
    const a = await ask('我什么时候能收到钱');
    expect(a.text).toContain(`待付款 ${d.total}，共 ${d.n} 张结算单`);
    // Its links open the settlements counted: it opened the reconciliation statements, then the settlement list's All
    // tab (paid and cancelled ones too). Now each opens the list's tab of a status counted, and the tabs together hold them.
    const opened = await Promise.all(a.links.map((l) => settlementTab(l.path)));
    expect(opened.reduce((n, t) => n + t.total, 0)).toBe(d.n);
    expect(opened.every((t) => t.status >= 1 && t.status <= 4)).toBe(true);
    expect(a.text).toContain(`应付台账余额 ${bal.balance}`);
    // the next payment's amount and its due date are two things: a separator between them ("¥71,927.21应付日期" ran them together)
    const nextOne = () => one(sql<{ id: number; amount: string; due: string | null; late: number | null }>`select id::int as id, ${yuan(sql`net_payable - paid_amount`)} as amount,
        pay_due_date::text as due, (${today}::date - pay_due_date)::int as late
      from settlement where supplier_id = ${sid} and status in (1, 2, 3, 4) and net_payable > paid_amount order by pay_due_date nulls last, id limit 1`);
    const next = (await nextOne())!;
    // a due date already passed is said as overdue by so many days, in both languages
    const zhDue = (n: NonNullable<Awaited<ReturnType<typeof nextOne>>>) => `应付日期 ${n.due ?? '未定'}${n.late && n.late > 0 ? `，已逾期 ${n.late} 天` : ''}（`;
    const enDue = (n: NonNullable<Awaited<ReturnType<typeof nextOne>>>) =>
      !n.due ? 'has no due date yet (' : n.late! > 0 ? `was due on ${n.due}, overdue by ${n.late} day${n.late! > 1 ? 's' : ''} (` : `is due on ${n.due} (`;
    expect(a.text).toContain(`最近一笔 ${next.amount}，${zhDue(next)}`);
    const en = await ask('when will I get paid');
    expect(en.text).toContain(`; the next, ${next.amount}, ${enDue(next)}`);
    // the open settlements moved together (their order kept) so that the next is due 3 days ago, yesterday, today, in 5 days
    expect(next.due).not.toBeNull();
    const open = sql`supplier_id = ${sid} and status in (1, 2, 3, 4) and net_payable > paid_amount`;
    let moved = 0;
    const moveBy = async (days: number) => {
      await sql`update settlement set pay_due_date = pay_due_date + ${days}::int where ${open}`.execute(ctx.db);
      moved += days;
    };
    try {
      for (const [late, zh, en] of [[3, '，已逾期 3 天（', ', overdue by 3 days ('], [1, '，已逾期 1 天（', ', overdue by 1 day ('], [0, '（', ' ('], [-5, '（', ' (']] as const) {
        await moveBy(next.late! - moved - late);
        const now = (await nextOne())!;
        expect([now.id, now.late]).toEqual([next.id, late]);
        expect((await ask('我什么时候能收到钱')).text).toContain(`最近一笔 ${now.amount}，应付日期 ${now.due}${zh}`);
        expect((await ask('when will I get paid')).text).toContain(`, ${now.amount}, ${late > 0 ? 'was' : 'is'} due on ${now.due}${en}`);
      }
    } finally {
      await moveBy(-moved);
    }
    expect((await nextOne())!.due).toBe(next.due);
  });

  it('settlements awaiting invoices: their link opens the settlement list on its 待开票 tab, which holds those counted', async () => {
    // The link opened the reconciliation statements (a screen without settlements) when several awaited invoices.
    const d = await one(sql<{ n: number }>`select count(*)::int as n from settlement where supplier_id = ${sid} and status = 1`);
    const first = await one(sql<{ id: number; status: number }>`select id::int as id, status::int as status from settlement where supplier_id = ${sid} and status in (2, 3, 4) order by id limit 1`);
    expect(first).toBeDefined();
    // two awaiting at least, so the answer names several (put back after)
    await sql`update settlement set status = 1 where id = ${first!.id}`.execute(ctx.db);
    try {
      const a = await ask('哪些结算单要我开票');
      expect(a.topic).toBe('invoiceTodo');
      expect(a.text).toContain(`${d.n + 1} 张结算单等您开票`);
      expect(a.links).toHaveLength(1);
      const tab = await settlementTab(a.links[0]!.path);
      expect(tab.status).toBe(1);
      expect(tab.total).toBe(d.n + 1);
    } finally {
      await sql`update settlement set status = ${first!.status} where id = ${first!.id}`.execute(ctx.db);
    }
  });

  it("arrival rate this month: received over ordered of the month's expected orders", async () => {
    const d = await one(sql<{ rate: string }>`select round(100 * sum(l.received_qty) / sum(l.order_qty), 2)::text as rate
      from purchase_order po join purchase_order_line l on l.order_id = po.id
      where po.supplier_id = ${sid} and po.status in (3, 5, 6, 8) and po.expected_date between ${monthStart}::date and ${today}::date`);
    const a = await ask('本月到货率');
    expect(a.text).toContain(`本月到货率 ${d.rate}%`);
  });

  it("arrival rate of a store last month: the arrival-rate report's rates for that store, and the link opens that report", async () => {
    // The on-time rate was counted in orders while the report it links to counts quantity received by the due date;
    // a store's question was answered with the whole supplier's rate; the link opened this month at every store.
    const store = (await one(sql<{ id: number; name: string }>`select b.id::int as id, b.name from purchase_order po join branch b on b.id = po.receive_branch_id
      where po.supplier_id = ${sid} and po.status in (3, 5, 6, 8) and po.expected_date >= date_trunc('month', ${today}::date) - interval '1 month'
      group by b.id, b.name order by b.id limit 1`))!;
    const a = await ask(`${store.name}上个月的到货率`);
    expect(a.topic).toBe('arrivalRate');
    const [path, query] = a.links[0]!.path.split('?');
    expect(path).toBe('/packagesSub/arrivalRate/list');
    const filters = Object.fromEntries(new URLSearchParams(query));
    expect(filters).toMatchObject({ branchId: String(store.id), groupBy: 'branch' });
    expect(filters.dateFrom!.slice(8)).toBe('01');
    const screen = await ctx.call('POST', '/scm/report/delivery-rate-analyse/query', { token, body: { ...filters, branchId: store.id } });
    expect(screen.code).toBe(0);
    const pct = (ratio: string) => `${(Number(ratio) * 100).toFixed(2)}%`;
    expect(a.text).toBe(`上月（${store.name}）到货率 ${pct(screen.data.summary.qtyRate)}（实收 ${Number(screen.data.summary.receivedQty)} / 订货 ${Number(screen.data.summary.orderQty)}），准时到货率 ${pct(screen.data.summary.onTimeRate)}。`);
    expect(a.table!.rows).toEqual([[store.name, pct(screen.data.summary.qtyRate), pct(screen.data.summary.onTimeRate)]]);
  });

  it('retail sales this month: net sales of the tills (channel 0, wholesale apart) and the best seller first', async () => {
    const d = await one(sql<{ amount: string }>`select ${yuan(sql`coalesce(sum(sale_amount - discount_amount), 0)`)} as amount
      from sale_line where supplier_id = ${sid} and channel = 0 and biz_date between ${monthStart}::date and ${today}::date`);
    const top = await one(sql<{ name: string }>`select i.name from sale_line s join item i on i.id = s.item_id
      where s.supplier_id = ${sid} and s.channel = 0 and s.biz_date between ${monthStart}::date and ${today}::date group by i.name order by sum(s.sale_amount - s.discount_amount) desc, i.name limit 1`);
    const a = await ask('本月销售前十');
    expect(a.topic).toBe('sales');
    expect(a.text).toContain(`净销售额 ${d.amount}`);
    expect(a.table!.rows[0][0]).toBe(top.name);
  });

  it("retail sales of yesterday at a store: the figure the linked report's summary totals under the link's own filters", async () => {
    // The demo's wholesale orders are sale lines of channel 1 on the same days: counting them made the answer larger
    // than the retail report it links to, and the link (no period, no store) opened this month at every store.
    const store = (await one(sql<{ id: number; name: string }>`select b.id::int as id, b.name from sale_line s join branch b on b.id = s.branch_id
      where s.supplier_id = ${sid} and s.channel = 0 and s.biz_date = ${today}::date - 1 group by b.id, b.name order by b.id limit 1`))!;
    for (const [question, branch] of [['昨天卖了多少', null], [`${store.name}昨天的销售`, store]] as const) {
      const a = await ask(question);
      expect(a.topic, question).toBe('sales');
      const [path, query] = a.links[0]!.path.split('?');
      expect(path).toBe('/packagesSub/retailSales/list');
      const filters = Object.fromEntries(new URLSearchParams(query));
      const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(filters).toEqual({ dateFrom: yesterday, dateTo: yesterday, ...(branch ? { branchId: String(branch.id) } : {}) });
      const screen = await ctx.call('POST', '/scm/report/retail-analyse/summary', { token, body: { ...filters, ...(branch ? { branchId: branch.id } : {}) } });
      expect(screen.code).toBe(0);
      const net = (await one(sql<{ v: string }>`select ${yuan(sql`${screen.data.netAmount}::numeric`)} as v`))!.v;
      expect(a.text, question).toContain(`净销售额 ${net}，数量 ${Number(screen.data.qty)}`);
    }
  });

  it('sales of a named weekday ("上周三"): that business day of last week, its date said beside its name', async () => {
    const monday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const wednesday = new Date(Date.parse(`${today}T00:00:00Z`) - (monday + 5) * 86_400_000).toISOString().slice(0, 10);
    const d = await one(sql<{ amount: string }>`select ${yuan(sql`coalesce(sum(sale_amount - discount_amount), 0)`)} as amount
      from sale_line where supplier_id = ${sid} and channel = 0 and biz_date = ${wednesday}::date`);
    const a = await ask('上周三卖了多少');
    expect(a.topic).toBe('sales');
    expect(a.text).toContain(`上周三（${wednesday}）`);
    expect(a.text).toMatch(d.amount === '¥0.00' ? /为 0，没有销售记录/ : new RegExp(`销售额 ${d.amount.replace(/[.$]/g, '\\$&')}`));
  });

  it('joint-venture sales last month: sales and the supplier share', async () => {
    const d = await one(sql<{ amount: string; share: string }>`select ${yuan(sql`coalesce(sum(sale_amount - discount_amount), 0)`)} as amount,
      ${yuan(sql`coalesce(sum(supplier_amount), 0)`)} as share
      from sale_line where supplier_id = ${sid} and sell_way = 1 and biz_date >= date_trunc('month', ${today}::date) - interval '1 month' and biz_date < date_trunc('month', ${today}::date)`);
    const a = await ask('上个月联营销售多少');
    expect(a.topic).toBe('jointSales');
    if (d.amount === '¥0.00') expect(a.text).toContain('没有销售记录');
    else expect(a.text).toContain(`销售额 ${d.amount}`);
    if (d.amount !== '¥0.00') expect(a.text).toContain(`应结 ${d.share}`);
  });

  it("an item's stock across branches, found by its name", async () => {
    const item = await one(sql<{ id: number; name: string; total: string; n: number }>`select i.id, i.name, trim(trailing '.' from trim(trailing '0' from sum(s.qty)::text)) as total, count(*)::int as n
      from stock s join item i on i.id = s.item_id where s.supplier_id = ${sid} group by i.id, i.name order by i.id limit 1`);
    const a = await ask(`${item.name}的库存`);
    expect(a.topic).toBe('stock');
    expect(a.text).toBe(`${item.name} 在 ${item.n} 个门店共有库存 ${item.total}。${item.n > 8 ? `（显示前 8 条，共 ${item.n} 条）` : ''}`);
  });

  it('a misspelt stock word ("my stok") is the stock question, not an item named "stok"', async () => {
    const exact = await ask('my stock');
    for (const typo of ['my stok', 'my stcok', 'my inventroy']) {
      const a = await ask(typo);
      expect(a.topic, typo).toBe('stock');
      expect(a.text, typo).toBe(exact.text);
    }
    // stock is as of now: "today" and the words of how much name no item ("在您的商品里没有找到「今天」", "… "do we have"")
    for (const q of ['今天的库存', '现在库存多少', '目前的库存']) expect((await ask(q)).text, q).toBe((await ask('我的库存')).text);
    for (const q of ['how much stock do we have', "what's my current stock", 'stock today']) expect((await ask(q)).text, q).toBe(exact.text);
  });

  it('a homophone slip of 库存 ("裤存", "酷存", "库村", "苦存") is the stock question; an item whose name shares a syllable is still an item', async () => {
    // The slip routed to stock, then was taken for an item's name: "在您的商品里没有找到「裤存」".
    const exact = await ask('我的库存');
    for (const slip of ['裤存', '酷存', '库村', '苦存']) {
      const a = await ask(`我的${slip}`);
      expect(a.topic, slip).toBe('stock');
      expect(a.text, slip).toBe(exact.text);
      expect((await ask(`哈密瓜的${slip}`)).text, slip).toContain('没有找到「哈密瓜」');
    }
    expect((await ask('哪些商品却货')).text).toBe((await ask('哪些商品缺货')).text);
    expect((await ask('裤子的库存')).text).toContain('没有找到「裤子」');
  });

  it('returns awaiting confirmation and new-item applications under review', async () => {
    const ret = await one(sql<{ n: number }>`select count(*)::int as n from purchase_out where supplier_id = ${sid} and status = 2`);
    expect((await ask('待确认的退货单')).text).toContain(ret.n ? `有 ${ret.n} 张退货单待您确认` : '没有待您确认的退货单');
    const apps = await one(sql<{ n: number }>`select count(*)::int as n from new_item_application where supplier_id = ${sid} and status = 1`);
    expect((await ask('新品申请进度')).text).toContain(`${apps.n} 个新品申请待审核`);
  });

  it('an order by its number: status and lines with ordered, confirmed and received quantities', async () => {
    const po = await one(sql<{ id: number; sheet_no: string; lines: number }>`select po.id, po.sheet_no, (select count(*)::int from purchase_order_line l where l.order_id = po.id) as lines
      from purchase_order po where po.supplier_id = ${sid} and po.status = 5 order by po.id limit 1`);
    const a = await ask(`${po.sheet_no.toLowerCase()} 到哪了`);
    expect(a.text).toContain(`订单 ${po.sheet_no}`);
    expect(a.text).toContain('部分收货');
    expect(a.text).toContain(`共 ${po.lines} 行`);
    expect(a.links[0].path).toBe(`/packagesSub/purchaseOrder/orderDetails?id=${po.id}`);
  });
  it("orders expired or cancelled, and awaiting confirmation, at a store: the counts the order list shows under each link's filters", async () => {
    // The list reads a store as the ordering or the receiving branch; the assistant read only the receiving one
    // (the head office's orders for stores were "none"), a follow-up naming a store was ignored for expired orders,
    // and their one link opened the expired ones only, not the cancelled it also counted.
    const listTotal = async (path: string) => {
      const filters = Object.fromEntries(new URLSearchParams(path.split('?')[1]));
      const r = await ctx.call('POST', '/scm/purchase/purchase-order/list', { token, body: { ...filters, status: [Number(filters.status)], ...(filters.branchId ? { branchId: Number(filters.branchId) } : {}), pageNum: 1, pageSize: 1 } });
      expect(r.code).toBe(0);
      return r.data.total as number;
    };
    const first = await ctx.call('POST', '/scm/assistant/ask', { token, body: { question: '上个月有哪些订单过期' } });
    const store = (await one(sql<{ id: number; name: string }>`select b.id::int as id, b.name from purchase_order po join branch b on b.id in (po.order_branch_id, po.receive_branch_id)
      where po.supplier_id = ${sid} and po.status in (8, 9) and po.order_date >= date_trunc('month', ${today}::date) - interval '1 month' and po.order_date < date_trunc('month', ${today}::date)
      group by b.id, b.name order by count(*) filter (where po.receive_branch_id <> b.id) desc, b.id limit 1`))!;
    for (const a of [first.data, (await ctx.call('POST', '/scm/assistant/ask', { token, body: { question: `只看${store.name}`, conversationId: first.data.conversationId } })).data]) {
      expect(a.topic).toBe('ordersExpired');
      const said = /有 (\d+) 张订单过期、(\d+) 张被作废/.exec(a.text)!;
      const links = a.links as { path: string }[];
      expect(await Promise.all(links.map((l) => listTotal(l.path)))).toEqual([Number(said[1]), Number(said[2])].filter((n) => n > 0));
    }
    const office = (await one(sql<{ name: string }>`select b.name from purchase_order po join branch b on b.id = po.order_branch_id
      where po.supplier_id = ${sid} and po.status = 2 and po.order_branch_id <> po.receive_branch_id order by b.id limit 1`))!;
    const waiting = await ask(`${office.name}有哪些待确认的订单`);
    expect(waiting.topic).toBe('ordersToConfirm');
    expect(waiting.text).toContain(`有 ${await listTotal(waiting.links[0]!.path)} 张订单待您确认（${office.name}）`);
  });

  it("orders due tomorrow: the order list under the link's filters holds the orders counted, awaiting ones among them", async () => {
    // The answer counted tomorrow's open orders (awaiting confirmation too) while its link opened every confirmed order.
    const tomorrow = (await one(sql<{ d: string }>`select (${today}::date + 1)::text as d`))!.d;
    // Tomorrow's orders as the seed leaves them may be few: one of each kind the answer must count or leave out.
    for (const status of [2, 3, 4]) {
      await sql`update purchase_order set promised_date = null, expected_date = ${tomorrow}::date
        where id = (select id from purchase_order where supplier_id = ${sid} and status = ${status} order by id desc limit 1)`.execute(ctx.db);
    }
    const due = (await one(sql<{ n: number; awaiting: number; sheets: string[] }>`select count(*)::int as n, (count(*) filter (where status = 2))::int as awaiting,
        array_agg(sheet_no order by sheet_no) as sheets from purchase_order
      where supplier_id = ${sid} and status in (2, 3, 5) and coalesce(promised_date, expected_date) = ${tomorrow}::date`))!;
    expect(due.awaiting).toBeGreaterThan(0);
    for (const [question, said] of [['明天要送哪些单', /明天应到货的订单共 (\d+) 张/], ['orders due tomorrow', /(\d+) orders? (?:are|is) due for delivery tomorrow/]] as const) {
      const a = await ask(question);
      expect(a.topic).toBe('ordersDue');
      expect(Number(said.exec(a.text)![1])).toBe(due.n);
      const [path, query] = a.links[0]!.path.split('?');
      expect(path).toBe('/packagesSub/purchaseOrder/index');
      const filters = Object.fromEntries(new URLSearchParams(query));
      const list = await ctx.call('POST', '/scm/purchase/purchase-order/list', { token, body: { ...filters, ...(filters.status ? { status: [Number(filters.status)] } : {}), pageNum: 1, pageSize: 100 } });
      expect(list.code).toBe(0);
      expect(list.data.total).toBe(due.n);
      expect((list.data.rows as { sheetNo: string }[]).map((r) => r.sheetNo).sort()).toEqual(due.sheets);
    }
  });

  it('goods receipts: how many in the last 30 days and not yet reconciled, the link opening the list on its 未对账 tab with those', async () => {
    const from = (await one(sql<{ d: string }>`select to_char(${today}::date - 29, 'YYYY-MM-DD') as d`))!.d;
    const d = (await one(sql<{ n: number; open: number; newest: string }>`select count(*)::int as n, (count(*) filter (where recon_status = 0))::int as open,
        (array_agg(sheet_no order by in_time desc, id desc))[1] as newest
      from purchase_in where supplier_id = ${sid} and status in (1, 9)
        and in_time >= (${from}::date::timestamp at time zone 'Asia/Shanghai') and in_time < ((${today}::date + 1)::timestamp at time zone 'Asia/Shanghai')`))!;
    expect(d.open).toBeGreaterThan(0);
    // a bare "收货单" got a knowledge answer on statement lines; "receipts" the same in English
    for (const q of ['收货单', '收货', '哪些收货单还没对账']) {
      const a = await ask(q);
      expect(a.topic, q).toBe('receipts');
      expect(a.text, q).toContain(`最近30天有 ${d.n} 张收货单，其中 ${d.open} 张还未对账`);
      expect(a.table!.rows[0]![0]).toBe(d.newest);
      const [route, query] = a.links[0]!.path.split('?');
      expect(route).toBe('/packagesSub/purchaseIn/list');
      const filters = Object.fromEntries(new URLSearchParams(query));
      expect(filters).toEqual({ reconStatus: '0', dateFrom: from, dateTo: today });
      const list = await ctx.call('POST', '/scm/purchase/purchase-in/list', { token, body: { ...filters, reconStatus: [0], pageNum: 1, pageSize: 1 } });
      expect(list.code).toBe(0);
      expect(list.data.total).toBe(d.open);
    }
    const en = await ctx.call('POST', '/scm/assistant/ask', { token, body: { question: 'receipts' }, headers: { 'accept-language': 'en' } });
    expect(en.data.topic).toBe('receipts');
    expect(en.data.text).toContain(`${d.n} goods receipts the last 30 days; ${d.open} not yet reconciled`);
  });

  it('short deliveries and items out of stock: every one counted, not only the 200 the table reads', async () => {
    const short = (await one(sql<{ n: number }>`select count(*)::int as n from purchase_order po join purchase_order_line l on l.order_id = po.id and l.supplier_id = po.supplier_id
      where po.supplier_id = ${sid} and po.status in (5, 6, 8) and l.received_qty < coalesce(l.confirmed_qty, l.order_qty)
        and po.expected_date between date_trunc('year', ${today}::date) and ${today}::date`))!;
    expect(short.n).toBeGreaterThan(200);
    const a = await ask('今年少送了哪些货');
    expect(a.topic).toBe('shortDelivery');
    expect(a.text).toContain(`今年有 ${short.n} 行商品实收少于订货`);
    // 短送, the trade's word for a short delivery, got the fallback
    expect((await ask('今年有没有短送的')).text).toBe(a.text);
    // its links open the orders of the lines shown (they opened the arrival-rate report, which names no line)
    const shownOrders = [...new Set(a.table!.rows.map((r) => r[0]))].slice(0, 3);
    expect(a.links.length).toBe(shownOrders.length);
    for (const [i, l] of a.links.entries()) {
      const [route, query] = l.path.split('?');
      expect(route).toBe('/packagesSub/purchaseOrder/orderDetails');
      const order = await ctx.call('GET', `/scm/purchase/purchase-order/detail/${new URLSearchParams(query).get('id')}`, { token });
      expect(order.code).toBe(0);
      expect(order.data.sheetNo).toBe(shownOrders[i]);
    }
    const out = (await one(sql<{ n: number }>`select count(*)::int as n from stock where supplier_id = ${sid} and qty <= 0`))!;
    // "缺货" alone (not only "缺货商品") asks for the items out of stock, as "out of stock" does in English.
    const b = await ask('哪些商品缺货');
    expect(b.topic).toBe('stock');
    expect(b.text).toContain(out.n ? `有 ${out.n} 个门店商品缺货` : '没有缺货');
  });

  it('fees this month: count and total of the effective fees, and how many may still be disputed', async () => {
    const d = await one(sql<{ n: number; total: string; open: number }>`select count(*)::int as n, ${yuan(sql`coalesce(sum(f.amount), 0)`)} as total,
      (count(*) filter (where f.reversal_of is null
        and f.biz_date + coalesce((m.settings->>'feeDisputeDays')::int, 30) >= ${today}::date
        and not exists (select 1 from fee_dispute x where x.fee_id = f.id and x.status = 0)))::int as open
      from supplier_fee f join merchant m on m.id = f.merchant_id
      where f.supplier_id = ${sid} and f.status = 1 and f.biz_date between ${monthStart}::date and ${today}::date`);
    const a = await ask('这个月扣了我多少费用');
    expect(a.topic).toBe('fees');
    // its link opens the fee list on the month counted (the list opens on the whole year otherwise)
    const [path, query] = a.links[0]!.path.split('?');
    expect(path).toBe('/pages/finance/fee');
    const list = await ctx.call('POST', '/scm/financial/supplier-cost/getListData', { token, body: { ...Object.fromEntries(new URLSearchParams(query)), pageNum: 1, pageSize: 1 } });
    expect(list.code).toBe(0);
    expect(list.data.total).toBe(d.n);
    if (d.n === 0) expect(a.text).toBe('本月没有扣款。');
    else {
      expect(a.text).toContain(`本月扣款 ${d.n} 笔，合计 ${d.total}。`);
      expect(a.text).toContain(d.open ? `其中 ${d.open} 笔还可申诉` : '没有还能申诉的扣款');
    }
  });

  it('running out soon: counted as the stock query counts it under the link, items and pairs, those already out among them', async () => {
    // The answer left out the pairs already out of stock, which the stock query its link opened counts (0 days of
    // supply): "3 pairs" opened a list of 10 items; and a store asked for was not carried by the link.
    const d = (await one(sql<{ pairs: number; items: number; out: number }>`select count(*)::int as pairs, count(distinct s.item_id)::int as items,
        (count(*) filter (where s.qty <= 0))::int as out from stock s
      join (select branch_id, item_id, sum(qty) as sold from item_sale_day where supplier_id = ${sid}
              and biz_date >= ${today}::date - 28 and biz_date < ${today}::date group by branch_id, item_id) w
        on w.branch_id = s.branch_id and w.item_id = s.item_id
      where s.supplier_id = ${sid} and w.sold > 0 and greatest(s.qty, 0) / (w.sold / 28.0) < 10`))!;
    expect(d.out).toBeGreaterThan(0);
    const store = (await one(sql<{ id: number; name: string }>`select b.id::int as id, b.name from stock s join branch b on b.id = s.branch_id
      where s.supplier_id = ${sid} and s.qty <= 0 order by b.id limit 1`))!;
    for (const [question, pattern] of [
      ['可售天数不到10天的商品', /有 (\d+) 个商品可售天数不到 10 天（(\d+) 个门店商品(?:，其中 (\d+) 个已断货)?）/],
      ['what runs out in under 10 days', /(\d+) items? ha(?:ve|s) less than 10 days of supply \((\d+) item-store pairs?(?:, (\d+) of them already out of stock)?\)/],
      [`${store.name}可售天数不到10天的商品`, /有 (\d+) 个商品可售天数不到 10 天（.+?）（(\d+) 个门店商品(?:，其中 (\d+) 个已断货)?）/],
    ] as const) {
      const a = await ask(question);
      expect(a.topic, question).toBe('runningOut');
      const said = pattern.exec(a.text)!;
      expect(said, a.text).not.toBeNull();
      const [path, query] = a.links[0]!.path.split('?');
      expect(path).toBe('/pages/index/stockQuery');
      const filters: Record<string, unknown> = Object.fromEntries(new URLSearchParams(query));
      for (const k of ['runningOutDays', 'branchId']) if (filters[k] !== undefined) filters[k] = Number(filters[k]);
      expect(filters.branchId).toBe(question.startsWith(store.name) ? store.id : undefined);
      const screen = await ctx.call('POST', '/scm/report/stock/getListData', { token, body: { ...filters, pageNum: 1, pageSize: 100 } });
      expect(screen.code).toBe(0);
      const rows = screen.data.rows as { runningOutBranches: number }[];
      expect(rows.length).toBe(screen.data.total);
      expect([Number(said[1]), Number(said[2])]).toEqual([screen.data.total, rows.reduce((n, r) => n + r.runningOutBranches, 0)]);
      if (!filters.branchId) expect([Number(said[1]), Number(said[2]), Number(said[3] ?? 0)]).toEqual([d.items, d.pairs, d.out]);
      // the pairs already out lead the table (0 days of supply), said as out of stock rather than "0.0" days left
      const outWord = question.startsWith('what') ? 'Out of stock' : '已缺货';
      const shown = a.table!.rows.map((r) => r[3]);
      expect(shown.filter((x) => x === outWord).length).toBe(Math.min(Number(said[3] ?? 0), a.table!.rows.length));
      expect(shown.slice(0, Number(said[3] ?? 0))).toEqual(shown.slice(0, Number(said[3] ?? 0)).map(() => outWord));
    }
  });

  it("a store's stock, named by the store's short name, is that store's and not an item called so", async () => {
    // "人民路店的库存" answered "no item 人民路店 among your goods": the store's short name was left in as an item's.
    const store = (await one(sql<{ id: number; name: string; short: string }>`select b.id::int as id, b.name, b.short_name as short from branch b
      join supplier s on s.merchant_id = b.merchant_id where s.id = ${sid} and b.short_name is not null and b.status = 0 and b.name <> b.short_name order by b.id limit 1`))!;
    const out = (await one(sql<{ n: number }>`select count(*)::int as n from stock where supplier_id = ${sid} and branch_id = ${store.id} and qty <= 0`))!;
    const a = await ask(`${store.short}的库存`);
    expect(a.topic).toBe('stock');
    expect(a.text).toBe(out.n ? `有 ${out.n} 个门店商品缺货（库存 ≤ 0）（${store.name}）。` : `您的商品目前没有缺货（${store.name}）。`);
    // its link opens the stock query's out-of-stock tab at that store
    expect(a.links[0]!.path).toBe(`/pages/index/stockQuery?runningOutDays=0&branchId=${store.id}`);
  });

  it('out of stock: the pairs said are those of the stock query\'s out-of-stock tab the link opens, at every store or one', async () => {
    // The link opened the whole stock query, which had no way to show what is out of stock.
    const d = (await one(sql<{ pairs: number; items: number }>`select count(*)::int as pairs, count(distinct item_id)::int as items
      from stock where supplier_id = ${sid} and qty <= 0`))!;
    expect(d.pairs).toBeGreaterThan(0);
    const store = (await one(sql<{ id: number; name: string }>`select b.id::int as id, b.name from stock s join branch b on b.id = s.branch_id
      where s.supplier_id = ${sid} and s.qty <= 0 order by b.id limit 1`))!;
    for (const [question, pattern] of [
      ['哪些商品缺货', /有 (\d+) 个门店商品缺货（库存 ≤ 0）/],
      ['what is out of stock', /(\d+) item-store pairs? (?:are|is) out of stock \(stock ≤ 0\)/],
      [`${store.name}缺货的商品`, /有 (\d+) 个门店商品缺货（库存 ≤ 0）（.+?）/],
    ] as const) {
      const a = await ask(question);
      expect(a.topic, question).toBe('stock');
      const said = pattern.exec(a.text);
      expect(said, a.text).not.toBeNull();
      const [path, query] = a.links[0]!.path.split('?');
      expect(path).toBe('/pages/index/stockQuery');
      const filters: Record<string, unknown> = Object.fromEntries(new URLSearchParams(query));
      for (const k of ['runningOutDays', 'branchId']) if (filters[k] !== undefined) filters[k] = Number(filters[k]);
      expect(filters).toEqual(question.startsWith(store.name) ? { runningOutDays: 0, branchId: store.id } : { runningOutDays: 0 });
      const screen = await ctx.call('POST', '/scm/report/stock/getListData', { token, body: { ...filters, pageNum: 1, pageSize: 100 } });
      expect(screen.code).toBe(0);
      const rows = screen.data.rows as { runningOutBranches: number }[];
      expect(rows.length).toBe(screen.data.total);
      expect(Number(said![1])).toBe(rows.reduce((n, r) => n + r.runningOutBranches, 0));
      const sum = await ctx.call('POST', '/scm/report/stock/getSum', { token, body: filters });
      expect(sum.data.runningOutItems).toBe(screen.data.total);
      if (!filters.branchId) expect([Number(said![1]), screen.data.total]).toEqual([d.pairs, d.items]);
    }
  });
});

describe('assistant: dock bookings, read through the delivery screens', () => {
  const booked = (from: string, to: string) => one(sql<{ n: number; first: string | null }>`select count(*)::int as n, min(b.name) filter (where a.slot_start = m.first) as first
      from asn a join branch b on b.id = a.branch_id
      cross join (select min(slot_start) as first from asn where supplier_id = ${sid} and status in (2, 3)
                   and slot_start >= (${from}::date::timestamp at time zone 'Asia/Shanghai') and slot_start < ((${to}::date + 1)::timestamp at time zone 'Asia/Shanghai')) m
     where a.supplier_id = ${sid} and a.status in (2, 3)
       and a.slot_start >= (${from}::date::timestamp at time zone 'Asia/Shanghai') and a.slot_start < ((${to}::date + 1)::timestamp at time zone 'Asia/Shanghai')`);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it('"我明天几点送货": the bookings of tomorrow, earliest first, and of today and tomorrow when no day is named', async () => {
    const e = (await booked(tomorrow, tomorrow))!;
    const a = await ask('我明天几点送货');
    expect(a.topic).toBe('deliveryBookings');
    if (e.n === 0) expect(a.text).toBe('明天没有预约的送货。');
    else expect(a.text).toContain(`明天您预约了 ${e.n} 次送货，最早一车`);
    if (e.first) expect(a.text).toContain(`送 ${e.first}。`);
    const both = (await booked(today, tomorrow))!;
    const b = await ask('my bookings');
    expect(b.topic).toBe('deliveryBookings');
    expect(b.text).toMatch(both.n ? new RegExp(`^You have ${both.n} deliveries booked for today and tomorrow`) : /^No deliveries booked/);
    expect(b.links[0]!.path).toBe('/packagesSub/delivery/list');
    // a bare 预约 and the bookings said with "delivery" got a general delivery note and the orders due today
    for (const q of ['预约', '我的送货预约']) expect((await ask(q)).text, q).toBe((await ask('我的预约')).text);
    for (const q of ['my delivery bookings', 'delivery appointments']) expect((await ask(q)).text, q).toBe(b.text);
  });

  it('"哪些订单还没预约送货": orders with goods on no notice (the home to-do) and the notices awaiting a slot', async () => {
    const home = await ctx.call('GET', '/scm/home/summary', { token });
    const waiting = (await one(sql<{ n: number }>`select count(*)::int as n from asn where supplier_id = ${sid} and status = 1`))!;
    const a = await ask('哪些订单还没预约送货');
    expect(a.topic).toBe('deliveryToBook');
    expect(a.text).toContain(`有 ${home.data.deliveries.toShip} 张已确认的订单还有货没做送货通知；另有 ${waiting.n} 张送货通知还没预约时段`);
    expect(a.links.map((l) => l.path)).toEqual(['/packagesSub/delivery/form', '/packagesSub/delivery/list?status=1']);
  });
  it('"X店哪天还有空位": the free room the booking screen shows for that store, and a question naming no store asks for one', async () => {
    const store = (await one(sql<{ id: number; name: string }>`select b.id::int as id, b.name from branch b join supplier s on s.merchant_id = b.merchant_id
       where s.id = ${sid} and b.type in (3, 4) and b.status = 0 order by b.id limit 1`))!;
    const screen = await ctx.call('POST', '/scm/delivery/slot/free', { token, body: { branchId: store.id, days: 7 } });
    expect(screen.code).toBe(0);
    const days = screen.data.days as { day: string; casesFree: number; palletsFree: number; bookableSlots: number }[];
    const open = days.filter((d) => d.bookableSlots > 0);
    const a = await ask(`${store.name}哪天还有空位`);
    expect(a.topic).toBe('dockFreeSlots');
    if (open.length) expect(a.text).toBe(`${screen.data.branchName}未来 7 天有 ${open.length} 天可约，最早 ${open[0]!.day.slice(5)}：${open[0]!.bookableSlots} 个时段，余 ${open[0]!.casesFree} 箱、${open[0]!.palletsFree} 托。`);
    else expect(a.text).toBe(`${screen.data.branchName}未来 7 天没有可约的时段。`);
    expect(a.table?.rows.map((r) => r[0])).toEqual(days.map((d) => d.day.slice(5)));
    const unnamed = await ask('哪天有空档送货');
    expect(unnamed.topic).toBe('dockFreeSlots');
    expect(unnamed.text).toContain('请说出门店');
    expect(unnamed.table).toBeNull();
  });
});

describe('assistant: a cancelled settlement and its invoices', () => {
  it('leaves its rejected invoice out of "rejected invoices" and, asked by number, says there is nothing to invoice', async () => {
    // S001's settlement with an invoice, cancelled here with that invoice rejected before (put back after).
    const s = await one(sql<{ id: number; sheetNo: string; status: number; invoiceId: number; invoiceNo: string; verify: number }>`
      select s.id::int as id, s.sheet_no as "sheetNo", s.status::int as status, i.id::int as "invoiceId", i.invoice_no as "invoiceNo", i.verify_status::int as verify
      from settlement s join settlement_invoice i on i.settlement_id = s.id where s.supplier_id = ${sid} order by s.id limit 1`);
    await sql`update settlement_invoice set verify_status = 2, reject_reason = '抬头有误' where id = ${s!.invoiceId}`.execute(ctx.db);
    try {
      // how many rejected invoices the answer should count: those of settlements still in force
      const rejectedCount = async () => (await one(sql<{ n: number }>`select count(*)::int as n from settlement_invoice i join settlement s on s.id = i.settlement_id
        where i.supplier_id = ${sid} and i.verify_status = 2 and s.status <> 9`))!.n;
      const before = await rejectedCount();
      expect((await ask('我的发票被驳回了吗')).text).toContain(`${before} 张发票被驳回`);
      await sql`update settlement set status = 9 where id = ${s!.id}`.execute(ctx.db);
      const rejectedNow = await ask('我的发票被驳回了吗');
      expect(rejectedNow.topic).toBe('invoiceTodo');
      expect(await rejectedCount()).toBe(before - 1);
      expect(rejectedNow.text).toContain(before > 1 ? `${before - 1} 张发票被驳回` : '');
      expect(rejectedNow.text).not.toContain(`${before} 张发票被驳回`);
      const byNumber = await ask(`结算单 ${s!.sheetNo} 还要开票吗`);
      expect(byNumber.text).toBe(`结算单 ${s!.sheetNo} 已作废，无需开票；为它开具的发票已作废退回。`);
      expect(byNumber.links[0]!.path).toBe(`/pages/finance/account-info?id=${s!.id}`);
    } finally {
      await sql`update settlement set status = ${s!.status} where id = ${s!.id}`.execute(ctx.db);
      await sql`update settlement_invoice set verify_status = ${s!.verify}, reject_reason = null where id = ${s!.invoiceId}`.execute(ctx.db);
    }
  });
});
