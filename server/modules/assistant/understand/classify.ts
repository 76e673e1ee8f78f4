import { searchKnowledge, type Entry } from '../knowledge/index';
import { conceptsIn, type Concept } from './concepts';
import { namesShopNearby } from './nearbyShop';
import { namesPeriod } from './period';
import { readText } from './text';

/**
 * Routes a question to one of three paths (domain.md §6.3): a data intent (a read-only query over the supplier's
 * own records), a knowledge-base entry, or the honest fallback (say so, offer the feedback screen). Rules, not a
 * model: each intent is a combination of concepts; a "how/what is" question without "my/which/how many" prefers
 * the knowledge base when it has a good entry.
 */

export const intentNames = [
  'ordersToConfirm', 'ordersDue', 'orderStatus', 'ordersExpired', 'arrivalRate', 'shortDelivery', 'returnsToConfirm',
  'statementsToConfirm', 'statementBreakdown', 'invoiceTodo', 'payment', 'prepayment', 'sales', 'jointSales',
  'consignSales', 'stock', 'unsalable', 'newItems', 'replenishPending', 'feedbackOpen', 'fees', 'runningOut', 'otherParty',
  'confirmOrder', 'confirmReturn', 'confirmStatement', 'deliveryBookings', 'deliveryToBook', 'dockFreeSlots', 'receipts',
] as const;
export type IntentName = (typeof intentNames)[number];

interface Rule {
  intent: IntentName;
  /** every one of these concepts */
  all: Concept[];
  /** none of these */
  none?: Concept[];
}

// More specific rules first; the first rule whose concepts are all present wins.
const rules: Rule[] = [
  // Another supplier's or merchant's data is refused in words before anything else could answer with the user's own.
  { intent: 'otherParty', all: ['otherParty'] },
  // "Do it for me" is a prepared action (a card and a button), not a status question.
  { intent: 'confirmReturn', all: ['act', 'ret'] },
  { intent: 'confirmStatement', all: ['act', 'statement'] },
  { intent: 'confirmOrder', all: ['act', 'order'] },
  { intent: 'arrivalRate', all: ['arrivalRate'] },
  // Dock bookings (预约送货): what still needs one, then the bookings themselves; before the delivery words of ordersDue.
  // Free room at a store's dock ("人民路店哪天还有空位") before the booking words it may contain (可约, 哪天).
  { intent: 'dockFreeSlots', all: ['freeSlot'], none: ['statement'] },
  { intent: 'deliveryToBook', all: ['unbooked', 'order'] },
  { intent: 'deliveryToBook', all: ['unbooked', 'mine'] },
  // "my books" reads like "my bookings" once stemmed: a statement question is never about the dock.
  { intent: 'deliveryBookings', all: ['booking'], none: ['statement'] },
  // The supplier's goods receipts ("收货单", "哪些收货单还没对账"): before the statement words a reconciliation question
  // about them holds; a question naming a shortage, an invoice, an order or a return is theirs.
  { intent: 'receipts', all: ['receipt'], none: ['difference', 'invoice', 'short', 'ret', 'order'] },
  { intent: 'statementBreakdown', all: ['statement', 'difference'], none: ['invoice'] },
  { intent: 'invoiceTodo', all: ['invoice'] },
  { intent: 'invoiceTodo', all: ['settlement', 'toConfirm'] },
  { intent: 'prepayment', all: ['prepayment'] },
  { intent: 'jointSales', all: ['joint'] },
  { intent: 'consignSales', all: ['consign'] },
  { intent: 'fees', all: ['fee'] },
  { intent: 'unsalable', all: ['unsalable'] },
  // "Running out soon" is not "out of stock": it must win over the stock words it contains (快断货, low stock).
  { intent: 'runningOut', all: ['runningOut'] },
  { intent: 'returnsToConfirm', all: ['ret'] },
  { intent: 'statementsToConfirm', all: ['statement'] },
  { intent: 'payment', all: ['paid'] },
  { intent: 'payment', all: ['settlement'] },
  { intent: 'newItems', all: ['newItem'] },
  { intent: 'replenishPending', all: ['replenish'] },
  { intent: 'shortDelivery', all: ['short'] },
  { intent: 'ordersExpired', all: ['expired'] },
  { intent: 'ordersToConfirm', all: ['order', 'toConfirm'], none: ['due'] },
  { intent: 'stock', all: ['stock'] },
  { intent: 'sales', all: ['sales'] },
  { intent: 'ordersDue', all: ['due'] },
  { intent: 'orderStatus', all: ['order', 'status'] },
  { intent: 'ordersToConfirm', all: ['order', 'mine'] },
  { intent: 'feedbackOpen', all: ['feedback', 'mine'] },
  { intent: 'feedbackOpen', all: ['feedback'] },
];

/** The prepared action for a document named by its number in a "do it for me" question. */
const actOnSheet: Record<string, IntentName> = { CG: 'confirmOrder', TH: 'confirmReturn', DZ: 'confirmStatement' };
const acting = new Set<IntentName>(['confirmOrder', 'confirmReturn', 'confirmStatement']);
/** A bare order to act on a numbered document: "确认订单 CG…", "请确认 TH…", "同意退货单 TH…". */
const imperative = /^(?:请|麻烦)?(?:帮我|替我)?(?:确认|接受|同意)(?:一下)?(?:订单|退货单?|对账单)?\s*(?:cg|th|dz)[0-9a-z]{9,}/;

/** Sheet number prefixes (prefix + branch code + yyyymmdd + 4 digits) and the intent that reads each document. */
const sheetIntents: Record<string, IntentName> = {
  CG: 'orderStatus', DZ: 'statementBreakdown', TH: 'returnsToConfirm', JS: 'invoiceTodo', XP: 'newItems', BH: 'replenishPending',
};
const sheetPattern = /\b([A-Z]{2})([0-9A-Z]{1,8})(\d{12})\b/i;

export type Route =
  | { path: 'intent'; intent: IntentName; sheetNo: string | null; concepts: Set<Concept> }
  | { path: 'faq'; entry: Entry; coverage: number }
  /** `outOfScope`: nothing here could answer it (a shop across the street), so no follow-up or model may place it either */
  | { path: 'fallback'; outOfScope?: boolean };

/** How much of the question a knowledge entry must hold to be offered as the answer. */
const faqCoverage = 0.4;

export function sheetNoIn(question: string): string | null {
  const m = sheetPattern.exec(question.normalize('NFKC'));
  return m ? `${m[1]}${m[2]}${m[3]}`.toUpperCase() : null;
}

export function classify(question: string): Route {
  const t = readText(question);
  if (namesShopNearby(t)) return { path: 'fallback', outOfScope: true };
  const found = conceptsIn(t);
  const sheetNo = sheetNoIn(question);
  const actWords = found.has('act') || imperative.test(t.plain);
  const rule = rules.find((r) => r.all.every((c) => found.has(c)) && !(r.none ?? []).some((c) => found.has(c)));
  // "帮我确认 CG…" acts on the order named; "CG… 怎么样了" reads it.
  const bySheet = sheetNo ? ((actWords || (rule && acting.has(rule.intent)) ? actOnSheet[sheetNo.slice(0, 2)] : undefined) ?? sheetIntents[sheetNo.slice(0, 2)]) : undefined;
  const best = searchKnowledge(question, 1)[0];
  const faq = best && best.coverage >= faqCoverage ? ({ path: 'faq', entry: best.entry, coverage: best.coverage } as const) : null;

  if (bySheet) return { path: 'intent', intent: bySheet, sheetNo, concepts: found };
  if (rule) {
    // "How do I confirm an order?" is about the product; "Which orders do I have to confirm?" and "how is the arrival
    // rate this month" are about my data.
    const aboutProduct = found.has('howTo') && !found.has('mine') && !namesPeriod(question);
    if (aboutProduct && faq) return faq;
    return { path: 'intent', intent: rule.intent, sheetNo, concepts: found };
  }
  if (faq) return faq;
  if (sheetNo) return { path: 'intent', intent: 'orderStatus', sheetNo, concepts: found };
  return { path: 'fallback' };
}
