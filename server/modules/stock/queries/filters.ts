import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { checkBranchFilter } from '../../../lib/branchFilter';
import { BizError } from '../../../lib/errors';
import { said } from '../../../lib/language';
import type { SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';

/** A branch filter must name a branch of the caller's merchant (400 otherwise). */
export const checkBranch = (db: Kysely<Database>, scope: SupplierScope, branchId: number | undefined) => checkBranchFilter(db, scope.merchantId, branchId);

/** A category filter must name a category of the merchant (its descendants are included by the queries). */
export async function checkCategory(db: Kysely<Database>, scope: SupplierScope, categoryId: number | undefined): Promise<void> {
  if (categoryId === undefined) return;
  const found = await db.selectFrom('item_category').select('id').where('id', '=', categoryId).where('merchant_id', '=', scope.merchantId).executeTakeFirst();
  if (!found) throw BizError.invalid('categoryId', said('不是本连锁的商品类别', 'is not a category of this chain'));
}

/**
 * `and <alias>.item_id in (…)` for a keyword: name anywhere, item code, barcode or pinyin initials by prefix (the
 * prefixes are what the indexes serve), and for a category: the category and the ones below it.
 */
export function itemConditions(alias: string, scope: SupplierScope, f: { keyword?: string; categoryId?: number }): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  const kw = f.keyword?.trim();
  if (kw) {
    const prefix = `${likeEscape(kw)}%`;
    parts.push(sql`and ${sql.ref(`${alias}.item_id`)} in (select i.id from item i where i.merchant_id = ${scope.merchantId}
      and (i.name ilike ${`%${likeEscape(kw)}%`} or i.code like ${prefix} or i.barcode like ${prefix} or i.pinyin like ${prefix.toUpperCase()}))`);
  }
  if (f.categoryId !== undefined) {
    parts.push(sql`and ${sql.ref(`${alias}.item_id`)} in (select i.id from item i where i.merchant_id = ${scope.merchantId}
      and i.category_id in (with recursive c as (select id from item_category where id = ${f.categoryId}
        union all select k.id from item_category k join c on k.parent_id = c.id) select id from c))`);
  }
  return parts.length ? sql.join(parts, sql` `) : sql``;
}

export const branchCondition = (alias: string, branchId: number | undefined): RawBuilder<unknown> =>
  branchId === undefined ? sql`` : sql`and ${sql.ref(`${alias}.branch_id`)} = ${branchId}`;
