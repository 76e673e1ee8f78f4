import type { Input } from '../../lib/routeSpec';
import {
  arrayOf, bool, decimal, decimalOrNull, id, input, instant, instantOrNull, int, intOrNull, keyword, listAndDetail,
  listInput, object, statusList, text, textOrNull, titled, version,
} from '../../lib/schemaFragments';
import { appStatuses } from './statuses';

/** Input and answer schemas of new-product applications (domain.md §3.6). Unknown input fields are refused. */

// ---- input ----

/** Prices and rates as exact decimal text ("12.50"), as the form's number inputs send them. */
const money = { type: 'string', pattern: '^\\d{1,10}(\\.\\d{1,4})?$', maxLength: 15 } as const;
const taxRate = { type: 'string', pattern: '^0(\\.\\d{1,2})?$|^1(\\.0{1,2})?$', maxLength: 4 } as const;
const shortText = (max: number) => ({ type: 'string', maxLength: max }) as const;
const barcodeInput = { type: 'string', maxLength: 20 } as const;
const pluInput = { type: 'string', maxLength: 6 } as const;
/** A form sends null for a field left empty (what it loaded); null means "none", like leaving it out. */
const orNull = <const T extends { type: string }>(schema: T) =>
  ({ ...schema, type: [schema.type, 'null'] }) as Omit<T, 'type'> & { readonly type: readonly [T['type'], 'null'] };
/** Upload ids (`POST /common/file/upload`) of the goods photos, in the order shown. */
const imageIds = { type: 'array', maxItems: 9, items: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } as const;

export const packagingInput = input(
  {
    unit: shortText(10),
    factor: titled({ type: 'string', pattern: '^\\d{1,6}(\\.\\d{1,3})?$', maxLength: 10 }, '换算系数', 'Factor'),
    barcode: orNull(barcodeInput),
    purchasePrice: orNull(money),
    retailPrice: titled(orNull(money), '零售价', 'Retail price'),
  },
  ['unit', 'factor'],
);

/** What the supplier fills in; a draft needs only a name, a submission every required field (checked in code). */
const applicationFields = {
  name: titled(shortText(60), '商品名称', 'Item name'),
  barcode: titled(orNull(barcodeInput), '条码', 'Barcode'),
  pluCode: titled(orNull(pluInput), 'PLU码', 'PLU code'),
  isWeighed: titled({ type: 'boolean' }, '称重商品', 'Weighed goods'),
  spec: titled(orNull(shortText(40)), '规格', 'Specification'),
  unit: titled(orNull(shortText(10)), '单位', 'Unit'),
  categoryId: titled(orNull(id), '商品类别', 'Category'),
  brand: titled(orNull(shortText(40)), '品牌', 'Brand'),
  purchasePrice: titled(orNull(money), '进价', 'Purchase price'),
  suggestRetailPrice: titled(orNull(money), '建议零售价', 'Suggested retail price'),
  inputTaxRate: titled(orNull(taxRate), '进项税率', 'Input tax rate'),
  outputTaxRate: titled(orNull(taxRate), '销项税率', 'Output tax rate'),
  shelfLifeDays: titled({ type: ['integer', 'null'], minimum: 1, maximum: 36500 }, '保质期（天）', 'Shelf life (days)'),
  storageMethod: titled({ type: ['integer', 'null'], enum: [0, 1, 2, null] }, '储存方式', 'Storage'),
  origin: titled(orNull(shortText(40)), '产地', 'Origin'),
  remark: orNull(shortText(200)),
  packagings: titled({ type: 'array', maxItems: 10, items: packagingInput }, '多包装', 'Packagings'),
  images: titled(imageIds, '商品图片', 'Photos'),
} as const;

/** A new draft (`save`): the fields, a name at least. */
export const saveBody = input(applicationFields, ['name']);
export type SaveInput = Input<typeof saveBody>;
/** The fields as a check reads them: a draft may lack any of them. */
export type ApplicationInput = Partial<SaveInput>;

/** Changes to an existing application (`update`), as of the version the screen showed. */
export const updateBody = input({ id, version, ...applicationFields }, ['id', 'version', 'name']);
export type UpdateInput = Input<typeof updateBody>;

/** `saveAndSubmit`: a new application submitted at once (no id), or an existing one saved and submitted. */
export const submitBody = input({ id, version, ...applicationFields }, ['name']);
export type SubmitInput = Input<typeof submitBody>;

/** delete, callback (withdraw), approve: which application, as of which version. */
export { moveBody, rejectBody, type MoveInput, type RejectInput } from '../../lib/schemaFragments';

export const listBody = listInput({ status: statusList(appStatuses), keyword });
export type ListFilter = Input<typeof listBody>;

/** The name or barcode typed so far; `id` leaves the application itself out of the comparison. */
export const checkNameBody = input({ name: shortText(60), id }, ['name']);
export const checkBarcodeBody = input({ barcode: barcodeInput, id, isWeighed: { type: 'boolean' } }, ['barcode']);
export const pluBody = input({ pluCode: pluInput, id });

// ---- answers ----

const packagingAnswer = object({ unit: text, factor: decimal, barcode: textOrNull, purchasePrice: decimalOrNull, retailPrice: decimalOrNull });
const imageAnswer = object({ id: text, url: text, name: text, size: int, contentType: text });

const rowFields = {
  id: int,
  version: int,
  sheetNo: text,
  status: int,
  name: text,
  barcode: textOrNull,
  pluCode: textOrNull,
  spec: textOrNull,
  unit: textOrNull,
  categoryName: textOrNull,
  purchasePrice: decimalOrNull,
  suggestRetailPrice: decimalOrNull,
  supplierName: text,
  createdAt: instant,
  submittedAt: instantOrNull,
  rejectReason: textOrNull,
} as const;

export const { page: listAnswer, detail: applicationAnswer } = listAndDetail(rowFields, {
  isWeighed: bool,
  categoryId: intOrNull,
  brand: textOrNull,
  inputTaxRate: decimalOrNull,
  outputTaxRate: decimalOrNull,
  shelfLifeDays: intOrNull,
  storageMethod: intOrNull,
  origin: textOrNull,
  remark: textOrNull,
  packagings: arrayOf(packagingAnswer),
  images: arrayOf(imageAnswer),
  reviewedAt: instantOrNull,
  createdItemId: intOrNull,
  createdItemCode: textOrNull,
  log: arrayOf(object({ fromStatus: intOrNull, toStatus: int, actorType: text, comment: textOrNull, at: instant })),
});

/** What a change answers: the application as it now is (id, status, version), for the screen to carry on. */
export const movedAnswer = object({ id: int, status: int, version: int, sheetNo: text, createdItemId: intOrNull });

export const checkAnswer = object({ ok: bool, message: textOrNull });
/** ok: the typed code may be used as it is (the form's check while typing); otherwise `pluCode` is a free one and `message` says so. */
export const pluAnswer = object({ pluCode: text, rectified: bool, ok: bool, message: textOrNull });
