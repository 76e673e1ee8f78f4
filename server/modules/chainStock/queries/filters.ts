import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { checkBranchFilter } from '../../../lib/branchFilter';
import type { BossScope } from '../../../lib/bossScope';
import { BizError } from '../../../lib/errors';
import { said } from '../../../lib/language';
import type { ChainStockFilter } from '../schemas';

/**
 * The filters must name things of the caller's merchant: a branch (within the account's branches), a category, a
 * supplier. Anything else is a bad filter (400), never an empty list that would pass for "no stock".
 */
export async function checkFilters(db: Kysely<Database>, scope: BossScope, f: ChainStockFilter): Promise<void> {
  await Promise.all([
    checkBranchFilter(db, scope.merchantId, f.branchId).then(() => {
      if (f.branchId !== undefined && scope.branchIds && !scope.branchIds.includes(f.branchId))
        throw BizError.invalid('branchId', said('不在您可查看的门店内', 'is not one of the branches you may see'));
    }),
    f.categoryId === undefined
      ? undefined
      : db.selectFrom('item_category').select('id').where('id', '=', f.categoryId).where('merchant_id', '=', scope.merchantId).executeTakeFirst().then((found) => {
          if (!found) throw BizError.invalid('categoryId', said('不是本连锁的商品类别', 'is not a category of this chain'));
        }),
    f.supplierId === undefined
      ? undefined
      : db.selectFrom('supplier').select('id').where('id', '=', f.supplierId).where('merchant_id', '=', scope.merchantId).executeTakeFirst().then((found) => {
          if (!found) throw BizError.invalid('supplierId', said('不是本连锁的供应商', 'is not a supplier of this chain'));
        }),
  ]);
}

/** `and <alias>.<column> = …` when the filter is set, else nothing. */
export const equalsWhenSet = (alias: string, column: string, value: number | undefined): RawBuilder<unknown> =>
  value === undefined ? sql`` : sql`and ${sql.ref(`${alias}.${column}`)} = ${value}`;
