import type { Input } from '../../lib/routeSpec';
import {
  arrayOf, bool, day, dayOrNull, decimal, decimalOrNull, id, idOrText, input, instant, int, intOrNull, keyword, listInput, object, pageOf, pageParams, statusCounts, statusList, text, textOrNull,
} from '../../lib/schemaFragments';

// ---- input ----

export const goodsListBody = listInput({ keyword, categoryId: id });
export type GoodsListInput = Input<typeof goodsListBody>;

export const itemBody = input({ itemId: id }, ['itemId']);
/** The item a detail page opens, its id from the page's route. */
export const itemInfoBody = input({ itemId: idOrText }, ['itemId']);

export const itemPagedBody = input({ itemId: id, ...pageParams }, ['itemId']);
export type ItemPagedInput = Input<typeof itemPagedBody>;

/** Days of sales the goods details' sales tab and its chart show. */
export const retailDays = [7, 14, 28, 56, 90] as const;
export const itemRetailBody = input({ itemId: id, days: { type: 'integer', enum: [...retailDays], default: 28 } }, ['itemId']);
export type ItemRetailInput = Input<typeof itemRetailBody>;

export const locationBody = input({ itemId: id, branchId: id }, ['itemId']);
export type LocationInput = Input<typeof locationBody>;

export const branchProductBody = listInput({ keyword, branchId: id });
export type BranchProductInput = Input<typeof branchProductBody>;

/** Qualification validity codes of schemas/enums.json `qualStatus`: valid, expiring within 30 days, expired. */
export const qualStatuses = [0, 1, 2] as const;
export const qualificationBody = listInput({ status: statusList(qualStatuses) });
export type QualificationInput = Input<typeof qualificationBody>;

// ---- answers ----

const itemHead = { itemId: int, itemCode: text, barcode: textOrNull, name: text, spec: textOrNull, unit: textOrNull };

export const goodsPage = pageOf(
  object({ ...itemHead, categoryName: textOrNull, brandName: textOrNull, purchasePrice: decimal, retailPrice: decimal, status: int, stockQty: decimal, soldQty: decimal }),
);

export const itemInfo = object({
  ...itemHead,
  pluCode: textOrNull,
  shortName: textOrNull,
  pinyin: textOrNull,
  categoryName: textOrNull,
  brandName: textOrNull,
  origin: textOrNull,
  status: int,
  storageMethod: int,
  isWeighed: bool,
  shelfLifeDays: intOrNull,
  purchasePrice: decimal,
  retailPrice: decimal,
  memberPrice: decimalOrNull,
  wholesalePrice: decimalOrNull,
  inputTaxRate: decimal,
  outputTaxRate: decimal,
  stockQty: decimal,
  soldQty: decimal,
  soldAmount: decimal,
  lastInDate: dayOrNull,
  lastInPrice: decimalOrNull,
  packages: arrayOf(object({ unit: text, factor: decimal, barcode: textOrNull })),
});

export const purchaseRecordPage = pageOf(
  object({ lineId: int, sheetNo: text, branchName: text, inTime: instant, qty: decimal, giftQty: decimal, price: decimal, amount: decimal }),
);

export const itemRetail = object({
  days: int,
  qty: decimal,
  amount: decimal,
  rows: arrayOf(object({ date: day, qty: decimal, amount: decimal })),
});

export const itemStock = object({
  qty: decimal,
  costAmount: decimal,
  rows: arrayOf(object({ branchId: int, branchName: text, qty: decimal, costAmount: decimal, lastSaleDate: dayOrNull, locationCodes: textOrNull })),
});

export const itemSupplier = object({
  rows: arrayOf(object({ key: text, branchName: textOrNull, purchasePrice: decimalOrNull, sellWay: int, jointRate: decimalOrNull, isMain: bool })),
});

export const locationCodes = arrayOf(object({ branchId: int, branchName: text, locationCode: text }));

export const branchProductPage = pageOf(
  object({
    key: text, ...itemHead, branchId: intOrNull, branchName: textOrNull, purchasePrice: decimalOrNull, retailPrice: decimal, sellWay: int, jointRate: decimalOrNull, isMain: bool, status: int,
  }),
);

export const qualificationPage = pageOf(
  object({ id: int, qualType: int, name: text, certNo: textOrNull, validFrom: dayOrNull, validTo: dayOrNull, daysLeft: intOrNull, status: int }),
  { statusCounts, expiringCount: int, expiredCount: int },
);
