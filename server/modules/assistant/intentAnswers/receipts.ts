import { businessToday } from '../../../lib/businessDay';
import { enumLabel } from '../../../lib/enums';
import { picker, qty, tableRows } from '../answer';
import type { IntentContext } from '../intentContext';
import { at, lastDays, linkWith, periodOr, type Builds } from './parts';

/** What the goods receipt list answers (its route, read as the asker): the newest rows and its tabs' counts. */
interface ReceiptPage {
  rows: { sheetNo: string; branchName: string; inTime: string; totalQty: string; reconStatus: number }[];
  total: number;
  reconCounts: Record<string, number>;
}

const route = '/packagesSub/purchaseIn/list';
/** reconStatus 0: received, not yet on a statement (未对账) */
const open = 0;

/**
 * The supplier's goods receipts of a period (the last 30 days, as the list opens): how many, how many not yet
 * reconciled and the newest ones, read from the receipt list itself, so the figures said are the badges its links open on.
 */
export const receiptAnswers = {
  async receipts(ctx: IntentContext) {
    const p = picker(ctx.lang);
    const period = periodOr(ctx, () => lastDays(ctx, 30));
    const filters = { dateFrom: period.from, dateTo: period.to, branchId: ctx.branch?.id };
    const page = await ctx.read<ReceiptPage>('POST', '/scm/purchase/purchase-in/list', { ...filters, pageNum: 1, pageSize: tableRows });
    const all = linkWith(p('查看收货单', 'Open goods receipts'), route, filters);
    if (!page) return { text: p('您的账号没有查看收货单的权限，请联系本供应商的管理员。', "Your account may not see goods receipts; ask your supplier's administrator."), table: null, links: [] };
    const when = period.label[ctx.lang];
    if (!page.total) return { text: p(`${when}${at(ctx, p)}没有收货单。`, `No goods receipts ${when}${at(ctx, p)}.`), table: null, links: [all] };
    const unreconciled = page.reconCounts[String(open)] ?? 0;
    const plural = (n: number) => (n === 1 ? '' : 's');
    const shown = page.total > page.rows.length ? p(`（显示最近 ${page.rows.length} 张）`, ` (the newest ${page.rows.length} shown)`) : '';
    return {
      text: p(
        `${when}${at(ctx, p)}有 ${page.total} 张收货单，其中 ${unreconciled} 张还未对账。${shown}`,
        `${page.total} goods receipt${plural(page.total)} ${when}${at(ctx, p)}; ${unreconciled} not yet reconciled.${shown}`,
      ),
      table: {
        columns: [p('收货单号', 'Receipt no.'), p('门店', 'Branch'), p('收货日期', 'Received'), p('数量', 'Qty'), p('对账', 'Reconciliation')],
        rows: page.rows.map((r) => [r.sheetNo, r.branchName, businessToday(new Date(r.inTime)), qty(r.totalQty), enumLabel('reconStatus', r.reconStatus, ctx.lang)]),
      },
      links: [
        ...(unreconciled ? [linkWith(p(`未对账的收货单（${unreconciled}）`, `Receipts not yet reconciled (${unreconciled})`), route, { reconStatus: open, ...filters })] : []),
        all,
      ],
    };
  },
} satisfies Builds;
