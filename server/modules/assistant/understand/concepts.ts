import { holds, type ReadText } from './text';

/**
 * The words that signal a concept in a supplier's question, in both languages. A data intent is a combination of
 * concepts (understand/intents.ts); matching goes through `holds`, so homophone typos in Chinese and one-letter
 * typos in longer English words still count.
 */
export const concepts = {
  order: ['订单', '采购单', '订货单', '单子', 'order', 'purchase order', 'po'],
  toConfirm: ['待确认', '未确认', '没确认', '要确认', '需要确认', '需确认', '等我确认', '还没确认', '待我确认', 'awaiting', 'await', 'to confirm', 'unconfirmed', 'pending', 'waiting', 'not confirmed', 'confirmation'],
  due: ['到货', '送货', '要送', '该送', '交货', '到期', '应到', 'due', 'deliver', 'delivery', 'arrive'],
  expired: ['过期', '作废', '取消', '被砍', '关闭', 'expired', 'cancelled', 'canceled', 'cut short', 'closed'],
  status: ['状态', '进度', '怎么样了', '到哪了', '情况', '详情', 'status', 'progress', 'detail', 'where is'],
  arrivalRate: ['到货率', '准时率', '满足率', '交货率', '及时率', 'arrival rate', 'on-time', 'on time', 'fill rate', 'delivery rate'],
  short: ['少送', '送不够', '没送齐', '未送齐', '短缺', '没送够', '送少', '不足', '欠货', 'short', 'shortage', 'missing', 'less than ordered', 'under-delivered'],
  ret: ['退货', '退货单', '退单', '预退货', 'return', 'returns', 'pre-return'],
  statement: ['对账单', '对账', '账单', 'statement', 'reconciliation', 'reconcile'],
  difference: ['不一样', '对不上', '差异', '差额', '不同', '不符', '明细', '构成', '为什么', 'differ', 'different', 'difference', 'mismatch', 'breakdown', 'why'],
  settlement: ['结算单', '结算', 'settlement'],
  invoice: ['发票', '开票', 'invoice', 'invoices'],
  rejected: ['驳回', '退回', '拒绝', '不通过', '被拒', 'rejected', 'refused', 'declined', 'returned'],
  paid: ['付款', '打款', '收到钱', '回款', '到账', '货款', '欠我', '应付', '未付', '还欠', '收钱', '给钱', 'paid', 'pay', 'payment', 'money', 'outstanding', 'owe', 'owed', 'payable'],
  prepayment: ['预付', '预付款', 'prepayment', 'prepaid', 'advance payment'],
  sales: ['销售', '卖了', '卖得', '销量', '卖出', '销售额', '营业额', 'sales', 'sold', 'sell', 'best-selling', 'best seller', 'top'],
  joint: ['联营', '扣点', '扣率', 'joint', 'joint venture', 'joint-venture'],
  consign: ['代销', '寄售', 'consignment', 'consign'],
  stock: ['库存', '存货', '还有多少货', '缺货商品', '断货', 'stock', 'inventory', 'out of stock', 'on hand'],
  unsalable: ['滞销', '卖不动', '不动销', '没卖出', '没有销售', 'unsalable', 'not selling', 'slow-moving', 'slow moving', 'no sales'],
  newItem: ['新品', '新商品', '新品申请', '上新', 'new product', 'new item', 'new-product', 'application'],
  replenish: ['补货', '补货单', 'replenishment', 'replenish'],
  feedback: ['反馈', '投诉', '工单', 'feedback', 'complaint', 'ticket'],
  howTo: ['怎么', '如何', '什么是', '什么叫', '啥是', '是啥', '为何要', '多久', '区别', '写什么', '填什么', '可以', '能否', '是否', '怎样', '在哪', '哪里', '什么意思', '是什么', '规则', '流程', '步骤', '要求', '能不能', '可以吗', 'how', 'what is', 'what does', 'what are', 'where', 'rule', 'rules', 'steps', 'explain', 'meaning'],
  mine: ['我的', '我有', '我家', '我们', '哪些', '多少', '几个', '几张', '几单', '有没有', '列出', '查一下', '查查', '看看', '帮我', '现在', '目前', '还有', '我什么时候', 'my', 'mine', 'which', 'how many', 'how much', 'list', 'show', 'any', 'do i have', 'i have', 'when will i', 'me'],
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
