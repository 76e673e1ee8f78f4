import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { newToken, tokenHash } from '../../../lib/tokens';
import { sessionPolicy } from '../../../lib/sessionPolicy';
import { userKindCode, type UserKind } from '../../../lib/userKind';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewSession {
  kind: UserKind;
  userId: number;
  merchantId: number;
  supplierId: number | null;
  roles: string[];
  ip: string;
  userAgent: string;
}

/** Opens a session; every older live session of the user ends, and its next call learns it was logged in elsewhere. */
export async function openSession(db: Db, s: NewSession, revokeReason: 'elsewhere' | 'switched' = 'elsewhere', replacing?: number): Promise<string> {
  const token = newToken();
  const kind = userKindCode[s.kind];
  let revoke = db
    .updateTable('user_session')
    .set({ revoked_at: sql`now()`, revoke_reason: revokeReason })
    .where('user_kind', '=', kind)
    .where('user_id', '=', s.userId)
    .where('revoked_at', 'is', null);
  if (replacing !== undefined) revoke = revoke.where('id', '=', replacing);
  await revoke.execute();
  await db
    .insertInto('user_session')
    .values({
      token_hash: tokenHash(token),
      user_kind: kind,
      user_id: s.userId,
      merchant_id: s.merchantId,
      supplier_id: s.supplierId,
      roles: s.roles,
      expires_at: new Date(Date.now() + sessionPolicy.absoluteMs),
      ip: s.ip,
      user_agent: s.userAgent.slice(0, 500),
    })
    .execute();
  return token;
}

export async function revokeSession(db: Db, sessionId: number, reason: 'logout' | 'switched'): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ revoked_at: sql`now()`, revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Compare-and-set: a session chooses its supplier once; switching issues a new token instead. */
export async function setSessionSupplier(db: Db, sessionId: number, supplierId: number, roles: string[]): Promise<boolean> {
  const r = await db
    .updateTable('user_session')
    .set({ supplier_id: supplierId, roles })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
