import { readRepoJson } from '../../../lib/jsonFile';
import type { Lang } from '../../../lib/language';
import { enumLabel } from '../../../lib/enums';
import type { PreparedAction } from '../../../../common/assistant/preparedAction';
import { money, picker, qty, tableRows, type Answer } from '../answer';
import type { IntentContext } from '../intentContext';
import * as finance from '../queries/finance';
import * as goods from '../queries/goods';
import * as orders from '../queries/orders';
import { link, type Builds } from './parts';

/**
 * Prepared actions: "帮我确认订单 CG…", "accept return TH…", "确认对账单 DZ…" are answered with a card of the document
 * and its figures and a button. The button sends the request the document's screen sends, with the screen's label,
 * question and success text (read from its page schema), the same version for the compare-and-set, and through the
 * same route, so the permission, the conflict answer and the messages are the screen's. Nothing is done here: the
 * client acts only when the user taps. Anything with choices (quantities, dates, a reason) goes to the screen.
 */

interface ScreenAction {
  id: string;
  label: Record<Lang, string>;
  shieldCode?: string;
  confirm?: { content: Record<Lang, string> };
  api: { url: string; method: 'POST' };
  successText: Record<Lang, string>;
}

function screenAction(page: string, id: string): ScreenAction {
  const schema = readRepoJson<{ actions: ScreenAction[] }>(`schemas/supplier/${page}.json`);
  const a = schema.actions.find((x) => x.id === id);
  if (!a) throw new Error(`schemas/supplier/${page}.json has no action ${id}`);
  return a;
}

const orderConfirm = screenAction('purchase-order.detail', 'confirmAsOrdered');
const returnConfirm = screenAction('purchase-out.detail', 'confirm');
const statementConfirm = screenAction('finance-statement.detail', 'confirm');

function prepare(a: ScreenAction, lang: Lang, body: Record<string, unknown>): PreparedAction {
  return { label: a.label[lang], confirm: a.confirm?.content[lang] ?? '', url: a.api.url, method: a.api.method, body, successText: a.successText[lang] };
}

/** Words that ask for a choice the card cannot make (other quantities, another date, a refusal with a reason). */
const choices = /数量|改成|改为|少确认|部分|只确认|日期|推迟|延后|晚点|拒绝|拒单|驳回|不同意|异议|quantit|adjust|partial|date|later|reject|refuse|dispute/i;

type Built = Omit<Answer, 'route' | 'topic' | 'handOff' | 'followUps' | 'carry'>;
const nothing = (text: string, links: Answer['links'] = []): Built => ({ text, table: null, links });

/** Which document: the one named, or the only one awaiting; several awaiting → the list, with a chip per document. */
function pickOne<T extends { sheetNo: string }>(ctx: IntentContext, rows: T[], ask: (sheetNo: string) => string, what: [string, string]): { one: T } | { answer: Built & { followUps: string[] } } {
  const p = picker(ctx.lang);
  if (rows.length === 1) return { one: rows[0] };
  const [zh, en] = what;
  if (!rows.length) return { answer: { ...nothing(ctx.sheetNo ? p(`没有找到您的${zh} ${ctx.sheetNo}，请核对单号。`, `I found no ${en} ${ctx.sheetNo} of yours; please check the number.`) : p(`目前没有等您确认的${zh}。`, `No ${en} awaits your confirmation right now.`)), followUps: [] } };
  return {
    answer: {
      text: p(`有 ${rows.length} 张${zh}等您确认，请告诉我要确认哪一张（单号）。`, `${rows.length} ${en}s await your confirmation; tell me which one (its number).`),
      table: { columns: [p('单号', 'Sheet no.')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo]) },
      links: [],
      followUps: rows.slice(0, 3).map((r) => ask(r.sheetNo)),
    },
  };
}

const refusedBy = (ctx: IntentContext, a: ScreenAction) => Boolean(a.shieldCode && ctx.shielded.has(a.shieldCode));

export const preparedAnswers = {
  async confirmOrder(ctx) {
    const p = picker(ctx.lang);
    const list = link(p('查看采购订单', 'Open purchase orders'), '/packagesSub/purchaseOrder/index?status=2');
    if (refusedBy(ctx, orderConfirm)) return nothing(p('您的账号没有确认采购订单的权限，在这里和订单页都不能确认；请让有此权限的同事处理。', 'Your account may not confirm purchase orders, here or on the order screen; ask a colleague who may.'), [list]);
    const rows = ctx.sheetNo ? [{ sheetNo: ctx.sheetNo }] : await orders.ordersAwaitingConfirmation(ctx.db, ctx.scope, ctx.branch?.id ?? null);
    const picked = pickOne(ctx, rows, (n) => p(`确认订单 ${n}`, `Confirm order ${n}`), ['订单', 'order']);
    if ('answer' in picked) return { ...picked.answer, links: [list] };
    const found = await orders.orderForConfirm(ctx.db, ctx.scope, picked.one.sheetNo);
    if (!found) return nothing(p(`没有找到您的订单 ${picked.one.sheetNo}，请核对单号。`, `I found no order ${picked.one.sheetNo} of yours; please check the number.`), [list]);
    const { order, lines } = found;
    const open = link(p('打开订单', 'Open the order'), `/packagesSub/purchaseOrder/orderDetails?id=${order.id}`);
    if (order.status !== 2) return nothing(p(`订单 ${order.sheetNo} 当前状态：${enumLabel('poStatus', order.status, ctx.lang)}，不需要再确认。`, `Order ${order.sheetNo} is ${enumLabel('poStatus', order.status, ctx.lang)}; there is nothing to confirm.`), [open]);
    if (choices.test(ctx.question)) return nothing(p(`要改数量、日期或拒单，请在确认页逐行填写后提交：订单 ${order.sheetNo}。`, `To change quantities or the date, or to refuse, fill in order ${order.sheetNo} line by line on its confirm screen.`), [link(p('调整后确认', 'Adjust and confirm'), `/packagesSub/purchaseOrder/confirm?id=${order.id}`), open]);
    const amount = ctx.shielded.has('SCM_FINANCE_AMOUNTS') ? '' : p(`，金额 ${money(order.totalAmount)}`, `, ${money(order.totalAmount)}`);
    return {
      text: p(`订单 ${order.sheetNo}（${order.branchName}），预计 ${order.expectedDate} 到货，共 ${lines.length} 行${amount}。点「${orderConfirm.label['zh-CN']}」才会确认；不点不会有任何改动。`,
        `Order ${order.sheetNo} (${order.branchName}), expected on ${order.expectedDate}, ${lines.length} line${lines.length > 1 ? 's' : ''}${amount}. It is confirmed only when you tap "${orderConfirm.label.en}"; nothing changes otherwise.`),
      table: { columns: [p('商品', 'Item'), p('订货', 'Ordered')], rows: lines.slice(0, tableRows).map((l) => [l.name, qty(l.orderQty)]) },
      links: [open],
      action: prepare(orderConfirm, ctx.lang, { id: order.id, version: order.version, action: 'confirm', promisedDate: order.expectedDate, lines: lines.map((l) => ({ lineId: l.id, confirmedQty: l.orderQty })) }),
    };
  },

  async confirmReturn(ctx) {
    const p = picker(ctx.lang);
    const list = link(p('采购退货单', 'Purchase returns'), '/packagesSub/purchaseOut/list?status=2');
    if (refusedBy(ctx, returnConfirm)) return nothing(p('您的账号没有确认退货的权限；请让有此权限的同事处理。', 'Your account may not accept returns; ask a colleague who may.'), [list]);
    const picked = pickOne(ctx, await goods.returnsAwaiting(ctx.db, ctx.scope, ctx.sheetNo), (n) => p(`确认退货单 ${n}`, `Accept return ${n}`), ['退货单', 'return']);
    if ('answer' in picked) return { ...picked.answer, links: [list] };
    const r = picked.one;
    const open = link(p('打开退货单', 'Open the return'), `/packagesSub/purchaseOut/info?id=${r.id}`);
    if (r.status !== 2) return nothing(p(`退货单 ${r.sheetNo} 当前状态：${enumLabel('outStatus', r.status, ctx.lang)}，不需要再确认。`, `Return ${r.sheetNo} is ${enumLabel('outStatus', r.status, ctx.lang)}; there is nothing to accept.`), [open]);
    if (choices.test(ctx.question)) return nothing(p('驳回退货需要写明原因，请在退货单页操作。', 'Disputing a return needs a reason; do it on the return\'s screen.'), [open]);
    return {
      text: p(`退货单 ${r.sheetNo}（${r.branchName}），数量 ${qty(r.totalQty)}，取货期限 ${r.pickupDeadline ?? '-'}。点「${returnConfirm.label['zh-CN']}」才会确认；不点不会有任何改动。`,
        `Return ${r.sheetNo} (${r.branchName}), quantity ${qty(r.totalQty)}, pickup by ${r.pickupDeadline ?? '-'}. It is accepted only when you tap "${returnConfirm.label.en}"; nothing changes otherwise.`),
      table: null,
      links: [open],
      action: prepare(returnConfirm, ctx.lang, { id: r.id, version: r.version, action: 'confirm' }),
    };
  },

  async confirmStatement(ctx) {
    const p = picker(ctx.lang);
    const list = link(p('去对账', 'Open reconciliation'), '/pages/finance/index?status=0');
    const picked = pickOne(ctx, await finance.statementsAwaiting(ctx.db, ctx.scope, ctx.sheetNo), (n) => p(`确认对账单 ${n}`, `Confirm statement ${n}`), ['对账单', 'statement']);
    if ('answer' in picked) return { ...picked.answer, links: [list] };
    const s = picked.one;
    const open = link(p('打开对账单', 'Open the statement'), `/pages/finance/bill-detail?id=${s.id}`);
    if (s.status !== 0) return nothing(p(`对账单 ${s.sheetNo} 当前状态：${enumLabel('statementStatus', s.status, ctx.lang)}，不需要再确认。`, `Statement ${s.sheetNo} is ${enumLabel('statementStatus', s.status, ctx.lang)}; there is nothing to confirm.`), [open]);
    if (choices.test(ctx.question)) return nothing(p('对账单有异议需要写明原因，请在对账单页提出。', 'A dispute needs a reason; raise it on the statement\'s screen.'), [open]);
    return {
      text: p(`对账单 ${s.sheetNo}（${s.periodStart}~${s.periodEnd}），应付 ${money(s.payableAmount)}。${statementConfirm.confirm?.content['zh-CN'] ?? ''} 点「${statementConfirm.label['zh-CN']}」才会确认；不点不会有任何改动。`,
        `Statement ${s.sheetNo} (${s.periodStart}~${s.periodEnd}), payable ${money(s.payableAmount)}. ${statementConfirm.confirm?.content.en ?? ''} It is confirmed only when you tap "${statementConfirm.label.en}"; nothing changes otherwise.`),
      table: null,
      links: [open],
      action: prepare(statementConfirm, ctx.lang, { id: s.id, version: s.version, action: 'confirm' }),
    };
  },
} satisfies Builds;
