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
const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(ctx.db)).rows[0];

beforeAll(async () => {
  ({ ctx, token, supplierId: sid } = await withS001());
});
afterAll(() => ctx.close());

describe('assistant: data answers equal direct queries', () => {
  it('statements awaiting confirmation: count and payable total', async () => {
    const d = await one(sql<{ n: number; total: string }>`select count(*)::int as n, coalesce(sum(payable_amount), 0)::numeric(14,2)::text as total from reconciliation where supplier_id = ${sid} and status = 0`);
    const a = await ask('有哪些对账单待确认');
    expect(a.topic).toBe('statementsToConfirm');
    expect(a.text).toContain(`有 ${d.n} 张对账单待您确认，应付合计 ${d.total} 元`);
  });

  it('payment: outstanding total over unpaid settlements and the ledger balance', async () => {
    const d = await one(sql<{ n: number; total: string }>`select count(*)::int as n, sum(net_payable - paid_amount)::numeric(14,2)::text as total
      from settlement where supplier_id = ${sid} and status in (1, 2, 3, 4) and net_payable > paid_amount`);
    const bal = await one(sql<{ balance: string }>`select balance::text from payable_flow where supplier_id = ${sid} order by biz_date desc, id desc limit 1`);
    const a = await ask('我什么时候能收到钱');
    expect(a.text).toContain(`待付款 ${d.total} 元，共 ${d.n} 张结算单`);
    expect(a.text).toContain(`应付台账余额 ${bal.balance} 元`);
  });

  it("arrival rate this month: received over ordered of the month's expected orders", async () => {
    const d = await one(sql<{ rate: string }>`select round(100 * sum(l.received_qty) / sum(l.order_qty), 1)::text as rate
      from purchase_order po join purchase_order_line l on l.order_id = po.id
      where po.supplier_id = ${sid} and po.status in (3, 5, 6, 8) and po.expected_date between ${monthStart}::date and ${today}::date`);
    const a = await ask('本月到货率');
    expect(a.text).toContain(`本月到货率 ${d.rate}%`);
  });

  it('sales this month: net sales total and the best seller first', async () => {
    const d = await one(sql<{ amount: string }>`select coalesce(sum(sale_amount - discount_amount), 0)::numeric(14,2)::text as amount
      from sale_line where supplier_id = ${sid} and biz_date between ${monthStart}::date and ${today}::date`);
    const top = await one(sql<{ name: string }>`select i.name from sale_line s join item i on i.id = s.item_id
      where s.supplier_id = ${sid} and s.biz_date between ${monthStart}::date and ${today}::date group by i.name order by sum(s.sale_amount - s.discount_amount) desc, i.name limit 1`);
    const a = await ask('本月销售前十');
    expect(a.topic).toBe('sales');
    expect(a.text).toContain(`销售额 ${d.amount} 元`);
    expect(a.table!.rows[0][0]).toBe(top.name);
  });

  it('joint-venture sales last month: sales and the supplier share', async () => {
    const d = await one(sql<{ amount: string; share: string }>`select coalesce(sum(sale_amount - discount_amount), 0)::numeric(14,2)::text as amount,
      coalesce(sum(supplier_amount), 0)::numeric(14,2)::text as share
      from sale_line where supplier_id = ${sid} and sell_way = 1 and biz_date >= date_trunc('month', ${today}::date) - interval '1 month' and biz_date < date_trunc('month', ${today}::date)`);
    const a = await ask('上个月联营销售多少');
    expect(a.topic).toBe('jointSales');
    if (d.amount === '0.00') expect(a.text).toContain('没有销售记录');
    else expect(a.text).toContain(`销售额 ${d.amount} 元`);
    if (d.amount !== '0.00') expect(a.text).toContain(`应结 ${d.share} 元`);
  });

  it("an item's stock across branches, found by its name", async () => {
    const item = await one(sql<{ id: number; name: string; total: string; n: number }>`select i.id, i.name, trim(trailing '.' from trim(trailing '0' from sum(s.qty)::text)) as total, count(*)::int as n
      from stock s join item i on i.id = s.item_id where s.supplier_id = ${sid} group by i.id, i.name order by i.id limit 1`);
    const a = await ask(`${item.name}的库存`);
    expect(a.topic).toBe('stock');
    expect(a.text).toBe(`${item.name} 在 ${item.n} 个门店共有库存 ${item.total}。${item.n > 8 ? `（显示前 8 条，共 ${item.n} 条）` : ''}`);
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
});
