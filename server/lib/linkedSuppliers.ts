import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** A supplier a supplier user may act for, and the role the user holds there. */
export interface LinkedSupplier {
  id: number;
  code: string;
  name: string;
  role: string;
  isDefault: boolean;
}

// supplier_user_link.role: 0 admin, 1 sales, 2 finance.
export const SUPPLIER_ROLES = ['admin', 'sales', 'finance'] as const;
const roleName = (role: number) => SUPPLIER_ROLES[role] ?? 'sales';

/** The active suppliers a supplier user is linked to (login, choose and switch supplier, "my suppliers"). */
export async function linkedSuppliers(db: Kysely<Database>, userId: number): Promise<LinkedSupplier[]> {
  const rows = await db
    .selectFrom('supplier_user_link as l')
    .innerJoin('supplier as s', 's.id', 'l.supplier_id')
    .select(['s.id', 's.code', 's.name', 'l.role', 'l.is_default'])
    .where('l.user_id', '=', userId)
    .where('s.status', '=', 0)
    .orderBy('s.code')
    .execute();
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, role: roleName(r.role), isDefault: r.is_default }));
}
