import type { Input } from '../../lib/routeSpec';
import {
  branchId, date, dateFrom, dateTo, decimal, decimalOrNull, id, input, int, keyword, object, pageOf, pageParams,
  shielded, textOrNull, titled,
} from '../../lib/schemaFragments';

// ---- input ----

export const arrivalRateBody = input(
  { dateFrom, dateTo, groupBy: titled({ type: 'string', enum: ['branch', 'day', 'month'], default: 'branch' }, '汇总方式', 'Grouping'), branchId },
  ['dateFrom', 'dateTo'],
);
export type ArrivalRateInput = Input<typeof arrivalRateBody>;

export const purchaseSummaryBody = input(
  {
    ...pageParams,
    dateFrom: date,
    dateTo: date,
    groupBy: { type: 'string', enum: ['item', 'branch', 'category', 'day', 'month'], default: 'item' },
    branchId: id,
    keyword,
  },
  ['dateFrom', 'dateTo'],
);
export type PurchaseSummaryInput = Input<typeof purchaseSummaryBody>;

// ---- answers ----

// Purchase amounts and prices are shielded from roles that may not see them (sales staff).
const amount = shielded('SCM_FINANCE_AMOUNTS', decimal);

/**
 * What a row of a grouped report is: its key, its name and code, and its date when grouped by day. "x-filledBy"
 * says under which groupings a field is filled and what it then holds, so schemas:check can prove that a page's
 * links send filled values for every grouping (common/checks/linkValues.ts): a month's key is "2026-10", its date null.
 */
const groupFields = {
  key: { ...textOrNull, 'x-filledBy': { groupBy: { item: '1001', branch: '12', category: '3', day: '2026-10-15', month: '2026-10' } } },
  name: textOrNull,
  code: textOrNull,
  date: { type: ['string', 'null'], format: 'date', description: 'the day of a row grouped by day', 'x-filledBy': { groupBy: { day: '2026-10-15' } } },
} as const;

const rateFields = {
  orderLines: int,
  filledLines: int,
  orderQty: decimal,
  receivedQty: decimal,
  arrivedQty: decimal,
  onTimeQty: decimal,
  orderAmount: amount,
  arrivedAmount: amount,
  qtyRate: decimalOrNull,
  amountRate: decimalOrNull,
  lineFillRate: decimalOrNull,
  onTimeRate: decimalOrNull,
} as const;

export const arrivalRateAnswer = pageOf(object({ ...groupFields, ...rateFields }), { summary: object(rateFields) });

const summaryFields = {
  inQty: decimal,
  inAmount: amount,
  outQty: decimal,
  outAmount: amount,
  netQty: decimal,
  netAmount: amount,
} as const;

export const purchaseSummaryPage = pageOf(object({ ...groupFields, ...summaryFields }));
export const purchaseSummaryTotal = object(summaryFields);
