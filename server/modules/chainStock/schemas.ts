import type { Input } from '../../lib/routeSpec';
import { branchFigureFields } from '../../lib/stockPerBranch';
import { arrayOf, decimal, decimalOrNull, id, input, int, intOrNull, keyword, listInput, object, pageOf, text, textOrNull } from '../../lib/schemaFragments';

// ---- input ----

/** Days of supply below which a (branch, item) is "running out": the filter keeps items running out somewhere. */
const runningOutDays = { type: 'integer', minimum: 1, maximum: 365 } as const;

const filters = { branchId: id, categoryId: id, supplierId: id, keyword, runningOutDays } as const;

/** The list and the summary take the same body (paging accepted and ignored by the summary), so a page sends one. */
export const chainStockBody = listInput(filters);
export type ChainStockInput = Input<typeof chainStockBody>;
/** The filters without the paging (the summary reads them too). */
export type ChainStockFilter = Omit<ChainStockInput, 'pageNum' | 'pageSize'>;

export const chainStockBranchesBody = input({ itemId: id, supplierId: id, runningOutDays }, ['itemId']);
export type ChainStockBranchesInput = Input<typeof chainStockBranchesBody>;

// ---- answers ----

const itemFields = { itemId: int, itemCode: text, barcode: textOrNull, itemName: text, spec: textOrNull, unit: textOrNull };
/** The main supplier of the stock rows (null: stock kept without a main supplier). */
const supplierFields = { supplierId: intOrNull, supplierCode: textOrNull, supplierName: textOrNull };
const figures = { qty: decimal, costAmount: decimal, avgDailySale: decimal, daysOfSupply: decimalOrNull };

/**
 * One row per item and main supplier, over the chosen branches: the chain's days of supply (all its stock over all its
 * sales) and the soonest a branch sells out (the lowest of a branch's days of supply), which running out is read by.
 */
export const chainStockPage = pageOf(object({ key: text, ...itemFields, ...supplierFields, ...figures, soonestDays: decimalOrNull, branchCount: int, runningOutBranches: int }));

export const chainStockSummary = object({
  rowCount: int,
  itemCount: int,
  supplierCount: int,
  qty: decimal,
  costAmount: decimal,
  runningOutItems: int,
  runningOutDays: int,
});

export const chainStockBranches = object({
  ...itemFields,
  categoryName: textOrNull,
  ...figures,
  runningOutDays: int,
  branches: arrayOf(
    object({
      key: text,
      branchId: int,
      branchCode: text,
      branchName: text,
      ...supplierFields,
      ...branchFigureFields,
    }),
  ),
});
