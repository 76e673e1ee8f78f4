import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { idParams } from '../../lib/schemaFragments';
import { acceptFeedback, closeFeedback, createFeedback, feedbackDetail, followUp, merchantOwner, replyFeedback, supplierOwner } from './feedbackFlow';
import { listFeedback } from './queries/feedback';
import {
  created, feedbackCreateBody, feedbackDetail as feedbackDetailAnswer, feedbackListBody, feedbackMoveBody,
  feedbackNoteBody, feedbackPage, feedbackReplyBody, moved,
} from './schemas';

const tags = ['feedback'];
const supplier = routeGroup({ auth: 'supplier', menuCode: 'SCM_FEEDBACK', tags, prefix: '/scm/feedback' });
const merchant = routeGroup({ auth: 'boss', menuCode: 'BOSS_FEEDBACK', tags, prefix: '/administer/feedback' });

export const routes: RouteSpec[] = [
  supplier.reads.post('/list', "The supplier's complaints and feedback, newest first, with counts per status", { body: feedbackListBody, response: feedbackPage }, (req) => listFeedback(req.server.db, supplierOwner(req.scope), req.body)),
  supplier.reads.get('/detail/:id', "One feedback item with the merchant's replies and the supplier's follow-ups", { params: idParams, response: feedbackDetailAnswer }, (req) => feedbackDetail(req.server.db, supplierOwner(req.scope), req.params.id)),
  supplier.post('/create', 'Submits a complaint, report or suggestion (category, text, up to 9 uploaded images, optionally an assistant conversation)', { body: feedbackCreateBody, response: created }, (req) => createFeedback(req.server.db, req.auth, req.scope, req.body)),
  supplier.post('/followUp', 'Adds a follow-up; a replied item goes back to in progress', { body: feedbackNoteBody, response: moved }, (req) => followUp(req.server.db, req.auth, req.scope, req.body)),
  supplier.post('/close', 'The supplier closes its feedback item', { body: feedbackMoveBody, response: moved }, (req) => closeFeedback(req.server.db, req.scope, req.body)),

  merchant.reads.post('/list', "Suppliers' complaints and feedback at the merchant, newest first, with counts per status", { body: feedbackListBody, response: feedbackPage }, (req) => listFeedback(req.server.db, merchantOwner(req.auth), req.body)),
  merchant.reads.get('/detail/:id', 'One supplier feedback item with its conversation', { params: idParams, response: feedbackDetailAnswer }, (req) => feedbackDetail(req.server.db, merchantOwner(req.auth), req.params.id)),
  merchant.post('/accept', 'The merchant takes a feedback item up (open → in progress)', { body: feedbackMoveBody, response: moved }, (req) => acceptFeedback(req.server.db, req.auth, req.body)),
  merchant.post('/reply', 'The merchant replies (→ replied); the submitter gets a message', { body: feedbackReplyBody, response: moved }, (req) => replyFeedback(req.server.db, req.auth, req.body)),
];
