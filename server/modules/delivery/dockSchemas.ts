import type { Input } from '../../lib/routeSpec';
import {
  arrayOf, bool, branch, branchId, clockTime, date, dateFrom, dateTo, day, decimalOrNull, id, input, instant, instantOrNull, int,
  listInput, object, pageOf, rejectBody, text, textOrNull, titled, version,
} from '../../lib/schemaFragments';
import { count, quantity, slotStart } from './schemaParts';

/** The chain's side of the docks (boss): capacity, schedule and week, moving or refusing a booking, the gate, receiving. */

// ---- input ----

export const capacityBody = input(
  {
    branchId,
    version,
    slotMinutes: titled({ type: 'integer', enum: [15, 30, 60, 90, 120, 180, 240] }, '时段长度（分钟）', 'Slot length (minutes)'),
    casesPerSlot: titled(count(100000), '每时段箱数', 'Cases per slot'),
    palletsPerSlot: titled(count(1000), '每时段托盘数', 'Pallets per slot'),
    openFrom: titled(clockTime, '开始收货', 'Receiving from'),
    openTo: titled(clockTime, '结束收货', 'Receiving until'),
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

/**
 * Today's trucks across the chain (or at one branch) that a figure of the home tile counts (queries/todayTrucks.ts):
 * all of them, still expected, at the gate to receive, arrived on time or early, late, no-shows.
 */
export const todayListBody = listInput({
  branchId,
  state: titled({ type: 'string', enum: ['all', 'expected', 'toReceive', 'arrived', 'late', 'noShow'], default: 'all' }, '到货情况', 'Deliveries shown'),
});
export type TodayListInput = Input<typeof todayListBody>;

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
    noShow: titled({ type: 'boolean', default: false }, '爽约', 'No-show'),
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
  ...branch,
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
  casesLoad: { ...decimalOrNull, description: 'cases booked against the room for cases (0–1); null where there is none' },
  palletsLoad: { ...decimalOrNull, description: 'pallets booked against the room for pallets (0–1); null where there is none' },
  load: { ...decimalOrNull, description: 'the fuller of casesLoad and palletsLoad: the one that binds; null where there is no room' },
};
export const weekAnswer = object({
  ...branch,
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
export const receiveAnswer = object({ id: int, status: int, version: int, receiptIds: arrayOf(int) });
export const capacitySaved = object({ branchId: int, version: int });

/** Today's trucks at the chain's docks (the caller's branches), for the home page. */
export const dockTodayAnswer = object({
  all: { ...int, description: 'every truck booked for today' },
  expected: { ...int, description: 'booked for today, not yet at the gate' },
  arrived: { ...int, description: 'came on time or early' },
  late: int,
  noShow: int,
  toReceive: { ...int, description: 'at the gate, not yet received' },
});

/** A page of today's trucks across the chain, each naming its store, with the figures of the home tile for the tabs. */
export const todayListAnswer = pageOf(
  object({
    id: int, sheetNo: text, ...branch, supplierName: text, status: int, arrival: int, arrivedAt: instantOrNull,
    slotStart: instant, slotEnd: instant, cases: int, pallets: int, plate: textOrNull,
  }),
  { counts: dockTodayAnswer },
);
