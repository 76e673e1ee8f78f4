import type { Suggestion } from '../messages';

/** The boss chat's quick questions, in the UI's language; each names the menu function (the screen) it reads. */
export const bossSuggestions: Suggestion[] = [
  { menuCode: 'BOSS_RETAIL', 'zh-CN': '今天卖了多少，比昨天怎么样?', en: 'How much did we sell today, against yesterday?' },
  { menuCode: 'BOSS_HOME', 'zh-CN': '今天哪个门店卖得最好?', en: 'Which store sold best today?' },
  { menuCode: 'BOSS_STOCK_WARNING', 'zh-CN': '有哪些库存预警?', en: 'Any stock warnings?' },
  { menuCode: 'BOSS_UNSALABLE', 'zh-CN': '滞销商品有哪些?', en: 'Which goods are unsalable?' },
  { menuCode: 'BOSS_NEGATIVE_PROFIT', 'zh-CN': '最近有负毛利的商品吗?', en: 'Anything sold below cost lately?' },
  { menuCode: 'BOSS_DEVICE', 'zh-CN': '哪些设备离线了?', en: 'Which devices are offline?' },
  { menuCode: 'BOSS_DOCK', 'zh-CN': '今天到货情况怎么样?', en: "How are today's arrivals?" },
];
