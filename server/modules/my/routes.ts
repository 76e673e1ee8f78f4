import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { BizError } from '../../lib/errors';
import { linkedSuppliers } from '../session/accounts';

const sellWays = ['购销', '联营', '代销', '租赁'];
const settleWays = ['现结', '货到付款', '账期结算', '定日结算'];

export default async function myRoutes(app: FastifyInstance) {
  app.get('/scm/my/querySupplierList', { config: { auth: 'user' }, schema: { tags: ['my'] } }, async (req) => {
    if (req.auth.userKind !== 'supplier') return ok([]);
    const list = await linkedSuppliers(app.db, req.auth.userId);
    return ok(list.map(({ id, code, name }) => ({ id, code, name, isCurrent: id === req.auth.supplierId })));
  });

  app.get('/scm/my/getCurSupplier', { schema: { tags: ['my'] } }, async (req) => {
    const s = await app.db
      .selectFrom('supplier')
      .select(['id', 'code', 'name', 'contact', 'mobile', 'sell_way', 'settle_way', 'settle_days', 'tax_no', 'bank_name', 'bank_account'])
      .where('id', '=', req.auth.supplierId!)
      .where('merchant_id', '=', req.auth.merchantId)
      .executeTakeFirst();
    if (!s) throw BizError.notFound();
    return ok({
      id: s.id,
      code: s.code,
      name: s.name,
      contact: s.contact,
      mobile: s.mobile,
      sellWay: s.sell_way,
      sellWayName: sellWays[s.sell_way] ?? '',
      settleWay: s.settle_way,
      settleWayName: settleWays[s.settle_way] ?? '',
      settleDays: s.settle_days,
      taxNo: s.tax_no,
      bankName: s.bank_name,
      bankAccount: s.bank_account,
    });
  });
}
