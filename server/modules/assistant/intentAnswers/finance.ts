import { enumLabel } from '../../../lib/enums';
import { money, picker, tableRows } from '../answer';
import * as finance from '../queries/finance';
import type { IntentContext } from '../intentContext';
import { daysSince, link, linkWith, more, periodOr, thisMonth, type Builds } from './parts';

const settlementList = '/pages/finance/settlement';
/**
 * The settlements an answer counted, where they are: one opens its own screen; several open the settlement list on
 * their status tab, one link per status when they are under several (the list shows one status at a time), each
 * labelled with its count so the tab opened holds what was said.
 */
function settlementLinks(ctx: IntentContext, rows: readonly { id: number; status: number }[]) {
  const p = picker(ctx.lang);
  const ids = new Set(rows.map((r) => r.id));
  if (ids.size === 1) return [link(p('查看结算单', 'Open the settlement'), `/pages/finance/account-info?id=${rows[0].id}`)];
  const byStatus = new Map<number, Set<number>>();
  for (const r of rows) byStatus.set(r.status, (byStatus.get(r.status) ?? new Set()).add(r.id));
  return [...byStatus].sort(([a], [b]) => a - b).map(([status, of]) => {
    const label = enumLabel('settlementStatus', status, ctx.lang);
    return linkWith(p(`${label}（${of.size}）`, `${label} (${of.size})`), settlementList, { status });
  });
}

/** Finance: statements to confirm and their breakdown, invoices to issue, payments due, prepayments left, fees and deductions. */
export const financeAnswers = {
  async statementsToConfirm(ctx) {
    const p = picker(ctx.lang);
    const rows = await finance.statementsAwaiting(ctx.db, ctx.scope);
    if (!rows.length) return { text: p('目前没有待您确认的对账单。', 'No statements await your confirmation right now.'), table: null, links: [link(p('单据对账', 'Reconciliation'), '/pages/finance/index')] };
    const sum = rows.reduce((s, r) => s + Math.round(Number(r.payableAmount) * 100), 0);
    return {
      text: p(`有 ${rows.length} 张对账单待您确认，应付合计 ${money((sum / 100).toFixed(2))}。`, `${rows.length} statement${rows.length > 1 ? 's' : ''} await${rows.length > 1 ? '' : 's'} your confirmation, payable ${money((sum / 100).toFixed(2))} in total.`) + more(rows.length, p),
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
      text: p(`对账单 ${s.sheetNo}（${s.periodStart}~${s.periodEnd}，${enumLabel('statementStatus', s.status, ctx.lang)}）应付 ${money(s.payableAmount)} = 入库 ${money(s.inAmount)} − 退货 ${money(s.outAmount)} + 联营 ${money(s.jointAmount)} + 代销 ${money(s.consignAmount)} − 费用 ${money(s.feeAmount)}。与您账上不一致时，请先核对退货和费用明细；仍有差异可在对账单上提出异议。`,
        `Statement ${s.sheetNo} (${s.periodStart}~${s.periodEnd}, ${enumLabel('statementStatus', s.status, ctx.lang)}) is payable ${money(s.payableAmount)} = receipts ${money(s.inAmount)} − returns ${money(s.outAmount)} + joint venture ${money(s.jointAmount)} + consignment ${money(s.consignAmount)} − fees ${money(s.feeAmount)}. If it differs from your books, check the returns and fees first; dispute the statement if a difference remains.`),
      table: { columns: [p('类型', 'Kind'), p('笔数', 'Lines'), p('金额', 'Amount')], rows: lines.map((l) => [kinds[l.sourceType]?.[ctx.lang === 'en' ? 1 : 0] ?? enumLabel('reconLineType', l.sourceType, ctx.lang), String(l.lines), money(l.amount)]) },
      links: [link(p('打开对账单', 'Open the statement'), `/pages/finance/bill-detail?id=${s.id}`)],
    };
  },

  async invoiceTodo(ctx) {
    const p = picker(ctx.lang);
    const { waiting, rejected } = await finance.invoiceTodo(ctx.db, ctx.scope, ctx.sheetNo);
    // A cancelled settlement asked for by its number: nothing to invoice, its invoices void (as its screen says).
    const cancelled = ctx.sheetNo && waiting[0]?.status === 9 ? waiting[0] : null;
    if (cancelled) {
      return {
        text: p(`结算单 ${cancelled.sheetNo} 已作废，无需开票；为它开具的发票已作废退回。`, `Settlement ${cancelled.sheetNo} was cancelled: nothing to invoice, and any invoices given for it are void and returned.`),
        table: null,
        links: [link(p('查看结算单', 'Open the settlement'), `/pages/finance/account-info?id=${cancelled.id}`)],
      };
    }
    if (!waiting.length && !rejected.length) return { text: ctx.sheetNo ? p(`没有找到您的结算单 ${ctx.sheetNo}，请核对单号。`, `I found no settlement ${ctx.sheetNo} of yours; please check the number.`) : p('目前没有等您开票的结算单，也没有被驳回的发票。', 'No settlement awaits your invoice and no invoice was rejected.'), table: null, links: [link(p('单据对账', 'Reconciliation'), '/pages/finance/index')] };
    const due = waiting.reduce((s, r) => s + Math.round((Number(r.invoiceRequired) - Number(r.invoicedAmount)) * 100), 0);
    const parts = [
      waiting.length ? p(`${waiting.length} 张结算单等您开票，尚需开票 ${money((due / 100).toFixed(2))}`, `${waiting.length} settlement${waiting.length > 1 ? 's' : ''} await${waiting.length > 1 ? '' : 's'} your invoices, ${money((due / 100).toFixed(2))} still to invoice`) : '',
      rejected.length ? p(`${rejected.length} 张发票被驳回（${rejected[0].invoiceNo}：${rejected[0].reason ?? '未写原因'}）`, `${rejected.length} invoice${rejected.length > 1 ? 's were' : ' was'} rejected (${rejected[0].invoiceNo}: ${rejected[0].reason ?? 'no reason given'})`) : '',
    ].filter(Boolean);
    return {
      text: `${parts.join(p('；', '; '))}${p('。', '.')}`,
      table: waiting.length
        ? { columns: [p('结算单', 'Settlement'), p('应开票', 'Invoice required'), p('已开票', 'Invoiced')], rows: waiting.slice(0, tableRows).map((r) => [r.sheetNo, money(r.invoiceRequired), money(r.invoicedAmount)]) }
        : { columns: [p('结算单', 'Settlement'), p('发票号', 'Invoice no.'), p('驳回原因', 'Reason')], rows: rejected.slice(0, tableRows).map((r) => [r.sheetNo, r.invoiceNo, r.reason ?? '-']) },
      // the settlements awaiting invoices (the list's 待开票 tab), else those whose invoices were rejected
      links: settlementLinks(ctx, waiting.length ? waiting : rejected.map((r) => ({ id: r.settlementId, status: r.status }))),
    };
  },

  async payment(ctx) {
    const p = picker(ctx.lang);
    const { open, ledger } = await finance.outstanding(ctx.db, ctx.scope);
    const total = open.reduce((s, r) => s + Math.round(Number(r.outstanding) * 100), 0);
    const balance = ledger ? p(`应付台账余额 ${money(ledger.balance)}（截至 ${ledger.bizDate}）。`, ` The payable ledger's balance is ${money(ledger.balance)} (as of ${ledger.bizDate}).`) : '';
    if (!open.length) return { text: p(`目前没有待付款的结算单。${balance}`, `No settlement is waiting to be paid.${balance}`), table: null, links: [link(p('单据对账', 'Reconciliation'), '/pages/finance/index')] };
    const next = open.find((r) => r.payDueDate) ?? open[0];
    // a due date already passed is said as overdue ("is due on" a past day read as a promise still to come)
    const late = next.payDueDate ? daysSince(ctx, next.payDueDate) : 0;
    const due = !next.payDueDate
      ? p('应付日期 未定', 'has no due date yet')
      : late > 0
        ? p(`应付日期 ${next.payDueDate}，已逾期 ${late} 天`, `was due on ${next.payDueDate}, overdue by ${late} day${late > 1 ? 's' : ''}`)
        : p(`应付日期 ${next.payDueDate}`, `is due on ${next.payDueDate}`);
    return {
      text: p(`待付款 ${money((total / 100).toFixed(2))}，共 ${open.length} 张结算单；最近一笔 ${money(next.outstanding)}，${due}（${enumLabel('settlementStatus', next.status, ctx.lang)}）。${balance}`,
        `${money((total / 100).toFixed(2))} is outstanding on ${open.length} settlement${open.length > 1 ? 's' : ''}; the next, ${money(next.outstanding)}, ${due} (${enumLabel('settlementStatus', next.status, ctx.lang)}).${balance}`) + more(open.length, p),
      table: { columns: [p('结算单', 'Settlement'), p('未付', 'Outstanding'), p('应付日期', 'Due'), p('状态', 'Status')], rows: open.slice(0, tableRows).map((r) => [r.sheetNo, money(r.outstanding), r.payDueDate ?? '-', enumLabel('settlementStatus', r.status, ctx.lang)]) },
      // the settlements counted, on their tabs of the settlement list (reconciliation lists statements, not these)
      links: ctx.menuCodes.has('SCM_FINANCE_SETTLEMENT') ? settlementLinks(ctx, open) : [link(p('单据对账', 'Reconciliation'), '/pages/finance/index')],
    };
  },

  async prepayment(ctx) {
    const p = picker(ctx.lang);
    const rows = await finance.prepayments(ctx.db, ctx.scope);
    const left = rows.reduce((s, r) => s + Math.round(Number(r.left) * 100), 0);
    if (!rows.length) return { text: p('您没有未用完的预付款，余额为 ¥0.00。', 'You have no prepayment left; the balance is ¥0.00.'), table: null, links: [] };
    return {
      text: p(`预付款余额 ${money((left / 100).toFixed(2))}（${rows.length} 笔）。`, `Your prepayment balance is ${money((left / 100).toFixed(2))} (${rows.length} prepayment${rows.length > 1 ? 's' : ''}).`),
      table: { columns: [p('单号', 'Sheet no.'), p('金额', 'Amount'), p('已用', 'Used'), p('余额', 'Left')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, money(r.amount), money(r.used), money(r.left)]) },
      links: [link(p('单据对账', 'Reconciliation'), '/pages/finance/index')],
    };
  },
  async fees(ctx) {
    const p = picker(ctx.lang);
    const period = periodOr(ctx, () => thisMonth(ctx));
    const rows = await finance.feesIn(ctx.db, ctx.scope, period.from, period.to, ctx.today);
    const when = period.label[ctx.lang];
    // the fee list over the period counted (it opens on this year otherwise)
    const feeLink = linkWith(p('费用明细', 'Fees'), '/pages/finance/fee', { dateFrom: period.from, dateTo: period.to });
    if (!rows.length) return { text: p(`${when}没有扣款。`, `Nothing was deducted ${when}.`), table: null, links: [feeLink] };
    const cents = (v: string) => Math.round(Number(v) * 100);
    const total = rows.reduce((s, r) => s + cents(r.amount), 0);
    const open = rows.filter((r) => r.disputable);
    const soonest = open.map((r) => r.disputeDeadline).sort()[0];
    const disputeNote = open.length
      ? p(`其中 ${open.length} 笔还可申诉（最早 ${soonest} 截止）。`, ` ${open.length} of them may still be disputed (the first by ${soonest}).`)
      : p('没有还能申诉的扣款。', ' None may still be disputed.');
    // "Which can I dispute" lists those fees; otherwise the deductions are summed by kind.
    const aboutDispute = /申诉|异议|争议|不服|dispute|contest|challenge/i.test(ctx.question);
    const byKind = new Map<number, { n: number; cents: number }>();
    for (const r of rows) {
      const k = byKind.get(r.feeType) ?? { n: 0, cents: 0 };
      byKind.set(r.feeType, { n: k.n + 1, cents: k.cents + cents(r.amount) });
    }
    const kinds = [...byKind].sort((a, b) => b[1].cents - a[1].cents);
    return {
      text: p(`${when}扣款 ${rows.length} 笔，合计 ${money((total / 100).toFixed(2))}。`, `${rows.length} deduction${rows.length > 1 ? 's' : ''} ${when}, ${money((total / 100).toFixed(2))} in total.`) + disputeNote + (aboutDispute ? more(open.length, p) : ''),
      table: aboutDispute
        ? { columns: [p('费用', 'Fee'), p('日期', 'Date'), p('金额', 'Amount'), p('申诉截止', 'Dispute by')], rows: open.slice(0, tableRows).map((r) => [r.feeName, r.bizDate, money(r.amount), r.disputeDeadline]) }
        : { columns: [p('类型', 'Kind'), p('笔数', 'Count'), p('金额', 'Amount')], rows: kinds.map(([t, k]) => [enumLabel('feeType', t, ctx.lang), String(k.n), money((k.cents / 100).toFixed(2))]) },
      links: [feeLink],
    };
  },
} satisfies Builds;
