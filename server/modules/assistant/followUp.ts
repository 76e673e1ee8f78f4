import { picker, type Answer, type Carry } from './answer';
import type { IntentContext } from './intentContext';
import type { IntentName } from './understand/classify';

/**
 * Follow-up questions: after an intent's answer, "上个月呢", "按门店分一下", "只看人民路店" or "what about last month?"
 * keep the last intent and its parameters and change only what they name. The answer offers such questions as
 * chips, in its own language, only where the intent reads that parameter.
 */

/** Intents answering for a period, for a branch, and per branch. */
const periodic = new Set<IntentName>(['ordersDue', 'ordersExpired', 'arrivalRate', 'shortDelivery', 'receipts', 'sales', 'jointSales', 'consignSales', 'fees']);
const perBranch = new Set<IntentName>(['sales', 'jointSales', 'consignSales']);

/** The words that make a short question a follow-up of the last answer rather than a question of its own. */
const marker = /呢|那|再看|换成|只看|只要|按门店|分门店|全部门店|所有门店|what about|how about|and for|\bonly\b|by (?:branch|store)|per (?:branch|store)|all (?:branches|stores)/i;
/** "All branches again": a follow-up that drops the branch the last answer was narrowed to. */
export const allBranches = /全部门店|所有门店|all (?:branches|stores)/i;

export const carryOf = (ctx: IntentContext): Carry => ({ intent: ctx.intent, sheetNo: ctx.sheetNo, period: ctx.period, branch: ctx.branch, days: ctx.days, byBranch: ctx.byBranch });

/**
 * Whether a question the rules could not route continues the last answer: it says so ("呢", "only", "by branch") and
 * names something the intent can change (a period, a branch, a number of days, per branch, all branches).
 */
export function isFollowUp(question: string, ctx: IntentContext): boolean {
  return marker.test(question) && Boolean(ctx.period || ctx.branch || ctx.days || ctx.byBranch || allBranches.test(question));
}

/** The follow-up's context: what it names, and the rest from the last answer. */
export function withCarry(ctx: IntentContext, carry: Carry): IntentContext {
  return {
    ...ctx,
    sheetNo: ctx.sheetNo ?? carry.sheetNo,
    period: ctx.period ?? carry.period,
    branch: allBranches.test(ctx.question) ? null : (ctx.branch ?? carry.branch),
    days: ctx.days ?? carry.days,
    byBranch: ctx.byBranch || carry.byBranch,
  };
}

/** Chips for the next question: another month, per branch, one branch of the table (at most three). */
export function followUpsOf(ctx: IntentContext, table: Answer['table']): string[] {
  const p = picker(ctx.lang);
  const out: string[] = [];
  if (periodic.has(ctx.intent)) {
    const lastMonth = ctx.period?.label['zh-CN'] === '上月';
    out.push(lastMonth ? p('本月呢?', 'And this month?') : p('上个月呢?', 'What about last month?'));
  }
  if (perBranch.has(ctx.intent) && !ctx.byBranch) out.push(p('按门店分一下', 'By store'));
  if (ctx.branch) out.push(p('全部门店呢?', 'And all branches?'));
  else {
    const first = firstBranchIn(table);
    if (first) out.push(p(`只看${first}`, `Only ${first}`));
  }
  return out.slice(0, 3);
}

/** The branch (store) of an answer table's first row, for an "only that one" chip, or undefined. */
export function firstBranchIn(table: Answer['table']): string | undefined {
  const col = table?.columns.findIndex((c) => /门店|branch|store/i.test(c)) ?? -1;
  return col >= 0 ? table!.rows[0]?.[col] : undefined;
}
