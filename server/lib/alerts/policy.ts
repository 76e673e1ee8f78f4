import type { Alert } from './types';

// Spec §8: errors go to the alert channel except wrong account or password, merchant not opened, login failed,
// unsupported and already exists — what a user causes and can fix, not what operations must look at.

const excludedTypes = new Set(['wrong-password', 'merchant-not-opened', 'login-failed', 'unsupported', 'already-exists']);

const excludedTexts = [
  /用户名或密码错误|账号或密码错误|密码错误/,
  /商户未开通|未开通/,
  /登录失败/,
  /不支持/,
  /已存在/,
  /wrong (account|user(name)?) or password|incorrect password/i,
  /merchant (is )?not opened/i,
  /login failed/i,
  /not supported|unsupported/i,
  /already exists/i,
];

/** HTTP 409 is "already exists" in the monitoring classification (spec §8). */
const excludedCodes = new Set([409]);

export function isExcludedAlert(alert: Alert): boolean {
  if (excludedTypes.has(alert.type)) return true;
  if (alert.code !== undefined && excludedCodes.has(alert.code)) return true;
  const text = alert.message ?? '';
  return excludedTexts.some((re) => re.test(text));
}
