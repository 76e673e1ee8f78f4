import { searchKnowledge, type Entry } from '../knowledge/index';
import { conceptsIn, type Concept } from './concepts';
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
  'consignSales', 'stock', 'unsalable', 'newItems', 'replenishPending', 'feedbackOpen',
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
  { intent: 'arrivalRate', all: ['arrivalRate'] },
  { intent: 'statementBreakdown', all: ['statement', 'difference'], none: ['invoice'] },
  { intent: 'invoiceTodo', all: ['invoice'] },
  { intent: 'invoiceTodo', all: ['settlement', 'toConfirm'] },
  { intent: 'prepayment', all: ['prepayment'] },
  { intent: 'jointSales', all: ['joint'] },
  { intent: 'consignSales', all: ['consign'] },
  { intent: 'unsalable', all: ['unsalable'] },
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
];

/** Sheet number prefixes (prefix + branch code + yyyymmdd + 4 digits) and the intent that reads each document. */
const sheetIntents: Record<string, IntentName> = {
  CG: 'orderStatus', DZ: 'statementBreakdown', TH: 'returnsToConfirm', JS: 'invoiceTodo', XP: 'newItems', BH: 'replenishPending',
};
const sheetPattern = /\b([A-Z]{2})([0-9A-Z]{1,8})(\d{12})\b/i;

export type Route =
  | { path: 'intent'; intent: IntentName; sheetNo: string | null; concepts: Set<Concept> }
  | { path: 'faq'; entry: Entry; coverage: number }
  | { path: 'fallback' };

/** How much of the question a knowledge entry must hold to be offered as the answer. */
const faqCoverage = 0.4;

export function sheetNoIn(question: string): string | null {
  const m = sheetPattern.exec(question.normalize('NFKC'));
  return m ? `${m[1]}${m[2]}${m[3]}`.toUpperCase() : null;
}

export function classify(question: string): Route {
  const t = readText(question);
  const found = conceptsIn(t);
  const sheetNo = sheetNoIn(question);
  const bySheet = sheetNo ? sheetIntents[sheetNo.slice(0, 2)] : undefined;
  const rule = rules.find((r) => r.all.every((c) => found.has(c)) && !(r.none ?? []).some((c) => found.has(c)));
  const best = searchKnowledge(question, 1)[0];
  const faq = best && best.coverage >= faqCoverage ? ({ path: 'faq', entry: best.entry, coverage: best.coverage } as const) : null;

  if (bySheet) return { path: 'intent', intent: bySheet, sheetNo, concepts: found };
  if (rule) {
    // "How do I confirm an order?" is about the product; "Which orders do I have to confirm?" is about my data.
    const aboutProduct = found.has('howTo') && !found.has('mine');
    if (aboutProduct && faq) return faq;
    return { path: 'intent', intent: rule.intent, sheetNo, concepts: found };
  }
  if (faq) return faq;
  if (sheetNo) return { path: 'intent', intent: 'orderStatus', sheetNo, concepts: found };
  return { path: 'fallback' };
}
