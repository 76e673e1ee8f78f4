import { concepts as supplierConcepts } from '../understand/concepts';
import { namesShopNearby } from '../understand/nearbyShop';
import { holds, readText, type ReadText } from '../understand/text';

/**
 * The boss side's questions: the chain's owner or manager asks about the whole chain (sales and their change, stores
 * ranked, stock warnings, unsalable stock, items sold below cost, devices offline, today's trucks at the docks).
 * Rules over concepts as on the supplier side (understand/classify.ts), read with the same typo and homophone
 * tolerance; a question none of them holds gets the honest fallback.
 */

export const bossIntentNames = [
  'bossSales', 'bossStores', 'bossStock', 'bossStockWarning', 'bossUnsalable', 'bossNegativeProfit', 'bossDevices', 'bossArrivalRate', 'bossArrivals', 'bossOtherParty',
] as const;
export type BossIntent = (typeof bossIntentNames)[number];

// The trade's own words for each concept, colloquial and in English; typos and homophones are read by holds().
export const bossConcepts = {
  sales: [
    '卖了多少', '卖得', '卖了', '卖多少', '收了多少', '销售额', '销售', '营业额', '营业款', '销售款', '营收', '成交额', '进账', '收入', '流水', '业绩', '生意',
    '销量', '进了多少', '赚了多少', '挣了多少', '赚了', '挣了',
    'sales', 'sold', 'sell', 'revenue', 'turnover', 'takings', 'income', 'how did we do', 'how are we doing', 'business', 'numbers', 'figures',
    // money in, said loosely ("what did we take", "how much came in", "did we beat last week")
    'came in', 'money in', 'did we take', 'we took', 'did we make', 'we made', 'earn', 'earned', 'did we beat', 'gross',
  ],
  store: [
    '门店', '店铺', '店面', '哪家店', '哪个店', '分店', '各店', '各个店', '各家店', '每家店', '哪些店',
    'store', 'stores', 'branch', 'branches', 'shop', 'shops', 'location', 'locations', 'outlet', 'outlets',
  ],
  // "which store ..." with a sales word asks for the ranking even without a superlative ("哪个店卖得好")
  whichStore: [
    '哪个店', '哪家店', '哪个门店', '哪家门店', '哪个分店', '哪家分店', '哪些店', '哪几家店', '谁家店',
    'which store', 'which stores', 'which branch', 'which branches', 'which shop', 'which shops', 'which location', 'which outlet', 'what store',
  ],
  // stores side by side ("各个店的销售对比一下"); not with sales alone ("today's sales vs yesterday" is the chain's change)
  compare: ['对比', '比较', '比一比', '比一下', 'compare', 'compared', 'comparison', 'side by side', 'vs', 'versus'],
  // not 'least' alone: it is one typo from 'last' ("compared with last week")
  rank: [
    '最好', '最差', '最高', '最低', '最多', '最少', '排名', '排行', '排一下', '排个名', '排序', '前几', '倒数', '垫底', '拖后腿', '拉胯',
    '第一', '第几', '名次', '冠军', '前三', '前五', '靠前', '靠后',
    'best', 'worst', 'top', 'bottom', 'rank', 'ranking', 'highest', 'lowest', 'sold the least', 'least sales', 'most',
    'weakest', 'strongest', 'poorest', 'underperform', 'underperforming', 'lagging', 'number one', 'first place',
    // any superlative of a store ("最能卖", "最烂"), but not 最近/最新/最后 (recently, latest, last)
    /最(?![近新后终])\p{Script=Han}/u,
  ],
  // the ranking read from the bottom ("最差", "醉差", "worst"): not a rule's concept, the thread's parameter (thread.ts);
  // 'least' as a word, since one typo from it is 'last'
  worst: ['最差', '最低', '最少', '倒数', '垫底', '拖后腿', '拉胯', 'worst', 'lowest', 'bottom', 'weakest', /\bleast\b/],
  // stock itself (库存, 存货, inventory, on hand): the supplier side's words for it, the same trade's; what is short,
  // idle or warned of is a more specific rule's first
  stock: supplierConcepts.stock,
  // below the minimum (shortage) or above the maximum (overstock): the stock-warning screen's two lists
  warning: [
    '库存预警', '预警', '低于下限', '低于最低', '低于安全库存', '安全库存', '超储', '高于上限', '库存不足', '库存太少', '库存少', '库存太多',
    '库存过多', '库存告急', '告急', '快空了', '空了', '不够卖', '快缺货', '缺货', '断货', '快没货', '没货了', '快卖完', '要补货', '该补货', '补货', '需要进货', '该进货', '要进货',
    '见底', '卖光', '快用完', '剩不多', '不多了', '缺的货', '缺什么', '缺哪些', '要订货', '该订货', '需要订货', '要订',
    'stock warning', 'stock warnings', 'stock alert', 'stock alerts', 'below minimum', 'below min', 'minimum stock', 'overstock',
    'low stock', 'low on', 'order more', 'need more', 'running low', 'running out', 'run out', 'reorder', 'restock', 'restocking', 'short of stock', 'out of stock',
    'safety stock', 'below safety', 'short on', 'running short', 'empty shelves', 'need to order', 'low inventory', 'sold out', 'selling out',
  ],
  unsalable: [
    '滞销', '卖不动', '不动销', '没动销', '压货', '压仓', '积压', '没卖出去', '卖不出去', '没卖掉', '卖不掉', '没人买', '放着不动', '老货', '陈货', '死库存',
    '没出过货', '没出货', '不出货', '没卖过', '没销过', '一直没卖', '没有销量', '零销量', '零销售', '不好卖', '卖得慢',
    'unsalable', 'not selling', 'slow mover', 'slow movers', 'slow-moving', 'slow moving', 'slow selling', 'slow seller', 'dead stock',
    "haven't sold", 'havent sold', "haven't moved", 'havent moved', 'not moved', 'no sales for', 'nobody buys', 'no one buys', 'not moving', 'gathering dust', 'sitting on the shelf',
    'never sell', 'never sold', "doesn't sell", 'doesnt sell', "don't sell", 'dont sell', 'unsold', 'zero sales', 'no movement', "hasn't sold", 'hasnt sold',
  ],
  loss: [
    '负毛利', '亏', '倒挂', '倒贴', '赔本', '赔钱', '低于成本', '低于进价', '比进价',
    'negative profit', 'negative margin', 'minus margin', 'neg profit', 'below cost', 'under cost', 'losing money', 'loss-making',
    'sold at a loss', 'at a loss', 'losing on', 'lose on', 'lost on', 'lose money', 'lost money', 'loss leader', 'loss leaders',
    'below purchase price', 'under purchase price', 'cheaper than cost', 'below what we pay', 'less than we pay',
  ],
  // the cost and the selling price of an item named together ("进价比售价高"): a question about selling below cost
  cost: ['进价', '进货价', '采购价', '成本价', 'cost price', 'purchase price', 'buying price', 'what we pay'],
  price: ['售价', '卖价', '零售价', '销售价', 'selling price', 'retail price', 'sale price', 'shelf price'],
  device: [
    '设备', '摄像头', '监控', '收银机', '收银台', '收款机', '扫码枪', '电子秤', '机器', '掉线', '离线', '断线', '断网', '没联网', '联不上网', '连不上', '在线',
    '秤', '打印机', '扫描枪', '不亮', '黑屏', '死机',
    'device', 'devices', 'camera', 'cameras', 'pos', 'till', 'tills', 'offline', 'online', 'disconnected',
    'equipment', 'scanner', 'scanners', 'weighing scale', 'weighing scales', 'printer', 'printers', 'terminal', 'terminals', 'cctv', 'wifi',
  ],
  arrival: [
    '到货', '货到了', '送货', '来送货', '几车', '车到', '到了几', '收货', '卸货', '预约', '月台', '迟到', '没来',
    'arrival', 'arrivals', 'arrive', 'arrived', 'truck', 'trucks', 'delivery', 'deliveries', 'dock', 'show up', 'showed up', 'turned up',
    '放鸽子', '爽约', '都到了', '到齐', '到了没', '车来了', '车都到', '车都来',
    'late', 'no-show', 'no show', 'on time', 'van', 'vans', 'lorry', 'lorries', 'inbound', 'receiving', 'delivering',
    // rates that are only the arrivals' ("供应商准时率", "supplier fill rate"): with the rate they hold, the report's question
    '准时率', '满足率', '及时率', '交货率', 'fill rate',
  ],
  // a share of what was ordered: with an arrival word, the arrival-rate report's question, not today's trucks
  rate: ['到货率', '准时率', '满足率', '率', '比例', '百分比', 'rate', 'rates', 'percentage', 'percent', 'ratio', 'fill rate'],
  // other chains by their kind and, for the large ones, by name: a question about them is refused, never answered with
  // ours (a shop named by where it stands, "对面那家店", is out of scope: understand/nearbyShop.ts)
  otherParty: [
    '别的超市', '其他超市', '别家超市', '别家', '别人家', '人家店', '竞争对手', '友商', '同行', '别的商户', '其他商户', '别的连锁', '其他连锁',
    '竞品店', '对手',
    '永辉', '沃尔玛', '家乐福', '大润发', '华润万家', '盒马', '物美', '联华', '华联', '麦德龙', '山姆', '美宜佳', '罗森', '永旺', '欧尚',
    '步步高', '天虹', '苏果', '人人乐', '便利蜂', '全家便利',
    'competitor', 'competitors', 'other chain', 'another chain', 'other merchant', 'another merchant', 'other retailer', 'other retailers',
    'other supermarket', 'other supermarkets', 'competing',
    // rivals only with what they are: 'rival' alone is one typo from "arival" (the arrival rate asked with a slip)
    'rival store', 'rival chain', 'rival shop', 'rival supermarket', 'rival retailer', 'competition', 'walmart', 'carrefour', 'costco', 'tesco', 'aldi', 'lidl', 'aeon', 'auchan', 'lawson', 'familymart',
  ],
  // "negative" and "profit" apart ("a negative gross profit", "毛利是负的"): together they are a loss
  negative: ['负', 'negative', 'minus', 'below zero'],
  profit: ['毛利', '利润', 'profit', 'margin'],
} as const;
type Concept = keyof typeof bossConcepts;

// The first rule whose concepts are all present wins; the more specific first.
const rules: { intent: BossIntent; all: Concept[] }[] = [
  { intent: 'bossOtherParty', all: ['otherParty'] },
  { intent: 'bossNegativeProfit', all: ['loss'] },
  { intent: 'bossNegativeProfit', all: ['negative', 'profit'] },
  { intent: 'bossUnsalable', all: ['unsalable'] },
  { intent: 'bossStockWarning', all: ['warning'] },
  { intent: 'bossDevices', all: ['device'] },
  { intent: 'bossArrivalRate', all: ['arrival', 'rate'] },
  { intent: 'bossArrivals', all: ['arrival'] },
  { intent: 'bossNegativeProfit', all: ['cost', 'price'] },
  // stock alone ("库存", "stock", "哈密瓜还有多少库存"): the chain's stock, as a supplier's one word gets its own stock
  { intent: 'bossStock', all: ['stock'] },
  { intent: 'bossStores', all: ['store', 'rank'] },
  { intent: 'bossStores', all: ['whichStore', 'sales'] },
  { intent: 'bossStores', all: ['store', 'compare'] },
  { intent: 'bossStores', all: ['sales', 'rank'] },
  { intent: 'bossSales', all: ['sales'] },
];

/**
 * A request to do something ("帮我下单", "can you order more milk for me"): the boss assistant only reads, so it says
 * it cannot rather than answer a list that would look like the thing was done.
 */
const request = /(?:帮我|替我|给我|帮忙)(?:下单|订|补货|改|调|发|删|关|开|加|设置|把)|\b(?:can|could|would|will) you (?:please )?(?:order|buy|change|set|send|email|book|cancel|delete|add|turn|switch|call)\b|\bplease (?:order|buy|change|send|book|cancel)\b|\bplace an? order\b/;

/** Whether the question holds one of a concept's words: as text, a typo or a homophone (`holds`), or its pattern. */
const has = (t: ReadText, name: Concept) => (bossConcepts[name] as readonly (string | RegExp)[]).some((term) => (typeof term === 'string' ? holds(t, term) : term.test(t.plain)));

function conceptsIn(t: ReadText): Set<Concept> {
  return new Set((Object.keys(bossConcepts) as Concept[]).filter((name) => has(t, name)));
}

/** Whether the question asks for the ranking from the bottom, read as the classifier reads its words ("醉差" is 最差). */
export const asksWorst = (question: string) => has(readText(question), 'worst');

/** The boss intent a question asks, or null for the honest fallback. */
export function classifyBoss(question: string): BossIntent | null {
  const t = readText(question);
  if (namesShopNearby(t) || request.test(t.plain)) return null;
  const found = conceptsIn(t);
  return rules.find((r) => r.all.every((c) => found.has(c)))?.intent ?? null;
}
