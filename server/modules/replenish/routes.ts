import { found } from '../../lib/found';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { idParams } from '../../lib/schemaFragments';
import { buyerView, supplierView } from '../../lib/viewer';
import { listRequests, requestDetail } from './queries/reads';
import { itemSuggestions } from './queries/suggestions';
import { approveRequest, cancelRequest, commitApprove, createRequest, rejectRequest } from './queries/writes';
import {
  approveBody,
  createBody,
  detailAnswer,
  itemsAnswer,
  itemsBody,
  listAnswer,
  listBody,
  moveBody,
  movedAnswer,
  rejectBody,
} from './schemas';

const tags = ['replenish'];
const supplier = { auth: 'supplier', menuCode: 'SCM_REPLENISH', tags } as const;
const buyer = { auth: 'buyer', menuCode: 'BUYER_REPLENISH_REVIEW', tags } as const;
const base = '/scm/purchase/self-replenish';
const review = '/scm/purchase/self-replenish-review';


export const routes: RouteSpec[] = [
  route({
    ...supplier,
    method: 'POST', url: `${base}/list`,
    summary: "The supplier's replenishment requests, newest first, with counts per status for the tabs",
    schema: { body: listBody, response: listAnswer },
    handler: (req) => listRequests(req.server.db, supplierView(req.scope), req.body),
  }),
  route({
    ...supplier,
    method: 'GET', url: `${base}/detail/:id`,
    summary: 'A replenishment request with its lines, suggestions and history',
    schema: { params: idParams, response: detailAnswer },
    handler: async (req) => found(await requestDetail(req.server.db, supplierView(req.scope), req.params.id)),
  }),
  route({
    ...supplier,
    method: 'POST', url: `${base}/items`,
    summary: "The supplier's items at a branch (search by name, pinyin initials, code or barcode) with the suggested quantity and how it was computed",
    schema: { body: itemsBody, response: itemsAnswer },
    handler: async (req) => ({ rows: await itemSuggestions(req.server.db, req.scope, req.body.branchId, { keyword: req.body.keyword, itemIds: req.body.itemIds, limit: 50 }) }),
  }),
  route({
    ...supplier,
    method: 'POST', url: `${base}/create`,
    summary: 'Creates a request for a branch (a draft, or sent for approval with submit: true)',
    schema: { body: createBody, response: movedAnswer },
    handler: (req) => createRequest(req.server.db, req.scope, req.body),
  }),
  route({
    ...supplier,
    method: 'POST', url: `${base}/commitApprove`,
    summary: 'Sends a draft request to the buyer for approval',
    schema: { body: moveBody, response: movedAnswer },
    handler: (req) => commitApprove(req.server.db, req.scope, req.body),
  }),
  route({
    ...supplier,
    method: 'POST', url: `${base}/cancel`,
    summary: 'Cancels a request nobody has approved yet',
    schema: { body: moveBody, response: movedAnswer },
    handler: (req) => cancelRequest(req.server.db, req.scope, req.body),
  }),
  route({
    ...buyer,
    method: 'POST', url: `${review}/list`,
    summary: "Every supplier's requests sent for approval, those awaiting it first",
    schema: { body: listBody, response: listAnswer },
    handler: (req) => listRequests(req.server.db, buyerView(req.auth.merchantId), req.body),
  }),
  route({
    ...buyer,
    method: 'GET', url: `${review}/detail/:id`,
    summary: 'A request for the buyer to review',
    schema: { params: idParams, response: detailAnswer },
    handler: async (req) => found(await requestDetail(req.server.db, buyerView(req.auth.merchantId), req.params.id)),
  }),
  route({
    ...buyer,
    method: 'POST', url: `${review}/approve`,
    summary: 'Approves a request (quantities may be changed per line): a confirmed purchase order is created and linked',
    schema: { body: approveBody, response: movedAnswer },
    handler: (req) => approveRequest(req.server.db, req.auth, req.body),
  }),
  route({
    ...buyer,
    method: 'POST', url: `${review}/rejected`,
    summary: 'Rejects a request with a reason',
    schema: { body: rejectBody, response: movedAnswer },
    handler: (req) => rejectRequest(req.server.db, req.auth, req.body),
  }),
];
