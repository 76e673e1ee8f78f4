import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AuthContext } from './auth';
import { AuthCode, BizError } from './errors';
import { said } from './language';
import { SUPPLIER_ROLES } from './linkedSuppliers';
import type { MenuSet } from './menu';

// The studio's preview draws a draft page on real data as a supplier of the author's merchant, with a role the author
// chooses, or a page of the merchant's own app as the merchant's admin. The preview frame sends the author's own token
// and this header; the guard then answers as that user would be answered (its scope, its role's menu and shield
// codes), but only on the routes the server declares reads (`read: true` in the modules: data only, nothing changed).
// What a read is comes from the server, never from the draft being previewed: a draft naming a write route as its
// data would otherwise let the author act as the supplier. Any other route is refused (107, saying the preview only
// reads), as is the header from anyone but the merchant's author.

export const PREVIEW_HEADER = 'scm-preview';
const AUTHOR_CODE = 'BOSS_AUTHORING';

const previewReadsOnly = said('预览只读取数据，不会执行此操作', 'The preview only reads data: this call changes something and is not made');

const readKeys = new WeakMap<FastifyInstance, Set<string>>();

/** `METHOD /route/:param` of every route the server declares a read. */
function previewReads(app: FastifyInstance): Set<string> {
  let found = readKeys.get(app);
  if (!found) {
    found = new Set(app.servedRoutes.filter((r) => r.read).map((r) => `${r.method} ${r.url}`));
    readKeys.set(app, found);
  }
  return found;
}

/** The merchant's side is previewed as its admin (`boss:admin`); the author's own role sees only the studio besides. */
const BOSS_SIDE = 'boss';
const BOSS_ROLES = ['admin'] as const;

/**
 * The session a preview request is answered as, or null when the request asks for no preview. The header names a
 * supplier of the author's merchant and a supplier role (`12:sales`), or the merchant's own side (`boss:admin`).
 * Refuses (107) the header from anyone but the page author, on a route the server does not declare a read, for a
 * supplier of another merchant, or for a role the side does not have.
 */
export async function previewAuth(app: FastifyInstance, req: FastifyRequest, auth: AuthContext, menus: MenuSet): Promise<AuthContext | null> {
  const raw = req.headers[PREVIEW_HEADER];
  if (raw === undefined) return null;
  if (auth.userKind !== 'boss' || !menus.menuCodesFor(auth).has(AUTHOR_CODE)) throw BizError.noPermission();
  const [side, role] = String(raw).split(':');
  if (!previewReads(app).has(`${req.method} ${req.routeOptions.url?.replace(/^\/mobile\/api/, '')}`)) throw new BizError(AuthCode.noPermission, previewReadsOnly);
  return side === BOSS_SIDE ? asMerchantAdmin(app, auth, role) : asSupplier(app, auth, side, role);
}

/** As the merchant's admin: a real admin of the author's merchant, so its branch scope (bossScope.ts) is a real one. */
async function asMerchantAdmin(app: FastifyInstance, auth: AuthContext, role: string | undefined): Promise<AuthContext> {
  if (!BOSS_ROLES.includes(role as never)) throw BizError.noPermission();
  const admin = await app.db
    .selectFrom('merchant_user')
    .select('id')
    .where('merchant_id', '=', auth.merchantId)
    .where('role', '=', role!)
    .where('status', '=', 0)
    .orderBy(sql`branch_scope is null`, 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (!admin) throw BizError.noPermission();
  return { ...auth, userKind: 'boss', userId: Number(admin.id), supplierId: null, roles: [role!] };
}

/** As a supplier of the author's merchant, in one of the supplier roles. */
async function asSupplier(app: FastifyInstance, auth: AuthContext, supplier: string | undefined, role: string | undefined): Promise<AuthContext> {
  const supplierId = Number(supplier);
  if (!Number.isSafeInteger(supplierId) || supplierId <= 0 || !SUPPLIER_ROLES.includes(role as never)) throw BizError.noPermission();
  // A user linked to the supplier, so what the app reads per user (column settings, the user's name) is a real user's.
  const user = await app.db
    .selectFrom('supplier_user_link as l')
    .innerJoin('supplier as s', 's.id', 'l.supplier_id')
    .select('l.user_id')
    .where('l.supplier_id', '=', supplierId)
    .where('l.merchant_id', '=', auth.merchantId)
    .where('s.merchant_id', '=', auth.merchantId)
    .orderBy('l.role')
    .orderBy('l.user_id')
    .executeTakeFirst();
  if (!user) throw BizError.noPermission();
  return { ...auth, userKind: 'supplier', userId: Number(user.user_id), supplierId, roles: [role!] };
}
