import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { BizError } from '../../../lib/errors';
import type { SupplierScope } from '../../../lib/scope';

/**
 * The supplier's goods: items it is the main supplier of, or supplies at some branch (item_supplier). An item of
 * another supplier answers exactly like a missing one.
 */
export function suppliedBy(alias: string, scope: SupplierScope): RawBuilder<boolean> {
  const i = (c: string) => sql.ref(`${alias}.${c}`);
  return sql<boolean>`${i('merchant_id')} = ${scope.merchantId} and (${i('main_supplier_id')} = ${scope.supplierId}
    or exists (select 1 from item_supplier x where x.item_id = ${i('id')} and x.supplier_id = ${scope.supplierId}))`;
}

export async function ownItem(db: Kysely<Database>, scope: SupplierScope, itemId: number): Promise<void> {
  const { rows } = await sql`select 1 from item i where i.id = ${itemId} and ${suppliedBy('i', scope)}`.execute(db);
  if (rows.length === 0) throw BizError.notFound();
}
