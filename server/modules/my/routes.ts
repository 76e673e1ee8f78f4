import { BizError } from '../../lib/errors';
import { enumLabel } from '../../lib/enums';
import { langOf } from '../../lib/language';
import { linkedSuppliers } from '../../lib/linkedSuppliers';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { currentSupplier } from './queries/currentSupplier';
import { currentSupplierAnswer, supplierListAnswer } from './schemas';

const tags = ['my'];

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
];
