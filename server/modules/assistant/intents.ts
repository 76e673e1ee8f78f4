import { enumLabel } from '../../lib/enums';
import { money, picker, qty, tableRows, type Answer } from './answer';
import type { IntentContext } from './intentContext';
import * as finance from './queries/finance';
import * as goods from './queries/goods';
import * as orders from './queries/orders';
import type { IntentName } from './understand/classify';
import type { Period } from './understand/period';

/**
 * The data intents of domain.md §6.2: each runs its read-only queries (queries/*.ts, scoped to the session's
 * supplier) and says what they found, with the figures as the queries answered them and a link to the screen where
 * the user acts. Nothing here writes, and nothing is said that a query did not answer.
 */

type Link = Answer['links'][number];
type Build = (ctx: IntentContext) => Promise<Omit<Answer, 'route' | 'topic' | 'handOff'>>;

const AMOUNTS = 'SCM_FINANCE_AMOUNTS';

/** The menu function each intent reads, so the assistant shows nothing the user's menu does not. */
export const intentMenu: Record<IntentName, string> = {
  ordersToConfirm: 'SCM_PURCHASE_ORDER', ordersDue: 'SCM_PURCHASE_ORDER', orderStatus: 'SCM_PURCHASE_ORDER', ordersExpired: 'SCM_PURCHASE_ORDER',
  arrivalRate: 'SCM_PURCHASE_ORDER', shortDelivery: 'SCM_PURCHASE_ORDER', returnsToConfirm: 'SCM_PURCHASE_OUT',
  statementsToConfirm: 'SCM_FINANCE', statementBreakdown: 'SCM_FINANCE', invoiceTodo: 'SCM_FINANCE', payment: 'SCM_FINANCE', prepayment: 'SCM_FINANCE',
  sales: 'SCM_RETAIL_SALES', jointSales: 'SCM_JOINT_SALE', consignSales: 'SCM_COST_AGENT', stock: 'SCM_STOCK_QUERY', unsalable: 'SCM_UNSALABLE',
  newItems: 'SCM_NEW_PRODUCT', replenishPending: 'SCM_REPLENISH', feedbackOpen: 'SCM_AI',
};

const periodOr = (ctx: IntentContext, fallback: () => Period): Period => ctx.period ?? fallback();
const thisMonth = (ctx: IntentContext): Period => ({ from: `${ctx.today.slice(0, 8)}01`, to: ctx.today, label: { 'zh-CN': '本月', en: 'this month' } });
const lastDays = (ctx: IntentContext, n: number): Period => {
  const d = new Date(`${ctx.today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (n - 1));
  return { from: d.toISOString().slice(0, 10), to: ctx.today, label: { 'zh-CN': `最近${n}天`, en: `the last ${n} days` } };
};
const more = (n: number, p: ReturnType<typeof picker>) => (n > tableRows ? p(`（显示前 ${tableRows} 条，共 ${n} 条）`, ` (first ${tableRows} of ${n} shown)`) : '');
const link = (label: string, path: string): Link => ({ label, path });
const at = (ctx: IntentContext, p: ReturnType<typeof picker>) => (ctx.branch ? p(`（${ctx.branch.name}）`, ` at ${ctx.branch.name}`) : '');

const builds: Record<IntentName, Build> = {
  async ordersToConfirm(ctx) {
    const p = picker(ctx.lang);
    const rows = await orders.ordersAwaitingConfirmation(ctx.db, ctx.scope, ctx.branch?.id ?? null);
    const showAmount = !ctx.shielded.has(AMOUNTS);
    const q = ctx.branch ? `?status=2&branchId=${ctx.branch.id}` : '?status=2';
    if (!rows.length) return { text: p(`目前没有待您确认的订单${at(ctx, p)}。`, `No orders await your confirmation${at(ctx, p)} right now.`), table: null, links: [link(p('查看采购订单', 'Open purchase orders'), '/packagesSub/purchaseOrder/index')] };
    return {
      text: p(`有 ${rows.length} 张订单待您确认${at(ctx, p)}，最早的预计 ${rows[0].expectedDate} 到货。`, `${rows.length} order${rows.length > 1 ? 's' : ''} await${rows.length > 1 ? '' : 's'} your confirmation${at(ctx, p)}; the earliest is expected on ${rows[0].expectedDate}.`) + more(rows.length, p),
      table: {
        columns: [p('单号', 'Sheet no.'), p('收货门店', 'Receiving branch'), p('预计到货', 'Expected'), ...(showAmount ? [p('金额', 'Amount')] : [])],
        rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, r.branchName, r.expectedDate, ...(showAmount ? [money(r.totalAmount)] : [])]),
      },
      links: [link(p(`去确认（${rows.length}）`, `Confirm them (${rows.length})`), `/packagesSub/purchaseOrder/index${q}`)],
    };
  },

  async ordersDue(ctx) {
    const p = picker(ctx.lang);
    const period = periodOr(ctx, () => ({ from: ctx.today, to: ctx.today, label: { 'zh-CN': '今天', en: 'today' } }));
    const rows = await orders.ordersDue(ctx.db, ctx.scope, period.from, period.to, ctx.branch?.id ?? null);
    const when = period.label[ctx.lang];
    const listLink = period.from === ctx.today && period.to === ctx.today ? '/packagesSub/purchaseOrder/index?dueToday=true' : '/packagesSub/purchaseOrder/index?status=3';
    if (!rows.length) return { text: p(`${when}没有应到货的订单${at(ctx, p)}。`, `No orders are due for delivery ${when}${at(ctx, p)}.`), table: null, links: [link(p('查看采购订单', 'Open purchase orders'), '/packagesSub/purchaseOrder/index')] };
    return {
      text: p(`${when}应到货的订单${at(ctx, p)}共 ${rows.length} 张。`, `${rows.length} order${rows.length > 1 ? 's are' : ' is'} due for delivery ${when}${at(ctx, p)}.`) + more(rows.length, p),
      table: { columns: [p('单号', 'Sheet no.'), p('收货门店', 'Branch'), p('到货日', 'Due'), p('状态', 'Status')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, r.branchName, r.expectedDate, enumLabel('poStatus', r.status, ctx.lang)]) },
      links: [link(p('打开订单列表', 'Open the orders'), listLink)],
    };
  },

  async orderStatus(ctx) {
    const p = picker(ctx.lang);
    const found = ctx.sheetNo ? await orders.orderBySheetNo(ctx.db, ctx.scope, ctx.sheetNo) : null;
    if (!found) {
      return {
        text: ctx.sheetNo ? p(`没有找到您的订单 ${ctx.sheetNo}，请核对单号。`, `I found no order ${ctx.sheetNo} of yours; please check the number.`) : p('请告诉我订单号（以 CG 开头），我来查它的状态。', 'Tell me the order number (it starts with CG) and I will look it up.'),
        table: null,
        links: [link(p('查看采购订单', 'Open purchase orders'), '/packagesSub/purchaseOrder/index')],
      };
    }
    const { order, lines } = found;
    const status = enumLabel('poStatus', order.status, ctx.lang);
    const reason = order.rejectReason ? p(`，拒绝原因：${order.rejectReason}`, `; refused because: ${order.rejectReason}`) : '';
    return {
      text: p(`订单 ${order.sheetNo}（${order.branchName}）状态：${status}，预计到货 ${order.expectedDate}，共 ${lines.length} 行${reason}。`, `Order ${order.sheetNo} (${order.branchName}) is ${status}, expected on ${order.expectedDate}, ${lines.length} line${lines.length > 1 ? 's' : ''}${reason}.`),
      table: { columns: [p('商品', 'Item'), p('订货', 'Ordered'), p('确认', 'Confirmed'), p('实收', 'Received')], rows: lines.slice(0, tableRows).map((l) => [l.name, qty(l.orderQty), l.confirmedQty === null ? '-' : qty(l.confirmedQty), qty(l.receivedQty)]) },
      links: [link(p('打开订单', 'Open the order'), `/packagesSub/purchaseOrder/orderDetails?id=${order.id}`)],
    };
  },

  async ordersExpired(ctx) {
    const p = picker(ctx.lang);
    const period = periodOr(ctx, () => lastDays(ctx, 30));
    const rows = await orders.ordersClosed(ctx.db, ctx.scope, period.from, period.to);
    const when = period.label[ctx.lang];
    const expired = rows.filter((r) => r.status === 8).length;
    if (!rows.length) return { text: p(`${when}没有过期或作废的订单。`, `No orders expired or were cancelled ${when}.`), table: null, links: [] };
    return {
      text: p(`${when}有 ${expired} 张订单过期、${rows.length - expired} 张被作废。`, `${when[0].toUpperCase()}${when.slice(1)}: ${expired} order${expired === 1 ? '' : 's'} expired and ${rows.length - expired} ${rows.length - expired === 1 ? 'was' : 'were'} cancelled.`) + more(rows.length, p),
      table: { columns: [p('单号', 'Sheet no.'), p('门店', 'Branch'), p('订单日期', 'Ordered'), p('状态', 'Status')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, r.branchName, r.orderDate, enumLabel('poStatus', r.status, ctx.lang)]) },
      links: [link(p('查看过期订单', 'Open expired orders'), `/packagesSub/purchaseOrder/index?status=8&dateFrom=${period.from}&dateTo=${period.to}`)],
    };
  },

  async arrivalRate(ctx) {
    const p = picker(ctx.lang);
    const period = periodOr(ctx, () => thisMonth(ctx));
    const rows = await orders.arrivalRates(ctx.db, ctx.scope, period.from, period.to);
    const total = rows.find((r) => r.branchName === null);
    const when = period.label[ctx.lang];
    if (!total || total.rate === null) return { text: p(`${when}没有预计到货的订单，暂无到货率。`, `No orders were expected ${when}, so there is no arrival rate yet.`), table: null, links: [link(p('到货率报表', 'Arrival rate report'), '/packagesSub/arrivalRate/list')] };
    const onTime = (r: orders.RateRow) => (r.orders ? `${((100 * r.onTime) / r.orders).toFixed(1)}%` : '-');
    const byBranch = rows.filter((r) => r.branchName !== null);
    const shown = ctx.branch ? byBranch.filter((r) => r.branchName === ctx.branch!.name) : byBranch;
    return {
      text: p(`${when}到货率 ${total.rate}%（实收 ${qty(total.received)} / 订货 ${qty(total.ordered)}），准时率 ${onTime(total)}。`, `Arrival rate ${when}: ${total.rate}% (${qty(total.received)} received of ${qty(total.ordered)} ordered); on-time rate ${onTime(total)}.`) + more(shown.length, p),
      table: { columns: [p('门店', 'Branch'), p('到货率', 'Arrival'), p('准时率', 'On time')], rows: shown.slice(0, tableRows).map((r) => [r.branchName, r.rate === null ? '-' : `${r.rate}%`, onTime(r)]) },
      links: [link(p('到货率报表', 'Arrival rate report'), '/packagesSub/arrivalRate/list')],
    };
  },

  async shortDelivery(ctx) {
    const p = picker(ctx.lang);
    const period = periodOr(ctx, () => lastDays(ctx, 30));
    const rows = await orders.shortLines(ctx.db, ctx.scope, period.from, period.to);
    const when = period.label[ctx.lang];
    if (!rows.length) return { text: p(`${when}没有少送的商品。`, `Nothing was delivered short ${when}.`), table: null, links: [] };
    return {
      text: p(`${when}有 ${rows.length} 行商品实收少于订货。`, `${rows.length} order line${rows.length > 1 ? 's' : ''} ${when} received less than ordered.`) + more(rows.length, p),
      table: { columns: [p('单号', 'Sheet no.'), p('商品', 'Item'), p('订货', 'Ordered'), p('实收', 'Received')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, r.name, qty(r.orderQty), qty(r.receivedQty)]) },
      links: [link(p('到货率报表', 'Arrival rate report'), '/packagesSub/arrivalRate/list')],
    };
  },

  async returnsToConfirm(ctx) {
    const p = picker(ctx.lang);
    const rows = await goods.returnsAwaiting(ctx.db, ctx.scope, ctx.sheetNo);
    if (ctx.sheetNo) {
      const r = rows[0];
      if (!r) return { text: p(`没有找到您的退货单 ${ctx.sheetNo}，请核对单号。`, `I found no return ${ctx.sheetNo} of yours; please check the number.`), table: null, links: [link(p('采购退货单', 'Purchase returns'), '/packagesSub/purchaseOut/list')] };
      return { text: p(`退货单 ${r.sheetNo}（${r.branchName}）状态：${enumLabel('outStatus', r.status, ctx.lang)}，数量 ${qty(r.totalQty)}，取货期限 ${r.pickupDeadline ?? '-'}。`, `Return ${r.sheetNo} (${r.branchName}) is ${enumLabel('outStatus', r.status, ctx.lang)}, quantity ${qty(r.totalQty)}, pickup by ${r.pickupDeadline ?? '-'}.`), table: null, links: [link(p('打开退货单', 'Open the return'), `/packagesSub/purchaseOut/info?id=${r.id}`)] };
    }
    if (!rows.length) return { text: p('目前没有待您确认的退货单。', 'No returns await your confirmation right now.'), table: null, links: [link(p('采购退货单', 'Purchase returns'), '/packagesSub/purchaseOut/list')] };
    return {
      text: p(`有 ${rows.length} 张退货单待您确认，最早取货期限 ${rows[0].pickupDeadline ?? '-'}。`, `${rows.length} return${rows.length > 1 ? 's' : ''} await${rows.length > 1 ? '' : 's'} your confirmation; the first pickup deadline is ${rows[0].pickupDeadline ?? '-'}.`) + more(rows.length, p),
      table: { columns: [p('单号', 'Sheet no.'), p('门店', 'Branch'), p('数量', 'Qty'), p('取货期限', 'Pickup by')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, r.branchName, qty(r.totalQty), r.pickupDeadline ?? '-']) },
      links: [link(p(`去确认（${rows.length}）`, `Confirm them (${rows.length})`), '/packagesSub/purchaseOut/list?status=2')],
    };
  },

  async statementsToConfirm(ctx) {
    const p = picker(ctx.lang);
    const rows = await finance.statementsAwaiting(ctx.db, ctx.scope);
    if (!rows.length) return { text: p('目前没有待您确认的对账单。', 'No statements await your confirmation right now.'), table: null, links: [link(p('单据对账', 'Reconciliation'), '/pages/finance/index')] };
    const sum = rows.reduce((s, r) => s + Math.round(Number(r.payableAmount) * 100), 0);
    return {
      text: p(`有 ${rows.length} 张对账单待您确认，应付合计 ${money((sum / 100).toFixed(2))} 元。`, `${rows.length} statement${rows.length > 1 ? 's' : ''} await${rows.length > 1 ? '' : 's'} your confirmation, payable ${money((sum / 100).toFixed(2))} in total.`) + more(rows.length, p),
      table: { columns: [p('单号', 'Sheet no.'), p('期间', 'Period'), p('应付', 'Payable'), p('截止', 'Deadline')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, `${r.periodStart}~${r.periodEnd}`, money(r.payableAmount), r.deadline ?? '-']) },
      links: [link(p('去对账', 'Open reconciliation'), '/pages/finance/index?status=0'), ...(rows.length === 1 ? [link(p('打开对账单', 'Open the statement'), `/pages/finance/bill-detail?id=${rows[0].id}`)] : [])],
    };
  },

  async statementBreakdown(ctx) {
    const p = picker(ctx.lang);
    const found = await finance.statementBreakdown(ctx.db, ctx.scope, ctx.sheetNo);
    if (!found) return { text: ctx.sheetNo ? p(`没有找到您的对账单 ${ctx.sheetNo}，请核对单号。`, `I found no statement ${ctx.sheetNo} of yours; please check the number.`) : p('您还没有对账单。', 'You have no statements yet.'), table: null, links: [link(p('单据对账', 'Reconciliation'), '/pages/finance/index')] };
    const { statement: s, lines } = found;
    const kinds: Record<number, [string, string]> = { 1: ['入库', 'Receipts'], 2: ['退货', 'Returns'], 3: ['联营销售', 'Joint-venture sales'], 4: ['代销销售', 'Consignment sales'], 5: ['费用', 'Fees'] };
    return {
      text: p(`对账单 ${s.sheetNo}（${s.periodStart}~${s.periodEnd}，${enumLabel('statementStatus', s.status, ctx.lang)}）应付 ${money(s.payableAmount)} 元 = 入库 ${money(s.inAmount)} − 退货 ${money(s.outAmount)} + 联营 ${money(s.jointAmount)} + 代销 ${money(s.consignAmount)} − 费用 ${money(s.feeAmount)}。与您账上不一致时，请先核对退货和费用明细；仍有差异可在对账单上提出异议。`,
        `Statement ${s.sheetNo} (${s.periodStart}~${s.periodEnd}, ${enumLabel('statementStatus', s.status, ctx.lang)}) is payable ${money(s.payableAmount)} = receipts ${money(s.inAmount)} − returns ${money(s.outAmount)} + joint venture ${money(s.jointAmount)} + consignment ${money(s.consignAmount)} − fees ${money(s.feeAmount)}. If it differs from your books, check the returns and fees first; dispute the statement if a difference remains.`),
      table: { columns: [p('类型', 'Kind'), p('笔数', 'Lines'), p('金额', 'Amount')], rows: lines.map((l) => [kinds[l.sourceType]?.[ctx.lang === 'en' ? 1 : 0] ?? String(l.sourceType), String(l.lines), money(l.amount)]) },
      links: [link(p('打开对账单', 'Open the statement'), `/pages/finance/bill-detail?id=${s.id}`)],
    };
  },

  async invoiceTodo(ctx) {
    const p = picker(ctx.lang);
    const { waiting, rejected } = await finance.invoiceTodo(ctx.db, ctx.scope, ctx.sheetNo);
    if (!waiting.length && !rejected.length) return { text: ctx.sheetNo ? p(`没有找到您的结算单 ${ctx.sheetNo}，请核对单号。`, `I found no settlement ${ctx.sheetNo} of yours; please check the number.`) : p('目前没有等您开票的结算单，也没有被驳回的发票。', 'No settlement awaits your invoice and no invoice was rejected.'), table: null, links: [link(p('单据对账', 'Reconciliation'), '/pages/finance/index')] };
    const due = waiting.reduce((s, r) => s + Math.round((Number(r.invoiceRequired) - Number(r.invoicedAmount)) * 100), 0);
    const parts = [
      waiting.length ? p(`${waiting.length} 张结算单等您开票，尚需开票 ${money((due / 100).toFixed(2))} 元`, `${waiting.length} settlement${waiting.length > 1 ? 's' : ''} await${waiting.length > 1 ? '' : 's'} your invoices, ${money((due / 100).toFixed(2))} still to invoice`) : '',
      rejected.length ? p(`${rejected.length} 张发票被驳回（${rejected[0].invoiceNo}：${rejected[0].reason ?? '未写原因'}）`, `${rejected.length} invoice${rejected.length > 1 ? 's were' : ' was'} rejected (${rejected[0].invoiceNo}: ${rejected[0].reason ?? 'no reason given'})`) : '',
    ].filter(Boolean);
    return {
      text: `${parts.join(p('；', '; '))}${p('。', '.')}`,
      table: waiting.length
        ? { columns: [p('结算单', 'Settlement'), p('应开票', 'Invoice required'), p('已开票', 'Invoiced')], rows: waiting.slice(0, tableRows).map((r) => [r.sheetNo, money(r.invoiceRequired), money(r.invoicedAmount)]) }
        : { columns: [p('结算单', 'Settlement'), p('发票号', 'Invoice no.'), p('驳回原因', 'Reason')], rows: rejected.slice(0, tableRows).map((r) => [r.sheetNo, r.invoiceNo, r.reason ?? '-']) },
      links: [link(p('去开票', 'Open settlements'), waiting.length === 1 ? `/pages/finance/account-info?id=${waiting[0].id}` : '/pages/finance/index')],
    };
  },

  async payment(ctx) {
    const p = picker(ctx.lang);
    const { open, ledger } = await finance.outstanding(ctx.db, ctx.scope);
    const total = open.reduce((s, r) => s + Math.round(Number(r.outstanding) * 100), 0);
    const balance = ledger ? p(`应付台账余额 ${money(ledger.balance)} 元（截至 ${ledger.bizDate}）。`, ` The payable ledger's balance is ${money(ledger.balance)} (as of ${ledger.bizDate}).`) : '';
    if (!open.length) return { text: p(`目前没有待付款的结算单。${balance}`, `No settlement is waiting to be paid.${balance}`), table: null, links: [link(p('单据对账', 'Reconciliation'), '/pages/finance/index')] };
    const next = open.find((r) => r.payDueDate) ?? open[0];
    return {
      text: p(`待付款 ${money((total / 100).toFixed(2))} 元，共 ${open.length} 张结算单；最近一笔 ${money(next.outstanding)} 元应付日期 ${next.payDueDate ?? '未定'}（${enumLabel('settlementStatus', next.status, ctx.lang)}）。${balance}`,
        `${money((total / 100).toFixed(2))} is outstanding on ${open.length} settlement${open.length > 1 ? 's' : ''}; the next, ${money(next.outstanding)}, is due on ${next.payDueDate ?? 'a date not set yet'} (${enumLabel('settlementStatus', next.status, ctx.lang)}).${balance}`) + more(open.length, p),
      table: { columns: [p('结算单', 'Settlement'), p('未付', 'Outstanding'), p('应付日期', 'Due'), p('状态', 'Status')], rows: open.slice(0, tableRows).map((r) => [r.sheetNo, money(r.outstanding), r.payDueDate ?? '-', enumLabel('settlementStatus', r.status, ctx.lang)]) },
      links: [link(p('查看结算单', 'Open settlements'), '/pages/finance/index')],
    };
  },

  async prepayment(ctx) {
    const p = picker(ctx.lang);
    const rows = await finance.prepayments(ctx.db, ctx.scope);
    const left = rows.reduce((s, r) => s + Math.round(Number(r.left) * 100), 0);
    if (!rows.length) return { text: p('您没有未用完的预付款，余额为 0.00 元。', 'You have no prepayment left; the balance is 0.00.'), table: null, links: [] };
    return {
      text: p(`预付款余额 ${money((left / 100).toFixed(2))} 元（${rows.length} 笔）。`, `Your prepayment balance is ${money((left / 100).toFixed(2))} (${rows.length} prepayment${rows.length > 1 ? 's' : ''}).`),
      table: { columns: [p('单号', 'Sheet no.'), p('金额', 'Amount'), p('已用', 'Used'), p('余额', 'Left')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, money(r.amount), money(r.used), money(r.left)]) },
      links: [link(p('单据对账', 'Reconciliation'), '/pages/finance/index')],
    };
  },

  sales: (ctx) => salesAnswer(ctx, null, ['零售销售', 'Retail sales'], '/packagesSub/retailSales/list'),
  jointSales: (ctx) => salesAnswer(ctx, [1], ['联营销售', 'Joint-venture sales'], '/packagesSub/report/jointSale/index'),
  consignSales: (ctx) => salesAnswer(ctx, [2], ['代销销售', 'Consignment sales'], '/packagesSub/report/costAgent/index'),

  async stock(ctx) {
    const p = picker(ctx.lang);
    if (ctx.item) {
      const rows = await goods.stockOfItem(ctx.db, ctx.scope, ctx.item.id);
      const total = rows.reduce((s, r) => s + Number(r.qty) * 1000, 0) / 1000;
      return {
        text: p(`${ctx.item.name} 在 ${rows.length} 个门店共有库存 ${qty(String(total))}。`, `${ctx.item.name}: ${qty(String(total))} in stock across ${rows.length} branch${rows.length === 1 ? '' : 'es'}.`) + more(rows.length, p),
        table: { columns: [p('门店', 'Branch'), p('库存', 'Stock')], rows: rows.slice(0, tableRows).map((r) => [r.branchName, qty(r.qty)]) },
        links: [link(p('库存查询', 'Stock query'), '/pages/index/stockQuery')],
      };
    }
    if (ctx.unknownItem) return { text: p(`在您的商品里没有找到「${ctx.unknownItem}」，请换个名称或条码再问。`, `I found no item "${ctx.unknownItem}" among your goods; try its exact name or barcode.`), table: null, links: [link(p('库存查询', 'Stock query'), '/pages/index/stockQuery')] };
    const rows = await goods.outOfStock(ctx.db, ctx.scope, ctx.branch?.id ?? null);
    if (!rows.length) return { text: p(`您的商品目前没有缺货${at(ctx, p)}。`, `None of your items is out of stock${at(ctx, p)}.`), table: null, links: [link(p('库存查询', 'Stock query'), '/pages/index/stockQuery')] };
    return {
      text: p(`有 ${rows.length} 个门店商品缺货（库存 ≤ 0）${at(ctx, p)}。`, `${rows.length} item-branch pair${rows.length > 1 ? 's are' : ' is'} out of stock (stock ≤ 0)${at(ctx, p)}.`) + more(rows.length, p),
      table: { columns: [p('商品', 'Item'), p('门店', 'Branch'), p('库存', 'Stock')], rows: rows.slice(0, tableRows).map((r) => [r.itemName, r.branchName, qty(r.qty)]) },
      links: [link(p('库存查询', 'Stock query'), '/pages/index/stockQuery')],
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
};

async function salesAnswer(ctx: IntentContext, sellWays: number[] | null, [zh, en]: [string, string], path: string) {
  const p = picker(ctx.lang);
  const period = periodOr(ctx, () => thisMonth(ctx));
  const { total, top } = await goods.salesByItem(ctx.db, ctx.scope, period.from, period.to, ctx.branch?.id ?? null, sellWays, 10);
  const when = period.label[ctx.lang];
  const share = sellWays ? p(`，应结 ${money(total.supplierAmount)} 元（扣除 ${money((Number(total.amount) - Number(total.supplierAmount)).toFixed(2))} 元）`, `; your share is ${money(total.supplierAmount)} (deduction ${money((Number(total.amount) - Number(total.supplierAmount)).toFixed(2))})`) : '';
  if (!top.length) return { text: p(`${when}${zh}${at(ctx, p)}为 0，没有销售记录。`, `${en} ${when}${at(ctx, p)}: none recorded.`), table: null, links: [link(p(zh, en), path)] };
  return {
    text: p(`${when}${zh}${at(ctx, p)}：销售额 ${money(total.amount)} 元，数量 ${qty(total.qty)}${share}。前 ${top.length} 名商品如下。`, `${en} ${when}${at(ctx, p)}: ${money(total.amount)} for ${qty(total.qty)} units${share}. The top ${top.length} items:`),
    table: { columns: [p('商品', 'Item'), p('数量', 'Qty'), p('销售额', 'Sales')], rows: top.map((r) => [r.itemName, qty(r.qty), money(r.amount)]) },
    links: [link(p(zh, en), path)],
  };
}

export async function answerIntent(ctx: IntentContext): Promise<Answer> {
  const p = picker(ctx.lang);
  if (!ctx.menuCodes.has(intentMenu[ctx.intent])) {
    return { route: 'intent', topic: ctx.intent, text: p('您的账号没有查看这类数据的权限，请联系本供应商的管理员。', 'Your account may not see this kind of data; ask your supplier\'s administrator.'), table: null, links: [], handOff: false };
  }
  const built = await builds[ctx.intent](ctx);
  return { route: 'intent', topic: ctx.intent, handOff: false, ...built };
}
