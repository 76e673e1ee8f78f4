import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AuthCode, BizError } from './errors';
import { messages } from './messages';
import { sessionPolicy } from './sessionPolicy';
import { runText, text } from './sqlText';
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
  /** the merchant's latest release of published pages and menus (0: none), read with the session */
  schemaRevision: number;
}

const revokeCodes: Record<string, number> = {
  elsewhere: AuthCode.loggedInElsewhere,
  logout: AuthCode.tokenRevoked,
  switched: AuthCode.tokenRevoked,
};

/** What a request's session lookup reads of user_session. */
interface SessionRow {
  id: number;
  user_kind: number;
  user_id: number;
  merchant_id: number;
  supplier_id: number | null;
  roles: string[] | null;
  expires_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
  schema_revision: number | null;
}

const signInAgain = () => new BizError(AuthCode.tokenMissing, messages.signInAgain);

/** The live session of the request's `token` header, or the §8 code saying why there is none. */
export async function resolveSession(app: FastifyInstance, req: FastifyRequest): Promise<AuthContext> {
  const raw = req.headers.token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token) throw signInAgain();
  // Every API call runs this first: one SQL text, prepared once per connection (see preparedMarker), reading only
  // what the checks below need, so the lookup costs no query building and no planning per request (`text`, sqlText.ts).
  const { rows } = await runText<SessionRow>(app.db, text`/*prepare*/
    select id, user_kind, user_id, merchant_id, supplier_id, roles, expires_at, last_seen_at, revoked_at, revoke_reason,
           (select max(r.revision) from schema_release r where r.merchant_id = s.merchant_id) as schema_revision
      from user_session s where token_hash = ${tokenHash(token)}`);
  const s = rows[0];
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
    schemaRevision: s.schema_revision ?? 0,
  };
}
