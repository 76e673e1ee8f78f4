import { enumCodes } from '../../lib/enums';
import type { PageParams } from '../../lib/paging';
import {
  arrayOf,
  bool,
  date,
  day,
  dayOrNull,
  decimal,
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
  type JsonSchema,
} from '../../lib/schemaFragments';
import { settlementVisible, statementVisible } from './statuses';

/** Input and answer schemas of the finance API. Amounts are NUMERIC and travel as decimal text. */

// ---- input ----

const period = { dateFrom: date, dateTo: date } as const;
const obj = (properties: Record<string, JsonSchema>, required: string[] = []) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

/** Upload ids of evidence photos (the image-upload module answers them as digit strings). */
const photos = { type: 'array', maxItems: 6, items: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } as const;
const reason = { type: 'string', maxLength: 200 } as const;

export const statementListBody = obj({ ...pageParams, status: statusList(statementVisible), ...period, keyword });
export interface StatementListFilter extends PageParams {
  status?: number[];
  dateFrom?: string;
  dateTo?: string;
  keyword?: string;
}

export const statementLinesBody = obj({ ...pageParams, id, sourceType: statusList(enumCodes('reconLineType')) }, ['id']);
export interface StatementLinesInput extends PageParams {
  id: number;
  sourceType?: number[];
}

export const statementAnswerBody = obj(
  { id, version, action: { type: 'string', enum: ['confirm', 'dispute'] }, reason, photos },
  ['id', 'version', 'action'],
);
export interface StatementAnswerInput {
  id: number;
  version: number;
  action: 'confirm' | 'dispute';
  reason?: string;
  photos?: string[];
}

export const feeListBody = obj({ ...pageParams, ...period, feeType: statusList(enumCodes('feeType')), keyword, settlementId: id });
export interface FeeListFilter extends PageParams {
  dateFrom?: string;
  dateTo?: string;
  feeType?: number[];
  keyword?: string;
  settlementId?: number;
}

export const feeDisputeBody = obj({ feeId: id, reason, photos }, ['feeId', 'reason']);
export interface FeeDisputeInput {
  feeId: number;
  reason: string;
  photos?: string[];
}

export const disputeListBody = obj({ ...pageParams, status: statusList(enumCodes('feeDisputeStatus')) });
export interface DisputeListFilter extends PageParams {
  status?: number[];
}

export const disputeAnswerBody = obj(
  { id, version, action: { type: 'string', enum: ['accept', 'refuse'] }, answer: reason },
  ['id', 'version', 'action'],
);
export interface DisputeAnswerInput {
  id: number;
  version: number;
  action: 'accept' | 'refuse';
  answer?: string;
}

export const settlementListBody = obj({ ...pageParams, status: statusList(settlementVisible), ...period, keyword });
export type SettlementListFilter = StatementListFilter;

export const settlementSumBody = obj({ status: statusList(settlementVisible), ...period });
export type SettlementSumFilter = Omit<StatementListFilter, 'pageNum' | 'pageSize' | 'keyword'>;

export const settlementOfBody = obj({ ...pageParams, settlementId: id }, ['settlementId']);
export const voucherTaxInput = obj({ settlementId: id }, ['settlementId']);
export interface SettlementOfInput extends PageParams {
  settlementId: number;
}

const money = { type: 'string', maxLength: 16, pattern: '^-?[0-9]{1,12}(\\.[0-9]{1,2})?$' } as const;
export const invoiceSubmitBody = obj(
  {
    id,
    version,
    invoices: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: obj(
        {
          invoiceType: { type: 'integer', enum: enumCodes('invoiceType') },
          invoiceCode: { type: 'string', maxLength: 12, pattern: '^[0-9]{10,12}$' },
          invoiceNo: { type: 'string', minLength: 8, maxLength: 20, pattern: '^[0-9]{8,20}$' },
          invoiceDate: date,
          amountExTax: money,
          taxAmount: money,
          amount: money,
        },
        ['invoiceType', 'invoiceNo', 'invoiceDate', 'amountExTax', 'taxAmount', 'amount'],
      ),
    },
  },
  ['id', 'version', 'invoices'],
);
export interface InvoiceInput {
  invoiceType: number;
  invoiceCode?: string;
  invoiceNo: string;
  invoiceDate: string;
  amountExTax: string;
  taxAmount: string;
  amount: string;
}
export interface InvoiceSubmitInput {
  id: number;
  version: number;
  invoices: InvoiceInput[];
}

export const payableFlowBody = obj({ ...pageParams, ...period, bizType: statusList(enumCodes('payableType')) });
export interface PayableFlowFilter extends PageParams {
  dateFrom?: string;
  dateTo?: string;
  bizType?: number[];
}

// ---- answers ----

const statementFields = {
  id: int,
  sheetNo: text,
  status: int,
  periodStart: day,
  periodEnd: day,
  inAmount: decimal,
  outAmount: decimal,
  jointSaleAmount: decimal,
  jointDeductAmount: decimal,
  consignAmount: decimal,
  feeAmount: decimal,
  payableAmount: decimal,
  deadline: dayOrNull,
  autoConfirmOn: { ...dayOrNull, description: 'the day the statement confirms itself unless the supplier answers first' },
  confirmedAt: instantOrNull,
  createdAt: instant,
} as const;

export const statementPage = pageOf(object(statementFields), { statusCounts });

export const statementLine = object({
  id: int,
  sourceType: int,
  sourceId: intOrNull,
  sourceNo: textOrNull,
  bizDate: day,
  branchName: textOrNull,
  amount: decimal,
  taxAmount: decimal,
  feeName: textOrNull,
  disputeStatus: { ...intOrNull, description: "the latest dispute of a fee line (feeDisputeStatus)" },
});

const upload = object({ id: text, url: text, name: text, size: int, contentType: text });

export const statementDetailAnswer = object({
  ...statementFields,
  version: int,
  autoConfirmed: bool,
  disputeReason: textOrNull,
  disputePhotos: arrayOf(upload),
  verifiedAt: instantOrNull,
  remark: textOrNull,
  linesTotal: { ...decimal, description: 'the sum of the lines, to the cent; equals payableAmount' },
  lineCounts: statusCounts,
  settlementId: intOrNull,
  settlementNo: textOrNull,
  branchName: { ...textOrNull, description: 'the branch of a statement kept per branch; null for one over the whole chain' },
  canAnswer: bool,
  lines: arrayOf(statementLine),
});

export const statementLinePage = pageOf(statementLine);

export const answerResult = object({ id: int, status: int, version: int });

const feeFields = {
  id: int,
  sheetNo: textOrNull,
  feeType: int,
  feeName: text,
  amount: decimal,
  bizDate: day,
  branchName: textOrNull,
  remark: textOrNull,
  statementId: intOrNull,
  statementNo: textOrNull,
  settlementId: intOrNull,
  settlementNo: textOrNull,
  reversalOf: intOrNull,
  disputeStatus: intOrNull,
  disputeDeadline: day,
} as const;

export const feePage = pageOf(object(feeFields));

const disputeFields = {
  id: int,
  feeId: int,
  status: int,
  version: int,
  reason: text,
  answer: textOrNull,
  createdAt: instant,
  answeredAt: instantOrNull,
  reversalFeeId: intOrNull,
} as const;

export const feeDetailAnswer = object({
  ...feeFields,
  canDispute: bool,
  disputes: arrayOf(object({ ...disputeFields, photos: arrayOf(upload) })),
});

export const disputeResult = object({ id: int, feeId: int, status: int, version: int });

export const disputePage = pageOf(
  object({ ...disputeFields, supplierId: int, supplierName: text, feeSheetNo: textOrNull, feeName: text, feeType: int, amount: decimal, bizDate: day }),
);

const settlementFields = {
  id: int,
  sheetNo: text,
  status: int,
  settleDate: day,
  periodStart: dayOrNull,
  periodEnd: dayOrNull,
  settleAmount: decimal,
  feeDeduct: decimal,
  prepayOffset: decimal,
  netPayable: decimal,
  paidAmount: decimal,
  outstanding: decimal,
  invoiceRequired: decimal,
  invoicedAmount: decimal,
  expectedPayDate: { ...dayOrNull, description: 'when the money is due, from the settlement terms (null once paid)' },
  paidAt: instantOrNull,
} as const;

export const settlementPage = pageOf(object(settlementFields), { statusCounts });

export const settlementDetailAnswer = object({
  ...settlementFields,
  version: int,
  settleWay: int,
  settleDays: intOrNull,
  invoiceRejectReason: textOrNull,
  invoiceCount: int,
  voucherCount: int,
  remark: textOrNull,
  canSubmitInvoices: bool,
  statements: arrayOf(object({ id: int, sheetNo: text, periodStart: day, periodEnd: day, payableAmount: decimal })),
  fees: arrayOf(object(feeFields)),
});

export const settlementFeePage = pageOf(object(feeFields));

export const voucherTaxAnswer = object({
  invoiceRequired: decimal,
  invoicedAmount: decimal,
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
      verifyStatus: int,
      rejectReason: textOrNull,
    }),
  ),
  vouchers: arrayOf(object({ id: int, payNo: text, payMethod: int, amount: decimal, paidAt: instant })),
});

export const settlementSumAnswer = object({
  count: int,
  settleAmount: decimal,
  feeDeduct: decimal,
  prepayOffset: decimal,
  netPayable: decimal,
  paidAmount: decimal,
  outstanding: decimal,
  nextPayDate: dayOrNull,
  nextPayAmount: decimal,
});

export const payableFlowPage = pageOf(
  object({
    id: int,
    bizDate: day,
    bizType: int,
    refNo: textOrNull,
    branchName: textOrNull,
    debit: decimal,
    credit: decimal,
    balance: decimal,
    remark: textOrNull,
    docId: { ...intOrNull, description: 'the source document the row opens (by bizType); the flow row itself for sales' },
  }),
  { openingBalance: decimal, creditTotal: decimal, debitTotal: decimal, closingBalance: decimal },
);

export const prepaymentDetailAnswer = object({
  id: int,
  sheetNo: text,
  status: int,
  amount: decimal,
  usedAmount: decimal,
  available: decimal,
  paidAt: instantOrNull,
  remark: textOrNull,
  offsets: arrayOf(object({ settlementId: int, settlementNo: text, settleDate: day, prepayOffset: decimal })),
});

export const paymentDetailAnswer = object({
  id: int,
  payNo: text,
  payMethod: int,
  amount: decimal,
  paidAt: instant,
  settlementId: int,
  settlementNo: text,
  netPayable: decimal,
  paidAmount: decimal,
});

export const salesPayableDetailAnswer = object({
  id: int,
  bizDate: day,
  bizType: int,
  branchName: textOrNull,
  credit: decimal,
  balance: decimal,
  remark: textOrNull,
  saleAmount: decimal,
  deductAmount: decimal,
  lines: arrayOf(object({ itemId: int, itemCode: textOrNull, name: textOrNull, qty: decimal, saleAmount: decimal, supplierAmount: decimal })),
});

