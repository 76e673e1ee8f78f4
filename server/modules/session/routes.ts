import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { AuthCode, BizError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { findAccount, linkedSuppliers } from './accounts';
import { captchaAfterFailures, consumeCaptcha, issueCaptcha, lockAfterFailures, recentFailures, recordAttempt } from './loginGuard';
import { openSession, revokeSession, setSessionSupplier } from './sessions';
import { userInfoFor } from './userInfo';

const loginPerIpPerMinute = Number(process.env.SCM_LOGIN_RATE_PER_MINUTE ?? 30);

const supplierIdBody = {
  type: 'object',
  required: ['supplierId'],
  additionalProperties: false,
  properties: { supplierId: { type: 'integer', minimum: 1 } },
} as const;

export default async function sessionRoutes(app: FastifyInstance) {
  app.post<{ Body: { account: string; password: string; captchaId?: string; captchaCode?: string } }>('/mobile/scm/login', {
    config: { auth: 'none', rateLimit: { max: loginPerIpPerMinute, timeWindow: 60_000 } },
    schema: {
      tags: ['session'],
      body: {
        type: 'object',
        required: ['account', 'password'],
        additionalProperties: false,
        properties: {
          account: { type: 'string', minLength: 1, maxLength: 64 },
          password: { type: 'string', minLength: 1, maxLength: 128 },
          captchaId: { type: 'string', maxLength: 64 },
          captchaCode: { type: 'string', maxLength: 16 },
        },
      },
    },
  }, async (req) => {
    const account = req.body.account.trim();
    const failures = await recentFailures(app.db, account);
    if (failures >= lockAfterFailures) throw new BizError(429, '尝试次数过多，请稍后再试');
    if (failures >= captchaAfterFailures) {
      if (!req.body.captchaId || !req.body.captchaCode) {
        throw new BizError(1002, '请输入验证码', { data: { captchaRequired: true } });
      }
      if (!(await consumeCaptcha(app.db, req.body.captchaId, req.body.captchaCode))) {
        throw new BizError(1003, '验证码错误', { data: { captchaRequired: true } });
      }
    }
    const found = await findAccount(app.db, account);
    // Unknown accounts are checked against a dummy hash: same answer, same cost as a wrong password.
    const passwordOk = await verifyPassword(found?.passwordHash || (await dummyPasswordHash()), req.body.password);
    if (!found || !passwordOk || !found.active) {
      await recordAttempt(app.db, account, req.ip, false);
      throw new BizError(1001, '账号或密码错误', { data: { captchaRequired: failures + 1 >= captchaAfterFailures } });
    }
    await recordAttempt(app.db, account, req.ip, true);
    const suppliers = found.kind === 'supplier' ? await linkedSuppliers(app.db, found.id) : [];
    if (found.kind === 'supplier' && suppliers.length === 0) {
      throw new BizError(AuthCode.notAuthorized, '当前用户未授权，请联系管理员');
    }
    const only = suppliers.length === 1 ? suppliers[0] : null;
    const token = await openSession(app.db, {
      kind: found.kind,
      userId: found.id,
      merchantId: found.merchantId,
      supplierId: only?.id ?? null,
      roles: found.kind === 'supplier' ? (only ? [only.role] : []) : [found.kind],
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
    });
    return ok({
      token,
      userKind: found.kind,
      userName: found.name,
      needChooseSupplier: found.kind === 'supplier' && !only,
      supplier: only ? { id: only.id, code: only.code, name: only.name } : null,
      supplierList: suppliers.map(({ id, code, name }) => ({ id, code, name })),
    });
  });

  app.post<{ Body: { supplierId: number } }>('/mobile/scm/chooseSupplier', {
    config: { auth: 'user' },
    schema: { tags: ['session'], body: supplierIdBody },
  }, async (req) => {
    const link = (await linkedSuppliers(app.db, req.auth.userId)).find((s) => s.id === req.body.supplierId);
    if (req.auth.userKind !== 'supplier' || !link) throw BizError.notFound();
    if (req.auth.supplierId !== null && req.auth.supplierId !== link.id) {
      throw BizError.conflict('已选择供应商，请使用切换供应商');
    }
    await setSessionSupplier(app.db, req.auth.tokenId, link.id, [link.role]);
    return ok({ supplier: { id: link.id, code: link.code, name: link.name } });
  });

  app.post<{ Body: { supplierId: number } }>('/mobile/scm/switchSupplier', {
    config: { auth: 'user' },
    schema: { tags: ['session'], body: supplierIdBody },
  }, async (req) => {
    const link = (await linkedSuppliers(app.db, req.auth.userId)).find((s) => s.id === req.body.supplierId);
    if (req.auth.userKind !== 'supplier' || !link) throw BizError.notFound();
    const token = await app.db.transaction().execute(async (tx) => {
      await revokeSession(tx, req.auth.tokenId, 'switched');
      return openSession(tx, {
        kind: 'supplier',
        userId: req.auth.userId,
        merchantId: req.auth.merchantId,
        supplierId: link.id,
        roles: [link.role],
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
      }, 'switched', req.auth.tokenId);
    });
    await app.db.updateTable('supplier_user').set({ last_supplier_id: link.id }).where('id', '=', req.auth.userId).execute();
    return ok({ token, supplier: { id: link.id, code: link.code, name: link.name } });
  });

  app.get('/mobile/scm/getSession', { config: { auth: 'user' }, schema: { tags: ['session'] } }, async (req) => {
    const info = await userInfoFor(app.db, req.auth);
    return ok({
      userId: req.auth.userId,
      userName: info.userName,
      userKind: req.auth.userKind,
      supplier: info.supplier,
    });
  });

  app.get('/mobile/scm/logout', { config: { auth: 'user' }, schema: { tags: ['session'] } }, async (req) => {
    await revokeSession(app.db, req.auth.tokenId, 'logout');
    return ok(null);
  });

  app.get('/mobile/scm/getLoginUserInfo', { config: { auth: 'user' }, schema: { tags: ['session'] } }, async (req) =>
    ok(await userInfoFor(app.db, req.auth)),
  );

  app.get('/validate/initImg', { config: { auth: 'none', rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags: ['session'] } },
    async () => ok(await issueCaptcha(app.db)),
  );

  app.post<{ Body: { account: string } }>('/validate/checkLogin', {
    config: { auth: 'none' },
    schema: {
      tags: ['session'],
      body: { type: 'object', required: ['account'], additionalProperties: false, properties: { account: { type: 'string', minLength: 1, maxLength: 64 } } },
    },
  }, async (req) => ok({ captchaRequired: (await recentFailures(app.db, req.body.account.trim())) >= captchaAfterFailures }));
}
