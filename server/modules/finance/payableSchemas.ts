import { enumCodes } from '../../lib/enums';
import type { Input } from '../../lib/routeSpec';
import { arrayOf, day, decimal, docHead, input, instant, instantOrNull, int, intOrNull, object, pageOf, pageParams, statusList, text, textOrNull, titled } from '../../lib/schemaFragments';
import { period } from './schemaParts';

/** The payable flow (应付流水) and the documents it opens: prepayments, payments, sales payables. */

export const payableFlowBody = input({ ...pageParams, ...period, bizType: titled(statusList(enumCodes('payableType')), '往来类型', 'Entry type') });
export type PayableFlowFilter = Input<typeof payableFlowBody>;

export const payableFlowPage = pageOf(
  object({
    id: int,
    bizDate: day,
    bizType: int,
    refNo: textOrNull,
    title: { ...text, description: 'what the card is called: the document number, or a day of joint-venture or consignment sales by its kind and day' },
    branchName: textOrNull,
    debit: decimal,
    credit: decimal,
    balance: decimal,
    remark: textOrNull,
    docId: { ...intOrNull, description: 'the source document the row opens (by bizType); the flow row itself for sales' },
  }),
  { totals: object({ openingBalance: decimal, creditTotal: decimal, debitTotal: decimal, closingBalance: decimal }) },
);

export const prepaymentDetailAnswer = object({
  ...docHead,
  amount: decimal,
  usedAmount: decimal,
  available: decimal,
  paidAt: instantOrNull,
  remark: textOrNull,
  offsets: arrayOf(object({ settlementId: int, settlementNo: text, settleDate: day, prepayOffset: { ...decimal, description: 'what the settlement took from this prepayment (offsets are allocated first in, first out)' } })),
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
  unionSettlementId: { ...intOrNull, description: 'a joint-venture day (type 3): the union settlement whose period holds it' },
  unionSettlementNo: textOrNull,
  agentPayableId: { ...intOrNull, description: 'a consignment day (type 4): the agent payable whose period holds it' },
  agentPayableNo: textOrNull,
  lines: arrayOf(object({ itemId: int, itemCode: textOrNull, name: textOrNull, qty: decimal, saleAmount: decimal, supplierAmount: decimal })),
});
