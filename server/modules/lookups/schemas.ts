import type { PageParams } from '../../lib/paging';
import { arrayOf, decimal, id, int, intOrNull, keyword, object, pageOf, pageParams, text, textOrNull, type JsonSchema } from '../../lib/schemaFragments';

// ---- input ----

const noInput = { type: 'object', additionalProperties: false, properties: {} } as const;
export const keywordInput = { type: 'object', additionalProperties: false, properties: { keyword } } as const;
export interface KeywordInput {
  keyword?: string;
}
export { noInput };

export const categoryQueryInput = { type: 'object', additionalProperties: false, properties: { keyword, parentId: id, level: { type: 'integer', minimum: 1, maximum: 3 } } } as const;
export interface CategoryQuery {
  keyword?: string;
  parentId?: number;
  level?: number;
}

export const brandQueryInput = { type: 'object', additionalProperties: false, properties: { keyword, ...pageParams } } as const;
export interface BrandQuery extends PageParams {
  keyword?: string;
}

export const itemQueryInput = {
  type: 'object', additionalProperties: false, required: ['keyword'],
  properties: { keyword: { type: 'string', minLength: 1, maxLength: 64 }, categoryId: id, ...pageParams },
} as const;
export interface ItemQuery extends PageParams {
  keyword: string;
  categoryId?: number;
}

export const itemIdInput = { type: 'object', additionalProperties: false, required: ['itemId'], properties: { itemId: id } } as const;
export interface ItemIdInput {
  itemId: number;
}

export const pinyinInput = { type: 'object', additionalProperties: false, required: ['text'], properties: { text: { type: 'string', minLength: 1, maxLength: 200 } } } as const;
export interface PinyinInput {
  text: string;
}

export const branchGroupInput = { type: 'object', additionalProperties: false, properties: { groupId: id } } as const;
export interface BranchGroupInput {
  groupId?: number;
}

export const branchIdInput = { type: 'object', additionalProperties: false, required: ['branchId'], properties: { branchId: id } } as const;
export interface BranchIdInput {
  branchId: number;
}

export const sheetConfigParams = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Z]{2,4}$', maxLength: 4 } } } as const;

// ---- answers ----

const named = object({ id: int, name: text });
export const unitList = arrayOf(named);

const categoryNode: JsonSchema = object({ id: int, code: text, name: text, level: int, children: arrayOf({ type: 'object' }) });
/** Three levels at most (domain.md §2.2), so the tree's schema spells them out. */
/** `short`: the name's pinyin initials, for pickers that search the tree. */
export const categoryTree = arrayOf(object({ id: int, code: text, name: text, short: text, level: int, children: arrayOf(object({ id: int, code: text, name: text, short: text, level: int, children: arrayOf(object({ id: int, code: text, name: text, short: text, level: int, children: arrayOf(categoryNode) })) })) }));
export const categoryList = arrayOf(object({ id: int, code: text, name: text, level: int, parentId: intOrNull }));
export const brandPage = pageOf(named);
export const itemPage = pageOf(object({ id: int, code: text, barcode: textOrNull, name: text, spec: textOrNull, unit: textOrNull, pinyin: textOrNull }));
export const itemClassList = arrayOf(object({ id: int, code: text, name: text, itemCount: int }));
export const itemUnitList = arrayOf(object({ unit: text, factor: decimal, barcode: textOrNull, isBase: { type: 'boolean' } }));
export const pinyinAnswer = object({ short: text });
export const storeList = arrayOf(object({ id: int, code: text, name: text, shortName: textOrNull, type: int, region: textOrNull, address: textOrNull }));
export const branchGroupList = arrayOf(object({ id: int, code: text, name: text, branches: arrayOf(object({ id: int, code: text, name: text })) }));
export const storageMethodList = arrayOf(object({ code: int, name: text }));
const sheetConfig = object({ id: text, name: text, prefix: text, qtyDecimals: int, priceDecimals: int, amountDecimals: int, printTitle: text });
export const sheetConfigList = arrayOf(sheetConfig);
export const sheetConfigAnswer = sheetConfig;
export const branchWithScope = object({
  id: int, code: text, name: text, type: int, region: textOrNull, address: textOrNull, phone: textOrNull,
  supplied: { type: 'boolean' }, itemCount: int, categories: arrayOf(object({ id: int, code: text, name: text })),
});
