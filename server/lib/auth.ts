import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AuthCode, BizError } from './errors';
import { messages } from './messages';
import { sessionPolicy } from './sessionPolicy';
import { tokenHash } from './tokens';
import { userKindOf, type UserKind } from './userKind';

/** Who is calling: the session behind the request's token. */
export interface AuthContext {
  tokenId: number;
  userId: number;
  userKind: UserKind;
  merchantId: number;
  supplierId: number | null;
  roles: string[];
}

const revokeCodes: Record<string, number> = {
  elsewhere: AuthCode.loggedInElsewhere,
  logout: AuthCode.tokenRevoked,
  switched: AuthCode.tokenRevoked,
};

const signInAgain = () => new BizError(AuthCode.tokenMissing, messages.signInAgain);

/** The live session of the request's `token` header, or the §8 code saying why there is none. */
export async function resolveSession(app: FastifyInstance, req: FastifyRequest): Promise<AuthContext> {
  const raw = req.headers.token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token) throw signInAgain();
  const s = await app.db
    .selectFrom('user_session')
    .selectAll()
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!s) throw signInAgain();
  if (s.revoked_at) {
    const code = revokeCodes[s.revoke_reason ?? ''] ?? AuthCode.tokenRevoked;
    throw new BizError(code, code === AuthCode.loggedInElsewhere ? messages.signedInElsewhere : messages.signInAgain);
  }
  const now = Date.now();
  if (new Date(s.expires_at).getTime() < now || new Date(s.last_seen_at).getTime() + sessionPolicy.idleMs < now) {
    throw new BizError(AuthCode.tokenExpired, messages.signInExpired);
  }
  if (new Date(s.last_seen_at).getTime() + sessionPolicy.touchEveryMs < now) {
    await app.db.updateTable('user_session').set({ last_seen_at: sql`now()` }).where('id', '=', s.id).execute();
  }
  return {
    tokenId: s.id,
    userId: s.user_id,
    userKind: userKindOf(s.user_kind),
    merchantId: s.merchant_id,
    supplierId: s.supplier_id,
    roles: s.roles ?? [],
  };
}
