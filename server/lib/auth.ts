import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AuthCode, BizError } from './errors';
import { sessionPolicy } from './sessionPolicy';
import { tokenHash } from './tokens';
import { menuCodesFor } from './menu';

export type UserKind = 'supplier' | 'buyer' | 'boss';
export type AuthLevel = 'none' | 'user' | 'supplier' | 'buyer' | 'boss';

export interface AuthContext {
  tokenId: number;
  userId: number;
  userKind: UserKind;
  merchantId: number;
  supplierId: number | null;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    auth?: AuthLevel;
    menuCode?: string;
  }
}

const revokeCodes: Record<string, number> = {
  elsewhere: AuthCode.loggedInElsewhere,
  logout: AuthCode.tokenRevoked,
  switched: AuthCode.tokenRevoked,
};

const kindOf: Record<number, UserKind> = { 1: 'supplier', 2: 'buyer', 3: 'boss' };

async function resolveSession(app: FastifyInstance, req: FastifyRequest): Promise<AuthContext> {
  const raw = req.headers.token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token) throw new BizError(AuthCode.tokenMissing, '登录认证失败，请重新登录');
  const s = await app.db
    .selectFrom('user_session')
    .selectAll()
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!s) throw new BizError(AuthCode.tokenMissing, '登录认证失败，请重新登录');
  if (s.revoked_at) {
    const code = revokeCodes[s.revoke_reason ?? ''] ?? AuthCode.tokenRevoked;
    throw new BizError(code, code === AuthCode.loggedInElsewhere ? '您的账号已在其他地方登录' : '登录认证失败，请重新登录');
  }
  const now = Date.now();
  if (new Date(s.expires_at).getTime() < now || new Date(s.last_seen_at).getTime() + sessionPolicy.idleMs < now) {
    throw new BizError(AuthCode.tokenExpired, '登录已过期，请重新登录');
  }
  if (new Date(s.last_seen_at).getTime() + sessionPolicy.touchEveryMs < now) {
    await app.db.updateTable('user_session').set({ last_seen_at: sql`now()` }).where('id', '=', s.id).execute();
  }
  return {
    tokenId: s.id,
    userId: s.user_id,
    userKind: kindOf[s.user_kind] ?? 'supplier',
    merchantId: s.merchant_id,
    supplierId: s.supplier_id,
    roles: s.roles ?? [],
  };
}

/** One guard for every route: the route's `config.auth` says who may call it, `config.menuCode` which function. */
export function registerAuthGuard(app: FastifyInstance): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('preHandler', async (req) => {
    const level: AuthLevel = req.routeOptions.config?.auth ?? 'supplier';
    if (level === 'none') return;
    req.auth = await resolveSession(app, req);
    const { userKind, supplierId } = req.auth;
    if (level === 'supplier' && (userKind !== 'supplier' || supplierId === null)) {
      throw new BizError(userKind === 'supplier' ? AuthCode.notAuthorized : AuthCode.noPermission,
        userKind === 'supplier' ? '请先选择供应商' : '无权限');
    }
    if ((level === 'buyer' || level === 'boss') && userKind !== level) throw new BizError(AuthCode.noPermission, '无权限');
    const menuCode = req.routeOptions.config?.menuCode;
    if (menuCode && !menuCodesFor(req.auth).has(menuCode)) throw new BizError(AuthCode.noPermission, '无权限');
  });
}
