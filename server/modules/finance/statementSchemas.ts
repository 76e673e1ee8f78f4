import { enumCodes } from '../../lib/enums';
import type { Input } from '../../lib/routeSpec';
import {
  arrayOf, bool, day, dayOrNull, decimal, docHead, id, idOrText, input, instant, instantOrNull, int, intOrNull,
  keyword, listAndDetail, object, pageOf, pageParams, statusCounts, statusList, text, textOrNull, titled, version,
} from '../../lib/schemaFragments';
import { period, photos, reason, upload } from './schemaParts';
import { statementVisible } from './statuses';

/** The reconciliation statement's input and answer schemas (对账单). */

export const statementListBody = input({ ...pageParams, status: statusList(statementVisible), ...period, keyword });
export type StatementListFilter = Input<typeof statementListBody>;

/** Which kinds of source document lines to read (reconLineType); none: every kind. */
export const sourceTypes = titled(statusList(enumCodes('reconLineType')), '来源单据类型', 'Source document type');
export const statementLinesBody = input({ ...pageParams, id, sourceType: sourceTypes }, ['id']);
export type StatementLinesInput = Input<typeof statementLinesBody>;

export const statementAnswerBody = input(
  { id, version, action: { type: 'string', enum: ['confirm', 'dispute'] }, reason, photos },
  ['id', 'version', 'action'],
);
export type StatementAnswerInput = Input<typeof statementAnswerBody>;

const statementFields = {
  ...docHead,
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

export const statementLine = object({
  id: int,
  sourceType: int,
  sourceId: intOrNull,
  sourceNo: textOrNull,
  title: { ...text, description: 'what the line is called: its document number, or a day of joint-venture or consignment sales by its kind and day' },
  bizDate: day,
  branchName: textOrNull,
  amount: decimal,
  taxAmount: decimal,
  feeName: textOrNull,
  disputeStatus: { ...intOrNull, description: "the latest dispute of a fee line (feeDisputeStatus)" },
});

export const { page: statementPage, detail: statementDetailAnswer } = listAndDetail(statementFields, {
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

/** A document read by its id in the body (spec §7 lists doLoadEntity as POST), as a detail page sends it from its route. */
export const entityBody = input({ id: idOrText }, ['id']);

export const answerResult = object({ id: int, status: int, version: int });
