import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { AuthContext } from '../../lib/auth';
import { menuFor } from '../../lib/menu';
import { shieldCodesFor } from './shieldCodes';

const roleLabels: Record<string, string> = {
  admin: '供应商管理员',
  sales: '供应商业务员',
  finance: '供应商财务',
  buyer: '采购员',
  boss: '商户管理员',
};

/** getLoginUserInfo: who the user is, where they act, and which functions they see. */
export async function userInfoFor(db: Kysely<Database>, auth: AuthContext) {
  const merchant = await db.selectFrom('merchant').select(['name']).where('id', '=', auth.merchantId).executeTakeFirst();
  let userName = '';
  let supplier: { id: number; code: string; name: string } | null = null;
  if (auth.userKind === 'supplier') {
    const u = await db.selectFrom('supplier_user').select(['name']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
    userName = u.name;
    if (auth.supplierId !== null) {
      supplier = (await db
        .selectFrom('supplier')
        .select(['id', 'code', 'name'])
        .where('id', '=', auth.supplierId)
        .where('merchant_id', '=', auth.merchantId)
        .executeTakeFirst()) ?? null;
    }
  } else {
    const u = await db.selectFrom('merchant_user').select(['name']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
    userName = u.name;
  }
  const roleList = auth.roles.map((r) => ({ name: roleLabels[r] ?? r, code: r }));
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
    menuList: menuFor(auth.userKind, auth.roles),
    shieldCode: shieldCodesFor(auth),
  };
}
