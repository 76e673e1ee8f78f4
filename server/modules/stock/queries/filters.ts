import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { checkBranchFilter } from '../../../lib/branchFilter';
import { BizError } from '../../../lib/errors';
import { itemConditions as sharedItemConditions } from '../../../lib/itemConditions';
import { said } from '../../../lib/language';
import type { SupplierScope } from '../../../lib/scope';

/** A branch filter must name a branch of the caller's merchant (400 otherwise). */
export const checkBranch = (db: Kysely<Database>, scope: SupplierScope, branchId: number | undefined) => checkBranchFilter(db, scope.merchantId, branchId);

/** A category filter must name a category of the merchant (its descendants are included by the queries). */
export async function checkCategory(db: Kysely<Database>, scope: SupplierScope, categoryId: number | undefined): Promise<void> {
  if (categoryId === undefined) return;
  const found = await db.selectFrom('item_category').select('id').where('id', '=', categoryId).where('merchant_id', '=', scope.merchantId).executeTakeFirst();
  if (!found) throw BizError.invalid('categoryId', said('不是本连锁的商品类别', 'is not a category of this chain'));
}

/** Keyword and category conditions: the rule is shared with the chain's stock report (server/lib/itemConditions.ts). */
export const itemConditions = (alias: string, scope: SupplierScope, f: { keyword?: string; categoryId?: number }): RawBuilder<unknown> =>
  sharedItemConditions(alias, scope.merchantId, f);

export const branchCondition = (alias: string, branchId: number | undefined): RawBuilder<unknown> =>
  branchId === undefined ? sql`` : sql`and ${sql.ref(`${alias}.branch_id`)} = ${branchId}`;
