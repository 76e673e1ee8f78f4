import { found } from '../../lib/found';
import { langOf } from '../../lib/language';
import { routeGroup } from '../../lib/routeGroup';
import { idOf } from '../../lib/schemaFragments';
import type { RouteSpec } from '../../lib/routeSpec';
import { answerDispute, listDisputes, openDispute } from './queries/feeDisputes';
import { feeDetail, listFees, settlementFees } from './queries/fees';
import { paymentDetail, prepaymentDetail, salesPayableDetail } from './queries/flowDocs';
import { submitInvoices } from './queries/invoiceSubmit';
import { payableFlow } from './queries/payableFlow';
import { agentPayableDetail, agentSettlementDetail, freshInDetail, purchaseDetail, settlementRepairDetail, unionSettlementDetail } from './queries/sourceSheets';
import { listSettlements, settlementDetail, settlementLines, settlementSums, visibleSettlement, voucherTaxList } from './queries/settlements';
import { answerStatement } from './queries/statementAnswer';
import { listStatements, statementDetail, statementLines } from './queries/statements';
import {
  answerResult, disputeAnswerBody, disputeListBody, disputePage, disputeResult, entityBody, feeDetailAnswer,
  feeDisputeBody, feeListBody, feePage, invoiceSubmitBody, payableFlowBody, payableFlowPage, paymentDetailAnswer,
  prepaymentDetailAnswer, salesPayableDetailAnswer, settlementDetailAnswer, settlementFeePage, settlementLinePage,
  settlementLinesBody, settlementListBody, settlementOfBody, settlementPage, settlementSumAnswer, settlementSumBody,
  statementAnswerBody, statementDetailAnswer, statementLinePage, statementLinesBody, statementListBody, statementPage,
  voucherTaxAnswer, voucherTaxInput, agentPayableAnswer, agentSettlementAnswer, freshInAnswer, purchaseAnswer,
  settlementRepairAnswer, unionSettlementAnswer,
} from './schemas';

const tags = ['finance'];
const statements = routeGroup({ auth: 'supplier', menuCode: 'SCM_FINANCE', tags, prefix: '/scm/financial/reconciliation' });
const settlements = routeGroup({ auth: 'supplier', menuCode: 'SCM_FINANCE_SETTLEMENT', tags, prefix: '/scm/financial/supplier/settlement' });
const fees = routeGroup({ auth: 'supplier', menuCode: 'SCM_FINANCE_FEE', tags, prefix: '/scm/financial/supplier-cost' });
const disputes = routeGroup({ auth: 'boss', menuCode: 'BOSS_FEE_DISPUTE', tags, prefix: '/boss/financial/fee-dispute' });
const ledger = routeGroup({ auth: 'supplier', menuCode: 'SCM_FINANCE_PAYABLE', tags, prefix: '/scm/financial' });

export const routes: RouteSpec[] = [
  statements.reads.post('/getListData', "The supplier's reconciliation statements by status and period, newest period first, with counts per status", { body: statementListBody, response: statementPage }, (req) => listStatements(req.server.db, req.scope, req.body)),
  statements.reads.post('/doLoadEntity', 'A statement by the id in the body (spec §7): header, totals, the auto-confirm day, and every source document line (receipts, returns, sales, fees)', { body: entityBody, response: statementDetailAnswer }, async (req) => found(await statementDetail(req.server.db, req.scope, idOf(req.body.id), langOf(req)))),
  statements.reads.post('/querySheet', "A statement's source document lines, a page at a time, optionally of some source types", { body: statementLinesBody, response: statementLinePage }, async (req) => found(await statementLines(req.server.db, req.scope, req.body, langOf(req)))),
  statements.post('/sureSupReconciliation', 'Confirms a pending statement (locking its source documents) or disputes it with a reason and photos', { body: statementAnswerBody, response: answerResult }, (req) => answerStatement(req.server.db, req.auth, req.scope, req.body)),

  fees.reads.post('/getListData', "The supplier's fees (deductions) line by line, newest first, with their dispute state", { body: feeListBody, response: feePage }, (req) => listFees(req.server.db, req.scope, req.body)),
  fees.detail('/detail/:id', 'A fee: type, reason, source statement and settlement, dispute deadline and its disputes', feeDetailAnswer, (req, id) => feeDetail(req.server.db, req.scope, id)),
  fees.post('/dispute', 'Disputes one fee with a reason and optional photos of evidence, before its dispute deadline', { body: feeDisputeBody, response: disputeResult }, (req) => openDispute(req.server.db, req.auth, req.scope, req.body)),
  disputes.reads.post('/getListData', "The merchant's fee disputes, open ones first", { body: disputeListBody, response: disputePage }, (req) => listDisputes(req.server.db, req.auth.merchantId, req.body)),
  disputes.post('/answer', 'Accepts a fee dispute (the fee is reversed on the next settlement) or refuses it with an answer', { body: disputeAnswerBody, response: disputeResult }, (req) => answerDispute(req.server.db, req.auth, req.body)),

  settlements.reads.post('/getListData', "The supplier's settlements, newest first: net payable, paid, outstanding and the expected payment date", { body: settlementListBody, response: settlementPage }, (req) => listSettlements(req.server.db, req.scope, req.body)),
  settlements.reads.post('/doLoadEntity', 'A settlement by the id in the body (spec §7): settled amount, fee deductions line by line, prepayment offset, net payable, paid, outstanding, expected payment date', { body: entityBody, response: settlementDetailAnswer }, async (req) => found(await settlementDetail(req.server.db, req.scope, idOf(req.body.id)))),
  settlements.reads.post('/querySheet', "A settlement's source document lines (those of the statements it settles), a page at a time, optionally of some kinds", { body: settlementLinesBody, response: settlementLinePage }, async (req) => found(await settlementLines(req.server.db, req.scope, req.body, langOf(req)))),
  settlements.reads.post('/getVoucherTaxList', "A settlement's invoices (verification status, reason when refused) and payment vouchers", { body: voucherTaxInput, response: voucherTaxAnswer }, async (req) => found(await voucherTaxList(req.server.db, req.scope, idOf(req.body.settlementId)))),
  settlements.reads.post('/detail/getListData', "A settlement's fee deductions line by line", { body: settlementOfBody, response: settlementFeePage }, async (req) => {
    found(await visibleSettlement(req.server.db, req.scope, req.body.settlementId));
    const all = await settlementFees(req.server.db, req.scope, req.body.settlementId);
    const start = (req.body.pageNum - 1) * req.body.pageSize;
    return { rows: all.slice(start, start + req.body.pageSize), total: all.length };
  }),
  settlements.reads.post('/sum/getListData', 'Totals over the settlements of a period: net payable, paid, outstanding, and the next payment due', { body: settlementSumBody, response: settlementSumAnswer }, (req) => settlementSums(req.server.db, req.scope, req.body)),
  settlements.post('/sureSupReconciliation', 'Submits the invoices of a settlement awaiting them; they must add up to the amount to invoice', { body: invoiceSubmitBody, response: answerResult }, (req) => submitInvoices(req.server.db, req.scope, req.body)),

  ledger.reads.post('/payable-flow/query', 'The payable ledger of a period with the running balance, opening and closing balances, newest first', { body: payableFlowBody, response: payableFlowPage }, (req) => payableFlow(req.server.db, req.scope, req.body, langOf(req))),
  ledger.detail('/supplier-prepayment/detail/:id', 'A supplier prepayment: amount, used, available, and the settlements it was offset against', prepaymentDetailAnswer, (req, id) => prepaymentDetail(req.server.db, req.scope, id)),
  ledger.detail('/supplier-payment/detail/:id', 'A payment to the supplier (voucher) and the settlement it pays', paymentDetailAnswer, (req, id) => paymentDetail(req.server.db, req.scope, id)),
  ledger.detail('/union-supplier-payable/detail/:id', "A joint-venture or consignment payable entry: the day's sales of one branch, item by item, and the supplier's share", salesPayableDetailAnswer, (req, id) => salesPayableDetail(req.server.db, req.scope, id)),
  // The sheets of migration 024, each by its own kind's path (spec §7).
  ledger.detail('/fresh-in/detail/:id', 'A fresh-goods receipt received by weight: each item\'s gross, crate tare and net weight, price per kg and amount', freshInAnswer, (req, id) => freshInDetail(req.server.db, req.scope, id)),
  ledger.detail('/purchase/detail/:id', 'A purchase bought and received at once (no order): items, quantities, prices and amount owed', purchaseAnswer, (req, id) => purchaseDetail(req.server.db, req.scope, id)),
  ledger.detail('/settlement-repair/detail/:id', 'A settlement adjustment: the settlement it adjusts, the reason and the difference item by item', settlementRepairAnswer, (req, id) => settlementRepairDetail(req.server.db, req.scope, id)),
  ledger.detail('/agent-supplier-payable/detail/:id', "An agent (consignment) payable: a period's consignment sales item by item at the agreed cost, and the settlement that settles it", agentPayableAnswer, (req, id) => agentPayableDetail(req.server.db, req.scope, id)),
  ledger.detail('/agent-supplier-settlement/detail/:id', 'An agent (consignment) settlement: its period, sales, and the agent payables it settles', agentSettlementAnswer, (req, id) => agentSettlementDetail(req.server.db, req.scope, id)),
  ledger.detail('/union-supplier-settlement/detail/:id', "A union (joint-venture) settlement: a period's sales item by item, the chain's deduction rate and the supplier's share", unionSettlementAnswer, (req, id) => unionSettlementDetail(req.server.db, req.scope, id)),
];
