import { langOf } from '../../lib/language';
import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { buyerView, supplierView } from '../../lib/viewer';
import { listRequests, requestDetail } from './queries/reads';
import { daysLeft, itemSuggestions } from './queries/suggestions';
import { advice } from './advice';
import { approveRequest, rejectRequest } from './queries/review';
import { cancelRequest, commitApprove, createRequest } from './queries/writes';
import { approveBody, createBody, detailAnswer, itemsAnswer, itemsBody, listAnswer, listBody, moveBody, movedAnswer, rejectBody } from './schemas';

const tags = ['replenish'];
const supplier = routeGroup({ auth: 'supplier', menuCode: 'SCM_REPLENISH', tags, prefix: '/scm/purchase/self-replenish' });
const buyer = routeGroup({ auth: 'buyer', menuCode: 'BUYER_REPLENISH_REVIEW', tags, prefix: '/scm/purchase/self-replenish-review' });

export const routes: RouteSpec[] = [
  supplier.reads.post('/list', "The supplier's replenishment requests, newest first, with counts per status for the tabs", { body: listBody, response: listAnswer }, (req) => listRequests(req.server.db, supplierView(req.scope), req.body)),
  supplier.detail('/detail/:id', 'A replenishment request with its lines, suggestions and history', detailAnswer, (req, id) => requestDetail(req.server.db, supplierView(req.scope), id)),
  supplier.reads.post('/items', "The supplier's items at a branch (search by name, pinyin initials, code or barcode), those most in need first, with the suggested quantity in words and how it was computed", { body: itemsBody, response: itemsAnswer }, async (req) => {
    const { branchId, keyword, itemIds } = req.body;
    const rows = await itemSuggestions(req.server.db, req.scope, branchId, { keyword, itemIds, limit: 50 });
    return { rows: rows.map((r) => ({ ...r, daysLeft: daysLeft(r), advice: advice(langOf(req), r) })) };
  }),
  supplier.post('/create', 'Creates a request for a branch (a draft, or sent for approval with submit: true)', { body: createBody, response: movedAnswer }, (req) => createRequest(req.server.db, req.scope, req.body)),
  supplier.post('/commitApprove', 'Sends a draft request to the buyer for approval', { body: moveBody, response: movedAnswer }, (req) => commitApprove(req.server.db, req.scope, req.body)),
  supplier.post('/cancel', 'Cancels a request nobody has approved yet', { body: moveBody, response: movedAnswer }, (req) => cancelRequest(req.server.db, req.scope, req.body)),

  buyer.reads.post('/list', "Every supplier's requests sent for approval, those awaiting it first", { body: listBody, response: listAnswer }, (req) => listRequests(req.server.db, buyerView(req.auth.merchantId), req.body)),
  buyer.detail('/detail/:id', 'A request for the buyer to review', detailAnswer, (req, id) => requestDetail(req.server.db, buyerView(req.auth.merchantId), id)),
  buyer.post('/approve', 'Approves a request (quantities may be changed per line): a confirmed purchase order is created and linked', { body: approveBody, response: movedAnswer }, (req) => approveRequest(req.server.db, req.auth, req.body)),
  buyer.post('/rejected', 'Rejects a request with a reason', { body: rejectBody, response: movedAnswer }, (req) => rejectRequest(req.server.db, req.auth, req.body)),
];
