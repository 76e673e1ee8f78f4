import { langOf } from '../../lib/language';
import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { bool, int, object } from '../../lib/schemaFragments';
import { buyerView, supplierView } from '../../lib/viewer';
import { listApplications, loadApplication } from './queries/reads';
import { approve, reject } from './queries/review';
import { deleteDraft, saveAndSubmit, saveDraft, updateDraft, withdraw } from './queries/writes';
import {
  applicationAnswer, checkAnswer, checkBarcodeBody, checkNameBody, listAnswer, listBody, moveBody, movedAnswer,
  pluAnswer, pluBody, rejectBody, saveBody, submitBody, updateBody,
} from './schemas';
import { checkBarcode, checkName, nextPlu, rectifyPlu } from './typingChecks';

const tags = ['new-product'];
const supplier = routeGroup({ auth: 'supplier', menuCode: 'SCM_NEW_PRODUCT', tags, prefix: '/scm/product/new-item' });
const buyer = routeGroup({ auth: 'buyer', menuCode: 'BUYER_NEW_PRODUCT_REVIEW', tags, prefix: '/scm/product/new-item-review' });

export const routes: RouteSpec[] = [
  supplier.reads.post('/list', "The supplier's new-product applications, newest first, with counts per status for the tabs", { body: listBody, response: listAnswer }, (req) => listApplications(req.server.db, supplierView(req.scope), req.body)),
  supplier.detail('/load/:id', 'One application with its packagings, photos and history', applicationAnswer, (req, id) => loadApplication(req.server.db, supplierView(req.scope), id)),
  supplier.post('/save', 'Saves a new application as a draft (only the name is required)', { body: saveBody, response: movedAnswer }, (req) => saveDraft(req.server.db, req.auth, req.scope, req.body)),
  supplier.post('/update', 'Changes a draft, rejected or withdrawn application (its status stays)', { body: updateBody, response: movedAnswer }, (req) => updateDraft(req.server.db, req.auth, req.scope, req.body)),
  supplier.post('/saveAndSubmit', 'Saves and submits an application to the buyer; item problems answer code 140 with their list', { body: submitBody, response: movedAnswer }, (req) => saveAndSubmit(req.server.db, req.auth, req.scope, req.body)),
  supplier.post('/delete', 'Deletes a draft', { body: moveBody, response: object({ id: int, deleted: bool }) }, (req) => deleteDraft(req.server.db, req.scope, req.body)),
  supplier.post('/callback', 'Withdraws a submitted application so it can be changed', { body: moveBody, response: movedAnswer }, (req) => withdraw(req.server.db, req.scope, req.body)),
  supplier.reads.post('/checkRepeatItemName', 'Whether an item or another open application already has this name (the form asks while typing)', { body: checkNameBody, response: checkAnswer }, (req) => checkName(req.server.db, req.scope, langOf(req), req.body)),
  supplier.reads.post('/checkRepeatBarcode', 'Whether a barcode is a valid EAN-13/EAN-8 that no item or open application holds', { body: checkBarcodeBody, response: checkAnswer }, (req) => checkBarcode(req.server.db, req.scope, langOf(req), req.body)),
  supplier.reads.post('/getPLUCode', 'The next free PLU code of the merchant for a weighed item', { body: pluBody, response: pluAnswer }, (req) => nextPlu(req.server.db, req.scope, req.body)),
  supplier.with({ prefix: '/common/item' }).reads.post('/checkAndRectifyPlu', 'The typed PLU code if it is well-formed and free, else a free one in its place', { body: pluBody, response: pluAnswer }, (req) => rectifyPlu(req.server.db, req.scope, langOf(req), req.body)),

  buyer.reads.post('/list', "The merchant's submitted and decided applications of every supplier, those awaiting review first", { body: listBody, response: listAnswer }, (req) => listApplications(req.server.db, buyerView(req.auth.merchantId), req.body)),
  buyer.detail('/load/:id', 'One submitted application, for the buyer to review', applicationAnswer, (req, id) => loadApplication(req.server.db, buyerView(req.auth.merchantId), id)),
  buyer.post('/approve', 'Approves a submitted application: the item is created with its packagings, codes and photos', { body: moveBody, response: movedAnswer }, (req) => approve(req.server.db, req.auth, req.body)),
  buyer.post('/rejected', 'Sends a submitted application back to the supplier with a reason', { body: rejectBody, response: movedAnswer }, (req) => reject(req.server.db, req.auth, req.body)),
];
