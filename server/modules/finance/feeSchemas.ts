import { enumCodes } from '../../lib/enums';
import type { Input } from '../../lib/routeSpec';
import { arrayOf, input, bool, day, decimal, id, instant, instantOrNull, int, intOrNull, keyword, object, pageOf, pageParams, statusList, text, textOrNull, titled, version } from '../../lib/schemaFragments';
import { period, photos, reason, upload } from './schemaParts';

/** Supplier fees and their disputes: input and answer schemas. */

export const feeListBody = input({ ...pageParams, ...period, feeType: titled(statusList(enumCodes('feeType')), '费用类型', 'Fee type'), keyword, settlementId: titled(id, '结算单', 'Settlement') });
export type FeeListFilter = Input<typeof feeListBody>;

export const feeDisputeBody = input({ feeId: titled(id, '费用', 'Fee'), reason, photos }, ['feeId', 'reason']);
export type FeeDisputeInput = Input<typeof feeDisputeBody>;

export const disputeListBody = input({ ...pageParams, status: statusList(enumCodes('feeDisputeStatus')) });
export type DisputeListFilter = Input<typeof disputeListBody>;

export const disputeAnswerBody = input(
  { id, version, action: { type: 'string', enum: ['accept', 'refuse'] }, answer: titled(reason, '处理意见', 'Answer') },
  ['id', 'version', 'action'],
);
export type DisputeAnswerInput = Input<typeof disputeAnswerBody>;

export const feeFields = {
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
