import type { PageParams } from '../../lib/paging';
import { decimal, decimalOrNull, arrayOf, dayOrNull, id, int, keyword, object, pageOf, pageParams, text, textOrNull } from '../../lib/schemaFragments';

// ---- input ----

/** Days of supply below which a branch is "running out" (the filter of the stock query). */
const runningOutDays = { type: 'integer', minimum: 1, maximum: 365 } as const;

const stockFilters = { branchId: id, keyword, categoryId: id, runningOutDays } as const;

export const stockListBody = { type: 'object', additionalProperties: false, properties: { ...pageParams, ...stockFilters } } as const;

export interface StockFilter {
  branchId?: number;
  keyword?: string;
  categoryId?: number;
  runningOutDays?: number;
}
export type StockListInput = StockFilter & PageParams;

export const stockDetailBody = { type: 'object', additionalProperties: false, required: ['itemId'], properties: { itemId: id, runningOutDays } } as const;
export interface StockDetailInput {
  itemId: number;
  runningOutDays?: number;
}

/** N of "no sale in N days" (domain.md §4.2): the choices the screen offers, 30 by default. */
export const unsalableDays = [7, 15, 30, 60, 90] as const;

export const unsalableBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pageParams, days: { type: 'integer', enum: [...unsalableDays], default: 30 }, branchId: id, keyword },
} as const;
export interface UnsalableInput extends PageParams {
  days: number;
  branchId?: number;
  keyword?: string;
}

// ---- answers ----

const itemFields = { itemId: int, itemCode: text, barcode: textOrNull, name: text, spec: textOrNull, unit: textOrNull };

export const stockPage = pageOf(
  object({
    ...itemFields,
    qty: decimal,
    costAmount: decimal,
    branchCount: int,
    avgDailySale: decimal,
    daysOfSupply: decimalOrNull,
    runningOutBranches: int,
  }),
);

export const stockSum = object({ itemCount: int, qty: decimal, costAmount: decimal, runningOutItems: int, runningOutDays: int });

export const stockDetail = object({
  ...itemFields,
  categoryName: textOrNull,
  qty: decimal,
  costAmount: decimal,
  avgDailySale: decimal,
  daysOfSupply: decimalOrNull,
  runningOutDays: int,
  branches: arrayOf(
    object({
      branchId: int,
      branchCode: text,
      branchName: text,
      qty: decimal,
      costPrice: decimal,
      costAmount: decimal,
      minQty: decimalOrNull,
      maxQty: decimalOrNull,
      avgDailySale: decimal,
      daysOfSupply: decimalOrNull,
      runningOut: { type: 'boolean' },
      lastInDate: dayOrNull,
      lastSaleDate: dayOrNull,
      locationCodes: textOrNull,
    }),
  ),
});

export const unsalablePage = pageOf(
  object({
    key: text,
    ...itemFields,
    branchId: int,
    branchName: text,
    qty: decimal,
    costAmount: decimal,
    daysSinceSale: int,
    lastInDate: dayOrNull,
    lastSaleDate: dayOrNull,
  }),
);

export const unsalableSum = object({ pairCount: int, itemCount: int, qty: decimal, costAmount: decimal, days: int });
