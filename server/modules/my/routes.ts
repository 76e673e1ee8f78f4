import { enumLabel } from '../../lib/enums';
import { langOf } from '../../lib/language';
import { linkedSuppliers } from '../../lib/linkedSuppliers';
import { found } from '../../lib/found';
import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { aboutSettings, appIdentity } from './aboutConfig';
import { changePassword } from './changePassword';
import { createChangeRequest } from './changeRequest';
import { currentSupplier } from './queries/currentSupplier';
import { businessInfo } from './businessInfo';
import { listForReview, listRequests } from './queries/changeRequests';
import { reviewChangeRequest } from './reviewChangeRequest';
import {
  aboutAnswer, businessInfoAnswer, changePasswordAnswer, changePasswordBody, changeRequestBody, changeRequestCreated,
  changeRequestListBody, changeRequestPage, currentSupplierAnswer, reviewAnswer, reviewBody, reviewListBody,
  reviewPage, supplierListAnswer,
} from './schemas';

const tags = ['my'];
const anyUser = routeGroup({ auth: 'user', tags, prefix: '/scm/my' });
const supplier = routeGroup({ auth: 'supplier', tags, prefix: '/scm/my' });
const supplierMy = supplier.with({ menuCode: 'SCM_MY' });
// Each try costs an argon2 verification; a stolen session must not turn this into a password oracle.
const passwordTries = anyUser.with({ rateLimit: { max: 30, timeWindow: 60_000 } });
const reviewer = routeGroup({ auth: 'boss', menuCode: 'BOSS_SUPPLIER_CHANGE', tags, prefix: '/administer/supplier-change' });

export const routes: RouteSpec[] = [
  anyUser.reads.get('/querySupplierList', "The suppliers a supplier user may act for, the current one marked (empty for the chain's staff)", { response: supplierListAnswer }, async (req) => {
    if (req.auth.userKind !== 'supplier') return [];
    const list = await linkedSuppliers(req.server.db, req.auth.userId);
    return list.map(({ id, code, name }) => ({ id, code, name, isCurrent: id === req.auth.supplierId }));
  }),
  supplier.reads.get('/getCurSupplier', 'The supplier the session acts for, with its terms', { response: currentSupplierAnswer }, async (req) => {
    const s = found(await currentSupplier(req.server.db, req.scope));
    const lang = langOf(req);
    return {
      id: s.id,
      code: s.code,
      name: s.name,
      contact: s.contact,
      mobile: s.mobile,
      sellWay: s.sell_way,
      sellWayName: enumLabel('sellWay', s.sell_way, lang),
      settleWay: s.settle_way,
      settleWayName: enumLabel('settleWay', s.settle_way, lang),
      settleDays: s.settle_days,
      taxNo: s.tax_no,
      bankName: s.bank_name,
      bankAccount: s.bank_account,
    };
  }),
  passwordTries.post('/updatePassWord', "Changes the caller's password (old one required; 8–64 characters, not common, not the old one or the account); every other session of the user ends", { body: changePasswordBody, response: changePasswordAnswer }, (req) => changePassword(req.server.db, req.auth, req.body)),
  supplierMy.reads.get('/businessInfo', "The current supplier's master data, qualifications and open change requests", { response: businessInfoAnswer }, (req) => businessInfo(req.server.db, req.scope)),
  supplierMy.post('/change-request/create', "Asks the merchant to change the supplier's contacts or bank details (approved by the merchant, not applied directly)", { body: changeRequestBody, response: changeRequestCreated }, (req) => createChangeRequest(req.server.db, req.scope, req.body)),
  supplierMy.reads.post('/change-request/list', "The supplier's change requests, newest first", { body: changeRequestListBody, response: changeRequestPage }, (req) => listRequests(req.server.db, req.scope, req.body)),
  anyUser.reads.get('/aboutUs', "About us: the service's company, hotline, e-mail, website (the vendor website screen frames it) and version", { response: aboutAnswer }, async (req) => ({ ...appIdentity, ...(await aboutSettings(req.server.db, req.auth.merchantId, langOf(req))) })),

  reviewer.reads.post('/list', "Suppliers' requests to change contacts or bank details, newest first", { body: reviewListBody, response: reviewPage }, (req) => listForReview(req.server.db, req.auth.merchantId, req.body)),
  reviewer.post('/review', "Approves (the supplier's master data changes) or rejects a change request; the requester gets a message", { body: reviewBody, response: reviewAnswer }, (req) => reviewChangeRequest(req.server.db, req.auth, req.body)),
];
