import { route, type RouteSpec } from '../../lib/routeSpec';
import { idParams } from '../../lib/schemaFragments';
import { acceptFeedback, closeFeedback, createFeedback, feedbackDetail, followUp, merchantOwner, replyFeedback } from './feedbackFlow';
import { listFeedback } from './queries/feedback';
import {
  created,
  feedbackCreateBody,
  feedbackDetail as feedbackDetailAnswer,
  feedbackListBody,
  feedbackMoveBody,
  feedbackNoteBody,
  feedbackPage,
  feedbackReplyBody,
  moved,
} from './schemas';

const tags = ['feedback'];
const supplier = { auth: 'supplier', menuCode: 'SCM_FEEDBACK', tags } as const;
const merchant = { auth: 'boss', menuCode: 'BOSS_FEEDBACK', tags } as const;

export const routes: RouteSpec[] = [
  // ---- the supplier's side ----
  route({
    method: 'POST', url: '/scm/feedback/list', ...supplier,
    summary: "The supplier's complaints and feedback, newest first, with counts per status",
    schema: { body: feedbackListBody, response: feedbackPage },
    handler: (req) => listFeedback(req.server.db, { merchantId: req.scope.merchantId, supplierId: req.scope.supplierId }, req.body),
  }),
  route({
    method: 'GET', url: '/scm/feedback/detail/:id', ...supplier,
    summary: 'One feedback item with the merchant\'s replies and the supplier\'s follow-ups',
    schema: { params: idParams, response: feedbackDetailAnswer },
    handler: (req) => feedbackDetail(req.server.db, { merchantId: req.scope.merchantId, supplierId: req.scope.supplierId }, req.params.id),
  }),
  route({
    method: 'POST', url: '/scm/feedback/create', ...supplier,
    summary: 'Submits a complaint, report or suggestion (category, text, up to 9 uploaded images, optionally an assistant conversation)',
    schema: { body: feedbackCreateBody, response: created },
    handler: (req) => createFeedback(req.server.db, req.auth, req.scope, req.body),
  }),
  route({
    method: 'POST', url: '/scm/feedback/followUp', ...supplier,
    summary: 'Adds a follow-up; a replied item goes back to in progress',
    schema: { body: feedbackNoteBody, response: moved },
    handler: (req) => followUp(req.server.db, req.auth, req.scope, req.body),
  }),
  route({
    method: 'POST', url: '/scm/feedback/close', ...supplier,
    summary: 'The supplier closes its feedback item',
    schema: { body: feedbackMoveBody, response: moved },
    handler: (req) => closeFeedback(req.server.db, req.scope, req.body),
  }),

  // ---- the merchant's side ----
  route({
    method: 'POST', url: '/administer/feedback/list', ...merchant,
    summary: "Suppliers' complaints and feedback at the merchant, newest first, with counts per status",
    schema: { body: feedbackListBody, response: feedbackPage },
    handler: (req) => listFeedback(req.server.db, merchantOwner(req.auth), req.body),
  }),
  route({
    method: 'GET', url: '/administer/feedback/detail/:id', ...merchant,
    summary: 'One supplier feedback item with its conversation',
    schema: { params: idParams, response: feedbackDetailAnswer },
    handler: (req) => feedbackDetail(req.server.db, merchantOwner(req.auth), req.params.id),
  }),
  route({
    method: 'POST', url: '/administer/feedback/accept', ...merchant,
    summary: 'The merchant takes a feedback item up (open → in progress)',
    schema: { body: feedbackMoveBody, response: moved },
    handler: (req) => acceptFeedback(req.server.db, req.auth, req.body),
  }),
  route({
    method: 'POST', url: '/administer/feedback/reply', ...merchant,
    summary: 'The merchant replies (→ replied); the submitter gets a message',
    schema: { body: feedbackReplyBody, response: moved },
    handler: (req) => replyFeedback(req.server.db, req.auth, req.body),
  }),
];
