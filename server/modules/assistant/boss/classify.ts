import { holds, readText, type ReadText } from '../understand/text';

/**
 * The boss side's questions: the chain's owner or manager asks about the whole chain (sales and their change, stores
 * ranked, stock warnings, unsalable stock, items sold below cost, devices offline, today's trucks at the docks).
 * Rules over concepts as on the supplier side (understand/classify.ts), read with the same typo and homophone
 * tolerance; a question none of them holds gets the honest fallback.
 */

export const bossIntentNames = [
  'bossSales', 'bossStores', 'bossStockWarning', 'bossUnsalable', 'bossNegativeProfit', 'bossDevices', 'bossArrivals', 'bossOtherParty',
] as const;
export type BossIntent = (typeof bossIntentNames)[number];

const concepts = {
  sales: ['卖了多少', '卖得', '卖了', '销售额', '销售', '营业额', '流水', '业绩', '生意', '收入', 'sales', 'sold', 'sell', 'revenue', 'turnover', 'takings'],
  store: ['门店', '店铺', '哪家店', '哪个店', '分店', '各店', 'store', 'stores', 'branch', 'branches', 'shop', 'shops'],
  // not 'least' alone: it is one typo from 'last' ("compared with last week")
  rank: ['最好', '最差', '最高', '最低', '最多', '最少', '排名', '排行', '前几', '倒数', '垫底', 'best', 'worst', 'top', 'bottom', 'rank', 'ranking', 'highest', 'lowest', 'sold the least', 'least sales', 'most'],
  warning: ['库存预警', '预警', '低于下限', '低于最低', '低于安全库存', '安全库存', '超储', '积压过多', '高于上限', '库存不足', '快缺货', '要补货', '缺货', 'stock warning', 'stock warnings', 'below minimum', 'below min', 'minimum stock', 'overstock', 'low stock', 'reorder', 'short of stock', 'out of stock'],
  unsalable: ['滞销', '卖不动', '不动销', '没动销', '压货', '压仓', '没卖出去', '卖不出去', '死库存', 'unsalable', 'not selling', 'slow mover', 'slow movers', 'slow-moving', 'slow moving', 'dead stock', "haven't sold", 'no sales for'],
  loss: ['负毛利', '亏本', '亏钱', '卖亏', '倒挂', '低于成本', '赔钱', '亏损', 'negative profit', 'negative margin', 'below cost', 'losing money', 'loss-making', 'sold at a loss', 'at a loss', 'under cost'],
  device: ['设备', '摄像头', '监控', '收银机', '掉线', '离线', '断线', '不在线', 'device', 'devices', 'camera', 'cameras', 'offline', 'disconnected'],
  arrival: ['到货', '送货', '来送货', '几车', '车到', '到了几', '收货', '卸货', '预约', '月台', 'arrival', 'arrivals', 'arrive', 'arrived', 'truck', 'trucks', 'delivery', 'deliveries', 'dock'],
  otherParty: ['别的超市', '其他超市', '别家超市', '竞争对手', '友商', '同行', '别的商户', '其他商户', '别的连锁', '其他连锁', '对面那家', 'competitor', 'competitors', 'other chain', 'another chain', 'other merchant', 'another merchant', 'other retailer', 'other retailers', 'rival'],
} as const;
type Concept = keyof typeof concepts;

// The first rule whose concepts are all present wins; the more specific first.
const rules: { intent: BossIntent; all: Concept[] }[] = [
  { intent: 'bossOtherParty', all: ['otherParty'] },
  { intent: 'bossNegativeProfit', all: ['loss'] },
  { intent: 'bossUnsalable', all: ['unsalable'] },
  { intent: 'bossStockWarning', all: ['warning'] },
  { intent: 'bossDevices', all: ['device'] },
  { intent: 'bossArrivals', all: ['arrival'] },
  { intent: 'bossStores', all: ['store', 'rank'] },
  { intent: 'bossStores', all: ['sales', 'rank'] },
  { intent: 'bossSales', all: ['sales'] },
];

function conceptsIn(t: ReadText): Set<Concept> {
  const found = new Set<Concept>();
  for (const [name, terms] of Object.entries(concepts) as [Concept, readonly string[]][]) {
    if (terms.some((term) => holds(t, term))) found.add(name);
  }
  return found;
}

/** The boss intent a question asks, or null for the honest fallback. */
export function classifyBoss(question: string): BossIntent | null {
  const found = conceptsIn(readText(question));
  return rules.find((r) => r.all.every((c) => found.has(c)))?.intent ?? null;
}
