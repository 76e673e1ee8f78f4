import { enumCodes } from '../../lib/enums';
import type { PageParams } from '../../lib/paging';
import { arrayOf, bool, day, decimal, id, instant, instantOrNull, int, intOrNull, keyword, object, pageOf, pageParams, statusList, text, textOrNull, version } from '../../lib/schemaFragments';
import { period, obj, photos, reason, upload } from './schemaParts';

/** Supplier fees and their disputes: input and answer schemas. */

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
