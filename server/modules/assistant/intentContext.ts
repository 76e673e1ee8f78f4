import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Lang } from '../../lib/language';
import type { ReadAsCaller } from '../../lib/readAsCaller';
import type { SupplierScope } from '../../lib/scope';
import { branches, ownItems } from './queries/goods';
import type { IntentName } from './understand/classify';
import { itemWordsIn } from './understand/itemWords';
import { normalise } from './understand/text';
import { daysIn, periodIn, type Period } from './understand/period';

/** Everything an intent's answer is computed from: who asks, what they named, and what they may see. */
export interface IntentContext {
  db: Kysely<Database>;
  scope: SupplierScope;
  lang: Lang;
  today: string;
  question: string;
  intent: IntentName;
  sheetNo: string | null;
  /** the period named in the question, or null (each intent has its default) */
  period: Period | null;
  branch: { id: number; name: string } | null;
  /** one of the supplier's own items the question names; another supplier's item is never found */
  item: { id: number; name: string } | null;
  /** what the question names that looks like an item but is none of the supplier's (said back, never searched wider) */
  unknownItem: string | null;
  /** a number of days named as a threshold ("不到5天"), or null */
  days: number | null;
  /** asked per branch ("按门店分一下", "by branch") */
  byBranch: boolean;
  menuCodes: Set<string>;
  shielded: Set<string>;
  /** reads another module's route as the asker, so its screen's own query answers (the delivery lists) */
  read: ReadAsCaller;
}

/** The longest name among candidates found in the question (a branch's full or short name, an item's name or code). */
function longestIn<T>(text: string, rows: T[], names: (r: T) => (string | null)[]): T | null {
  let best: T | null = null;
  let bestLen = 0;
  for (const r of rows) {
    for (const n of names(r)) {
      const name = n ? normalise(n) : '';
      if (name.length >= 2 && name.length > bestLen && text.includes(name)) {
        best = r;
        bestLen = name.length;
      }
    }
  }
  return best;
}

/** "Per branch" in a question: a table grouped by branch rather than by item. */
const byBranchWords = /按门店|分门店|各门店|每个门店|by (?:branch|store)|per (?:branch|store)|each (?:branch|store)/i;

export async function buildContext(base: Omit<IntentContext, 'period' | 'branch' | 'item' | 'unknownItem' | 'days' | 'byBranch'>): Promise<IntentContext> {
  const text = normalise(base.question);
  const period = periodIn(base.question, base.today);
  const branchRows = await branches(base.db, base.scope.merchantId);
  const b = longestIn(text, branchRows, (r) => [r.name, r.shortName]);
  let item: IntentContext['item'] = null;
  let unknownItem: string | null = null;
  if (base.intent === 'stock') {
    const items = await ownItems(base.db, base.scope);
    const hit = longestIn(text, items, (r) => [r.name, r.shortName, r.barcode, r.code]);
    if (hit) item = { id: hit.id, name: hit.name };
    else unknownItem = itemWordsIn(base.question, [b?.name, b?.shortName]);
  }
  return { ...base, period, branch: b ? { id: b.id, name: b.name } : null, item, unknownItem, days: daysIn(base.question), byBranch: byBranchWords.test(text) };
}
