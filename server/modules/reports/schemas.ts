import type { PageParams } from '../../lib/paging';
import {
  date,
  decimal,
  decimalOrNull,
  id,
  int,
  keyword,
  object,
  pageOf,
  pageParams,
  shielded,
  textOrNull,
  type JsonSchema,
} from '../../lib/schemaFragments';

// ---- input ----

export const arrivalRateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['dateFrom', 'dateTo'],
  properties: {
    dateFrom: date,
    dateTo: date,
    groupBy: { type: 'string', enum: ['branch', 'day', 'month'], default: 'branch' },
    branchId: id,
  },
} as const;

export interface ArrivalRateInput {
  dateFrom: string;
  dateTo: string;
  groupBy: 'branch' | 'day' | 'month';
  branchId?: number;
}

export const purchaseSummaryBody = {
  type: 'object',
  additionalProperties: false,
  required: ['dateFrom', 'dateTo'],
  properties: {
    ...pageParams,
    dateFrom: date,
    dateTo: date,
    groupBy: { type: 'string', enum: ['item', 'branch', 'category', 'day', 'month'], default: 'item' },
    branchId: id,
    keyword,
  },
} as const;

export interface PurchaseSummaryInput extends PageParams {
  dateFrom: string;
  dateTo: string;
  groupBy: 'item' | 'branch' | 'category' | 'day' | 'month';
  branchId?: number;
  keyword?: string;
}

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

const rateFields: Record<string, JsonSchema> = {
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
};

export const arrivalRateAnswer = pageOf(object({ ...groupFields, ...rateFields }), { summary: object(rateFields) });

const summaryFields: Record<string, JsonSchema> = {
  inQty: decimal,
  inAmount: amount,
  outQty: decimal,
  outAmount: amount,
  netQty: decimal,
  netAmount: amount,
};

export const purchaseSummaryPage = pageOf(object({ ...groupFields, ...summaryFields }));
export const purchaseSummaryTotal = object(summaryFields);
