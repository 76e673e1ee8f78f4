import type { Kysely } from 'kysely';
import type { AuthContext } from '../../lib/auth';
import type { Database } from '../../db/types';
import { endOtherSessions } from '../../lib/endOtherSessions';
import { BizError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { passwordTooWeak, weakPassword } from '../../lib/passwordStrength';
import { passwordMessages as m } from './messages';
import { passwordOwner, replacePasswordHash } from './queries/password';
import type { ChangePasswordInput } from './schemas';

/**
 * Changes the caller's password: the old one must be right, the new one 8–64 characters, different from the old
 * one and from the account name, and not easy to guess. Then every other session and trusted device of the user
 * ends; the session that asked goes on.
 */
export async function changePassword(db: Kysely<Database>, auth: AuthContext, input: ChangePasswordInput): Promise<{ endedSessions: number }> {
  const owner = await passwordOwner(db, auth.userKind, auth.userId);
  if (!owner) throw BizError.notFound();
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
    throw BizError.invalid('confirmPassword', m.confirmDiffers);
  }
  if (!(await verifyPassword(owner.passwordHash, input.oldPassword))) throw BizError.invalid('oldPassword', m.oldWrong);
  if (input.newPassword === input.oldPassword) throw BizError.invalid('newPassword', m.sameAsOld);
  if (input.newPassword.trim().toLowerCase() === owner.account.toLowerCase()) throw BizError.invalid('newPassword', m.isAccount);
  if (await passwordTooWeak(input.newPassword, [owner.account, ...owner.alsoKnown])) throw BizError.invalid('newPassword', weakPassword);

  const newHash = await hashPassword(input.newPassword);
  return db.transaction().execute(async (trx) => {
    if (!(await replacePasswordHash(trx, auth.userKind, auth.userId, owner.passwordHash, newHash))) throw BizError.conflict(m.changedMeanwhile);
    const endedSessions = await endOtherSessions(trx, { kind: auth.userKind, userId: auth.userId, keepSessionId: auth.tokenId });
    return { endedSessions };
  });
}
