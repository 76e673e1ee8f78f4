import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { saveOrderConfirm } from './queries/orderConfirm';
import { listOrders, orderDetail } from './queries/orders';
import { listReceipts, receiptDetail } from './queries/receipts';
import { saveReturnConfirm } from './queries/returnConfirm';
import { listReturns, returnDetail } from './queries/returns';
import {
  answerResult, inListBody, orderConfirmBody, orderDetailAnswer, orderListBody, orderPage, outConfirmBody, outListBody,
  receiptDetailAnswer, receiptPage, returnDetailAnswer, returnPage,
} from './schemas';

const tags = ['purchase'];
const order = routeGroup({ auth: 'supplier', menuCode: 'SCM_PURCHASE_ORDER', tags, prefix: '/scm/purchase/purchase-order' });
const receipt = routeGroup({ auth: 'supplier', menuCode: 'SCM_PURCHASE_IN', tags, prefix: '/scm/purchase/purchase-in' });
const ret = routeGroup({ auth: 'supplier', menuCode: 'SCM_PURCHASE_OUT', tags, prefix: '/scm/purchase/purchase-out' });
// Spec §7 reads receipts and returns by id under the finance path (the payable ledger's source documents) and lists
// them under the purchase path: the purchasing screens and the ledger open the same detail screen, granted by the
// document's own menu entry (every user the ledger is offered to holds it).
const receiptDoc = receipt.with({ prefix: '/scm/financial/purchase-in' });
const returnDoc = ret.with({ prefix: '/scm/financial/purchase-out' });
const orderAnswer = order.with({ shieldCode: 'SCM_PURCHASE_ORDER_CONFIRM' });
// Returns are an operational decision, like orders: finance staff see them, admin and sales decide them.
const returnAnswer = ret.with({ shieldCode: 'SCM_PURCHASE_OUT_CONFIRM' });

export const routes: RouteSpec[] = [
  order.reads.post('/list', "The supplier's purchase orders, newest first, with counts per status for the tabs", { body: orderListBody, response: orderPage }, (req) => listOrders(req.server.db, req.scope, req.body)),
  order.detail('/detail/:id', 'A purchase order with its lines, and what the supplier answered', orderDetailAnswer, (req, id) => orderDetail(req.server.db, req.scope, id)),
  orderAnswer.post('/saveConfirm', 'Confirms (with quantities and a promised date) or refuses (with a reason) an order awaiting the supplier', { body: orderConfirmBody, response: answerResult }, (req) => saveOrderConfirm(req.server.db, req.scope, req.body)),

  receipt.reads.post('/list', "The supplier's audited goods receipts, newest first", { body: inListBody, response: receiptPage }, (req) => listReceipts(req.server.db, req.scope, req.body)),
  receiptDoc.detail('/detail/:id', 'A goods receipt with its lines (shortage, damage, batch and dates)', receiptDetailAnswer, (req, id) => receiptDetail(req.server.db, req.scope, id)),

  ret.reads.post('/list', 'The returns the chain asks the supplier about, newest first, with counts per status for the tabs', { body: outListBody, response: returnPage }, (req) => listReturns(req.server.db, req.scope, req.body)),
  returnDoc.detail('/detail/:id', 'A purchase return with its lines', returnDetailAnswer, (req, id) => returnDetail(req.server.db, req.scope, id)),
  returnAnswer.post('/saveConfirm', 'Agrees to a return or refuses it with a reason', { body: outConfirmBody, response: answerResult }, (req) => saveReturnConfirm(req.server.db, req.scope, req.body)),
];
