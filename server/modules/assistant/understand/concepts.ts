import { holds, type ReadText } from './text';

/**
 * The words that signal a concept in a supplier's question, in both languages. A data intent is a combination of
 * concepts (understand/intents.ts); matching goes through `holds`, so homophone typos in Chinese and one-letter
 * typos in longer English words still count.
 */
export const concepts = {
  order: ['单据', '新单', '来单', '接单', '没接的单', '下的单', '什么单', '哪些单', '要货单', '进货单', 'pos', '订单', '采购单', '订货单', '单子', 'order', 'purchase order', 'po'],
  toConfirm: ['要我确认', '确认了没', '新单', '新订单', '来单', '没接', '未接', '要处理', '待处理', 'new order', 'new pos', 'not confirmed yet', '待确认', '未确认', '没确认', '要确认', '需要确认', '需确认', '等我确认', '还没确认', '待我确认', 'awaiting', 'await', 'to confirm', 'unconfirmed', 'pending', 'waiting', 'not confirmed', 'confirmation'],
  due: ['要交', '得送', '要到', '送哪些', '送几单', '到货', '送货', '要送', '该送', '交货', '到期', '应到', 'due', 'deliver', 'delivery', 'arrive'],
  expired: ['过期', '作废', '取消', '被砍', '关闭', 'expired', 'cancelled', 'canceled', 'cut short', 'closed'],
  status: ['状态', '进度', '怎么样了', '到哪了', '情况', '详情', 'status', 'progress', 'detail', 'where is'],
  arrivalRate: ['到货率', '准时率', '满足率', '交货率', '及时率', 'arrival rate', 'on-time', 'on time', 'fill rate', 'delivery rate'],
  short: ['短送', '没送齐', '送少了', 'under deliver', 'short ship', 'short-ship', 'short shipment', '少送', '送不够', '未送齐', '短缺', '没送够', '送少', '不足', '欠货', 'short', 'shortage', 'missing', 'less than ordered', 'under-delivered'],
  receipt: ['收货单', '收货记录', '入库单', '验收单', '收了哪些货', '收了多少货', '收货', 'goods receipt', 'goods receipts', 'receipts', 'receipt', 'received goods'],
  ret: ['要退', '退的货', '退回来的货', '退了', '退货', '退货单', '退单', '预退货', 'return', 'returns', 'pre-return'],
  statement: ['账对', '对了账', '要对账', '账要对', '对账单', '对账', '账单', 'statement', 'reconciliation', 'reconcile'],
  difference: ['怎么算', '算出来', '差了', '不对', 'not match', 'does not match', 'match', '不一样', '对不上', '差异', '差额', '不同', '不符', '明细', '构成', '为什么', 'differ', 'different', 'difference', 'mismatch', 'breakdown', 'why'],
  settlement: ['结算单', '结算', 'settlement'],
  invoice: ['票开', '开了票', '发票', '开票', 'invoice', 'invoices'],
  rejected: ['驳回', '退回', '拒绝', '不通过', '被拒', 'rejected', 'refused', 'declined', 'returned'],
  paid: ['打过来', '结款', '没给我', '尾款', '没付', '打钱', 'unpaid', 'payout', '付款', '打款', '收到钱', '回款', '到账', '货款', '欠我', '应付', '未付', '还欠', '收钱', '给钱', 'paid', 'pay', 'payment', 'money', 'outstanding', 'owe', 'owed', 'payable'],
  prepayment: ['预付', '预付款', 'prepayment', 'prepaid', 'advance payment'],
  sales: ['销售', '卖了', '卖得', '销量', '卖出', '销售额', '营业额', 'sales', 'sold', 'sell', 'best-selling', 'best seller', 'top'],
  joint: ['联营', '扣点', '扣率', 'joint', 'joint venture', 'joint-venture'],
  consign: ['代销', '寄售', 'consignment', 'consign'],
  stock: ['没货', '库存', '存货', '还有多少货', '缺货', '断货', 'stock', 'inventory', 'out of stock', 'on hand'],
  unsalable: ['压仓', '压货', '卖不出去', '没卖出去', 'dead stock', 'slow mover', 'slow movers', '滞销', '卖不动', '不动销', '没卖出', '没有销售', 'unsalable', 'not selling', 'slow-moving', 'slow moving', 'no sales'],
  newItem: ['新品', '新商品', '新品申请', '上新', 'new product', 'new item', 'new-product', 'application'],
  replenish: ['补货', '补货单', 'replenishment', 'replenish'],
  feedback: ['意见', '回复', '答复', '处理结果', 'reply', 'replied', '反馈', '投诉', '工单', 'feedback', 'complaint', 'ticket'],
  fee: ['费用', '扣款', '扣费', '扣钱', '扣我', '扣了', '被扣', '进场费', '条码费', '陈列费', '堆头费', '促销费', '店庆费', '损耗扣款', '物流费', '罚款', 'fee', 'fees', 'deduction', 'deductions', 'deducted', 'deduct', 'charge', 'charged', 'penalty'],
  runningOut: ['快卖完', '快断货', '快没了', '快没货', '快缺货', '要断货', '将断货', '快不够', '不够卖', '可售天数', '周转天数', '还能卖几天', '卖几天', 'running out', 'run out', 'low stock', 'days of supply', 'sell out', 'almost out', 'about to run out'],
  otherParty: ['别的供应商', '其他供应商', '别家', '那家供应商', '同行', '友商', '别人家', '竞争对手', '其他商户', '别的商户', '别的超市', '其他超市', 'another supplier', 'other supplier', 'other suppliers', 'competitor', 'competitors', 'other vendor', 'other vendors', 'another vendor', 'other merchant', 'another merchant', 'other retailer'],
  booking: ['我的预约', '预约了', '预约的', '约的几点', '约了几点', '几点送', '几点到', '几点去送', '送货时段', '预约时段', '预约时间', '送货预约', '哪天送', 'my booking', 'my bookings', 'booked slot', 'booked slots', 'my slot', 'my slots', 'delivery slot', 'delivery slots', 'dock slot', 'what time do i deliver', 'what time should i deliver', 'my appointment', 'my appointments', '预约', 'bookings', 'appointments', 'delivery booking', 'delivery bookings', 'delivery appointment', 'delivery appointments'],
  freeSlot: ['空位', '有空位', '哪天有空', '有空档', '空档', '空闲时段', '还能约', '能约哪天', '可约', '可以约', '约得上', '还有位置', '还有时段', 'free slot', 'free slots', 'available slot', 'available slots', 'any room', 'room left', 'free room', 'availability', 'when can i book', 'when can i deliver'],
  unbooked: ['没预约', '未预约', '待预约', '还没约', '没约', '没有预约', '需要预约', '该预约', '还要预约', '还得预约', 'not booked', 'unbooked', 'need a booking', 'need booking', 'need a slot', 'still to book', 'without a booking', 'without a slot', 'without a delivery slot', 'yet to book'],
  act: ['帮我确认', '替我确认', '帮忙确认', '给我确认', '直接确认', '确认掉', '帮我把', '接受退货', '同意退货', 'confirm order', 'confirm the', 'confirm it', 'confirm this', 'confirm po', 'please confirm', 'confirm as ordered', 'accept the return', 'accept return', 'accept this return', 'confirm statement'],
  howTo: ['哪几种', '几种', '有哪些种类', 'are there', '怎么', '如何', '什么是', '什么叫', '是什么', '开什么', '有什么不一样', '有什么不同', '为何要', '多久', '区别', '写什么', '填什么', '可以', '能否', '是否', '怎样', '在哪', '哪里', '什么意思', '规则', '流程', '步骤', '要求', '能不能', '可以吗', 'how', 'what is', 'what does', 'what are', 'where', 'rule', 'rules', 'steps', 'explain', 'meaning'],
  mine: ['怎么样', '什么时候', '扣了', '被扣', '扣我', '又扣', 'deducted', 'charged', '我的', '我有', '我家', '我们', '哪些', '多少', '几个', '几张', '几单', '有没有', '列出', '查一下', '查查', '看看', '帮我', '现在', '目前', '还有', '我什么时候', 'my', 'mine', 'which', 'how many', 'how much', 'list', 'show', 'any', 'do i have', 'i have', 'when will i', 'me'],
} as const;

export type Concept = keyof typeof concepts;

/** The concepts a question holds. */
export function conceptsIn(t: ReadText): Set<Concept> {
  const found = new Set<Concept>();
  for (const [name, terms] of Object.entries(concepts) as [Concept, readonly string[]][]) {
    if (terms.some((term) => holds(t, term))) found.add(name);
  }
  return found;
}
