import { concepts } from './concepts';
import { englishStop, normalise, spelledOut } from './text';

// The words of a stock question that are not the item ("可口可乐的库存" → "可口可乐"): the stock words, how much, where,
// and now (stock is always as of now, so "今天的库存" or "current stock" names no item either); English filler words
// are the search's stop words and a few more.
const stockWords = /库存|存货|还有多少货?|有多少|多少|还剩|剩多少|一共|总共|金额|价值|各门店|所有门店|门店|今天|今日|现在|目前|当前|的|在|我们?|查一下|查询|查|\b(?:stock|inventory|on hand|much|many|all|branches|stores|s|left|today|now|current|currently|we|our|have|has|got|value|total)\b/giu;

/**
 * What a stock question names besides the stock words and the store (both sides' stock answers search for it), or
 * null: the question normalised, the store's names taken out as named ("人民路店的库存" is that store's stock, not an
 * item "人民路店"), a misspelt stock word ("my stok", "裤存") written as the stock word by the classifier's own rule
 * (`spelledOut`) and left out with the others. A question about what is out of stock names no item.
 */
export function itemWordsIn(question: string, storeNames: readonly (string | null | undefined)[]): string | null {
  const named = storeNames.reduce<string>((t, n) => (n ? t.replace(normalise(n), ' ') : t), normalise(question));
  const said = spelledOut(named, concepts.stock);
  const rest = said.replace(stockWords, ' ').split(/\s+/).map((w) => w.replace(/'+$/, '')).filter((w) => w && !englishStop.has(w)).join(' ');
  return rest.length >= 2 && !/缺货|断货|out of stock|卖完|没货|零库存/.test(said) ? rest : null;
}
