import type { FastifyInstance } from 'fastify';
import { resolveSession, type AuthContext } from './auth';
import { checkCompanyType, takeCompanyType } from './companyType';
import { AuthCode, BizError } from './errors';
import { messages } from './messages';
import { PREVIEW_HEADER, previewAuth } from './previewScope';
import { heldSchemas, merchantSchemas, type MerchantSchemas } from './publishedSchemas';
import type { AuthLevel } from './routeSpec';
import { supplierScopeOf, type SupplierScope } from './scope';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
    /** the caller's merchant's pages and menus (built-in files and its latest release): its menus are the permission index */
    schemas: MerchantSchemas;
  }
  interface FastifyContextConfig {
    auth?: AuthLevel;
    menuCode?: string;
    shieldCode?: string;
  }
}

/**
 * One guard for every API route, driven by the route's declaration: `auth` says who may call it (there is no
 * default), `menuCode` which entry of the caller's menu it belongs to, `shieldCode` which callers it is shielded from.
 * It runs before the input is validated, so a caller without a session learns nothing about the input rules.
 */
export function registerGuard(app: FastifyInstance): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorateRequest('scope', null as unknown as SupplierScope);
  app.decorateRequest('schemas', null as unknown as MerchantSchemas);
  app.addHook('preValidation', async (req) => {
    const { auth: level, menuCode, shieldCode } = req.routeOptions.config;
    if (level === undefined) throw new Error(`${req.method} ${req.routeOptions.url}: route declares no auth`);
    const companyType = takeCompanyType(req);
    if (level === 'none') return checkCompanyType(companyType, null);
    const session = await resolveSession(app, req);
    // Held schemas and no preview (every request but a merchant's first and the studio's previews) take no await.
    req.schemas = heldSchemas(app.db, session.merchantId, session.schemaRevision) ?? (await merchantSchemas(app.db, session.merchantId, session.schemaRevision));
    const { menus } = req.schemas;
    // The studio's preview: the page author reading as a supplier (previewScope.ts); everyone else is themselves.
    const auth = req.headers[PREVIEW_HEADER] === undefined ? session : ((await previewAuth(app, req, session, menus)) ?? session);
    req.auth = auth;
    checkCompanyType(companyType, auth);
    if (level === 'supplier') {
      if (auth.userKind !== 'supplier') throw BizError.noPermission();
      const scope = supplierScopeOf(auth);
      if (!scope) throw new BizError(AuthCode.notAuthorized, messages.chooseSupplier);
      req.scope = scope;
    }
    if ((level === 'buyer' || level === 'boss') && auth.userKind !== level) throw BizError.noPermission();
    if (menuCode && !menus.menuCodesFor(auth).has(menuCode)) throw BizError.noPermission();
    if (shieldCode && menus.shieldedCodesFor(auth).has(shieldCode)) throw BizError.noPermission();
  });
}
