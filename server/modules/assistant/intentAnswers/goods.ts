import { DEFAULT_RUNNING_OUT_DAYS, OUT_OF_STOCK, SALES_WINDOW_DAYS } from '../../../lib/daysOfSupply';
import { enumLabel } from '../../../lib/enums';
import { money, picker, qty, tableRows } from '../answer';
import type { IntentContext } from '../intentContext';
import * as goods from '../queries/goods';
import { at, link, linkWith, more, pathWith, periodOr, thisMonth, type Builds } from './parts';

/** Goods: sales (retail, joint venture, consignment), stock, unsalable items, new items, replenishment, feedback. */
export const goodsAnswers = {
  sales: (ctx) => salesAnswer(ctx, { channel: 0 }, ['零售销售', 'Retail sales'], '/packagesSub/retailSales/list'),
  jointSales: (ctx) => salesAnswer(ctx, { sellWay: 1 }, ['联营销售', 'Joint-venture sales'], '/packagesSub/report/jointSale/index'),
  consignSales: (ctx) => salesAnswer(ctx, { sellWay: 2 }, ['代销销售', 'Consignment sales'], '/packagesSub/report/costAgent/index'),

  async stock(ctx) {
    const p = picker(ctx.lang);
    if (ctx.item) {
      const rows = await goods.stockOfItem(ctx.db, ctx.scope, ctx.item.id);
      const total = rows.reduce((s, r) => s + Number(r.qty) * 1000, 0) / 1000;
      return {
        text: p(`${ctx.item.name} 在 ${rows.length} 个门店共有库存 ${qty(String(total))}。`, `${ctx.item.name}: ${qty(String(total))} in stock across ${rows.length} store${rows.length === 1 ? '' : 's'}.`) + more(rows.length, p),
        table: { columns: [p('门店', 'Branch'), p('库存', 'Stock')], rows: rows.slice(0, tableRows).map((r) => [r.branchName, qty(r.qty)]) },
        links: [link(p('库存查询', 'Stock query'), '/pages/index/stockQuery')],
      };
    }
    if (ctx.unknownItem) return { text: p(`在您的商品里没有找到「${ctx.unknownItem}」，请换个名称或条码再问。`, `I found no item "${ctx.unknownItem}" among your goods; try its exact name or barcode.`), table: null, links: [link(p('库存查询', 'Stock query'), '/pages/index/stockQuery')] };
    const rows = await goods.outOfStock(ctx.db, ctx.scope, ctx.branch?.id ?? null);
    // the stock query's out-of-stock tab at the store asked: its rows are the items of the pairs counted
    const storeLink = linkWith(p('库存查询', 'Stock query'), '/pages/index/stockQuery', { runningOutDays: OUT_OF_STOCK, branchId: ctx.branch?.id });
    if (!rows.length) return { text: p(`您的商品目前没有缺货${at(ctx, p)}。`, `None of your items is out of stock${at(ctx, p)}.`), table: null, links: [storeLink] };
    return {
      text: p(`有 ${rows[0].total} 个门店商品缺货（库存 ≤ 0）${at(ctx, p)}。`, `${rows[0].total} item-store pair${rows[0].total > 1 ? 's are' : ' is'} out of stock (stock ≤ 0)${at(ctx, p)}.`) + more(rows[0].total, p),
      table: { columns: [p('商品', 'Item'), p('门店', 'Branch'), p('库存', 'Stock')], rows: rows.slice(0, tableRows).map((r) => [r.itemName, r.branchName, qty(r.qty)]) },
      links: [storeLink],
    };
  },

  async runningOut(ctx) {
    const p = picker(ctx.lang);
    const days = ctx.days ?? DEFAULT_RUNNING_OUT_DAYS;
    const r = await goods.runningOut(ctx.db, ctx.scope, days, ctx.branch?.id ?? null, tableRows);
    // the stock query under the same threshold and store: its rows are the items counted
    const stockLink = linkWith(p('库存查询', 'Stock query'), '/pages/index/stockQuery', { runningOutDays: days, branchId: ctx.branch?.id });
    const how = p(`按最近 ${SALES_WINDOW_DAYS} 天的日均销量算。`, ` Counted at the average daily sales of the last ${SALES_WINDOW_DAYS} days.`);
    if (!r.pairs) return { text: p(`没有可售天数不到 ${days} 天的商品${at(ctx, p)}。`, `No item has less than ${days} days of supply${at(ctx, p)}.`) + how, table: null, links: [stockLink] };
    const out = r.out ? p(`，其中 ${r.out} 个已断货`, `, ${r.out} of them already out of stock`) : '';
    const tightest = r.tightest
      ? p(`还有货的最紧的是 ${r.tightest.itemName}（${r.tightest.branchName}，约 ${r.tightest.daysLeft} 天）。`, ` The tightest still in stock is ${r.tightest.itemName} at ${r.tightest.branchName} (about ${r.tightest.daysLeft} days).`)
      : '';
    return {
      text: p(`有 ${r.items} 个商品可售天数不到 ${days} 天${at(ctx, p)}（${r.pairs} 个门店商品${out}）。`,
        `${r.items} item${r.items > 1 ? 's have' : ' has'} less than ${days} days of supply${at(ctx, p)} (${r.pairs} item-store pair${r.pairs > 1 ? 's' : ''}${out}).`) + tightest + how + more(r.pairs, p),
      table: { columns: [p('商品', 'Item'), p('门店', 'Branch'), p('库存', 'Stock'), p('可售天数', 'Days left')], rows: r.rows.map((x) => [x.itemName, x.branchName, qty(x.qty), Number(x.qty) <= 0 ? p('已缺货', 'Out of stock') : x.daysLeft]) },
      links: [stockLink],
    };
  },

  async unsalable(ctx) {
    const p = picker(ctx.lang);
    const rows = await goods.unsalable(ctx.db, ctx.scope, ctx.today);
    if (!rows.length) return { text: p('您没有滞销商品（有库存但 30 天无销售）。', 'You have no unsalable items (in stock, no sale in 30 days).'), table: null, links: [link(p('滞销商品', 'Unsalable goods'), '/pages/index/unsalable')] };
    return {
      text: p(`有 ${rows.length} 个商品有库存但 30 天没有销售。`, `${rows.length} item${rows.length > 1 ? 's are' : ' is'} in stock without a sale in 30 days.`) + more(rows.length, p),
      table: { columns: [p('商品', 'Item'), p('库存', 'Stock'), p('最后销售', 'Last sale')], rows: rows.slice(0, tableRows).map((r) => [r.itemName, qty(r.qty), r.lastSale ?? '-']) },
      links: [link(p('滞销商品', 'Unsalable goods'), '/pages/index/unsalable')],
    };
  },

  async newItems(ctx) {
    const p = picker(ctx.lang);
    const rows = await goods.newItemApplications(ctx.db, ctx.scope, ctx.sheetNo);
    if (!rows.length) return { text: ctx.sheetNo ? p(`没有找到您的新品申请 ${ctx.sheetNo}。`, `I found no application ${ctx.sheetNo} of yours.`) : p('您没有待审核或被驳回的新品申请。', 'You have no application under review or rejected.'), table: null, links: [link(p('新品申请', 'New-product applications'), '/packagesSub/newProductApply/list')] };
    const pending = rows.filter((r) => r.status === 1).length;
    const rejected = rows.filter((r) => r.status === 3);
    const reason = rejected[0]?.rejectReason ? p(`，最近驳回原因：${rejected[0].rejectReason}`, `; latest rejection: ${rejected[0].rejectReason}`) : '';
    return {
      text: ctx.sheetNo
        ? p(`新品申请 ${rows[0].sheetNo}（${rows[0].name}）状态：${enumLabel('newItemStatus', rows[0].status, ctx.lang)}${rows[0].rejectReason ? `，驳回原因：${rows[0].rejectReason}` : ''}。`, `Application ${rows[0].sheetNo} (${rows[0].name}) is ${enumLabel('newItemStatus', rows[0].status, ctx.lang)}${rows[0].rejectReason ? `; rejected because: ${rows[0].rejectReason}` : ''}.`)
        : p(`${pending} 个新品申请待审核，${rejected.length} 个被驳回${reason}。`, `${pending} application${pending === 1 ? ' is' : 's are'} under review and ${rejected.length} ${rejected.length === 1 ? 'was' : 'were'} rejected${reason}.`),
      table: { columns: [p('单号', 'Sheet no.'), p('商品', 'Item'), p('状态', 'Status'), p('驳回原因', 'Reason')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, r.name, enumLabel('newItemStatus', r.status, ctx.lang), r.rejectReason ?? '-']) },
      links: [link(p('新品申请', 'New-product applications'), '/packagesSub/newProductApply/list')],
    };
  },

  async replenishPending(ctx) {
    const p = picker(ctx.lang);
    const rows = await goods.replenishPending(ctx.db, ctx.scope, ctx.sheetNo);
    if (!rows.length) return { text: ctx.sheetNo ? p(`没有找到您的补货单 ${ctx.sheetNo}。`, `I found no replenishment ${ctx.sheetNo} of yours.`) : p('没有等待审批的补货单。', 'No replenishment awaits approval.'), table: null, links: [link(p('自助补货', 'Self-service replenishment'), '/packagesSub/replenish/list')] };
    return {
      text: ctx.sheetNo ? p(`补货单 ${rows[0].sheetNo}（${rows[0].branchName}）状态：${enumLabel('replenishStatus', rows[0].status, ctx.lang)}。`, `Replenishment ${rows[0].sheetNo} (${rows[0].branchName}) is ${enumLabel('replenishStatus', rows[0].status, ctx.lang)}.`) : p(`${rows.length} 张补货单等待采购员审批。`, `${rows.length} replenishment request${rows.length > 1 ? 's await' : ' awaits'} the buyer's approval.`) + more(rows.length, p),
      table: { columns: [p('单号', 'Sheet no.'), p('门店', 'Branch'), p('数量', 'Qty')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, r.branchName, qty(r.totalQty)]) },
      links: [link(p('自助补货', 'Self-service replenishment'), '/packagesSub/replenish/list?status=1')],
    };
  },

  async feedbackOpen(ctx) {
    const p = picker(ctx.lang);
    const rows = await goods.openFeedback(ctx.db, ctx.scope);
    if (!rows.length) return { text: p('您没有未关闭的反馈。', 'You have no open feedback tickets.'), table: null, links: [link(p('提交反馈', 'Send feedback'), '/packagesSub/my/feedbackAi')] };
    return {
      text: p(`您有 ${rows.length} 条反馈尚未关闭。`, `You have ${rows.length} open feedback ticket${rows.length > 1 ? 's' : ''}.`),
      table: { columns: [p('日期', 'Date'), p('内容', 'Subject'), p('状态', 'Status')], rows: rows.slice(0, tableRows).map((r) => [r.createdAt, (r.title ?? r.content).slice(0, 24), enumLabel('feedbackStatus', r.status, ctx.lang)]) },
      links: [link(p('投诉举报与反馈', 'Complaints and feedback'), '/packagesSub/my/feedbackAi')],
    };
  },
} satisfies Builds;

/**
 * The report's own address for what the answer counted: its period and store (and "by store" where the report
 * groups so), so the screen the link opens totals the figure said (its summary's net sales).
 */
function reportLink(ctx: IntentContext, path: string, period: { from: string; to: string }, groupsByBranch: boolean): string {
  return pathWith(path, { dateFrom: period.from, dateTo: period.to, branchId: ctx.branch?.id, groupBy: ctx.byBranch && groupsByBranch ? 'branch' : undefined });
}

async function salesAnswer(ctx: IntentContext, narrowing: goods.SalesNarrowing, [zh, en]: [string, string], path: string) {
  const p = picker(ctx.lang);
  const period = periodOr(ctx, () => thisMonth(ctx));
  const { total, top } = await goods.salesByItem(ctx.db, ctx.scope, period.from, period.to, ctx.branch?.id ?? null, narrowing, 10);
  const when = period.label[ctx.lang];
  const links = [link(p(zh, en), reportLink(ctx, path, period, narrowing.channel === 0))];
  const share = narrowing.sellWay !== undefined ? p(`，应结 ${money(total.supplierAmount)}（扣除 ${money((Number(total.amount) - Number(total.supplierAmount)).toFixed(2))}）`, `; your share is ${money(total.supplierAmount)} (deduction ${money((Number(total.amount) - Number(total.supplierAmount)).toFixed(2))})`) : '';
  if (!top.length) return { text: p(`${when}${zh}${at(ctx, p)}为 0，没有销售记录。`, `${en} ${when}${at(ctx, p)}: none recorded.`), table: null, links };
  // "净销售额" as the report's summary names it: its "销售额" column is before discounts.
  const summary = p(`${when}${zh}${at(ctx, p)}：净销售额 ${money(total.amount)}，数量 ${qty(total.qty)}${share}。`, `${en} ${when}${at(ctx, p)}: net sales ${money(total.amount)} for ${qty(total.qty)} units${share}.`);
  if (ctx.byBranch) {
    const rows = await goods.salesByBranch(ctx.db, ctx.scope, period.from, period.to, ctx.branch?.id ?? null, narrowing);
    return {
      text: summary + p(`按门店如下。`, ' By store:') + more(rows.length, p),
      table: { columns: [p('门店', 'Branch'), p('数量', 'Qty'), p('净销售额', 'Net sales')], rows: rows.slice(0, tableRows).map((r) => [r.branchName, qty(r.qty), money(r.amount)]) },
      links,
    };
  }
  return {
    text: summary + p(`前 ${top.length} 名商品如下。`, ` The top ${top.length} items:`),
    table: { columns: [p('商品', 'Item'), p('数量', 'Qty'), p('净销售额', 'Net sales')], rows: top.map((r) => [r.itemName, qty(r.qty), money(r.amount)]) },
    links,
  };
}
