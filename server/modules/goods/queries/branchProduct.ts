import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { RowOf } from '../../../lib/routeSpec';
import { businessToday } from '../../../lib/businessDay';
import { countsByStatus, pageClause, windowPage } from '../../../lib/paging';
import { EXPIRING_DAYS } from '../../../lib/qualifications';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import { itemMatches } from '../../../lib/itemConditions';
import { qualStatuses, type BranchProductInput, type QualificationInput, type branchProductPage, type qualificationPage } from '../schemas';

/**
 * Goods of the supplying organisation (spec §2 branchProduct): what the supplier supplies to the chain, one row per
 * supply term (all branches, or one branch where the price differs), with the agreed price and way of selling.
 * A branch filter keeps the terms valid at that branch: its own and the ones for every branch.
 */
export async function branchProducts(db: Kysely<Database>, scope: SupplierScope, input: BranchProductInput) {
  const kw = input.keyword?.trim();
  const byKeyword = kw ? sql`and ${itemMatches('i', kw)}` : sql``;
  const byBranch = input.branchId === undefined ? sql`` : sql`and (x.branch_id = ${input.branchId} or x.branch_id is null)`;
  const { rows } = await sql<RowOf<typeof branchProductPage> & { total: number }>`
    select x.id::text as key, i.id as "itemId", i.code as "itemCode", i.barcode, i.name, i.spec, i.unit,
           x.branch_id as "branchId", b.name as "branchName", x.purchase_price::text as "purchasePrice", i.retail_price::text as "retailPrice",
           x.sell_way as "sellWay", x.joint_rate::text as "jointRate", x.is_main as "isMain", i.status,
           count(*) over ()::int as total
      from item_supplier x
      join item i on i.id = x.item_id
      left join branch b on b.id = x.branch_id
     where ${ownedBySql('x', scope)} ${byBranch} ${byKeyword}
     order by i.code, x.branch_id nulls first
     ${pageClause(input)}`.execute(db);
  return windowPage(rows, input, async () => {
    const c = await sql<{ n: number }>`select count(*)::int as n from item_supplier x join item i on i.id = x.item_id
      where ${ownedBySql('x', scope)} ${byBranch} ${byKeyword}`.execute(db);
    return c.rows[0]?.n ?? 0;
  });
}

/**
 * The supplier's qualification documents. Validity is worked out from valid_to on every read (the stored status
 * would go stale overnight): expired before today, expiring within 30 days, else valid. Expiring first.
 */
export async function qualifications(db: Kysely<Database>, scope: SupplierScope, input: QualificationInput) {
  const today = businessToday();
  const status = sql`case when q.valid_to is null then 0 when q.valid_to < ${today}::date then 2
    when q.valid_to < ${today}::date + ${EXPIRING_DAYS}::int then 1 else 0 end`;
  const byStatus = input.status?.length ? sql`where x.status in (${sql.join(input.status)})` : sql``;
  const [{ rows }, counted] = await Promise.all([
    sql<RowOf<typeof qualificationPage>>`
      select * from (
        select q.id, q.qual_type as "qualType", q.name, q.cert_no as "certNo",
               to_char(q.valid_from, 'YYYY-MM-DD') as "validFrom", to_char(q.valid_to, 'YYYY-MM-DD') as "validTo",
               (q.valid_to - ${today}::date) as "daysLeft", ${status} as status
          from supplier_qualification q
         where ${ownedBySql('q', scope)}) x
      ${byStatus}
      order by case x.status when 1 then 0 when 2 then 1 else 2 end, x."validTo" nulls last, x.id`.execute(db),
    // every tab's count (the tabs say how many expire soon before they are tapped)
    sql<{ status: number; n: number }>`
      select ${status} as status, count(*)::int as n from supplier_qualification q where ${ownedBySql('q', scope)} group by 1`.execute(db),
  ]);
  const statusCounts = countsByStatus(counted.rows, [...qualStatuses]);
  const page = rows.slice((input.pageNum - 1) * input.pageSize, input.pageNum * input.pageSize);
  return { rows: page, total: rows.length, statusCounts, expiringCount: statusCounts['1']!, expiredCount: statusCounts['2']! };
}
