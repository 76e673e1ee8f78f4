import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { SupplierScope } from '../../../lib/scope';

/** The supplier the session acts for, with its terms (contact, sell and settle way, bank). */
export function currentSupplier(db: Kysely<Database>, scope: SupplierScope) {
  return db
    .selectFrom('supplier')
    .select(['id', 'code', 'name', 'contact', 'mobile', 'sell_way', 'settle_way', 'settle_days', 'tax_no', 'bank_name', 'bank_account'])
    .where('id', '=', scope.supplierId)
    .where('merchant_id', '=', scope.merchantId)
    .executeTakeFirst();
}
