import type { Input } from '../../lib/routeSpec';
import { arrayOf, decimal, id, input, int, intOrNull, keyword, object, pageOf, pageParams, text, textOrNull } from '../../lib/schemaFragments';

// ---- input ----

export const noInput = input({});
export const keywordInput = input({ keyword });

export const categoryQueryInput = input({ keyword, parentId: id, level: { type: 'integer', minimum: 1, maximum: 3 } });
export type CategoryQuery = Input<typeof categoryQueryInput>;

export const brandQueryInput = input({ keyword, ...pageParams });
export type BrandQuery = Input<typeof brandQueryInput>;

export const itemQueryInput = input({ keyword: { type: 'string', minLength: 1, maxLength: 64 }, categoryId: id, ...pageParams }, ['keyword']);
export type ItemQuery = Input<typeof itemQueryInput>;

export const itemIdInput = input({ itemId: id }, ['itemId']);
export const pinyinInput = input({ text: { type: 'string', minLength: 1, maxLength: 200 } }, ['text']);
export const branchGroupInput = input({ groupId: id });
export const branchIdInput = input({ branchId: id }, ['branchId']);
export const sheetConfigParams = input({ id: { type: 'string', pattern: '^[A-Z]{2,4}$', maxLength: 4 } }, ['id']);

// ---- answers ----

const named = object({ id: int, name: text });
export const unitList = arrayOf(named);

const categoryNode = object({ id: int, code: text, name: text, level: int, children: arrayOf({ type: 'object' }) });
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
