import type { PageParams } from '../../lib/paging';
import {
  arrayOf,
  bool,
  decimal,
  decimalOrNull,
  id,
  instant,
  instantOrNull,
  int,
  intOrNull,
  keyword,
  object,
  pageOf,
  pageParams,
  statusCounts,
  statusList,
  text,
  textOrNull,
  version,
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
const orNull = <T extends { type: string }>(schema: T) => ({ ...schema, type: [schema.type, 'null'] }) as const;
/** Upload ids (`POST /common/file/upload`) of the goods photos, in the order shown. */
const imageIds = { type: 'array', maxItems: 9, items: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } as const;

export const packagingInput = {
  type: 'object',
  additionalProperties: false,
  required: ['unit', 'factor'],
  properties: {
    unit: shortText(10),
    factor: { type: 'string', pattern: '^\\d{1,6}(\\.\\d{1,3})?$', maxLength: 10 },
    barcode: orNull(barcodeInput),
    purchasePrice: orNull(money),
    retailPrice: orNull(money),
  },
} as const;

/** What the supplier fills in; a draft needs only a name, a submission every required field (checked in code). */
const applicationFields = {
  name: shortText(60),
  barcode: orNull(barcodeInput),
  pluCode: orNull(pluInput),
  isWeighed: { type: 'boolean' },
  spec: orNull(shortText(40)),
  unit: orNull(shortText(10)),
  categoryId: orNull(id),
  brand: orNull(shortText(40)),
  purchasePrice: orNull(money),
  suggestRetailPrice: orNull(money),
  inputTaxRate: orNull(taxRate),
  outputTaxRate: orNull(taxRate),
  shelfLifeDays: { type: ['integer', 'null'], minimum: 1, maximum: 36500 },
  storageMethod: { type: ['integer', 'null'], enum: [0, 1, 2, null] },
  origin: orNull(shortText(40)),
  remark: orNull(shortText(200)),
  packagings: { type: 'array', maxItems: 10, items: packagingInput },
  images: imageIds,
} as const;

export interface PackagingInput {
  unit: string;
  factor: string;
  barcode?: string | null;
  purchasePrice?: string | null;
  retailPrice?: string | null;
}

export interface ApplicationInput {
  name?: string;
  barcode?: string | null;
  pluCode?: string | null;
  isWeighed?: boolean;
  spec?: string | null;
  unit?: string | null;
  categoryId?: number | null;
  brand?: string | null;
  purchasePrice?: string | null;
  suggestRetailPrice?: string | null;
  inputTaxRate?: string | null;
  outputTaxRate?: string | null;
  shelfLifeDays?: number | null;
  storageMethod?: number | null;
  origin?: string | null;
  remark?: string | null;
  packagings?: PackagingInput[];
  images?: string[];
}

/** A new draft (`save`): the fields, a name at least. */
export const saveBody = { type: 'object', additionalProperties: false, required: ['name'], properties: applicationFields } as const;
export type SaveInput = ApplicationInput & { name: string };

/** Changes to an existing application (`update`), as of the version the screen showed. */
export const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'name'],
  properties: { id, version, ...applicationFields },
} as const;
export type UpdateInput = SaveInput & { id: number; version: number };

/** `saveAndSubmit`: a new application submitted at once (no id), or an existing one saved and submitted. */
export const submitBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { id, version, ...applicationFields },
} as const;
export type SubmitInput = SaveInput & { id?: number; version?: number };

/** delete, callback (withdraw), approve: which application, as of which version. */
export const moveBody = { type: 'object', additionalProperties: false, required: ['id', 'version'], properties: { id, version } } as const;
export interface MoveInput {
  id: number;
  version: number;
}

export const rejectBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'reason'],
  properties: { id, version, reason: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
export interface RejectInput extends MoveInput {
  reason: string;
}

export const listBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pageParams, status: statusList(appStatuses), keyword },
} as const;
export interface ListFilter extends PageParams {
  status?: number[];
  keyword?: string;
}

/** The name or barcode typed so far; `id` leaves the application itself out of the comparison. */
export const checkNameBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: shortText(60), id },
} as const;
export const checkBarcodeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['barcode'],
  properties: { barcode: barcodeInput, id, isWeighed: { type: 'boolean' } },
} as const;
export const pluBody = { type: 'object', additionalProperties: false, properties: { pluCode: pluInput, id } } as const;

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

export const listAnswer = pageOf(object(rowFields), { statusCounts });

export const applicationAnswer = object({
  ...rowFields,
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
export const pluAnswer = object({ pluCode: text, rectified: bool, message: textOrNull });
