import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthCode, BizError } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import type { AuthContext } from '../../lib/auth';
import { shieldCodesFor } from '../session/shieldCodes';
import { saveOrderConfirm } from './confirm';
import { listOrders, orderDetail } from './orderQueries';
import { listReceipts, receiptDetail } from './receiptQueries';
import { listReturns, returnDetail } from './returnQueries';
import { saveReturnConfirm } from './returnConfirm';
import {
  idParams,
  inListBody,
  orderConfirmBody,
  orderListBody,
  outConfirmBody,
  outListBody,
  type DocListFilter,
  type OrderConfirmInput,
  type OrderListFilter,
  type OutConfirmInput,
} from './schemas';
import { scopeOf } from './scope';

// A role may hold the order pages yet not the right to answer orders (finance staff).
const confirmShield = 'SCM_PURCHASE_ORDER_CONFIRM';
const mayConfirm = (auth: AuthContext) => !shieldCodesFor(auth).includes(confirmShield);

const tags = ['purchase'];

// A list asked for with no body at all is the first page of everything, not a validation error.
const emptyBody = async (req: FastifyRequest) => {
  req.body ??= {};
};

export default async function purchaseRoutes(app: FastifyInstance) {
  const order = { auth: 'supplier', menuCode: 'SCM_PURCHASE_ORDER' } as const;
  const receipt = { auth: 'supplier', menuCode: 'SCM_PURCHASE_IN' } as const;
  const ret = { auth: 'supplier', menuCode: 'SCM_PURCHASE_OUT' } as const;

  app.post<{ Body: OrderListFilter }>(
    '/scm/purchase/purchase-order/list',
    { config: order, preValidation: emptyBody, schema: { tags, body: orderListBody } },
    async (req) => ok(await listOrders(app.db, scopeOf(req.auth), req.body)),
  );

  app.get<{ Params: { id: number } }>(
    '/scm/purchase/purchase-order/detail/:id',
    { config: order, schema: { tags, params: idParams } },
    async (req) => {
      const detail = await orderDetail(app.db, scopeOf(req.auth), req.params.id, mayConfirm(req.auth));
      if (!detail) throw BizError.notFound();
      return ok(detail);
    },
  );

  app.post<{ Body: OrderConfirmInput }>(
    '/scm/purchase/purchase-order/saveConfirm',
    { config: order, schema: { tags, body: orderConfirmBody } },
    async (req) => {
      if (!mayConfirm(req.auth)) throw new BizError(AuthCode.noPermission, '无权限');
      return ok(await saveOrderConfirm(app.db, scopeOf(req.auth), req.body));
    },
  );

  app.post<{ Body: DocListFilter }>(
    '/scm/purchase/purchase-in/list',
    { config: receipt, preValidation: emptyBody, schema: { tags, body: inListBody } },
    async (req) => ok(await listReceipts(app.db, scopeOf(req.auth), req.body)),
  );

  app.get<{ Params: { id: number } }>(
    '/scm/purchase/purchase-in/detail/:id',
    { config: receipt, schema: { tags, params: idParams } },
    async (req) => {
      const detail = await receiptDetail(app.db, scopeOf(req.auth), req.params.id);
      if (!detail) throw BizError.notFound();
      return ok(detail);
    },
  );

  app.post<{ Body: DocListFilter }>(
    '/scm/purchase/purchase-out/list',
    { config: ret, preValidation: emptyBody, schema: { tags, body: outListBody } },
    async (req) => ok(await listReturns(app.db, scopeOf(req.auth), req.body)),
  );

  app.get<{ Params: { id: number } }>(
    '/scm/purchase/purchase-out/detail/:id',
    { config: ret, schema: { tags, params: idParams } },
    async (req) => {
      const detail = await returnDetail(app.db, scopeOf(req.auth), req.params.id);
      if (!detail) throw BizError.notFound();
      return ok(detail);
    },
  );

  app.post<{ Body: OutConfirmInput }>(
    '/scm/purchase/purchase-out/saveConfirm',
    { config: ret, schema: { tags, body: outConfirmBody } },
    async (req) => ok(await saveReturnConfirm(app.db, scopeOf(req.auth), req.body)),
  );
}
