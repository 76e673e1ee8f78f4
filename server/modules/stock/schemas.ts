import type { Input } from '../../lib/routeSpec';
import { branchFigureFields } from '../../lib/stockPerBranch';
import { decimal, decimalOrNull, arrayOf, dayOrNull, id, idOrText, input, int, keyword, listInput, object, pageOf, text, textOrNull } from '../../lib/schemaFragments';

// ---- input ----

/** Days of supply below which a branch is "running out" (the threshold of the stock detail's badge). */
const runningOutDays = { type: 'integer', minimum: 1, maximum: 365 } as const;

/** The stock query's filter: running out within N days, or 0 for the branches already out of stock (queries/stockQuery.ts). */
const runningOutOrOut = { ...runningOutDays, minimum: 0 } as const;

const stockFilters = { branchId: id, keyword, categoryId: id, runningOutDays: runningOutOrOut } as const;

export const stockListBody = listInput(stockFilters);
export type StockListInput = Input<typeof stockListBody>;
/** The list's filters without its paging (the totals read them too). */
export type StockFilter = Omit<StockListInput, 'pageNum' | 'pageSize'>;

export const stockDetailBody = input({ itemId: idOrText, runningOutDays }, ['itemId']);
/** The detail's input once its item id is the number (routes.ts: idOf). */
export type StockDetailInput = Omit<Input<typeof stockDetailBody>, 'itemId'> & { itemId: number };

/** N of "no sale in N days" (domain.md §4.2): the choices the screen offers, 30 by default. */
export const unsalableDays = [7, 15, 30, 60, 90] as const;

export const unsalableBody = listInput({ days: { type: 'integer', enum: [...unsalableDays], default: 30 }, branchId: id, keyword });
export type UnsalableInput = Input<typeof unsalableBody>;

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
      ...branchFigureFields,
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
