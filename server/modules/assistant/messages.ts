import { said } from '../../lib/language';

export const msg = {
  rateLost: said('这条回答的评价已被更新，请刷新后再试', 'This answer was rated meanwhile; refresh and try again'),
};

/** A quick question offered as a chip, in both languages, with the menu function it reads (shown only to those holding it). */
export interface Suggestion { menuCode: string; 'zh-CN': string; en: string }

/** Quick questions offered as chips, in the UI's language; each names the menu function it reads. */
export const suggestions: Suggestion[] = [
  { menuCode: 'SCM_PURCHASE_ORDER', 'zh-CN': '我有哪些待确认的订单?', en: 'Which orders await my confirmation?' },
  { menuCode: 'SCM_PURCHASE_ORDER', 'zh-CN': '今天有哪些订单要送货?', en: 'Which orders are due for delivery today?' },
  { menuCode: 'SCM_FINANCE', 'zh-CN': '我什么时候能收到货款?', en: 'When will I be paid?' },
  { menuCode: 'SCM_FINANCE', 'zh-CN': '有哪些对账单待确认?', en: 'Which statements await my confirmation?' },
  { menuCode: 'SCM_PURCHASE_ORDER', 'zh-CN': '本月到货率是多少?', en: 'What is my arrival rate this month?' },
  { menuCode: 'SCM_PURCHASE_OUT', 'zh-CN': '有待确认的退货单吗?', en: 'Any returns awaiting my confirmation?' },
  { menuCode: 'SCM_AI', 'zh-CN': '发票有什么要求?', en: 'What are the invoice requirements?' },
  { menuCode: 'SCM_AI', 'zh-CN': '怎么切换供应商?', en: 'How do I switch supplier?' },
];
