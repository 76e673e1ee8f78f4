import type { Input } from '../../lib/routeSpec';
import {
  clockTime, clockTimeOrNull, date, decimal, decimalOrNull, id, input, int, keyword, object, pageOf, pageParams, shielded, text, textOrNull,
  intOrNull, type JsonSchema, type Properties,
} from '../../lib/schemaFragments';

// ---- input ----

/** What every sales report filters by: a period (required), a branch, a category (any level), an item or a keyword. */
const filterProps = {
  dateFrom: date,
  dateTo: date,
  branchId: id,
  categoryId: id,
  itemId: id,
  keyword,
} as const;

const reportBody = <const G extends readonly string[], const X extends Properties = {}>(groupings: G, byDefault: G[number], extra?: X) =>
  input(
    { ...pageParams, ...filterProps, groupBy: { type: 'string', enum: groupings, default: byDefault }, ...(extra as X) },
    ['dateFrom', 'dateTo'],
  );

export const analysisGroupings = ['day', 'month', 'branch', 'category', 'item'] as const;
export const retailGroupings = ['item', 'branch', 'category', 'day', 'month'] as const;
export const wholesaleGroupings = ['order', 'customer', 'item', 'branch', 'category', 'day', 'month'] as const;
export const flowGroupings = ['batch', 'day', 'month', 'branch'] as const;
export const itemGroupings = ['item'] as const;

/**
 * Sales analysis: both channels unless one is asked for. `dateToUntil` counts the last day's POS sales only up to that
 * minute (and the period before's last day alike): the previous period's figure of a period that ends today links here.
 */
export const analysisQuery = reportBody(analysisGroupings, 'day', {
  channel: { type: 'integer', enum: [0, 1] },
  dateToUntil: { ...clockTime, description: "the last day's POS sales counted up to this minute (HH:MM, the chain's clock), and the period before's last day alike" },
});
export const retailBody = reportBody(retailGroupings, 'item');
export const wholesaleBody = reportBody(wholesaleGroupings, 'order');
export const flowBody = reportBody(flowGroupings, 'batch');
export const itemDetailBody = reportBody(itemGroupings, 'item');
export const scorecardQuery = input({ dateFrom: date, dateTo: date, branchId: id }, ['dateFrom', 'dateTo']);

export type Grouping = (typeof wholesaleGroupings)[number] | (typeof flowGroupings)[number];

/** What the report queries read: the filter of any report (each names its own groupings; the analysis a channel). */
export type SalesFilter = Omit<Input<typeof analysisQuery>, 'groupBy'> & { groupBy: Grouping };
export type ScorecardInput = Input<typeof scorecardQuery>;

// ---- answers ----

// Cost, profit and what the supplier is paid are purchase-side figures: shielded from sales staff like purchase amounts.
const hidden = <const S extends JsonSchema>(s: S) => shielded('SCM_FINANCE_AMOUNTS', s);

const groupFields = {
  key: textOrNull,
  name: textOrNull,
  code: textOrNull,
  date: { type: ['string', 'null'], format: 'date', description: 'the day of a row grouped by day or batch' },
  branchId: intOrNull,
  itemId: intOrNull,
  dateFrom: { type: ['string', 'null'], format: 'date', description: 'first day the row covers (day, month, batch)' },
  dateTo: { type: ['string', 'null'], format: 'date', description: 'last day the row covers (day, month, batch)' },
  drillBy: { type: 'string', enum: ['day', 'item'], description: 'the grouping that lists the rows behind this row' },
} as const;

export const figureFields = {
  lines: int,
  qty: decimal,
  saleAmount: decimal,
  discountAmount: decimal,
  netAmount: decimal,
  costAmount: hidden(decimal),
  grossProfit: hidden(decimal),
  grossMargin: hidden(decimalOrNull),
  supplierAmount: hidden(decimal),
  commission: hidden(decimal),
  jointRate: hidden(decimalOrNull),
} as const;

const changeFields = {
  prevNetAmount: decimal,
  netChange: decimalOrNull,
  prevGrossProfit: hidden(decimal),
  profitChange: hidden(decimalOrNull),
  prevQty: decimal,
  qtyChange: decimalOrNull,
} as const;

// A sales answer's figures depend on the filter (the previous period's only when comparing) and are put together at
// run time (queries/salesReport.ts presentFigures): these answers are checked by the tests (tests/server/sales.test.ts),
// not by the compiler, so their type is a plain schema.
export const salesPage: JsonSchema = pageOf(object({ ...groupFields, ...figureFields }));
export const salesTotal: JsonSchema = object(figureFields);
/** A cut's minute; null is a value too, whole days (so a link may send it empty: "x-nullMeans", common/checks/linkValues.ts). */
const cutTime = (description: string) => ({ ...clockTimeOrNull, description, 'x-nullMeans': 'whole days' }) as const;
export const analysisPage: JsonSchema = pageOf(object({
  ...groupFields, ...figureFields, ...changeFields,
  until: cutTime("the row's last day is counted up to this minute (HH:MM: the filter's dateToUntil, when the row covers that day); null for whole days"),
}));
export const analysisTotal: JsonSchema = object({
  ...figureFields, ...changeFields, prevDateFrom: date, prevDateTo: date,
  until: cutTime("the period's last day is counted up to this minute (HH:MM, the filter's dateToUntil); null for whole days"),
  prevUntil: cutTime("the minute (HH:MM, the chain's clock) up to which the previous period's last day is counted (a period that ends today, or dateToUntil); null for whole days"),
});
export const wholesalePage: JsonSchema = pageOf(object({ ...groupFields, ...figureFields, sheetNo: textOrNull, customerName: textOrNull }), {
  summary: object(figureFields),
});

const rate = decimalOrNull;
const scoreFields = {
  orders: int,
  otifOrders: int,
  otifRate: rate,
  orderQty: decimal,
  filledQty: decimal,
  fillRate: rate,
  receivedAmount: hidden(decimal),
  returnedAmount: hidden(decimal),
  returnRate: rate,
  soldCost: hidden(decimal),
  sellThrough: rate,
  stockCost: hidden(decimal),
  daysOfSupply: decimalOrNull,
} as const;

export const scorecardAnswer = pageOf(
  object({ key: text, name: text, dateFrom: date, dateTo: date, ...scoreFields }),
  { summary: object(scoreFields) },
);
