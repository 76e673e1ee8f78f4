import { enumCodes } from '../../lib/enums';
import type { Input } from '../../lib/routeSpec';
import {
  arrayOf, bool, date, day, dayOrNull, decimal, decimalOrNull, docHead, id, idOrText, input, instant, instantOrNull,
  int, intOrNull, keyword, listAndDetail, object, pageOf, pageParams, statusList, text, textOrNull, titled, version,
} from '../../lib/schemaFragments';
import { period } from './schemaParts';
import { settlementVisible } from './statuses';
import { feeFields } from './feeSchemas';
import { sourceTypes, statementLine } from './statementSchemas';

/** Settlement statements (结算单): list, sums, fees, invoices and vouchers. */

export const settlementListBody = input({ ...pageParams, status: statusList(settlementVisible), ...period, keyword });
export type SettlementListFilter = Input<typeof settlementListBody>;

export const settlementSumBody = input({ status: statusList(settlementVisible), ...period });
export type SettlementSumFilter = Input<typeof settlementSumBody>;

export const settlementOfBody = input({ ...pageParams, settlementId: id }, ['settlementId']);
export const settlementLinesBody = input({ ...pageParams, settlementId: id, sourceType: sourceTypes }, ['settlementId']);
export type SettlementLinesInput = Input<typeof settlementLinesBody>;
/** A settlement's source document lines: those of the statements it settles, each naming its statement. */
export const settlementLinePage = pageOf(object({ ...statementLine.properties, reconId: int, statementNo: text }));
export const voucherTaxInput = input({ settlementId: idOrText }, ['settlementId']);

const money = { type: 'string', maxLength: 16, pattern: '^-?[0-9]{1,12}(\\.[0-9]{1,2})?$' } as const;
export const invoiceSubmitBody = input(
  {
    id,
    version,
    invoices: {
      type: 'array',
      title: 'Invoices',
      'x-title-zh-CN': '发票',
      minItems: 1,
      maxItems: 50,
      items: input(
        {
          invoiceType: titled({ type: 'integer', enum: enumCodes('invoiceType') }, '发票类型', 'Invoice type'),
          invoiceCode: titled({ type: 'string', maxLength: 12, pattern: '^[0-9]{10,12}$' }, '发票代码', 'Invoice code'),
          invoiceNo: titled({ type: 'string', minLength: 8, maxLength: 20, pattern: '^[0-9]{8,20}$' }, '发票号码', 'Invoice number'),
          invoiceDate: titled(date, '开票日期', 'Invoice date'),
          amountExTax: titled(money, '不含税金额', 'Amount before tax'),
          taxAmount: titled(money, '税额', 'Tax'),
          amount: titled(money, '金额', 'Amount'),
        },
        ['invoiceType', 'invoiceNo', 'invoiceDate', 'amountExTax', 'taxAmount', 'amount'],
      ),
    },
  },
  ['id', 'version', 'invoices'],
);
export type InvoiceSubmitInput = Input<typeof invoiceSubmitBody>;

/** A settlement's money, from what it settles to what is still unpaid (the list, the detail and the sums). */
const settlementMoney = {
  settleAmount: decimal,
  feeDeduct: decimal,
  prepayOffset: decimal,
  netPayable: decimal,
  paidAmount: decimal,
  outstanding: decimal,
} as const;

const settlementFields = {
  ...docHead,
  settleDate: day,
  periodStart: dayOrNull,
  periodEnd: dayOrNull,
  ...settlementMoney,
  invoiceRequired: { ...decimal, description: 'what is still to invoice; 0 once the settlement is cancelled' },
  invoicedAmount: { ...decimal, description: 'what its invoices add up to; 0 once the settlement is cancelled (they no longer count)' },
  invoicesVoid: { ...bool, description: 'the settlement is cancelled: nothing to invoice, and its invoices are void' },
  expectedPayDate: { ...dayOrNull, description: 'when the money is due, from the settlement terms (null once paid)' },
  paidAt: instantOrNull,
} as const;

export const { page: settlementPage, detail: settlementDetailAnswer } = listAndDetail(settlementFields, {
  version: int,
  settleWay: int,
  settleDays: intOrNull,
  invoiceRejectReason: textOrNull,
  invoiceCount: int,
  voucherCount: int,
  remark: textOrNull,
  canSubmitInvoices: bool,
  adjustmentId: { ...intOrNull, description: 'the latest settlement adjustment (结算调整单) of this settlement' },
  adjustmentNo: textOrNull,
  adjustmentAmount: decimalOrNull,
  adjustedPayable: { ...decimalOrNull, description: 'net payable plus every audited or settled adjustment; null without one' },
  adjustedOutstanding: { ...decimalOrNull, description: 'what is still owed after the adjustments (an adjustment settled later counts as paid); null without one' },
  statements: arrayOf(object({ id: int, sheetNo: text, periodStart: day, periodEnd: day, payableAmount: decimal })),
  fees: arrayOf(object(feeFields)),
});

export const settlementFeePage = pageOf(object(feeFields));

export const voucherTaxAnswer = object({
  invoiceRequired: settlementFields.invoiceRequired,
  invoicedAmount: settlementFields.invoicedAmount,
  invoicesVoid: settlementFields.invoicesVoid,
  netPayable: decimal,
  paidAmount: { ...decimal, description: 'what its payment vouchers add up to' },
  outstanding: decimal,
  invoices: arrayOf(
    object({
      id: int,
      invoiceType: int,
      invoiceCode: textOrNull,
      invoiceNo: text,
      invoiceDate: day,
      amountExTax: decimal,
      taxRate: decimal,
      taxAmount: decimal,
      amount: decimal,
      verifyStatus: { ...int, description: 'invoiceVerify: 0 pending, 1 verified, 2 refused; 9 void (its settlement was cancelled)' },
      rejectReason: textOrNull,
    }),
  ),
  vouchers: arrayOf(object({ id: int, payNo: text, payMethod: int, amount: decimal, paidAt: instant })),
});

export const settlementSumAnswer = object({
  count: int,
  ...settlementMoney,
  nextPayDate: dayOrNull,
  nextPayAmount: decimal,
});
