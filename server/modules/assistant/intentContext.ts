import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Lang } from '../../lib/language';
import type { ReadAsCaller } from '../../lib/readAsCaller';
import type { SupplierScope } from '../../lib/scope';
import { branches, ownItems } from './queries/goods';
import type { IntentName } from './understand/classify';
import { concepts } from './understand/concepts';
import { normalise, spelledOut } from './understand/text';
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

// The words of an item question that are not the item ("可口可乐的库存" → "可口可乐").
const stockWords = /库存|存货|还有多少货?|有多少|多少|还剩|剩多少|各门店|所有门店|门店|的|在|我|查一下|查询|查|\b(?:stock|inventory|of|my|in|at|all|branches|how|much|many|is|there|the|what|s|left)\b/giu;

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
    else {
      // A misspelt stock word ("my stok", "inventroy", "裤存", "酷存") is the question's keyword, not an item's name: the
      // words the stock concept holds by the classifier's own typo and homophone rule (`holds`), the rule that made the
      // question a stock one, are written as the stock words (`spelledOut`) and left out with them.
      // the store as named, by its full or its short name ("人民路店的库存" is that store's stock, not an item "人民路店")
      const named = [b?.name, b?.shortName].reduce<string>((t, n) => (n ? t.replace(normalise(n), ' ') : t), text);
      const said = spelledOut(named, concepts.stock);
      const rest = said.replace(stockWords, ' ').split(/\s+/).filter(Boolean).join(' ');
      if (rest.length >= 2 && !/缺货|断货|out of stock|卖完|没货|零库存/.test(said)) unknownItem = rest;
    }
  }
  return { ...base, period, branch: b ? { id: b.id, name: b.name } : null, item, unknownItem, days: daysIn(base.question), byBranch: byBranchWords.test(text) };
}
