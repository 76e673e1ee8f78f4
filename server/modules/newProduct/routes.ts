import { langOf } from '../../lib/language';
import { found } from '../../lib/found';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { bool, idParams, int, object } from '../../lib/schemaFragments';
import { buyerView, supplierView } from '../../lib/viewer';
import { listApplications, loadApplication } from './queries/reads';
import { approve, reject } from './queries/review';
import { deleteDraft, saveAndSubmit, saveDraft, updateDraft, withdraw } from './queries/writes';
import {
  applicationAnswer,
  checkAnswer,
  checkBarcodeBody,
  checkNameBody,
  listAnswer,
  listBody,
  moveBody,
  movedAnswer,
  pluAnswer,
  pluBody,
  rejectBody,
  saveBody,
  submitBody,
  updateBody,
} from './schemas';
import { checkBarcode, checkName, nextPlu, rectifyPlu } from './typingChecks';

const tags = ['new-product'];
const supplier = { auth: 'supplier', menuCode: 'SCM_NEW_PRODUCT', tags } as const;
const buyer = { auth: 'buyer', menuCode: 'BUYER_NEW_PRODUCT_REVIEW', tags } as const;
const base = '/scm/product/new-item';
const review = '/scm/product/new-item-review';



export const routes: RouteSpec[] = [
  route({
    ...supplier,
    method: 'POST', url: `${base}/list`,
    summary: "The supplier's new-product applications, newest first, with counts per status for the tabs",
    schema: { body: listBody, response: listAnswer },
    handler: (req) => listApplications(req.server.db, supplierView(req.scope), req.body),
  }),
  route({
    ...supplier,
    method: 'GET', url: `${base}/load/:id`,
    summary: 'One application with its packagings, photos and history',
    schema: { params: idParams, response: applicationAnswer },
    handler: async (req) => found(await loadApplication(req.server.db, supplierView(req.scope), req.params.id)),
  }),
  route({
    ...supplier,
    method: 'POST', url: `${base}/save`,
    summary: 'Saves a new application as a draft (only the name is required)',
    schema: { body: saveBody, response: movedAnswer },
    handler: (req) => saveDraft(req.server.db, req.auth, req.scope, req.body),
  }),
  route({
    ...supplier,
    method: 'POST', url: `${base}/update`,
    summary: 'Changes a draft, rejected or withdrawn application (its status stays)',
    schema: { body: updateBody, response: movedAnswer },
    handler: (req) => updateDraft(req.server.db, req.auth, req.scope, req.body),
  }),
  route({
    ...supplier,
    method: 'POST', url: `${base}/saveAndSubmit`,
    summary: 'Saves and submits an application to the buyer; item problems answer code 140 with their list',
    schema: { body: submitBody, response: movedAnswer },
    handler: (req) => saveAndSubmit(req.server.db, req.auth, req.scope, req.body),
  }),
  route({
    ...supplier,
    method: 'POST', url: `${base}/delete`,
    summary: 'Deletes a draft',
    schema: { body: moveBody, response: object({ id: int, deleted: bool }) },
    handler: (req) => deleteDraft(req.server.db, req.scope, req.body),
  }),
  route({
    ...supplier,
    method: 'POST', url: `${base}/callback`,
    summary: 'Withdraws a submitted application so it can be changed',
    schema: { body: moveBody, response: movedAnswer },
    handler: (req) => withdraw(req.server.db, req.scope, req.body),
  }),
  route({
    ...supplier,
    method: 'POST', url: `${base}/checkRepeatItemName`,
    summary: 'Whether an item or another open application already has this name (the form asks while typing)',
    schema: { body: checkNameBody, response: checkAnswer },
    handler: (req) => checkName(req.server.db, req.scope, langOf(req), req.body),
  }),
  route({
    ...supplier,
    method: 'POST', url: `${base}/checkRepeatBarcode`,
    summary: 'Whether a barcode is a valid EAN-13/EAN-8 that no item or open application holds',
    schema: { body: checkBarcodeBody, response: checkAnswer },
    handler: (req) => checkBarcode(req.server.db, req.scope, langOf(req), req.body),
  }),
  route({
    ...supplier,
    method: 'POST', url: `${base}/getPLUCode`,
    summary: 'The next free PLU code of the merchant for a weighed item',
    schema: { body: pluBody, response: pluAnswer },
    handler: (req) => nextPlu(req.server.db, req.scope, req.body),
  }),
  route({
    ...supplier,
    method: 'POST', url: '/common/item/checkAndRectifyPlu',
    summary: 'The typed PLU code if it is well-formed and free, else a free one in its place',
    schema: { body: pluBody, response: pluAnswer },
    handler: (req) => rectifyPlu(req.server.db, req.scope, langOf(req), req.body),
  }),
  route({
    ...buyer,
    method: 'POST', url: `${review}/list`,
    summary: "The merchant's submitted and decided applications of every supplier, those awaiting review first",
    schema: { body: listBody, response: listAnswer },
    handler: (req) => listApplications(req.server.db, buyerView(req.auth.merchantId), req.body),
  }),
  route({
    ...buyer,
    method: 'GET', url: `${review}/load/:id`,
    summary: 'One submitted application, for the buyer to review',
    schema: { params: idParams, response: applicationAnswer },
    handler: async (req) => found(await loadApplication(req.server.db, buyerView(req.auth.merchantId), req.params.id)),
  }),
  route({
    ...buyer,
    method: 'POST', url: `${review}/approve`,
    summary: 'Approves a submitted application: the item is created with its packagings, codes and photos',
    schema: { body: moveBody, response: movedAnswer },
    handler: (req) => approve(req.server.db, req.auth, req.body),
  }),
  route({
    ...buyer,
    method: 'POST', url: `${review}/rejected`,
    summary: 'Sends a submitted application back to the supplier with a reason',
    schema: { body: rejectBody, response: movedAnswer },
    handler: (req) => reject(req.server.db, req.auth, req.body),
  }),
];
