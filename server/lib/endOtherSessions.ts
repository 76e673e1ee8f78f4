import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import { userKindCode, type UserKind } from './userKind';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * After a password change: every other live session of the user ends (its next call answers 301537, "sign in
 * again") and every trusted-device token of the account is forgotten, so a device that knew the old password is
 * challenged like a stranger. The session that made the change goes on.
 */
export async function endOtherSessions(db: Db, who: { kind: UserKind; userId: number; keepSessionId: number }): Promise<number> {
  const ended = await db
    .updateTable('user_session')
    .set({ revoked_at: sql`now()`, revoke_reason: 'password' })
    .where('user_kind', '=', userKindCode[who.kind])
    .where('user_id', '=', who.userId)
    .where('id', '!=', who.keepSessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  // login_device.subject names the account as the login defenses do: s:<supplier_user.id>, m:<merchant_user.id>.
  const subject = `${who.kind === 'supplier' ? 's' : 'm'}:${who.userId}`;
  await db.deleteFrom('login_device').where('subject', '=', subject).execute();
  return Number(ended.numUpdatedRows);
}
