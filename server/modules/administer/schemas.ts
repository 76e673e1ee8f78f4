import type { Input } from '../../lib/routeSpec';
import {
  arrayOf, bool, clockTime, date, day, decimal, decimalOrNull, id, input, int, intOrNull, keyword, listInput, object, pageOf, pageParams, text, textOrNull,
  type Properties,
} from '../../lib/schemaFragments';
import { periodNames, rankPeriodNames } from './period';

/** Input and answer schemas of the merchant admin's API. Unknown input fields are refused. */

// ---- dashboard (home) ----

const period = { type: 'string', enum: [...periodNames], default: 'today' } as const;

export const homeQuery = input({ period, branchId: id, categoryId: id });
export type HomeInput = Input<typeof homeQuery>;
export const rankQuery = input({ period: { ...period, enum: [...rankPeriodNames] }, by: { type: 'string', enum: ['sales', 'grossProfit', 'tickets', 'salesPerM2'], default: 'sales' } });
export type RankInput = Input<typeof rankQuery>;
export const timeStatQuery = input({ period, branchId: id, by: { type: 'string', enum: ['hour', 'day'], default: 'hour' } });
export type TimeStatInput = Input<typeof timeStatQuery>;

const periodFields = { period: text, dateFrom: day, dateTo: day, prevFrom: day, prevTo: day };

/** A figure, the same figure of the period before, and the change as a ratio (null when the period before had none). */
export const summaryAnswer = object({
  ...periodFields,
  branchId: intOrNull,
  branchName: textOrNull,
  categoryId: intOrNull,
  categoryName: textOrNull,
  sales: decimal,
  salesPrev: decimal,
  salesChange: decimalOrNull,
  tickets: int,
  ticketsPrev: int,
  ticketsChange: decimalOrNull,
  avgTicket: decimalOrNull,
  avgTicketPrev: decimalOrNull,
  avgTicketChange: decimalOrNull,
  grossProfit: decimal,
  grossProfitPrev: decimal,
  grossProfitChange: decimalOrNull,
  grossMargin: decimalOrNull,
  grossMarginPrev: decimalOrNull,
  grossMarginChange: decimalOrNull,
  memberShare: decimalOrNull,
  memberSharePrev: decimalOrNull,
  memberShareChange: decimalOrNull,
  /** the period before counts its last day through this minute (HH:MM, the chain's clock): the one of this period's latest sale */
  prevUntil: { ...clockTime, description: "the minute (HH:MM, the chain's clock) through which the period before's last day is counted: this period's latest sale's" },
});

export const branchRankAnswer = object({
  ...periodFields,
  rows: arrayOf(
    object({
      rank: int,
      branchId: int,
      code: text,
      name: text,
      sales: decimal,
      tickets: int,
      avgTicket: decimalOrNull,
      grossProfit: decimal,
      grossMargin: decimalOrNull,
      salesPerM2: decimalOrNull,
      share: decimalOrNull,
    }),
  ),
});

export const timeStatAnswer = object({
  ...periodFields,
  rows: arrayOf(object({ key: text, label: text, sales: decimal, tickets: int })),
});

export const paywayStatAnswer = object({
  ...periodFields,
  rows: arrayOf(object({ payWay: int, name: text, amount: decimal, payments: int, share: decimalOrNull })),
});

export const itemClsStatAnswer = object({
  ...periodFields,
  parentId: intOrNull,
  parentName: textOrNull,
  rows: arrayOf(
    object({
      categoryId: int,
      code: textOrNull,
      name: text,
      sales: decimal,
      grossProfit: decimal,
      grossMargin: decimalOrNull,
      qty: decimal,
      share: decimalOrNull,
      hasChildren: bool,
    }),
  ),
});

export const merchantAdminAnswer = object({
  userId: int,
  loginName: text,
  name: text,
  mobile: textOrNull,
  role: text,
  merchantId: int,
  merchantCode: text,
  merchantName: text,
  branchCount: int,
  supplierCount: int,
  deviceCount: int,
  allBranches: bool,
});

// ---- reports ----

const reportPeriod = { dateFrom: date, dateTo: date, branchId: id, keyword, ...pageParams } as const;
const reportInput = <const X extends Properties = {}>(extra?: X) => input({ ...reportPeriod, ...(extra as X) }, ['dateFrom', 'dateTo']);
const stockInput = <const X extends Properties = {}>(extra?: X) => listInput({ branchId: id, keyword, ...(extra as X) });

export const retailBody = reportInput({ groupBy: { type: 'string', enum: ['branch', 'category', 'day', 'supplier'], default: 'branch' } });
export type RetailInput = Input<typeof retailBody>;
const retailFigures = { sales: decimal, cost: decimal, grossProfit: decimal, grossMargin: decimalOrNull, qty: decimal, memberSales: decimal, memberShare: decimalOrNull };
export const retailAnswer = pageOf(object({ key: text, code: textOrNull, name: text, ...retailFigures }), { sum: object(retailFigures) });

export const supplierReportBody = reportInput();
/** A report's period, branch and keyword (and its paging), as every report query reads them. */
export type ReportInput = Input<typeof supplierReportBody>;
const supplierFigures = { sales: decimal, grossProfit: decimal, grossMargin: decimalOrNull, inAmount: decimal, outAmount: decimal, stockAmount: decimal };
export const supplierReportAnswer = pageOf(object({ supplierId: int, code: text, name: text, ...supplierFigures }), { sum: object(supplierFigures) });

export const arrivalBody = reportInput({ groupBy: { type: 'string', enum: ['supplier', 'branch'], default: 'supplier' } });
export type ArrivalInput = Input<typeof arrivalBody>;
const arrivalFigures = { orderLines: int, filledLines: int, orderQty: decimal, arrivedQty: decimal, orderAmount: decimal, arrivedAmount: decimal, qtyRate: decimalOrNull, amountRate: decimalOrNull, lineFillRate: decimalOrNull, onTimeRate: decimalOrNull };
export const arrivalAnswer = pageOf(object({ key: text, code: textOrNull, name: text, ...arrivalFigures }), { sum: object(arrivalFigures) });

const stockRow = {
  key: text,
  branchId: int,
  branchName: text,
  itemId: int,
  itemCode: text,
  barcode: text,
  itemName: text,
  spec: textOrNull,
  unit: text,
  supplierName: textOrNull,
  qty: decimal,
  costPrice: decimal,
  costAmount: decimal,
};

export const stockWarningBody = stockInput({ type: { type: 'string', enum: ['shortage', 'overstock'], default: 'shortage' } });
export type StockWarningInput = Input<typeof stockWarningBody>;
export const stockWarningAnswer = pageOf(object({ ...stockRow, minQty: decimalOrNull, maxQty: decimalOrNull, gapQty: decimal, avgDailySales: decimal, daysOfSupply: decimalOrNull }), { shortage: int, overstock: int });

export const unsalableBody = stockInput({ days: { type: 'integer', enum: [7, 15, 30, 60, 90], default: 30 } });
export type UnsalableInput = Input<typeof unsalableBody>;
export const unsalableAnswer = pageOf(object({ ...stockRow, daysIdle: int, lastSaleDate: textOrNull, lastInDate: textOrNull }), { sumQty: decimal, sumAmount: decimal });

export const negativeStockBody = stockInput();
export type StockListInput = Input<typeof negativeStockBody>;
export const negativeStockAnswer = pageOf(object({ ...stockRow, shortAmount: decimal, lastInDate: textOrNull, lastSaleDate: textOrNull }), { sumAmount: decimal });

export const negativeProfitBody = reportInput();
export const negativeProfitAnswer = pageOf(
  object({ key: text, bizDate: day, branchId: int, branchName: text, itemId: int, itemCode: text, itemName: text, qty: decimal, sales: decimal, cost: decimal, loss: decimal, avgPrice: decimalOrNull, costPrice: decimalOrNull }),
  { sum: object({ loss: decimal, rows: int }) },
);

const memberFigures = { members: int, newMembers: int, activeMembers: int, memberSales: decimal, memberShare: decimalOrNull, memberTickets: int, avgMemberTicket: decimalOrNull };
export const memberBody = reportInput();
export const memberAnswer = pageOf(object({ levelId: int, name: text, members: int, newMembers: int, activeMembers: int, balance: decimal }), { sum: object(memberFigures) });

export const rechargeBody = reportInput({ groupBy: { type: 'string', enum: ['branch', 'day'], default: 'branch' } });
export type RechargeInput = Input<typeof rechargeBody>;
const rechargeFigures = { recharges: int, amount: decimal, bonus: decimal, members: int };
export const rechargeAnswer = pageOf(object({ key: text, name: text, ...rechargeFigures }), { sum: object({ ...rechargeFigures, outstanding: decimal }) });

export const cardBody = reportInput();
const cardFigures = { cards: int, activeCards: int, faceValue: decimal, issuedInPeriod: int, consumed: decimal, balance: decimal };
export const cardAnswer = pageOf(object({ cardType: text, name: text, ...cardFigures }), { sum: object(cardFigures) });
