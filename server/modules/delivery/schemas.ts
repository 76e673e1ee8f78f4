import type { Answer, Input, RowOf } from '../../lib/routeSpec';
import {
  arrayOf, bool, branchId, date, dateFrom, dateTo, day, dayOrNull, decimal, decimalOrNull, id, input, instant,
  instantOrNull, int, intOrNull, keyword, listInput, moveBody, object, pageOf, rejectBody, statusCounts, statusList,
  text, textOrNull, titled, version,
} from '../../lib/schemaFragments';
import { asnVisibleStatuses } from './statuses';

/** Input and answer schemas of delivery appointments: ASNs (发货通知), dock slots (预约) and the dock's capacity. */

// ---- input ----

const quantity = { type: 'string', pattern: '^[0-9]{1,9}(\\.[0-9]{1,3})?$', maxLength: 13 } as const;
const count = (max: number) => ({ type: 'integer', minimum: 0, maximum: max }) as const;
// Optional texts and dates also take null (none): an edit form sends back what the notice's detail answered.
const shortTextOrNull = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const dateOrNull = { type: ['string', 'null'], format: 'date' } as const;
/** A slot's first instant, as the free-slot list answered it (ISO 8601 with its offset). */
const slotStart = titled({ type: 'string', format: 'date-time', maxLength: 40 }, '预约时段', 'Delivery slot');

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

export const freeSlotsBody = input(
  {
    branchId,
    days: titled({ type: 'integer', minimum: 1, maximum: 14, default: 7 }, '天数', 'Days'),
    cases: titled(count(100000), '箱数', 'Cases'),
    pallets: titled(count(1000), '托盘数', 'Pallets'),
  },
  ['branchId'],
);
export type FreeSlotsInput = Input<typeof freeSlotsBody>;

// Boss side.
const clock = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' } as const;
export const capacityBody = input(
  {
    branchId,
    version,
    slotMinutes: titled({ type: 'integer', enum: [15, 30, 60, 90, 120, 180, 240] }, '时段长度（分钟）', 'Slot length (minutes)'),
    casesPerSlot: titled(count(100000), '每时段箱数', 'Cases per slot'),
    palletsPerSlot: titled(count(1000), '每时段托盘数', 'Pallets per slot'),
    openFrom: titled(clock, '开始收货', 'Receiving from'),
    openTo: titled(clock, '结束收货', 'Receiving until'),
    closedWeekdays: titled({ type: 'array', maxItems: 7, uniqueItems: true, items: { type: 'integer', minimum: 1, maximum: 7 } }, '休息日', 'Closed weekdays'),
    closedDates: titled({ type: 'array', maxItems: 60, uniqueItems: true, items: date }, '停收日期', 'Closed dates'),
    cutOffHours: titled({ type: 'integer', minimum: 0, maximum: 72 }, '截止提前（小时）', 'Cut-off (hours before)'),
  },
  ['branchId', 'slotMinutes', 'casesPerSlot', 'palletsPerSlot', 'openFrom', 'openTo', 'cutOffHours'],
);
export type CapacityInput = Input<typeof capacityBody>;

/** A period of at most 14 days (the day's schedule, or a week's load); today when left out. */
export const scheduleBody = input({ branchId, dateFrom, dateTo }, ['branchId']);
export type ScheduleInput = Input<typeof scheduleBody>;

/** The week view of a branch's dock: today and the six days after it, a row a day or a row a slot. */
export const weekBody = input({ branchId, groupBy: titled({ type: 'string', enum: ['day', 'slot'], default: 'day' }, '汇总方式', 'Grouping') }, ['branchId']);
export type WeekInput = Input<typeof weekBody>;

export const chainMoveBody = input(
  { id: titled(id, '单据', 'Document'), version, slotStart, reason: rejectBody.properties.reason },
  ['id', 'version', 'slotStart', 'reason'],
);
export type ChainMoveInput = Input<typeof chainMoveBody>;
export const refuseBody = rejectBody;
export type RefuseInput = Input<typeof rejectBody>;

export const arriveBody = input(
  {
    sheetNo: titled({ type: 'string', minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9]+$' }, '单号', 'Sheet no.'),
    noShow: titled({ type: 'boolean', default: false }, '未到', 'No-show'),
  },
  ['sheetNo'],
);
export type ArriveInput = Input<typeof arriveBody>;

/** Receiving an arrived notice: per line what was received (lines left out were received as shipped). */
export const receiveBody = input(
  {
    id: titled(id, '单据', 'Document'),
    version,
    lines: titled(
      { type: 'array', maxItems: 500, items: input({ lineId: titled(id, '明细行', 'Line'), receivedQty: titled(quantity, '实收数量', 'Quantity received') }, ['lineId', 'receivedQty']) },
      '明细',
      'Lines',
    ),
  },
  ['id', 'version'],
);
export type ReceiveInput = Input<typeof receiveBody>;

// ---- answers ----

const branch = { branchId: int, branchName: text } as const;
const slot = { slotStart: instantOrNull, slotEnd: instantOrNull } as const;

export const asnPage = pageOf(
  object({
    id: int,
    sheetNo: text,
    status: int,
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
  id: int,
  sheetNo: text,
  status: int,
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

const slotRow = object({
  slotStart: instant,
  slotEnd: instant,
  day,
  casesCap: int,
  palletsCap: int,
  casesBooked: int,
  palletsBooked: int,
  casesFree: int,
  palletsFree: int,
  bookable: { ...bool, description: 'before its cut-off, and with room for the asked volume' },
});
export type SlotRow = Answer<typeof slotRow>;

export const freeSlotsAnswer = object({
  branchId: int,
  branchName: text,
  slotMinutes: int,
  cutOffHours: int,
  rows: arrayOf(slotRow),
  days: arrayOf(object({ day, casesFree: int, palletsFree: int, bookableSlots: int })),
});

/** A receiving branch's dock settings (the defaults, `configured` false, until the chain sets them). */
export const capacityRow = object({
  ...branch,
  configured: bool,
  version: int,
  slotMinutes: int,
  casesPerSlot: int,
  palletsPerSlot: int,
  openFrom: text,
  openTo: text,
  closedWeekdays: arrayOf(int),
  closedDates: arrayOf(day),
  cutOffHours: int,
});
export const capacityAnswer = object({ rows: arrayOf(capacityRow) });

export const scheduleAnswer = object({
  branchId: int,
  branchName: text,
  dateFrom: day,
  dateTo: day,
  days: arrayOf(
    object({ day, slots: int, casesCap: int, casesBooked: int, palletsCap: int, palletsBooked: int, bookings: int, arrived: int, late: int, noShow: int }),
  ),
  rows: arrayOf(object({ slotStart: instant, slotEnd: instant, casesCap: int, palletsCap: int, casesBooked: int, palletsBooked: int, bookings: int })),
  bookings: arrayOf(
    object({
      id: int, version: int, sheetNo: text, supplierName: text, status: int, arrival: int, arrivedAt: instantOrNull,
      slotStart: instant, slotEnd: instant, cases: int, pallets: int, plate: textOrNull,
    }),
  ),
});

const weekFigures = {
  casesCap: int, casesBooked: int, casesFree: int, palletsCap: int, palletsBooked: int, palletsFree: int,
  bookings: { ...int, description: 'booked notices' },
  load: { ...decimalOrNull, description: 'the fuller of cases and pallets booked against room (0–1); null where there is no room' },
};
export const weekAnswer = object({
  branchId: int,
  branchName: text,
  dateFrom: day,
  dateTo: day,
  rows: arrayOf(object({
    key: text,
    label: { ...text, description: "MM-DD, or MM-DD HH:MM of a slot's start (the chart's axis)" },
    day,
    slot: { ...textOrNull, description: 'HH:MM–HH:MM of a slot; null in a row of a day' },
    slotStart: instantOrNull,
    ...weekFigures,
  })),
  sum: object(weekFigures),
});

export const arriveAnswer = object({ id: int, sheetNo: text, status: int, version: int, arrival: int, arrivedAt: instantOrNull, slotStart: instantOrNull, slotEnd: instantOrNull });
export const moveAnswer = object({ id: int, status: int, version: int });
export const receiveAnswer = object({ id: int, status: int, version: int, receiptIds: arrayOf(int) });
export const capacitySaved = object({ branchId: int, version: int });

/** Today's trucks at the chain's docks (the caller's branches), for the home page. */
export const dockTodayAnswer = object({
  expected: { ...int, description: 'booked for today, not yet at the gate' },
  arrived: { ...int, description: 'came on time or early' },
  late: int,
  noShow: int,
  toReceive: { ...int, description: 'at the gate, not yet received' },
});
