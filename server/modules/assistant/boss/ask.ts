import { businessToday } from '../../../lib/businessDay';
import type { Lang } from '../../../lib/language';
import type { ReadAsCaller } from '../../../lib/readAsCaller';
import { fallbackAnswer, picker, type Answer } from '../answer';
import { questionLang } from '../ask';
import { answerBossIntent } from './answers';
import { namesShopNearby } from '../understand/nearbyShop';
import { itemWordsIn } from '../understand/itemWords';
import { readText } from '../understand/text';
import { classifyBoss, type BossIntent } from './classify';
import type { BossCarry, BossParams } from './carry';
import { bossThreadChips, isBossFollowUp, paramsOf, withBossCarry } from './thread';

/** Who asks on the boss side: their reads go through the boss screens' routes as themselves. */
export interface BossAsker {
  read: ReadAsCaller;
  /** the language of the UI (Accept-Language) */
  uiLang: Lang;
  /** the business day questions are read against (tests pin it) */
  today?: string;
}

/** The boss side's honest fallback: what it can answer, and no guess (there is no supplier feedback desk to hand over to). */
function fallback(lang: Lang, outOfScope = false): Answer {
  const p = picker(lang);
  const why = outOfScope
    ? p('抱歉，这个问题我答不上来：别家店（比如对面、隔壁的店）的数据不在这里，我也不会拿本连锁的数据来代替。', "Sorry, I cannot answer that: another shop's figures (the one across the street or next door) are not here, and I will not answer with the chain's own instead.")
    : p('抱歉，这个问题我还答不上来，也不想猜。', 'Sorry, I cannot answer that, and I would rather not guess.');
  return fallbackAnswer(
    why + p(
      '我能回答：今天的销售额和变化、门店排名、库存、库存预警、滞销商品、负毛利、离线设备、今天的到货情况和到货率。',
      " I can answer: today's sales and their change, the store ranking, stock, stock warnings, unsalable goods, negative profit, devices offline, today's arrivals and the arrival rate.",
    ),
    [],
    false,
  );
}

/**
 * Whole next questions offered as chips after each boss answer, after the thread's own ("本周呢?", "按门店分一下");
 * accuracy.test.ts holds that none gets the fallback.
 */
export const bossFollowUps: Record<BossIntent, [zh: string, en: string][]> = {
  bossSales: [['今天哪个门店卖得最好?', 'Which store sold best today?'], ['本周门店排名', 'Store ranking this week']],
  bossStores: [['本周哪个门店卖得最好?', 'Which store sold best this week?'], ['本月门店排名', 'Store ranking this month']],
  // the other stock answers the boss has, as the choice a bare "库存" may have meant
  bossStock: [['库存预警', 'Stock warnings'], ['滞销商品有哪些?', 'Which goods are unsalable?']],
  bossStockWarning: [['滞销商品有哪些?', 'Which goods are unsalable?']],
  bossUnsalable: [['60天没动销的商品', 'Items with no sales for 60 days'], ['库存预警', 'Stock warnings']],
  bossNegativeProfit: [['本月负毛利商品', 'Negative profit this month']],
  bossDevices: [['今天到货情况', "Today's arrivals"]],
  bossArrivalRate: [['今天到货情况', "Today's arrivals"]],
  bossArrivals: [['本月到货率', 'Arrival rate this month'], ['哪些设备离线了?', 'Which devices are offline?']],
  bossOtherParty: [['今天卖了多少?', 'How much did we sell today?']],
};

/**
 * Answers one question of the merchant's staff from the chain's own figures, or says it cannot. A question the rules
 * cannot place that only changes the last answer's period, store or days (`previous`) is answered as its follow-up.
 * Read-only apart from the caller saving the exchange.
 */
export async function answerBossQuestion(asker: BossAsker, question: string, previous: BossCarry | null = null): Promise<Answer> {
  const today = asker.today ?? businessToday();
  const named = await paramsOf(question, today, asker.read);
  let intent = classifyBoss(question);
  let params: BossParams = named;
  const outOfScope = namesShopNearby(readText(question));
  if (!intent && previous && !outOfScope && isBossFollowUp(question, named)) [intent, params] = [previous.intent, withBossCarry(named, previous)];
  else if (intent === 'bossStock') params = { ...named, item: itemWordsIn(question, [named.branch?.name, named.branch?.shortName]) };
  // A store's Chinese name does not make "Only 人民路店" a Chinese question.
  const lang = questionLang(named.branch ? question.replace(/\p{Script=Han}+店/gu, ' ') : question, asker.uiLang);
  if (!intent) return fallback(lang, outOfScope);
  const built = await answerBossIntent({ read: asker.read, lang, today, question, params }, intent);
  const p = picker(lang);
  const chips = [...bossThreadChips(intent, params, built.table, lang), ...bossFollowUps[intent].map(([zh, en]) => p(zh, en))];
  const carry: BossCarry = { side: 'boss', intent, period: params.period, branch: params.branch, byBranch: params.byBranch, days: params.days, worst: params.worst, item: params.item ?? null };
  return { route: 'intent', topic: intent, handOff: false, followUps: chips.slice(0, 3), carry, ...built };
}
