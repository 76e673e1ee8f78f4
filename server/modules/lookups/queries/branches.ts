import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BizError } from '../../../lib/errors';
import { likeEscape } from '../../../lib/sqlText';
import type { AuthContext } from '../../../lib/auth';

/** Stores of the chain (self-run 3 and franchise 4), for store pickers. */
export function stores(db: Kysely<Database>, merchantId: number, keyword: string | undefined) {
  let q = db.selectFrom('branch').select(['id', 'code', 'name', 'short_name as shortName', 'type', 'region', 'address'])
    .where('merchant_id', '=', merchantId).where('status', '=', 0).where('type', 'in', [3, 4]);
  const kw = keyword?.trim();
  if (kw) q = q.where((eb) => eb.or([eb('name', 'ilike', `%${likeEscape(kw)}%`), eb('code', 'like', `${likeEscape(kw)}%`)]));
  return q.orderBy('code').execute();
}

/** Branch groups with their branches (one group when asked; an unknown group is simply not there). */
export async function branchGroups(db: Kysely<Database>, merchantId: number, groupId: number | undefined) {
  const { rows } = await sql<{ id: number; code: string; name: string; branches: { id: number; code: string; name: string }[] }>`
    select g.id::int as id, g.code, g.name,
           coalesce((select json_agg(json_build_object('id', b.id, 'code', b.code, 'name', b.name) order by b.code)
              from branch b where b.id = any(g.branch_ids) and b.merchant_id = g.merchant_id), '[]'::json) as branches
      from branch_group g
     where g.merchant_id = ${merchantId} ${groupId === undefined ? sql`` : sql`and g.id = ${groupId}`}
     order by g.code`.execute(db);
  return rows;
}

/**
 * One branch with its business scope: the top categories it keeps stock of, and (for a supplier) whether the
 * supplier supplies it and how many of its items are there. Another merchant's branch answers like a missing one.
 */
export async function branchWithScope(db: Kysely<Database>, auth: AuthContext, branchId: number) {
  const branch = await db.selectFrom('branch').select(['id', 'code', 'name', 'type', 'region', 'address', 'phone'])
    .where('id', '=', branchId).where('merchant_id', '=', auth.merchantId).executeTakeFirst();
  if (!branch) throw BizError.notFound();
  const { rows: categories } = await sql<{ id: number; code: string; name: string }>`
    select distinct top.id::int as id, top.code, top.name
      from stock s join item i on i.id = s.item_id join item_category c on c.id = i.category_id
      join lateral (with recursive up as (select c.id, c.parent_id, c.code, c.name union all
                    select k.id, k.parent_id, k.code, k.name from item_category k join up on k.id = up.parent_id)
                    select id, code, name from up where parent_id is null) top on true
     where s.branch_id = ${branchId} and s.merchant_id = ${auth.merchantId}
     order by top.code`.execute(db);
  let itemCount = 0;
  if (auth.supplierId !== null) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from stock s
      where s.branch_id = ${branchId} and s.supplier_id = ${auth.supplierId} and s.merchant_id = ${auth.merchantId}`.execute(db);
    itemCount = rows[0]?.n ?? 0;
  }
  return { ...branch, supplied: itemCount > 0, itemCount, categories };
}
