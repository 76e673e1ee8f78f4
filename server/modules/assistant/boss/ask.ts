import { businessToday } from '../../../lib/businessDay';
import type { Lang } from '../../../lib/language';
import type { ReadAsCaller } from '../../../lib/readAsCaller';
import { fallbackAnswer, picker, type Answer } from '../answer';
import { questionLang } from '../ask';
import { answerBossIntent } from './answers';
import { classifyBoss, type BossIntent } from './classify';

/** Who asks on the boss side: their reads go through the boss screens' routes as themselves. */
export interface BossAsker {
  read: ReadAsCaller;
  /** the language of the UI (Accept-Language) */
  uiLang: Lang;
  /** the business day questions are read against (tests pin it) */
  today?: string;
}

/** The boss side's honest fallback: what it can answer, and no guess (there is no supplier feedback desk to hand over to). */
function fallback(lang: Lang): Answer {
  const p = picker(lang);
  return fallbackAnswer(
    p(
      '抱歉，这个问题我还答不上来，也不想猜。我能回答：今天的销售额和变化、门店排名、库存预警、滞销商品、负毛利、离线设备、今天的到货情况。',
      'Sorry, I cannot answer that, and I would rather not guess. I can answer: today\'s sales and their change, the store ranking, stock warnings, unsalable goods, negative profit, devices offline and today\'s arrivals.',
    ),
    [],
    false,
  );
}

/**
 * The next questions offered as chips after each boss answer, whole questions (the boss side keeps no thread, so a
 * bare "本周呢" would get the fallback); accuracy.test.ts holds that none gets the fallback.
 */
export const bossFollowUps: Record<BossIntent, [zh: string, en: string][]> = {
  bossSales: [['今天哪个门店卖得最好?', 'Which store sold best today?'], ['本周门店排名', 'Store ranking this week']],
  bossStores: [['本周哪个门店卖得最好?', 'Which store sold best this week?'], ['本月门店排名', 'Store ranking this month']],
  bossStockWarning: [['滞销商品有哪些?', 'Which goods are unsalable?']],
  bossUnsalable: [['60天没动销的商品', 'Items with no sales for 60 days'], ['库存预警', 'Stock warnings']],
  bossNegativeProfit: [['本月负毛利商品', 'Negative profit this month']],
  bossDevices: [['今天到货情况', "Today's arrivals"]],
  bossArrivals: [['哪些设备离线了?', 'Which devices are offline?']],
  bossOtherParty: [['今天卖了多少?', 'How much did we sell today?']],
};

/** Answers one question of the merchant's staff from the chain's own figures, or says it cannot. Read-only. */
export async function answerBossQuestion(asker: BossAsker, question: string): Promise<Answer> {
  const lang = questionLang(question, asker.uiLang);
  const intent = classifyBoss(question);
  if (!intent) return fallback(lang);
  const built = await answerBossIntent({ read: asker.read, lang, today: asker.today ?? businessToday(), question }, intent);
  const p = picker(lang);
  return { route: 'intent', topic: intent, handOff: false, followUps: bossFollowUps[intent].map(([zh, en]) => p(zh, en)), ...built };
}
