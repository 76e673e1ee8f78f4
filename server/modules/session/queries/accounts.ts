import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { UserKind } from '../../../lib/userKind';

export interface Account {
  kind: UserKind;
  id: number;
  merchantId: number;
  name: string;
  loginName: string;
  passwordHash: string;
  active: boolean;
}

/** Supplier users log in with their mobile number; the chain's staff with their login name or mobile. */
export async function findAccount(db: Kysely<Database>, account: string): Promise<Account | null> {
  const supplierUser = await db
    .selectFrom('supplier_user')
    .select(['id', 'name', 'mobile', 'password_hash', 'status'])
    .where('mobile', '=', account)
    .executeTakeFirst();
  if (supplierUser) {
    const link = await db
      .selectFrom('supplier_user_link as l')
      .innerJoin('supplier as s', 's.id', 'l.supplier_id')
      .select('s.merchant_id')
      .where('l.user_id', '=', supplierUser.id)
      .executeTakeFirst();
    return {
      kind: 'supplier',
      id: supplierUser.id,
      merchantId: link?.merchant_id ?? 0,
      name: supplierUser.name,
      loginName: supplierUser.mobile,
      passwordHash: supplierUser.password_hash,
      active: supplierUser.status === 0,
    };
  }
  const staff = await db
    .selectFrom('merchant_user')
    .select(['id', 'merchant_id', 'name', 'login_name', 'role', 'password_hash', 'status'])
    .where((eb) => eb.or([eb('login_name', '=', account), eb('mobile', '=', account)]))
    .executeTakeFirst();
  if (!staff) return null;
  return {
    kind: staff.role === 'buyer' ? 'buyer' : 'boss',
    id: staff.id,
    merchantId: staff.merchant_id,
    name: staff.name,
    loginName: staff.login_name ?? account,
    passwordHash: staff.password_hash ?? '',
    active: staff.status === 0,
  };
}
