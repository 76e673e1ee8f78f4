import type { Answer } from './answer';
import { picker } from './answer';
import { carryOf, followUpsOf } from './followUp';
import type { IntentContext } from './intentContext';
import { deliveryAnswers } from './intentAnswers/delivery';
import { financeAnswers } from './intentAnswers/finance';
import { goodsAnswers } from './intentAnswers/goods';
import { orderAnswers } from './intentAnswers/orders';
import { preparedAnswers } from './intentAnswers/prepared';
import { receiptAnswers } from './intentAnswers/receipts';
import { scopeAnswers } from './intentAnswers/scope';
import type { Build } from './intentAnswers/parts';
import type { IntentName } from './understand/classify';

/**
 * The data intents of domain.md §6.2: each runs its read-only queries (queries/*.ts, scoped to the session's
 * supplier) and says what they found, with the figures as the queries answered them and a link to the screen where
 * the user acts (or, for a prepared action, the screen's own request for the client to send on a tap). Nothing here writes, and nothing is said that a query did not answer. The answers live per area
 * in intentAnswers/; this file says which menu function each needs and picks the one asked for.
 */

/** The menu function each intent reads, so the assistant shows nothing the user's menu does not. */
export const intentMenu: Record<IntentName, string> = {
  ordersToConfirm: 'SCM_PURCHASE_ORDER', ordersDue: 'SCM_PURCHASE_ORDER', orderStatus: 'SCM_PURCHASE_ORDER', ordersExpired: 'SCM_PURCHASE_ORDER',
  arrivalRate: 'SCM_ARRIVAL_RATE', shortDelivery: 'SCM_PURCHASE_ORDER', returnsToConfirm: 'SCM_PURCHASE_OUT',
  statementsToConfirm: 'SCM_FINANCE', statementBreakdown: 'SCM_FINANCE', invoiceTodo: 'SCM_FINANCE', payment: 'SCM_FINANCE', prepayment: 'SCM_FINANCE',
  sales: 'SCM_RETAIL_SALES', jointSales: 'SCM_JOINT_SALE', consignSales: 'SCM_COST_AGENT', stock: 'SCM_STOCK_QUERY', unsalable: 'SCM_UNSALABLE',
  newItems: 'SCM_NEW_PRODUCT', replenishPending: 'SCM_REPLENISH', feedbackOpen: 'SCM_AI',
  fees: 'SCM_FINANCE_FEE', runningOut: 'SCM_STOCK_QUERY', otherParty: 'SCM_AI',
  confirmOrder: 'SCM_PURCHASE_ORDER', confirmReturn: 'SCM_PURCHASE_OUT', confirmStatement: 'SCM_FINANCE',
  deliveryBookings: 'SCM_DELIVERY', deliveryToBook: 'SCM_DELIVERY', dockFreeSlots: 'SCM_DELIVERY',
  receipts: 'SCM_PURCHASE_IN',
};

// Every intent has exactly one answer: the areas' answers together, checked complete here.
const builds: Record<IntentName, Build> = { ...orderAnswers, ...financeAnswers, ...goodsAnswers, ...scopeAnswers, ...preparedAnswers, ...deliveryAnswers, ...receiptAnswers };

export async function answerIntent(ctx: IntentContext): Promise<Answer> {
  const p = picker(ctx.lang);
  if (!ctx.menuCodes.has(intentMenu[ctx.intent])) {
    return { route: 'intent', topic: ctx.intent, text: p('您的账号没有查看这类数据的权限，请联系本供应商的管理员。', 'Your account may not see this kind of data; ask your supplier\'s administrator.'), table: null, links: [], handOff: false, followUps: [] };
  }
  const built = await builds[ctx.intent](ctx);
  return { route: 'intent', topic: ctx.intent, handOff: false, ...built, followUps: built.followUps ?? followUpsOf(ctx, built.table), carry: carryOf(ctx) };
}
