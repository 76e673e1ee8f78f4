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
  text,
  textOrNull,
  intOrNull,
  type JsonSchema,
} from '../../lib/schemaFragments';

// ---- input ----

/** What every sales report filters by: a period (required), a branch, a category (any level), an item or a keyword. */
const filterProps = {
  dateFrom: date,
  dateTo: date,
  branchId: id,
  categoryId: id,
  itemId: id,
  keyword,
} as const;

const reportBody = (groupings: readonly string[], byDefault: string, extra: Record<string, JsonSchema> = {}) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['dateFrom', 'dateTo'],
    properties: { ...pageParams, ...filterProps, groupBy: { type: 'string', enum: [...groupings], default: byDefault }, ...extra },
  }) as const;

export const analysisGroupings = ['day', 'month', 'branch', 'category', 'item'] as const;
export const retailGroupings = ['item', 'branch', 'category', 'day', 'month'] as const;
export const wholesaleGroupings = ['order', 'customer', 'item', 'branch', 'category', 'day', 'month'] as const;
export const flowGroupings = ['batch', 'day', 'month', 'branch'] as const;
export const itemGroupings = ['item'] as const;

/** Sales analysis: both channels unless one is asked for. */
export const analysisQuery = reportBody(analysisGroupings, 'day', { channel: { type: 'integer', enum: [0, 1] } });
export const retailBody = reportBody(retailGroupings, 'item');
export const wholesaleBody = reportBody(wholesaleGroupings, 'order');
export const flowBody = reportBody(flowGroupings, 'batch');
export const itemDetailBody = reportBody(itemGroupings, 'item');
export const scorecardQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['dateFrom', 'dateTo'],
  properties: { dateFrom: date, dateTo: date, branchId: id },
} as const;

export type Grouping = (typeof wholesaleGroupings)[number] | (typeof flowGroupings)[number];

export interface SalesFilter extends PageParams {
  dateFrom: string;
  dateTo: string;
  branchId?: number;
  categoryId?: number;
  itemId?: number;
  keyword?: string;
  groupBy: Grouping;
  channel?: 0 | 1;
}

export interface ScorecardInput {
  dateFrom: string;
  dateTo: string;
  branchId?: number;
}

// ---- answers ----

// Cost, profit and what the supplier is paid are purchase-side figures: shielded from sales staff like purchase amounts.
const hidden = (s: JsonSchema) => shielded('SCM_FINANCE_AMOUNTS', s);

const groupFields = {
  key: textOrNull,
  name: textOrNull,
  code: textOrNull,
  date: { type: ['string', 'null'], format: 'date', description: 'the day of a row grouped by day or batch' },
  branchId: intOrNull,
  itemId: intOrNull,
  dateFrom: { type: ['string', 'null'], format: 'date', description: 'first day the row covers (day, month, batch)' },
  dateTo: { type: ['string', 'null'], format: 'date', description: 'last day the row covers (day, month, batch)' },
  drillBy: { type: 'string', enum: ['day', 'item'], description: 'the grouping that lists the rows behind this row' },
} as const;

export const figureFields: Record<string, JsonSchema> = {
  lines: int,
  qty: decimal,
  saleAmount: decimal,
  discountAmount: decimal,
  netAmount: decimal,
  costAmount: hidden(decimal),
  grossProfit: hidden(decimal),
  grossMargin: hidden(decimalOrNull),
  supplierAmount: hidden(decimal),
  commission: hidden(decimal),
  jointRate: hidden(decimalOrNull),
};

const changeFields: Record<string, JsonSchema> = {
  prevNetAmount: decimal,
  netChange: decimalOrNull,
  prevGrossProfit: hidden(decimal),
  profitChange: hidden(decimalOrNull),
  prevQty: decimal,
  qtyChange: decimalOrNull,
};

export const salesPage = pageOf(object({ ...groupFields, ...figureFields }));
export const salesTotal = object(figureFields);
export const analysisPage = pageOf(object({ ...groupFields, ...figureFields, ...changeFields }));
export const analysisTotal = object({ ...figureFields, ...changeFields, prevDateFrom: date, prevDateTo: date });
export const wholesalePage = pageOf(object({ ...groupFields, ...figureFields, sheetNo: textOrNull, customerName: textOrNull }), {
  summary: object(figureFields),
});

const rate = decimalOrNull;
const scoreFields: Record<string, JsonSchema> = {
  orders: int,
  otifOrders: int,
  otifRate: rate,
  orderQty: decimal,
  filledQty: decimal,
  fillRate: rate,
  receivedAmount: hidden(decimal),
  returnedAmount: hidden(decimal),
  returnRate: rate,
  soldCost: hidden(decimal),
  sellThrough: rate,
  stockCost: hidden(decimal),
  daysOfSupply: decimalOrNull,
};

export const scorecardAnswer = pageOf(
  object({ key: text, name: text, dateFrom: date, dateTo: date, ...scoreFields }),
  { summary: object(scoreFields) },
);
