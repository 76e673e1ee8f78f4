import type { Input, RowOf } from '../../lib/routeSpec';
import {
  arrayOf, bool, branch, branchId, dayOrNull, decimal, decimalOrNull, docHead, id, input, instant, instantOrNull, int,
  intOrNull, keyword, listInput, moveBody, object, pageOf, statusCounts, statusList, text, textOrNull, titled,
  version,
} from '../../lib/schemaFragments';
import { count, quantity, slot, slotStart } from './schemaParts';
import { asnVisibleStatuses } from './statuses';

/** The supplier's shipping notices (ASN, 发货通知): list, what is left to ship, save, cancel and book a slot. */

// ---- input ----

// Optional texts and dates also take null (none): an edit form sends back what the notice's detail answered.
const shortTextOrNull = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const dateOrNull = { type: ['string', 'null'], format: 'date' } as const;

export const asnListBody = listInput({ status: statusList(asnVisibleStatuses), branchId, keyword });
export type AsnListFilter = Input<typeof asnListBody>;

export const shippableBody = input({ branchId, keyword }, ['branchId']);
export type ShippableFilter = Input<typeof shippableBody>;

const asnLineInput = input(
  {
    orderLineId: titled(id, '订单明细', 'Order line'),
    qty: titled(quantity, '发货数量', 'Quantity shipped'),
    batchNo: titled(shortTextOrNull(32), '批号', 'Batch'),
    productionDate: titled(dateOrNull, '生产日期', 'Production date'),
    expiryDate: titled(dateOrNull, '到期日期', 'Expiry date'),
    cases: titled(count(100000), '箱数', 'Cases'),
  },
  ['orderLineId', 'qty', 'cases'],
);

/** A new ASN (no id) or a change to one the supplier holds at `version`. */
export const asnSaveBody = input(
  {
    id: titled(id, '单据', 'Document'),
    version,
    pallets: titled(count(1000), '托盘数', 'Pallets'),
    plate: titled({ type: 'string', minLength: 1, maxLength: 16 }, '车牌号', 'Vehicle plate'),
    driver: titled({ type: 'string', minLength: 1, maxLength: 32 }, '司机', 'Driver'),
    driverPhone: titled({ type: 'string', pattern: '^[0-9+\\- ]{5,20}$' }, '司机电话', "Driver's phone"),
    remark: titled(shortTextOrNull(200), '备注', 'Remark'),
    lines: { ...titled({ type: 'array', minItems: 1, maxItems: 500, items: asnLineInput }, '明细', 'Lines') },
  },
  ['pallets', 'plate', 'driver', 'driverPhone', 'lines'],
);
export type AsnSaveInput = Input<typeof asnSaveBody>;

export const asnMoveBody = moveBody;
export type AsnMove = Input<typeof moveBody>;

export const bookBody = input({ id: titled(id, '单据', 'Document'), version, slotStart }, ['id', 'version', 'slotStart']);
export type BookInput = Input<typeof bookBody>;

// ---- answers ----

export const asnPage = pageOf(
  object({
    ...docHead,
    arrival: int,
    ...branch,
    ...slot,
    cases: int,
    pallets: int,
    totalQty: decimal,
    orderSheetNos: text,
    createdAt: instant,
  }),
  { statusCounts },
);
export type AsnListRow = RowOf<typeof asnPage>;

export const asnDetailAnswer = object({
  ...docHead,
  version: int,
  arrival: int,
  arrivedAt: instantOrNull,
  ...branch,
  branchAddress: textOrNull,
  supplierName: text,
  supplierCode: text,
  ...slot,
  cutOffAt: { ...instantOrNull, description: 'after this instant the ASN and its booking no longer change' },
  canChange: { ...bool, description: 'the supplier may still edit, move or cancel it' },
  cases: int,
  pallets: int,
  totalQty: decimal,
  plate: textOrNull,
  driver: textOrNull,
  driverPhone: textOrNull,
  remark: textOrNull,
  chainReason: { ...textOrNull, description: 'why the chain moved or refused the booking' },
  orderSheetNos: text,
  receiptId: { ...intOrNull, description: "the notice's first goods receipt (one is written per order)" },
  receiptSheetNo: { ...textOrNull, description: "every goods receipt's number, comma-separated" },
  createdAt: instant,
  lines: arrayOf(
    object({
      id: int,
      lineNo: int,
      orderId: int,
      orderSheetNo: text,
      orderLineId: int,
      itemId: int,
      barcode: textOrNull,
      name: text,
      spec: textOrNull,
      unit: textOrNull,
      qty: decimal,
      cases: int,
      batchNo: textOrNull,
      productionDate: dayOrNull,
      expiryDate: dayOrNull,
      receivedQty: decimalOrNull,
      differenceQty: { ...decimalOrNull, description: 'received minus shipped, once received' },
      remainingQty: { ...decimal, description: 'the most this line may carry: confirmed − received − on other open notices (while it can change)' },
    }),
  ),
});

export const shippableAnswer = object({
  rows: arrayOf(
    object({
      orderId: int,
      orderSheetNo: text,
      promisedDate: dayOrNull,
      orderLineId: int,
      lineNo: int,
      itemId: int,
      barcode: textOrNull,
      name: text,
      spec: textOrNull,
      unit: textOrNull,
      factor: decimal,
      dateControlled: { ...bool, description: 'the item has a shelf life: batch, production and expiry dates are required' },
      confirmedQty: decimal,
      receivedQty: decimal,
      shippedQty: { ...decimal, description: 'on open ASNs, not yet received' },
      remainingQty: decimal,
    }),
  ),
});

export const saveAnswer = object({ id: int, sheetNo: text, status: int, version: int });
export const moveAnswer = object({ id: int, status: int, version: int });
