import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { AuthContext } from '../../../lib/auth';
import { said, type Lang, type Said } from '../../../lib/language';
import type { MerchantSchemas } from '../../../lib/publishedSchemas';

const roleLabels: Record<string, Said> = {
  admin: said('供应商管理员', 'Supplier administrator'),
  sales: said('供应商业务员', 'Supplier sales'),
  finance: said('供应商财务', 'Supplier finance'),
  buyer: said('采购员', 'Buyer'),
  boss: said('商户管理员', 'Merchant administrator'),
  author: said('页面配置员', 'Page author'),
};

/** The user's name, and the supplier the session acts for (suppliers of another merchant are never named). */
async function whoAndWhere(db: Kysely<Database>, auth: AuthContext) {
  if (auth.userKind !== 'supplier') {
    const u = await db.selectFrom('merchant_user').select(['name']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
    return { userName: u.name, supplier: null };
  }
  const u = await db.selectFrom('supplier_user').select(['name']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
  const supplier = auth.supplierId === null
    ? null
    : ((await db
        .selectFrom('supplier')
        .select(['id', 'code', 'name'])
        .where('id', '=', auth.supplierId)
        .where('merchant_id', '=', auth.merchantId)
        .executeTakeFirst()) ?? null);
  return { userName: u.name, supplier };
}

/**
 * getLoginUserInfo: who the user is, where they act, which functions they see and which parts are shielded, and the
 * revision of the merchant's published pages and menus the menu is from (the app loads published pages when it moves).
 */
export async function userInfoFor(db: Kysely<Database>, auth: AuthContext, schemas: MerchantSchemas, lang: Lang) {
  const [merchant, { userName, supplier }] = await Promise.all([
    db.selectFrom('merchant').select(['name']).where('id', '=', auth.merchantId).executeTakeFirst(),
    whoAndWhere(db, auth),
  ]);
  const roleList = auth.roles.map((r) => ({ name: roleLabels[r]?.[lang] ?? r, code: r }));
  return {
    userName,
    id: auth.userId,
    userKind: auth.userKind,
    roleList,
    roleNames: roleList.map((r) => r.name).join(','),
    shopAdminId: auth.merchantId,
    companyName: supplier?.name ?? merchant?.name ?? '',
    merchantName: merchant?.name ?? '',
    supplier,
    menuList: schemas.menus.menuFor(auth.userKind, auth.roles),
    shieldCode: [...schemas.menus.shieldedCodesFor(auth)],
    schemaRevision: schemas.revision,
  };
}
