import { BizError } from '../../lib/errors';
import { enumLabel } from '../../lib/enums';
import { langOf } from '../../lib/language';
import { linkedSuppliers } from '../../lib/linkedSuppliers';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { aboutSettings, appIdentity } from './aboutConfig';
import { changePassword } from './changePassword';
import { createChangeRequest } from './changeRequest';
import { currentSupplier } from './queries/currentSupplier';
import { businessInfo } from './businessInfo';
import { listForReview, listRequests } from './queries/changeRequests';
import { reviewChangeRequest } from './reviewChangeRequest';
import {
  aboutAnswer,
  businessInfoAnswer,
  changePasswordAnswer,
  changePasswordBody,
  changeRequestBody,
  changeRequestCreated,
  changeRequestListBody,
  changeRequestPage,
  currentSupplierAnswer,
  reviewAnswer,
  reviewBody,
  reviewListBody,
  reviewPage,
  supplierListAnswer,
} from './schemas';

const tags = ['my'];
const supplierMy = { auth: 'supplier', menuCode: 'SCM_MY', tags } as const;

export const routes: RouteSpec[] = [
  route({
    method: 'GET', url: '/scm/my/querySupplierList', auth: 'user',
    tags, summary: 'The suppliers a supplier user may act for, the current one marked (empty for the chain\'s staff)',
    schema: { response: supplierListAnswer },
    handler: async (req) => {
      if (req.auth.userKind !== 'supplier') return [];
      const list = await linkedSuppliers(req.server.db, req.auth.userId);
      return list.map(({ id, code, name }) => ({ id, code, name, isCurrent: id === req.auth.supplierId }));
    },
  }),
  route({
    method: 'GET', url: '/scm/my/getCurSupplier', auth: 'supplier',
    tags, summary: 'The supplier the session acts for, with its terms',
    schema: { response: currentSupplierAnswer },
    handler: async (req) => {
      const s = await currentSupplier(req.server.db, req.scope);
      if (!s) throw BizError.notFound();
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
    },
  }),
  route({
    method: 'POST', url: '/scm/my/updatePassWord', auth: 'user', tags,
    // Each try costs an argon2 verification; a stolen session must not turn this into a password oracle.
    rateLimit: { max: 30, timeWindow: 60_000 },
    summary: 'Changes the caller\'s password (old one required; 8–64 characters, not common, not the old one or the account); every other session of the user ends',
    schema: { body: changePasswordBody, response: changePasswordAnswer },
    handler: (req) => changePassword(req.server.db, req.auth, req.body),
  }),
  route({
    method: 'GET', url: '/scm/my/businessInfo', ...supplierMy,
    summary: 'The current supplier\'s master data, qualifications and open change requests',
    schema: { response: businessInfoAnswer },
    handler: (req) => businessInfo(req.server.db, req.scope),
  }),
  route({
    method: 'POST', url: '/scm/my/change-request/create', ...supplierMy,
    summary: 'Asks the merchant to change the supplier\'s contacts or bank details (approved by the merchant, not applied directly)',
    schema: { body: changeRequestBody, response: changeRequestCreated },
    handler: (req) => createChangeRequest(req.server.db, req.scope, req.body),
  }),
  route({
    method: 'POST', url: '/scm/my/change-request/list', ...supplierMy,
    summary: 'The supplier\'s change requests, newest first',
    schema: { body: changeRequestListBody, response: changeRequestPage },
    handler: (req) => listRequests(req.server.db, req.scope, req.body),
  }),
  route({
    method: 'GET', url: '/scm/my/aboutUs', auth: 'user', tags,
    summary: 'About us: the service\'s company, hotline, e-mail, website (the vendor website screen frames it) and version',
    schema: { response: aboutAnswer },
    handler: async (req) => ({ ...appIdentity, ...(await aboutSettings(req.server.db, req.auth.merchantId)) }),
  }),
  route({
    method: 'POST', url: '/administer/supplier-change/list', auth: 'boss', menuCode: 'BOSS_SUPPLIER_CHANGE', tags,
    summary: 'Suppliers\' requests to change contacts or bank details, newest first',
    schema: { body: reviewListBody, response: reviewPage },
    handler: (req) => listForReview(req.server.db, req.auth.merchantId, req.body),
  }),
  route({
    method: 'POST', url: '/administer/supplier-change/review', auth: 'boss', menuCode: 'BOSS_SUPPLIER_CHANGE', tags,
    summary: 'Approves (the supplier\'s master data changes) or rejects a change request; the requester gets a message',
    schema: { body: reviewBody, response: reviewAnswer },
    handler: (req) => reviewChangeRequest(req.server.db, req.auth, req.body),
  }),
];
