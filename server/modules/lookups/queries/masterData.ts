import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BizError } from '../../../lib/errors';
import { pageWithTotal } from '../../../lib/paging';
import { pinyinShort } from '../../../lib/pinyinShort';
import type { SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';
import type { BrandQuery, CategoryQuery, ItemQuery } from '../schemas';

// The chain's master data as pickers read it. Every query is bounded by the caller's merchant.

export const units = (db: Kysely<Database>, merchantId: number) =>
  db.selectFrom('unit').select(['id', 'name']).where('merchant_id', '=', merchantId).orderBy('name').execute();

interface CategoryRow {
  id: number;
  code: string;
  name: string;
  level: number;
  parentId: number | null;
}
interface CategoryNode extends Omit<CategoryRow, 'parentId'> {
  /** pinyin initials of the name, so a picker finds 休闲零食 by typing XXLS */
  short: string;
  children: CategoryNode[];
}

export async function categoryTree(db: Kysely<Database>, merchantId: number): Promise<CategoryNode[]> {
  const rows: CategoryRow[] = await db.selectFrom('item_category').select(['id', 'code', 'name', 'level', 'parent_id as parentId'])
    .where('merchant_id', '=', merchantId).orderBy('code').execute();
  const nodes = new Map(rows.map((r) => [r.id, { id: r.id, code: r.code, name: r.name, short: pinyinShort(r.name), level: r.level, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const r of rows) (r.parentId !== null && nodes.has(r.parentId) ? nodes.get(r.parentId)!.children : roots).push(nodes.get(r.id)!);
  return roots;
}

export function categories(db: Kysely<Database>, merchantId: number, q: CategoryQuery) {
  let query = db.selectFrom('item_category').select(['id', 'code', 'name', 'level', 'parent_id as parentId']).where('merchant_id', '=', merchantId);
  if (q.parentId !== undefined) query = query.where('parent_id', '=', q.parentId);
  if (q.level !== undefined) query = query.where('level', '=', q.level);
  const kw = q.keyword?.trim();
  if (kw) query = query.where((eb) => eb.or([eb('name', 'ilike', `%${likeEscape(kw)}%`), eb('code', 'like', `${likeEscape(kw)}%`)]));
  return query.orderBy('code').limit(500).execute();
}

export function brands(db: Kysely<Database>, merchantId: number, q: BrandQuery) {
  let matching = db.selectFrom('brand').where('merchant_id', '=', merchantId);
  const kw = q.keyword?.trim();
  if (kw) matching = matching.where('name', 'ilike', `%${likeEscape(kw)}%`);
  return pageWithTotal(matching.select(['id', 'name']).orderBy('name').orderBy('id'), matching, q);
}

/**
 * Item search of pickers: the supplier's items by name (anywhere), or by item code, barcode or pinyin initials
 * (prefixes, which the indexes serve): "KKKL" finds 可口可乐.
 */
export function searchItems(db: Kysely<Database>, scope: SupplierScope, q: ItemQuery) {
  const kw = likeEscape(q.keyword.trim());
  let matching = db
    .selectFrom('item as i')
    .where('i.merchant_id', '=', scope.merchantId)
    .where((eb) => eb.or([
      eb('i.main_supplier_id', '=', scope.supplierId),
      eb.exists(eb.selectFrom('item_supplier as s').select('s.id').whereRef('s.item_id', '=', 'i.id').where('s.supplier_id', '=', scope.supplierId)),
    ]))
    .where((eb) => eb.or([eb('i.name', 'ilike', `%${kw}%`), eb('i.code', 'like', `${kw}%`), eb('i.barcode', 'like', `${kw}%`), eb('i.pinyin', 'like', `${kw.toUpperCase()}%`)]));
  if (q.categoryId !== undefined) {
    const cat = q.categoryId;
    matching = matching.where('i.category_id', 'in', sql<number>`(with recursive c as (select id from item_category where id = ${cat}
      union all select k.id from item_category k join c on k.parent_id = c.id) select id from c)`);
  }
  return pageWithTotal(matching.select(['i.id', 'i.code', 'i.barcode', 'i.name', 'i.spec', 'i.unit', 'i.pinyin']).orderBy('i.code'), matching, q);
}

/** Item classes: the chain's top categories holding the supplier's goods, with how many. */
export async function itemClasses(db: Kysely<Database>, scope: SupplierScope) {
  const { rows } = await sql<{ id: number; code: string; name: string; itemCount: number }>`
    with recursive up as (
      select i.id as item_id, c.id, c.parent_id from item i join item_category c on c.id = i.category_id
       where i.merchant_id = ${scope.merchantId} and (i.main_supplier_id = ${scope.supplierId}
         or exists (select 1 from item_supplier x where x.item_id = i.id and x.supplier_id = ${scope.supplierId}))
      union all
      select up.item_id, c.id, c.parent_id from up join item_category c on c.id = up.parent_id)
    select c.id::int as id, c.code, c.name, count(distinct up.item_id)::int as "itemCount"
      from up join item_category c on c.id = up.id where up.parent_id is null
     group by c.id, c.code, c.name order by c.code`.execute(db);
  return rows;
}

/** The units an item is bought and sold in: its base unit and its packages with their factors. */
export async function itemUnits(db: Kysely<Database>, scope: SupplierScope, itemId: number) {
  const item = await db.selectFrom('item as i').select(['i.unit', 'i.barcode'])
    .where('i.id', '=', itemId).where('i.merchant_id', '=', scope.merchantId)
    .where((eb) => eb.or([
      eb('i.main_supplier_id', '=', scope.supplierId),
      eb.exists(eb.selectFrom('item_supplier as s').select('s.id').whereRef('s.item_id', '=', 'i.id').where('s.supplier_id', '=', scope.supplierId)),
    ])).executeTakeFirst();
  if (!item) throw BizError.notFound();
  const packages = await db.selectFrom('item_package').select(['unit', sql<string>`factor::text`.as('factor'), 'barcode'])
    .where('item_id', '=', itemId).orderBy('factor').execute();
  return [{ unit: item.unit, factor: '1.000', barcode: item.barcode, isBase: true }, ...packages.map((p) => ({ ...p, isBase: false }))];
}
