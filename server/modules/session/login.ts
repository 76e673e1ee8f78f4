import type { FastifyRequest } from 'fastify';
import { AuthCode, BizError } from '../../lib/errors';
import { linkedSuppliers } from '../../lib/linkedSuppliers';
import { messages } from '../../lib/messages';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { findAccount } from './queries/accounts';
import { captchaAfterFailures, consumeCaptcha, lockAfterFailures, recentFailures, recordAttempt } from './queries/loginGuard';
import { openSession } from './queries/sessions';
import type { LoginInput } from './schemas';

/**
 * Logs in: per-account failures first demand a captcha, then lock the account for the window; unknown accounts
 * cost and answer exactly like wrong passwords. A supplier user of one supplier gets it chosen at once.
 */
export async function login(req: FastifyRequest<{ Body: LoginInput }>) {
  const { db } = req.server;
  const account = req.body.account.trim();
  const failures = await recentFailures(db, account);
  if (failures >= lockAfterFailures) throw new BizError(429, messages.tooManyTries);
  if (failures >= captchaAfterFailures) {
    if (!req.body.captchaId || !req.body.captchaCode) {
      throw new BizError(1002, { 'zh-CN': '请输入验证码', en: 'Enter the characters of the picture' }, { data: { captchaRequired: true } });
    }
    if (!(await consumeCaptcha(db, req.body.captchaId, req.body.captchaCode))) {
      throw new BizError(1003, { 'zh-CN': '验证码错误', en: 'The characters do not match the picture' }, { data: { captchaRequired: true } });
    }
  }
  const found = await findAccount(db, account);
  // Unknown accounts are checked against a dummy hash: same answer, same cost as a wrong password.
  const passwordOk = await verifyPassword(found?.passwordHash || (await dummyPasswordHash()), req.body.password);
  if (!found || !passwordOk || !found.active) {
    await recordAttempt(db, account, req.ip, false);
    const wrong = { 'zh-CN': '账号或密码错误', en: 'Wrong account or password' };
    throw new BizError(1001, wrong, { data: { captchaRequired: failures + 1 >= captchaAfterFailures } });
  }
  await recordAttempt(db, account, req.ip, true);
  const suppliers = found.kind === 'supplier' ? await linkedSuppliers(db, found.id) : [];
  if (found.kind === 'supplier' && suppliers.length === 0) {
    throw new BizError(AuthCode.notAuthorized, { 'zh-CN': '当前用户未授权，请联系管理员', en: 'This user has no supplier yet; ask your administrator' });
  }
  const only = suppliers.length === 1 ? suppliers[0] : null;
  const token = await openSession(db, {
    kind: found.kind,
    userId: found.id,
    merchantId: found.merchantId,
    supplierId: only?.id ?? null,
    roles: found.kind === 'supplier' ? (only ? [only.role] : []) : [found.kind],
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? '',
  });
  return {
    token,
    userKind: found.kind,
    userName: found.name,
    needChooseSupplier: found.kind === 'supplier' && !only,
    supplier: only ? { id: only.id, code: only.code, name: only.name } : null,
    supplierList: suppliers.map(({ id, code, name }) => ({ id, code, name })),
  };
}
