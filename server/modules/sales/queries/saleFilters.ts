import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { BizError } from '../../../lib/errors';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';
import type { SalesFilter } from '../schemas';

/** What narrows the sale_day rows (alias d) of a report beside the period. */
export interface Narrowing {
  channel?: 0 | 1;
  /** 0 buy-sell, 1 joint venture, 2 consignment (sellWay of schemas/enums.json) */
  sellWay?: number;
}

/** The ids of a category and the categories under it (three levels). */
function categorySubtree(scope: SupplierScope, categoryId: number): RawBuilder<unknown> {
  return sql`select c.id from item_category c left join item_category p on p.id = c.parent_id
    where c.merchant_id = ${scope.merchantId} and (c.id = ${categoryId} or c.parent_id = ${categoryId} or p.parent_id = ${categoryId})`;
}

/** Item conditions (keyword on name, code or barcode; a category of any level) as a subquery on the item master. */
function itemFilter(scope: SupplierScope, f: Pick<SalesFilter, 'keyword' | 'categoryId'>, alias: string): RawBuilder<unknown> {
  const kw = f.keyword?.trim();
  if (!kw && !f.categoryId) return sql``;
  const prefix = `${likeEscape(kw ?? '')}%`;
  const byWord = kw ? sql`and (i.name ilike ${`%${likeEscape(kw)}%`} or i.code like ${prefix} or i.barcode like ${prefix})` : sql``;
  const byCategory = f.categoryId ? sql`and i.category_id in (${categorySubtree(scope, f.categoryId)})` : sql``;
  return sql`and ${sql.ref(`${alias}.item_id`)} in (select i.id from item i where i.merchant_id = ${scope.merchantId} ${byWord} ${byCategory})`;
}

/**
 * Whether a report can read sale_branch_day (migration 012, no item) instead of sale_day: when neither its grouping
 * nor its filter needs the item (item, category, keyword). A supplier's month there is days × branches × modes rows.
 * A total (`groupBy` undefined) groups nothing.
 */
export function readsBranchRollup(f: Pick<SalesFilter, 'itemId' | 'keyword' | 'categoryId'> & { groupBy?: SalesFilter['groupBy'] }): boolean {
  return f.groupBy !== 'item' && f.groupBy !== 'category' && !f.itemId && !f.categoryId && !f.keyword?.trim();
}

/** The conditions on sale_day (alias d) for a filter, from `from` (the previous period's start when comparing). */
export function saleDayWhere(scope: SupplierScope, f: SalesFilter, n: Narrowing, from = f.dateFrom): RawBuilder<unknown> {
  return sql`${ownedBySql('d', scope)}
    and d.biz_date between ${from}::date and ${f.dateTo}::date
    ${f.branchId ? sql`and d.branch_id = ${f.branchId}` : sql``}
    ${f.itemId ? sql`and d.item_id = ${f.itemId}` : sql``}
    ${f.channel !== undefined ? sql`and d.channel = ${f.channel}` : n.channel !== undefined ? sql`and d.channel = ${n.channel}` : sql``}
    ${n.sellWay !== undefined ? sql`and d.sell_way = ${n.sellWay}` : sql``}
    ${itemFilter(scope, f, 'd')}`;
}

/** The same conditions on sale_line (alias d): the wholesale report reads lines to name orders and customers. */
export const saleLineWhere = saleDayWhere;

const unknown = { 'zh-CN': '不存在', en: 'does not exist' };

/**
 * A branch, category or item the merchant does not have answers 400 naming the field, rather than an empty report a
 * supplier would read as "no sales".
 */
export async function checkFilterIds(db: Kysely<Database>, scope: SupplierScope, f: Partial<SalesFilter>): Promise<void> {
  const checks: [keyof SalesFilter, 'branch' | 'item_category' | 'item', number | undefined][] = [
    ['branchId', 'branch', f.branchId],
    ['categoryId', 'item_category', f.categoryId],
    ['itemId', 'item', f.itemId],
  ];
  for (const [field, table, value] of checks) {
    if (value === undefined) continue;
    const row = await db.selectFrom(table).select('id').where('id', '=', value).where('merchant_id', '=', scope.merchantId).executeTakeFirst();
    if (!row) throw BizError.invalid(field, unknown);
  }
}
