import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { BizError } from './errors';
import { said } from './language';

/** A branch filter must name a branch of the caller's merchant; anything else is a bad filter (400), not an empty list. */
export async function checkBranchFilter(db: Kysely<Database>, merchantId: number, branchId: number | undefined, field = 'branchId'): Promise<void> {
  if (branchId === undefined) return;
  const found = await db.selectFrom('branch').select('id').where('id', '=', branchId).where('merchant_id', '=', merchantId).executeTakeFirst();
  if (!found) throw BizError.invalid(field, said('不是本连锁的门店', 'is not a branch of this chain'));
}
