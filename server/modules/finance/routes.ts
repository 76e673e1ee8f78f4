import { found } from '../../lib/found';
import { getAndPost, route, type RouteSpec } from '../../lib/routeSpec';
import { idParams } from '../../lib/schemaFragments';
import { answerDispute, listDisputes, openDispute } from './queries/feeDisputes';
import { feeDetail, listFees, settlementFees } from './queries/fees';
import { paymentDetail, prepaymentDetail, salesPayableDetail } from './queries/flowDocs';
import { submitInvoices } from './queries/invoiceSubmit';
import { payableFlow } from './queries/payableFlow';
import { listSettlements, settlementDetail, settlementSums, visibleSettlement, voucherTaxList } from './queries/settlements';
import { answerStatement } from './queries/statementAnswer';
import { listStatements, statementDetail, statementLines } from './queries/statements';
import {
  answerResult,
  disputeAnswerBody,
  disputeListBody,
  disputePage,
  disputeResult,
  feeDetailAnswer,
  feeDisputeBody,
  feeListBody,
  feePage,
  invoiceSubmitBody,
  payableFlowBody,
  payableFlowPage,
  paymentDetailAnswer,
  prepaymentDetailAnswer,
  salesPayableDetailAnswer,
  settlementDetailAnswer,
  settlementFeePage,
  settlementListBody,
  settlementOfBody,
  settlementPage,
  settlementSumAnswer,
  settlementSumBody,
  statementAnswerBody,
  statementDetailAnswer,
  statementLinePage,
  statementLinesBody,
  statementListBody,
  statementPage,
  voucherTaxAnswer,
  voucherTaxInput,
} from './schemas';

const tags = ['finance'];
const statements = { auth: 'supplier', menuCode: 'SCM_FINANCE', tags } as const;
const settlements = { auth: 'supplier', menuCode: 'SCM_FINANCE_SETTLEMENT', tags } as const;
const fees = { auth: 'supplier', menuCode: 'SCM_FINANCE_FEE', tags } as const;
const ledger = { auth: 'supplier', menuCode: 'SCM_FINANCE_PAYABLE', tags } as const;

const recon = '/scm/financial/reconciliation';
const settle = '/scm/financial/supplier/settlement';

export const routes: RouteSpec[] = [
  route({
    ...statements,
    method: 'POST', url: `${recon}/getListData`,
    summary: "The supplier's reconciliation statements by status and period, newest period first, with counts per status",
    schema: { body: statementListBody, response: statementPage },
    handler: (req) => listStatements(req.server.db, req.scope, req.body),
  }),
  route({
    ...statements,
    method: 'GET', url: `${recon}/doLoadEntity/:id`,
    summary: 'A statement: header, totals, the auto-confirm day, and every source document line (receipts, returns, sales, fees)',
    schema: { params: idParams, response: statementDetailAnswer },
    handler: async (req) => found(await statementDetail(req.server.db, req.scope, req.params.id)),
  }),
  route({
    ...statements,
    method: 'POST', url: `${recon}/querySheet`,
    summary: "A statement's source document lines, a page at a time, optionally of some source types",
    schema: { body: statementLinesBody, response: statementLinePage },
    handler: async (req) => found(await statementLines(req.server.db, req.scope, req.body)),
  }),
  route({
    ...statements,
    method: 'POST', url: `${recon}/sureSupReconciliation`,
    summary: 'Confirms a pending statement (locking its source documents) or disputes it with a reason and photos',
    schema: { body: statementAnswerBody, response: answerResult },
    handler: (req) => answerStatement(req.server.db, req.auth, req.scope, req.body),
  }),
  route({
    ...fees,
    method: 'POST', url: '/scm/financial/supplier-cost/getListData',
    summary: "The supplier's fees (deductions) line by line, newest first, with their dispute state",
    schema: { body: feeListBody, response: feePage },
    handler: (req) => listFees(req.server.db, req.scope, req.body),
  }),
  route({
    ...fees,
    method: 'GET', url: '/scm/financial/supplier-cost/detail/:id',
    summary: 'A fee: type, reason, source statement and settlement, dispute deadline and its disputes',
    schema: { params: idParams, response: feeDetailAnswer },
    handler: async (req) => found(await feeDetail(req.server.db, req.scope, req.params.id)),
  }),
  route({
    ...fees,
    method: 'POST', url: '/scm/financial/supplier-cost/dispute',
    summary: 'Disputes one fee with a reason and optional photos of evidence, before its dispute deadline',
    schema: { body: feeDisputeBody, response: disputeResult },
    handler: (req) => openDispute(req.server.db, req.auth, req.scope, req.body),
  }),
  route({
    auth: 'boss', menuCode: 'BOSS_FEE_DISPUTE', tags,
    method: 'POST', url: '/boss/financial/fee-dispute/getListData',
    summary: "The merchant's fee disputes, open ones first",
    schema: { body: disputeListBody, response: disputePage },
    handler: (req) => listDisputes(req.server.db, req.auth.merchantId, req.body),
  }),
  route({
    auth: 'boss', menuCode: 'BOSS_FEE_DISPUTE', tags,
    method: 'POST', url: '/boss/financial/fee-dispute/answer',
    summary: 'Accepts a fee dispute (the fee is reversed on the next settlement) or refuses it with an answer',
    schema: { body: disputeAnswerBody, response: disputeResult },
    handler: (req) => answerDispute(req.server.db, req.auth, req.body),
  }),
  route({
    ...settlements,
    method: 'POST', url: `${settle}/getListData`,
    summary: "The supplier's settlements, newest first: net payable, paid, outstanding and the expected payment date",
    schema: { body: settlementListBody, response: settlementPage },
    handler: (req) => listSettlements(req.server.db, req.scope, req.body),
  }),
  route({
    ...settlements,
    method: 'GET', url: `${settle}/doLoadEntity/:id`,
    summary: 'A settlement: settled amount, fee deductions line by line, prepayment offset, net payable, paid, outstanding, expected payment date',
    schema: { params: idParams, response: settlementDetailAnswer },
    handler: async (req) => found(await settlementDetail(req.server.db, req.scope, req.params.id)),
  }),
  ...getAndPost({
    ...settlements,
    url: `${settle}/getVoucherTaxList`,
    summary: "A settlement's invoices (verification status, reason when refused) and payment vouchers",
    input: voucherTaxInput,
    response: voucherTaxAnswer,
    read: async (req, input) => found(await voucherTaxList(req.server.db, req.scope, input.settlementId)),
  }),
  route({
    ...settlements,
    method: 'POST', url: `${settle}/detail/getListData`,
    summary: "A settlement's fee deductions line by line",
    schema: { body: settlementOfBody, response: settlementFeePage },
    handler: async (req) => {
      found(await visibleSettlement(req.server.db, req.scope, req.body.settlementId));
      const all = await settlementFees(req.server.db, req.scope, req.body.settlementId);
      const start = (req.body.pageNum - 1) * req.body.pageSize;
      return { rows: all.slice(start, start + req.body.pageSize), total: all.length };
    },
  }),
  route({
    ...settlements,
    method: 'POST', url: `${settle}/sum/getListData`,
    summary: 'Totals over the settlements of a period: net payable, paid, outstanding, and the next payment due',
    schema: { body: settlementSumBody, response: settlementSumAnswer },
    handler: (req) => settlementSums(req.server.db, req.scope, req.body),
  }),
  route({
    ...settlements,
    method: 'POST', url: `${settle}/sureSupReconciliation`,
    summary: 'Submits the invoices of a settlement awaiting them; they must add up to the amount to invoice',
    schema: { body: invoiceSubmitBody, response: answerResult },
    handler: (req) => submitInvoices(req.server.db, req.scope, req.body),
  }),
  route({
    ...ledger,
    method: 'POST', url: '/scm/financial/payable-flow/query',
    summary: 'The payable ledger of a period with the running balance, opening and closing balances, newest first',
    schema: { body: payableFlowBody, response: payableFlowPage },
    handler: (req) => payableFlow(req.server.db, req.scope, req.body),
  }),
  route({
    ...ledger,
    method: 'GET', url: '/scm/financial/supplier-prepayment/detail/:id',
    summary: 'A supplier prepayment: amount, used, available, and the settlements it was offset against',
    schema: { params: idParams, response: prepaymentDetailAnswer },
    handler: async (req) => found(await prepaymentDetail(req.server.db, req.scope, req.params.id)),
  }),
  route({
    ...ledger,
    method: 'GET', url: '/scm/financial/supplier-payment/detail/:id',
    summary: 'A payment to the supplier (voucher) and the settlement it pays',
    schema: { params: idParams, response: paymentDetailAnswer },
    handler: async (req) => found(await paymentDetail(req.server.db, req.scope, req.params.id)),
  }),
  route({
    ...ledger,
    method: 'GET', url: '/scm/financial/union-supplier-payable/detail/:id',
    summary: 'A joint-venture or consignment payable entry: the day\'s sales of one branch, item by item, and the supplier\'s share',
    schema: { params: idParams, response: salesPayableDetailAnswer },
    handler: async (req) => found(await salesPayableDetail(req.server.db, req.scope, req.params.id)),
  }),
];
