import type { Said } from '../../lib/language';

/** What purchasing answers, in both languages; problems of a field read after its name (「确认数量」不能…). */
export const purchaseMessages = {
  orderChanged: { 'zh-CN': '订单状态已变化，请刷新后重试', en: 'The order has changed; refresh and try again' },
  returnChanged: { 'zh-CN': '退货单状态已变化，请刷新后重试', en: 'The return has changed; refresh and try again' },
  linesRequired: { 'zh-CN': '不能为空，请逐行填写确认数量', en: 'must give a confirmed quantity for every line' },
  notThisOrdersLine: { 'zh-CN': '不是本订单的明细', en: 'is not a line of this order' },
  lineTwice: { 'zh-CN': '重复', en: 'is given twice' },
  required: { 'zh-CN': '必须填写', en: 'is required' },
  beforeOrderDate: { 'zh-CN': '不能早于订货日期', en: 'must not be before the order date' },
  reasonRequired: { 'zh-CN': '必须填写（1–200 个字）', en: 'is required (1–200 characters)' },
  noLinesWithRejection: { 'zh-CN': '拒绝时不填写', en: 'are not sent with a rejection' },
  notANumber: { 'zh-CN': '必须是数字', en: 'must be a number' },
  negative: { 'zh-CN': '不能为负数', en: 'must not be negative' },
  tooManyDecimals: { 'zh-CN': '最多 3 位小数', en: 'must have at most 3 decimals' },
} as const satisfies Record<string, Said>;

export function aboveOrdered(orderedQty: string): Said {
  return { 'zh-CN': `不能大于订货数量（${orderedQty}）`, en: `must not exceed the ordered quantity (${orderedQty})` };
}

export function missingLines(lineNos: number[]): Said {
  return { 'zh-CN': `缺少第 ${lineNos.join('、')} 行`, en: `are missing line ${lineNos.join(', ')}` };
}
