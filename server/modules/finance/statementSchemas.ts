import { enumCodes } from '../../lib/enums';
import type { PageParams } from '../../lib/paging';
import { arrayOf, bool, day, dayOrNull, decimal, id, instant, instantOrNull, int, intOrNull, keyword, object, pageOf, pageParams, statusCounts, statusList, text, textOrNull, version } from '../../lib/schemaFragments';
import { period, obj, photos, reason, upload } from './schemaParts';
import { statementVisible } from './statuses';

/** The reconciliation statement's input and answer schemas (对账单). */

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
