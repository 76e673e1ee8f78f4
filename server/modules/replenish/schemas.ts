import type { Input } from '../../lib/routeSpec';
import {
  arrayOf,
  bool,
  date,
  dayOrNull,
  decimal,
  decimalOrNull,
  id,
  input,
  instant,
  instantOrNull,
  int,
  intOrNull,
  keyword,
  listAndDetail,
  listInput,
  object,
  statusList,
  text,
  textOrNull,
  titled,
  version,
} from '../../lib/schemaFragments';
import { replenishStatuses } from './rules';

// ---- input ----

const qty = { type: 'string', pattern: '^\\d{1,9}(\\.\\d{1,3})?$', maxLength: 13 } as const;

export const listBody = listInput({ status: statusList(replenishStatuses), branchId: id, keyword });
export type ListFilter = Input<typeof listBody>;

/** Items to add at a branch, searched by name, pinyin initials, code or barcode (or by id, to refresh lines). */
export const itemsBody = input({ branchId: id, keyword, itemIds: { type: 'array', maxItems: 100, items: id } }, ['branchId']);

export const createBody = input(
  {
    branchId: id,
    expectedDate: titled(date, '期望到货日期', 'Expected delivery date'),
    remark: { type: 'string', maxLength: 200 },
    /** true: create and send for approval at once */
    submit: { type: 'boolean' },
    /** true: the supplier confirmed lines far above the branch's need (the server asked with code 428) */
    confirmLarge: { type: 'boolean' },
    /** true: the supplier confirmed lines that are not a whole number of packs (the server asked with code 428) */
    confirmPartPack: { type: 'boolean' },
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: input({ itemId: titled(id, '商品', 'Item'), applyQty: titled(qty, '申请数量', 'Requested quantity') }, ['itemId', 'applyQty']),
    },
  },
  ['branchId', 'lines'],
);
export type CreateInput = Input<typeof createBody>;

export { moveBody, rejectBody, type MoveInput, type RejectInput } from '../../lib/schemaFragments';

export const approveBody = input(
  {
    id,
    version,
    /** quantities the buyer changed; lines not named are approved as requested */
    lines: { type: 'array', maxItems: 100, items: input({ lineId: id, approvedQty: qty }, ['lineId', 'approvedQty']) },
  },
  ['id', 'version'],
);
export type ApproveInput = Input<typeof approveBody>;

// ---- answers ----

const suggestionFields = {
  avgDailySales: decimal,
  leadDays: int,
  coverDays: int,
  stockQty: decimal,
  openOrderQty: decimal,
  packFactor: decimal,
  needQty: decimal,
  suggestQty: decimal,
} as const;

export const itemsAnswer = object({
  rows: arrayOf(
    object({
      itemId: int, code: text, name: text, barcode: text, spec: textOrNull, unit: text, price: decimal, packUnit: textOrNull, ...suggestionFields,
      /** days the stock and what is on its way last at the daily sales (null: it did not sell) */
      daysLeft: intOrNull,
      /** the suggestion in words, in the caller's language ("约可卖 3 天，建议补 2 箱（24 袋）") */
      advice: text,
    }),
  ),
});

const rowFields = {
  id: int,
  version: int,
  sheetNo: text,
  status: int,
  branchId: int,
  branchName: text,
  supplierName: text,
  totalQty: decimal,
  totalAmount: decimal,
  lineCount: int,
  expectedDate: dayOrNull,
  createdAt: instant,
  submittedAt: instantOrNull,
  rejectReason: textOrNull,
  generatedPoId: intOrNull,
  generatedPoSheetNo: textOrNull,
} as const;

export const { page: listAnswer, detail: detailAnswer } = listAndDetail(rowFields, {
  remark: textOrNull,
  approvedAt: instantOrNull,
  lines: arrayOf(
    object({
      id: int,
      lineNo: int,
      itemId: int,
      code: text,
      name: text,
      barcode: text,
      spec: textOrNull,
      unit: text,
      price: decimal,
      applyQty: decimal,
      approvedQty: { type: ['string', 'null'] },
      amount: decimal,
      avgDailySales: decimal,
      stockQty: decimal,
      suggestQty: decimal,
      /** days the requested quantity lasts at the branch's daily sales (null: it did not sell) */
      salesDays: intOrNull,
      /** requested ÷ suggested, one decimal (null: nothing was suggested) */
      suggestRatio: decimalOrNull,
      /** far above the branch's usual need (the supplier had to confirm it) */
      unusual: bool,
    }),
  ),
  log: arrayOf(object({ fromStatus: intOrNull, toStatus: int, actorType: text, comment: textOrNull, at: instant })),
});

export const movedAnswer = object({ id: int, status: int, version: int, sheetNo: text, generatedPoId: intOrNull });
