import { sql, type Kysely } from 'kysely';
import { businessToday } from '../../server/lib/businessDay';

/**
 * Every (item, main supplier) group of a merchant with the chain stock report's figures, computed from stock and
 * sale_line (sales of the 28 business days before today, all channels): independent of the rollups the route reads.
 */
export const chainStockGroups = (db: Kysely<any>, merchantId: number, threshold = 7) => sql<{ item_id: string; supplier_id: string | null; qty: string; cost: string; avg: string; dos: string | null; soonest: string | null; running: number }>`
  with sold as (
    select branch_id, item_id, sum(qty) as q from sale_line
     where merchant_id = ${merchantId} and biz_date >= ${businessToday()}::date - 28 and biz_date < ${businessToday()}::date group by branch_id, item_id
  ), pairs as (
    select s.item_id, s.supplier_id, s.qty, s.cost_amount, coalesce(sold.q, 0) / 28.0 as avg,
           case when coalesce(sold.q, 0) > 0 then greatest(s.qty, 0) / (sold.q / 28.0) end as dos
      from stock s left join sold on sold.branch_id = s.branch_id and sold.item_id = s.item_id where s.merchant_id = ${merchantId}
  )
  select item_id::text, supplier_id::text, sum(qty)::numeric(18,3)::text as qty, sum(cost_amount)::numeric(18,2)::text as cost,
         round(sum(avg), 3)::text as avg, case when sum(avg) > 0 then round(greatest(sum(qty), 0) / sum(avg), 1)::text end as dos,
         round(min(dos), 1)::text as soonest, count(*) filter (where dos < ${threshold})::int as running
    from pairs group by item_id, supplier_id`.execute(db).then((r) => r.rows);
