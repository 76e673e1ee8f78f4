import { found } from '../../lib/found';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { idParams } from '../../lib/schemaFragments';
import { saveOrderConfirm } from './queries/orderConfirm';
import { listOrders, orderDetail } from './queries/orders';
import { listReceipts, receiptDetail } from './queries/receipts';
import { saveReturnConfirm } from './queries/returnConfirm';
import { listReturns, returnDetail } from './queries/returns';
import {
  answerResult,
  inListBody,
  orderConfirmBody,
  orderDetailAnswer,
  orderListBody,
  orderPage,
  outConfirmBody,
  outListBody,
  receiptDetailAnswer,
  receiptPage,
  returnDetailAnswer,
  returnPage,
} from './schemas';

const tags = ['purchase'];
const order = { auth: 'supplier', menuCode: 'SCM_PURCHASE_ORDER', tags } as const;
const receipt = { auth: 'supplier', menuCode: 'SCM_PURCHASE_IN', tags } as const;
const ret = { auth: 'supplier', menuCode: 'SCM_PURCHASE_OUT', tags } as const;


export const routes: RouteSpec[] = [
  route({
    ...order,
    method: 'POST', url: '/scm/purchase/purchase-order/list',
    summary: "The supplier's purchase orders, newest first, with counts per status for the tabs",
    schema: { body: orderListBody, response: orderPage },
    handler: (req) => listOrders(req.server.db, req.scope, req.body),
  }),
  route({
    ...order,
    method: 'GET', url: '/scm/purchase/purchase-order/detail/:id',
    summary: 'A purchase order with its lines, and what the supplier answered',
    schema: { params: idParams, response: orderDetailAnswer },
    handler: async (req) => found(await orderDetail(req.server.db, req.scope, req.params.id)),
  }),
  route({
    ...order,
    shieldCode: 'SCM_PURCHASE_ORDER_CONFIRM',
    method: 'POST', url: '/scm/purchase/purchase-order/saveConfirm',
    summary: 'Confirms (with quantities and a promised date) or refuses (with a reason) an order awaiting the supplier',
    schema: { body: orderConfirmBody, response: answerResult },
    handler: (req) => saveOrderConfirm(req.server.db, req.scope, req.body),
  }),
  route({
    ...receipt,
    method: 'POST', url: '/scm/purchase/purchase-in/list',
    summary: "The supplier's audited goods receipts, newest first",
    schema: { body: inListBody, response: receiptPage },
    handler: (req) => listReceipts(req.server.db, req.scope, req.body),
  }),
  route({
    ...receipt,
    method: 'GET', url: '/scm/purchase/purchase-in/detail/:id',
    summary: 'A goods receipt with its lines (shortage, damage, batch and dates)',
    schema: { params: idParams, response: receiptDetailAnswer },
    handler: async (req) => found(await receiptDetail(req.server.db, req.scope, req.params.id)),
  }),
  route({
    ...ret,
    method: 'POST', url: '/scm/purchase/purchase-out/list',
    summary: 'The returns the chain asks the supplier about, newest first, with counts per status for the tabs',
    schema: { body: outListBody, response: returnPage },
    handler: (req) => listReturns(req.server.db, req.scope, req.body),
  }),
  route({
    ...ret,
    method: 'GET', url: '/scm/purchase/purchase-out/detail/:id',
    summary: 'A purchase return with its lines',
    schema: { params: idParams, response: returnDetailAnswer },
    handler: async (req) => found(await returnDetail(req.server.db, req.scope, req.params.id)),
  }),
  route({
    ...ret,
    // Returns are an operational decision, like orders: finance staff see them, admin and sales decide them.
    shieldCode: 'SCM_PURCHASE_OUT_CONFIRM',
    method: 'POST', url: '/scm/purchase/purchase-out/saveConfirm',
    summary: 'Agrees to a return or refuses it with a reason',
    schema: { body: outConfirmBody, response: answerResult },
    handler: (req) => saveReturnConfirm(req.server.db, req.scope, req.body),
  }),
];
