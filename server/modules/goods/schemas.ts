import type { PageParams } from '../../lib/paging';
import {
  arrayOf, bool, day, dayOrNull, decimal, decimalOrNull, id, instant, int, intOrNull, keyword, object, pageOf, pageParams, statusList, text, textOrNull,
} from '../../lib/schemaFragments';

// ---- input ----

export const goodsListBody = { type: 'object', additionalProperties: false, properties: { ...pageParams, keyword, categoryId: id } } as const;
export interface GoodsListInput extends PageParams {
  keyword?: string;
  categoryId?: number;
}

export const itemBody = { type: 'object', additionalProperties: false, required: ['itemId'], properties: { itemId: id } } as const;
export interface ItemInput {
  itemId: number;
}

export const itemPagedBody = { type: 'object', additionalProperties: false, required: ['itemId'], properties: { itemId: id, ...pageParams } } as const;
export type ItemPagedInput = ItemInput & PageParams;

/** Days of sales the goods details' sales tab and its chart show. */
export const retailDays = [7, 14, 28, 56, 90] as const;
export const itemRetailBody = {
  type: 'object', additionalProperties: false, required: ['itemId'],
  properties: { itemId: id, days: { type: 'integer', enum: [...retailDays], default: 28 } },
} as const;
export interface ItemRetailInput extends ItemInput {
  days: number;
}

export const locationBody = { type: 'object', additionalProperties: false, required: ['itemId'], properties: { itemId: id, branchId: id } } as const;
export interface LocationInput extends ItemInput {
  branchId?: number;
}

export const branchProductBody = { type: 'object', additionalProperties: false, properties: { ...pageParams, keyword, branchId: id } } as const;
export interface BranchProductInput extends PageParams {
  keyword?: string;
  branchId?: number;
}

/** Qualification validity codes of schemas/enums.json `qualStatus`: valid, expiring within 30 days, expired. */
export const qualStatuses = [0, 1, 2] as const;
export const qualificationBody = { type: 'object', additionalProperties: false, properties: { ...pageParams, status: statusList(qualStatuses) } } as const;
export interface QualificationInput extends PageParams {
  status?: number[];
}

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
  { expiringCount: int, expiredCount: int },
);
