import { enumCodes } from '../../lib/enums';
import type { Input } from '../../lib/routeSpec';
import {
  arrayOf, bool, branch, branchId, date, dateFrom, dateTo, day, dayOrNull, decimal, decimalOrNull, docHead, id,
  instant, instantOrNull, int, intOrNull, keyword, listAndDetail, listInput, object, pageOf, shielded, statusCounts,
  statusList, text, textOrNull, titled, version,
} from '../../lib/schemaFragments';
import { inVisibleStatuses, orderVisibleStatuses, outVisibleStatuses } from './statuses';

/** Input and answer schemas of the purchasing API. Unknown input fields are refused so a typo never widens a query. */

// ---- input ----

// The filters every purchasing list offers after its status ones, in the order the API documentation shows them.
const periodBranchKeyword = { dateFrom, dateTo, branchId, keyword } as const;

export const orderListBody = listInput({
  status: statusList(orderVisibleStatuses),
  ...periodBranchKeyword,
  dueToday: titled({ type: 'boolean' }, '今日应到', 'Due today'),
  // The days the goods are due (the promised date, else the expected one), as the assistant's "due tomorrow" counts them.
  dueFrom: titled(date, '应到开始日期', 'Due from'),
  dueTo: titled(date, '应到结束日期', 'Due to'),
  // Confirmed orders with goods not yet on a shipping notice (the home's 待预约送货 opens them).
  toShip: titled({ type: 'boolean' }, '待预约送货', 'To ship'),
});
export type OrderListFilter = Input<typeof orderListBody>;

// What every answer of the supplier's names: which document, as of which version, and yes or no.
const answerRequired = ['id', 'version', 'action'] as const;
const answerFields = {
  id,
  version,
  action: titled({ type: 'string', enum: ['confirm', 'reject'] }, '操作', 'Action'),
} as const;
const reason = { type: 'string', maxLength: 200 } as const;

export const orderConfirmBody = {
  type: 'object',
  additionalProperties: false,
  required: answerRequired,
  properties: {
    ...answerFields,
    promisedDate: titled(date, '承诺到货日期', 'Promised delivery date'),
    reason,
    remark: titled({ type: 'string', maxLength: 200 }, '备注', 'Remark'),
    /** true: the supplier confirmed lines cut to a quantity that breaks a pack (the server asked with code 428) */
    confirmPartPack: { type: 'boolean' },
    lines: {
      type: 'array',
      title: 'Lines',
      'x-title-zh-CN': '明细',
      maxItems: 1000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['lineId', 'confirmedQty'],
        properties: {
          lineId: titled(id, '明细行', 'Line'),
          // A string keeps exact decimals; a number is accepted for convenience and checked the same way.
          confirmedQty: titled({ anyOf: [{ type: 'string', maxLength: 20 }, { type: 'number' }] }, '确认数量', 'Confirmed quantity'),
          promisedDate: date,
        },
      },
    },
  },
} as const;

export type OrderConfirmInput = Input<typeof orderConfirmBody>;

/** Receipts and returns are filtered alike; only the statuses a supplier may see differ. */
const docListBody = (visibleStatuses: readonly number[]) =>
  listInput({ status: statusList(visibleStatuses), reconStatus: titled(statusList(enumCodes('reconStatus')), '对账状态', 'Reconciliation status'), ...periodBranchKeyword });

export const inListBody = docListBody(inVisibleStatuses);
export const outListBody = docListBody(outVisibleStatuses);

export type DocListFilter = Input<typeof inListBody>;

export const outConfirmBody = {
  type: 'object',
  additionalProperties: false,
  required: answerRequired,
  properties: { ...answerFields, reason },
} as const;

export type OutConfirmInput = Input<typeof outConfirmBody>;

// ---- answers ----

/** Codes are those of schemas/enums.json (poStatus, inStatus, outStatus, receiveStatus, reconStatus, outReason). */

const itemLine = {
  id: int,
  lineNo: int,
  itemId: int,
  itemCode: textOrNull,
  barcode: textOrNull,
  name: textOrNull,
  spec: textOrNull,
  unit: textOrNull,
} as const;

export const orderPage = pageOf(
  object({
    ...docHead,
    receiveStatus: int,
    orderDate: day,
    expectedDate: day,
    promisedDate: dayOrNull,
    ...branch,
    receiveBranchId: int,
    receiveBranchName: text,
    lineCount: int,
    totalQty: decimal,
    totalAmount: decimal,
  }),
  { statusCounts },
);

// Answering the order is the confirming role's: shielded from roles that may not confirm (finance).
const confirmShield = 'SCM_PURCHASE_ORDER_CONFIRM';

export const orderDetailAnswer = object({
  ...docHead,
  receiveStatus: int,
  version: int,
  type: int,
  orderDate: day,
  expectedDate: day,
  promisedDate: dayOrNull,
  confirmedAt: instantOrNull,
  supplierRemark: { ...textOrNull, description: "the supplier's remark when confirming" },
  rejectReason: { ...textOrNull, description: "the supplier's reason when refusing" },
  ...branch,
  receiveBranchId: int,
  receiveBranchName: text,
  remark: textOrNull,
  totalQty: decimal,
  totalAmount: decimal,
  taxAmount: decimal,
  confirmedQty: { ...decimalOrNull, description: 'the quantity the supplier confirmed over all lines (null until answered)' },
  confirmedAmount: { ...decimalOrNull, description: 'the confirmed quantities at the order prices (null until answered)' },
  canConfirm: shielded(confirmShield, { ...bool, description: 'the order awaits this user\'s answer' }),
  lines: arrayOf(
    object({
      ...itemLine,
      orderQty: decimal,
      confirmedQty: decimalOrNull,
      receivedQty: decimal,
      returnedQty: decimal,
      price: decimal,
      amount: decimal,
      taxRate: decimal,
      giftFlag: bool,
      promisedDate: dayOrNull,
    }),
  ),
});

export const answerResult = object({ id: int, status: int, version: int });

export const receiptPage = pageOf(
  object({
    ...docHead,
    ...branch,
    inTime: instant,
    totalQty: decimal,
    totalAmount: decimal,
    reconStatus: int,
    orderId: intOrNull,
    orderSheetNo: textOrNull,
  }),
  { reconCounts: { ...statusCounts, description: 'receipts per reconciliation status under the other filters: the tab badges' } },
);

export const receiptDetailAnswer = object({
  ...docHead,
  version: int,
  orderId: { ...intOrNull, description: 'the order the goods were received against' },
  orderSheetNo: textOrNull,
  ...branch,
  inTime: instant,
  auditedAt: instantOrNull,
  totalQty: decimal,
  totalAmount: decimal,
  taxAmount: decimal,
  reconStatus: int,
  remark: textOrNull,
  lines: arrayOf(
    object({
      ...itemLine,
      orderQty: decimalOrNull,
      qty: decimal,
      giftQty: decimal,
      price: decimal,
      amount: decimal,
      taxRate: decimal,
      batchNo: textOrNull,
      productionDate: dayOrNull,
      expiryDate: dayOrNull,
      shortageQty: decimal,
      damageQty: decimal,
    }),
  ),
});

const returnFields = {
  ...docHead,
  ...branch,
  outTime: instant,
  reasonCode: int,
  pickupDeadline: dayOrNull,
  totalQty: decimal,
  totalAmount: decimal,
  reconStatus: int,
  inSheetNo: textOrNull,
} as const;

export const { page: returnPage, detail: returnDetailAnswer } = listAndDetail(returnFields, {
  version: int,
  refInId: intOrNull,
  reason: textOrNull,
  supplierConfirmedAt: instantOrNull,
  supplierRejectReason: textOrNull,
  shippedAt: instantOrNull,
  taxAmount: decimal,
  remark: textOrNull,
  canConfirm: bool,
  lines: arrayOf(object({ ...itemLine, qty: decimal, price: decimal, amount: decimal, taxRate: decimal, batchNo: textOrNull })),
});
