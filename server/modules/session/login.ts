import type { FastifyRequest } from 'fastify';
import { AuthCode, BizError } from '../../lib/errors';
import { linkedSuppliers } from '../../lib/linkedSuppliers';
import { messages } from '../../lib/messages';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { findAccount, type Account } from './queries/accounts';
import { consumeChallenge } from './queries/challenge';
import { deviceTokenHashes, issueDeviceToken, renewDevice } from './queries/devices';
import { bookGuess, challengeDue, markFailure, markSuccess, subjectOf, trustedDevice } from './queries/loginGuard';
import { openSession } from './queries/sessions';
import type { LoginInput } from './schemas';

const wrongAccountOrPassword = { 'zh-CN': '账号或密码错误', en: 'Wrong account or password' };

/** Who is trying: the account (known or not), what its failures count against, and the device if it is trusted. */
export async function loginParty(req: FastifyRequest<{ Body: { account: string; deviceTokens?: string[] } }>) {
  const { db } = req.server;
  const account = req.body.account.trim();
  const found = await findAccount(db, account);
  const subject = subjectOf(found, account);
  const tokens = req.body.deviceTokens ?? [];
  const hashes = deviceTokenHashes(tokens);
  const device = await trustedDevice(db, subject, hashes);
  const deviceToken = device ? tokens[hashes.indexOf(device.tokenHash)] : null;
  return { account, found, subject, deviceId: device?.id ?? null, deviceToken };
}

/** Untrusted clients show a solved challenge once the account has failed a few times; trusted devices never. */
async function passChallenge(req: FastifyRequest<{ Body: LoginInput }>, subject: string): Promise<void> {
  const { db } = req.server;
  if (!(await challengeDue(db, subject))) return;
  if (!req.body.captchaId || !req.body.captchaCode) {
    throw new BizError(1002, { 'zh-CN': '请先完成安全验证', en: 'Complete the security check first' }, { data: { captchaRequired: true } });
  }
  if (!(await consumeChallenge(db, req.body.captchaId, req.body.captchaCode))) {
    throw new BizError(1003, { 'zh-CN': '安全验证未通过，请重试', en: 'The security check failed; please try again' }, { data: { captchaRequired: true } });
  }
}

/**
 * Logs in. Failures count per account: a trusted device (device token of an earlier login) only against itself,
 * any other client against the account's shared budget (challenge, burst pause, daily cap: see loginPolicy).
 * Unknown accounts cost and answer exactly like wrong passwords. A supplier user of one supplier gets it chosen.
 */
export async function login(req: FastifyRequest<{ Body: LoginInput }>) {
  const { db } = req.server;
  const { account, found, subject, deviceId, deviceToken } = await loginParty(req);
  if (deviceId === null) await passChallenge(req, subject);
  const attemptId = await bookGuess(db, { account, subject, ip: req.ip, deviceId });
  if (attemptId === null) throw new BizError(429, messages.tooManyTries, { data: { captchaRequired: deviceId === null } });
  // Unknown accounts are checked against a dummy hash: same answer, same cost as a wrong password.
  const passwordOk = await verifyPassword(found?.passwordHash || (await dummyPasswordHash()), req.body.password);
  if (!found || !passwordOk || !found.active) {
    await markFailure(db, attemptId);
    const captchaRequired = deviceId === null && (await challengeDue(db, subject));
    throw new BizError(1001, wrongAccountOrPassword, { data: { captchaRequired } });
  }
  await markSuccess(db, attemptId);
  const session = await openFor(req, found);
  // The device is trusted for this account from now on: a new token, or the one it showed kept good longer.
  if (deviceId !== null && deviceToken) await renewDevice(db, deviceId);
  return { ...session, deviceToken: deviceId !== null && deviceToken ? deviceToken : await issueDeviceToken(db, subject) };
}

async function openFor(req: FastifyRequest<{ Body: LoginInput }>, found: Account) {
  const { db } = req.server;
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
    roles: found.kind === 'supplier' ? (only ? [only.role] : []) : [found.staffRole ?? found.kind],
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
