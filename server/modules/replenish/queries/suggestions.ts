import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday } from '../../../lib/businessDay';
import type { SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';
import { SALES_WINDOW_DAYS, suggest, type Suggestion } from '../rules';

type Db = Kysely<Database> | Transaction<Database>;

export interface ItemSuggestion extends Suggestion {
  itemId: number;
  code: string;
  name: string;
  barcode: string;
  spec: string | null;
  unit: string;
  price: string;
  /** the purchase packaging's unit ("箱"), null when the item is bought by its base unit */
  packUnit: string | null;
}

/**
 * The supplier's items it may replenish (active, supplied by it), with the figures of the suggestion at a branch:
 * 28 days of sales there, its stock, and what open orders of the supplier still bring.
 */
export async function itemSuggestions(
  db: Db,
  scope: SupplierScope,
  branchId: number,
  pick: { itemIds?: number[]; keyword?: string; limit?: number },
): Promise<ItemSuggestion[]> {
  const today = businessToday();
  // A search looks at more goods than it answers with, so that those most in need come first (sorted below).
  const candidates = pick.itemIds ? pick.itemIds.length || 1 : Math.min(4 * (pick.limit ?? 50), 200);
  const keyword = pick.keyword?.trim();
  const like = keyword ? `%${likeEscape(keyword)}%` : null;
  const rows = await sql<{
    itemId: number; code: string; name: string; barcode: string; spec: string | null; unit: string; price: string;
    packUnit: string | null; packFactor: string | null; soldQty: string; stockQty: string; openOrderQty: string;
  }>`
    with mine as (
      select i.id, i.code, i.name, i.barcode, i.spec, i.unit, coalesce(isup.purchase_price, i.purchase_price) as price
      from item i
      join item_supplier isup on isup.item_id = i.id and isup.supplier_id = ${scope.supplierId} and isup.branch_id is null
      -- Joint-venture goods (联营) are the supplier's own stock, paid by a share of sales: they have no purchase price
      -- and no purchase order brings them (they were offered at 进价 0.0000).
      where i.merchant_id = ${scope.merchantId} and i.status in (0, 2) and isup.sell_way <> 1 and i.sell_way <> 1
        ${pick.itemIds ? sql`and i.id in (${sql.join(pick.itemIds.length ? pick.itemIds : [0])})` : sql``}
        ${like ? sql`and (i.name ilike ${like} or i.barcode like ${like} or i.code like ${like} or upper(coalesce(i.pinyin, '')) like upper(${like}) or upper(coalesce(i.short_name, '')) like upper(${like}))` : sql``}
      order by i.id
      limit ${candidates})
    select m.id as "itemId", m.code, m.name, m.barcode, m.spec, m.unit, m.price::text as price,
      pk.unit as "packUnit", pk.factor::text as "packFactor",
      coalesce((select sum(sl.qty) from sale_line sl
                where sl.supplier_id = ${scope.supplierId} and sl.merchant_id = ${scope.merchantId} and sl.branch_id = ${branchId} and sl.item_id = m.id
                  and sl.biz_date > ${today}::date - ${SALES_WINDOW_DAYS}::int and sl.biz_date <= ${today}::date), 0)::text as "soldQty",
      coalesce((select st.qty from stock st where st.merchant_id = ${scope.merchantId} and st.branch_id = ${branchId} and st.item_id = m.id), 0)::text as "stockQty",
      coalesce((select sum(greatest(coalesce(l.confirmed_qty, l.order_qty) - l.received_qty, 0))
                from purchase_order po join purchase_order_line l on l.order_id = po.id and l.supplier_id = po.supplier_id
                where po.supplier_id = ${scope.supplierId} and po.merchant_id = ${scope.merchantId} and po.receive_branch_id = ${branchId}
                  and po.status in (2, 3, 5) and l.item_id = m.id), 0)::text as "openOrderQty"
    from mine m
    left join lateral (select p.unit, p.factor from item_package p where p.item_id = m.id and p.is_default_purchase order by p.factor desc limit 1) pk on true
    order by m.id`.execute(db);
  const found = rows.rows.map((r) => ({
    itemId: Number(r.itemId),
    code: r.code,
    name: r.name,
    barcode: r.barcode,
    spec: r.spec,
    unit: r.unit,
    price: r.price,
    packUnit: r.packUnit,
    ...suggest({ soldQty: r.soldQty, stockQty: r.stockQty, openOrderQty: r.openOrderQty, packFactor: r.packFactor ?? '1' }),
  }));
  return byNeed(found).slice(0, pick.limit ?? found.length);
}

/** Days the stock and what is on its way last at the daily sales; null when the item did not sell. */
export function daysLeft(f: Pick<Suggestion, 'avgDailySales' | 'stockQty' | 'openOrderQty'>): number | null {
  const daily = Number(f.avgDailySales);
  return daily > 0 ? Math.max(0, Math.floor((Number(f.stockQty) + Number(f.openOrderQty)) / daily)) : null;
}

/** Goods to replenish first: those with a suggestion, the soonest to run out first; then the rest in code order. */
export function byNeed<T extends Suggestion & { itemId: number }>(rows: T[]): T[] {
  const rank = (r: T) => (Number(r.suggestQty) > 0 ? (daysLeft(r) ?? Infinity) : Infinity);
  const needed = (r: T) => (Number(r.suggestQty) > 0 ? 0 : 1);
  return [...rows].sort((a, b) => needed(a) - needed(b) || rank(a) - rank(b) || a.itemId - b.itemId);
}
