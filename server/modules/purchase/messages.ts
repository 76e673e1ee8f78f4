import { said, type Said } from '../../lib/language';

/** What purchasing answers, in both languages; problems of a field read after its name (「确认数量」不能…). */
export const purchaseMessages = {
  orderChanged: said('订单状态已变化，请刷新后重试', 'The order has changed; refresh and try again'),
  returnChanged: said('退货单状态已变化，请刷新后重试', 'The return has changed; refresh and try again'),
  linesRequired: said('不能为空，请逐行填写确认数量', 'must give a confirmed quantity for every line'),
  notThisOrdersLine: said('不是本订单的明细', 'is not a line of this order'),
  lineTwice: said('重复', 'is given twice'),
  required: said('必须填写', 'is required'),
  beforeOrderDate: said('不能早于订货日期', 'must not be before the order date'),
  reasonRequired: said('必须填写（1–200 个字）', 'is required (1–200 characters)'),
  noLinesWithRejection: said('拒绝时不填写', 'are not sent with a rejection'),
  notANumber: said('必须是数字', 'must be a number'),
  negative: said('不能为负数', 'must not be negative'),
  tooManyDecimals: said('最多 3 位小数', 'must have at most 3 decimals'),
} satisfies Record<string, Said>;

/**
 * How far ahead a supplier may promise delivery, in days from the chain's business today. A promise half a year out
 * is already a forecast, not a delivery date; one years away (2036-01-01) is a typo or a way to park an order as
 * confirmed, and it would sit among the due dates of every list and report.
 */
export const PROMISE_HORIZON_DAYS = 180;

export const beyondHorizon: Said = said(
  `不能晚于今天起 ${PROMISE_HORIZON_DAYS} 天`,
  `must be within ${PROMISE_HORIZON_DAYS} days from today`,
);

export function aboveOrdered(orderedQty: string): Said {
  return { 'zh-CN': `不能大于订货数量（${orderedQty}）`, en: `must not exceed the ordered quantity (${orderedQty})` };
}

export function missingLines(lineNos: number[]): Said {
  return { 'zh-CN': `缺少第 ${lineNos.join('、')} 行`, en: `are missing line ${lineNos.join(', ')}` };
}
