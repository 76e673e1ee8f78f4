import { formatRate } from '../../../../common/format/format';
import { enumLabel } from '../../../lib/enums';
import { money, picker, qty, tableRows } from '../answer';
import * as goods from '../queries/goods';
import * as orders from '../queries/orders';
import { AMOUNTS, at, lastDays, link, linkWith, more, pathWith, periodOr, thisMonth, type Builds } from './parts';

/** What the arrival-rate report answers (its route, read as the asker): rates are ratios ("0.7820"). */
interface ArrivalRates {
  orderQty: string;
  receivedQty: string;
  qtyRate: string | null;
  onTimeRate: string | null;
}
interface ArrivalReport {
  rows: (ArrivalRates & { name: string })[];
  summary: ArrivalRates | null;
}

/** How many of the short lines' orders a short-delivery answer links to. */
const shortOrderLinks = 3;

/** Purchase orders and returns: what awaits confirmation, what is due, an order's status, arrival and short delivery. */
export const orderAnswers = {
  async ordersToConfirm(ctx) {
    const p = picker(ctx.lang);
    const rows = await orders.ordersAwaitingConfirmation(ctx.db, ctx.scope, ctx.branch?.id ?? null);
    const showAmount = !ctx.shielded.has(AMOUNTS);
    const q = ctx.branch ? `?status=2&branchId=${ctx.branch.id}` : '?status=2';
    if (!rows.length) return { text: p(`目前没有待您确认的订单${at(ctx, p)}。`, `No orders await your confirmation${at(ctx, p)} right now.`), table: null, links: [link(p('查看采购订单', 'Open purchase orders'), '/packagesSub/purchaseOrder/index')] };
    return {
      text: p(`有 ${rows.length} 张订单待您确认${at(ctx, p)}，最早的预计 ${rows[0].expectedDate} 到货。`, `${rows.length} order${rows.length > 1 ? 's' : ''} await${rows.length > 1 ? '' : 's'} your confirmation${at(ctx, p)}; the earliest is expected on ${rows[0].expectedDate}.`) + more(rows.length, p),
      table: {
        columns: [p('单号', 'Sheet no.'), p('收货门店', 'Receiving store'), p('预计到货', 'Expected'), ...(showAmount ? [p('金额', 'Amount')] : [])],
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
    // The list's due-date filter reads the same date and statuses as the answer, so the link opens exactly the orders counted.
    const listLink = pathWith('/packagesSub/purchaseOrder/index', { dueFrom: period.from, dueTo: period.to, branchId: ctx.branch?.id });
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
    const rows = await orders.ordersClosed(ctx.db, ctx.scope, period.from, period.to, ctx.branch?.id ?? null);
    const when = period.label[ctx.lang];
    const expired = rows.filter((r) => r.status === 8).length;
    const cancelled = rows.length - expired;
    if (!rows.length) return { text: p(`${when}${at(ctx, p)}没有过期或作废的订单。`, `No orders expired or were cancelled ${when}${at(ctx, p)}.`), table: null, links: [] };
    // The list shows one status at a time: a link per status counted, each with the period and store of the answer.
    const listOf = (status: number) => pathWith('/packagesSub/purchaseOrder/index', { status, dateFrom: period.from, dateTo: period.to, branchId: ctx.branch?.id });
    return {
      text: p(`${when}${at(ctx, p)}有 ${expired} 张订单过期、${cancelled} 张被作废。`, `${when[0].toUpperCase()}${when.slice(1)}${at(ctx, p)}: ${expired} order${expired === 1 ? '' : 's'} expired and ${cancelled} ${cancelled === 1 ? 'was' : 'were'} cancelled.`) + more(rows.length, p),
      table: { columns: [p('单号', 'Sheet no.'), p('门店', 'Branch'), p('订单日期', 'Ordered'), p('状态', 'Status')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, r.branchName, r.orderDate, enumLabel('poStatus', r.status, ctx.lang)]) },
      links: [
        ...(expired ? [link(p(`查看过期订单（${expired}）`, `Open expired orders (${expired})`), listOf(8))] : []),
        ...(cancelled ? [link(p(`查看作废订单（${cancelled}）`, `Open cancelled orders (${cancelled})`), listOf(9))] : []),
      ],
    };
  },

  async arrivalRate(ctx) {
    const p = picker(ctx.lang);
    const period = periodOr(ctx, () => thisMonth(ctx));
    // The arrival-rate report's own figures (read as the asker), so the rates said are the ones its link opens on:
    // its on-time rate is quantity received by the due date over quantity ordered, not a count of orders.
    const filters = { dateFrom: period.from, dateTo: period.to, groupBy: 'branch', branchId: ctx.branch?.id };
    const reportLink = linkWith(p('到货率报表', 'Arrival rate report'), '/packagesSub/arrivalRate/list', filters);
    const report = await ctx.read<ArrivalReport>('POST', '/scm/report/delivery-rate-analyse/query', filters);
    if (!report) return { text: p('您的账号没有查看到货率报表的权限，请联系本供应商的管理员。', "Your account may not see the arrival rate report; ask your supplier's administrator."), table: null, links: [] };
    const total = report.summary;
    const when = period.label[ctx.lang];
    if (!total || Number(total.orderQty) === 0) return { text: p(`${when}${at(ctx, p)}没有预计到货的订单，暂无到货率。`, `No orders were expected ${when}${at(ctx, p)}, so there is no arrival rate yet.`), table: null, links: [reportLink] };
    return {
      text: p(`${when}${at(ctx, p)}到货率 ${formatRate(total.qtyRate)}（实收 ${qty(total.receivedQty)} / 订货 ${qty(total.orderQty)}），准时到货率 ${formatRate(total.onTimeRate)}。`, `Arrival rate ${when}${at(ctx, p)}: ${formatRate(total.qtyRate)} (${qty(total.receivedQty)} received of ${qty(total.orderQty)} ordered); on-time rate ${formatRate(total.onTimeRate)}.`) + more(report.rows.length, p),
      table: { columns: [p('门店', 'Branch'), p('到货率', 'Arrival'), p('准时率', 'On time')], rows: report.rows.slice(0, tableRows).map((r) => [r.name, formatRate(r.qtyRate), formatRate(r.onTimeRate)]) },
      links: [reportLink],
    };
  },

  async shortDelivery(ctx) {
    const p = picker(ctx.lang);
    const period = periodOr(ctx, () => lastDays(ctx, 30));
    const rows = await orders.shortLines(ctx.db, ctx.scope, period.from, period.to);
    const when = period.label[ctx.lang];
    if (!rows.length) return { text: p(`${when}没有少送的商品。`, `Nothing was delivered short ${when}.`), table: null, links: [] };
    return {
      text: p(`${when}有 ${rows[0].total} 行商品实收少于订货。`, `${rows[0].total} order line${rows[0].total > 1 ? 's' : ''} ${when} received less than ordered.`) + more(rows[0].total, p),
      table: { columns: [p('单号', 'Sheet no.'), p('商品', 'Item'), p('订货', 'Ordered'), p('实收', 'Received')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, r.name, qty(r.orderQty), qty(r.receivedQty)]) },
      // The orders of the lines shown, each opening on its ordered, confirmed and received quantities per line: the
      // arrival-rate report it linked to speaks of rates, not of which lines came short.
      links: [...new Map(rows.slice(0, tableRows).map((r) => [r.orderId, r.sheetNo])).entries()].slice(0, shortOrderLinks)
        .map(([id, sheetNo]) => link(p(`打开订单 ${sheetNo}`, `Open order ${sheetNo}`), `/packagesSub/purchaseOrder/orderDetails?id=${id}`)),
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
} satisfies Builds;
