import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { Answer, RowOf } from '../../../lib/routeSpec';
import { businessTimeZone, businessToday } from '../../../lib/businessDay';
import { pageClause, windowPage } from '../../../lib/paging';
import type { SupplierScope } from '../../../lib/scope';
import { itemMatches } from '../../../lib/itemConditions';
import type { GoodsListInput, goodsPage, itemInfo as itemInfoAnswer } from '../schemas';
import { ownItem, suppliedBy } from './ownItems';

/** Sales of the goods details and the goods list count the 28 business days before today. */
const SOLD_DAYS = 28;

/** Goods data (spec §2 goods/index): the supplier's items with prices, stock on hand and sales of the last 28 days. */
export async function goodsList(db: Kysely<Database>, scope: SupplierScope, input: GoodsListInput) {
  const kw = input.keyword?.trim();
  const byKeyword = kw ? sql`and ${itemMatches('i', kw)}` : sql``;
  const byCategory = input.categoryId === undefined ? sql`` : sql`and i.category_id in (with recursive c as (
      select id from item_category where id = ${input.categoryId} and merchant_id = ${scope.merchantId}
      union all select k.id from item_category k join c on k.parent_id = c.id) select id from c)`;
  const today = businessToday();
  const { rows } = await sql<RowOf<typeof goodsPage> & { total: number }>`
    with mine as (
      select i.id, count(*) over ()::int as total from item i
       where ${suppliedBy('i', scope)} ${byKeyword} ${byCategory}
       order by i.code ${pageClause(input)})
    select i.id as "itemId", i.code as "itemCode", i.barcode, i.name, i.spec, i.unit, c.name as "categoryName", br.name as "brandName",
           i.purchase_price::text as "purchasePrice", i.retail_price::text as "retailPrice", i.status,
           coalesce((select sum(s.qty) from stock s where s.item_id = i.id and s.merchant_id = ${scope.merchantId}), 0)::numeric(18,3)::text as "stockQty",
           coalesce((select sum(d.qty) from item_sale_day d where d.item_id = i.id
              and d.biz_date >= ${today}::date - ${SOLD_DAYS}::int and d.biz_date < ${today}::date), 0)::numeric(18,3)::text as "soldQty",
           m.total
      from mine m join item i on i.id = m.id
      left join item_category c on c.id = i.category_id
      left join brand br on br.id = i.brand_id
     order by i.code`.execute(db);
  return windowPage(rows, input, async () => {
    const c = await sql<{ n: number }>`select count(*)::int as n from item i where ${suppliedBy('i', scope)} ${byKeyword} ${byCategory}`.execute(db);
    return c.rows[0]?.n ?? 0;
  });
}

/** The item master as the chain keeps it, with the supplier-relevant figures: stock, recent sales, last receipt. */
export async function itemInfo(db: Kysely<Database>, scope: SupplierScope, itemId: number) {
  await ownItem(db, scope, itemId);
  const today = businessToday();
  const { rows } = await sql<Answer<typeof itemInfoAnswer>>`
    select i.id as "itemId", i.code as "itemCode", i.barcode, i.name, i.spec, i.unit, i.plu_code as "pluCode", i.short_name as "shortName",
           i.pinyin, c.name as "categoryName", br.name as "brandName", i.origin, i.status, i.storage_method as "storageMethod",
           i.is_weighed as "isWeighed", i.shelf_life_days as "shelfLifeDays",
           i.purchase_price::text as "purchasePrice", i.retail_price::text as "retailPrice",
           i.member_price::text as "memberPrice", i.wholesale_price::text as "wholesalePrice",
           i.input_tax_rate::text as "inputTaxRate", i.output_tax_rate::text as "outputTaxRate",
           coalesce((select sum(s.qty) from stock s where s.item_id = i.id and s.merchant_id = ${scope.merchantId}), 0)::numeric(18,3)::text as "stockQty",
           coalesce(d.qty, 0)::numeric(18,3)::text as "soldQty", coalesce(d.amount, 0)::numeric(18,2)::text as "soldAmount",
           to_char(r.in_time at time zone ${businessTimeZone}, 'YYYY-MM-DD') as "lastInDate", r.price::text as "lastInPrice",
           coalesce((select json_agg(json_build_object('unit', p.unit, 'factor', p.factor::text, 'barcode', p.barcode) order by p.factor)
              from item_package p where p.item_id = i.id), '[]'::json) as packages
      from item i
      left join item_category c on c.id = i.category_id
      left join brand br on br.id = i.brand_id
      left join lateral (select sum(x.qty) as qty, sum(x.amount) as amount from item_sale_day x
            where x.item_id = i.id and x.biz_date >= ${today}::date - ${SOLD_DAYS}::int and x.biz_date < ${today}::date) d on true
      left join lateral (select pi.in_time, l.price from purchase_in_line l join purchase_in pi on pi.id = l.in_id and pi.supplier_id = l.supplier_id
            where l.item_id = i.id and pi.supplier_id = ${scope.supplierId} and pi.merchant_id = ${scope.merchantId} and pi.status = 1
            order by pi.in_time desc limit 1) r on true
     where i.id = ${itemId}`.execute(db);
  return rows[0]!;
}
