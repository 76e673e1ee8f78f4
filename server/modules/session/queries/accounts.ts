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
  /** the role a session holds for the chain's staff: their kind (boss, buyer), or `author` for page authors */
  staffRole?: string;
}

/** Supplier users log in with their mobile number; the chain's staff with their login name or mobile. */
export async function findAccount(db: Kysely<Database>, account: string): Promise<Account | null> {
  // One statement with the supplier behind the user (its merchant): a login is a few round trips, and under load
  // each one waits its turn.
  const supplierUser = await db
    .selectFrom('supplier_user as u')
    .select(['u.id', 'u.name', 'u.mobile', 'u.password_hash', 'u.status'])
    .select((eb) =>
      eb
        .selectFrom('supplier_user_link as l')
        .innerJoin('supplier as s', 's.id', 'l.supplier_id')
        .select('s.merchant_id')
        .whereRef('l.user_id', '=', 'u.id')
        .limit(1)
        .as('merchant_id'),
    )
    .where('u.mobile', '=', account)
    .executeTakeFirst();
  if (supplierUser) {
    return {
      kind: 'supplier',
      id: supplierUser.id,
      merchantId: supplierUser.merchant_id ?? 0,
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
    // A page author is boss-side staff whose one role is writing the merchant's pages and menus (BOSS_AUTHORING).
    staffRole: staff.role === 'author' ? 'author' : staff.role === 'buyer' ? 'buyer' : 'boss',
    id: staff.id,
    merchantId: staff.merchant_id,
    name: staff.name,
    loginName: staff.login_name ?? account,
    passwordHash: staff.password_hash ?? '',
    active: staff.status === 0,
  };
}
