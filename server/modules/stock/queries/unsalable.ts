import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { RowOf } from '../../../lib/routeSpec';
import { businessTimeZone, businessToday } from '../../../lib/businessDay';
import { pageClause, windowPage } from '../../../lib/paging';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import type { UnsalableInput, unsalablePage } from '../schemas';
import { branchCondition, itemConditions } from './filters';

/*
 * Unsalable goods (domain.md §4.2): (item, branch) pairs of the supplier with stock on hand and no sale in the last
 * N days. Items first received less than N days ago are new, not unsalable, and sale-stopped items (status 2) are
 * the chain's decision, not the supplier's problem; both are left out. Days since the last sale count from the
 * last sale, or from the first receipt when the item never sold there.
 */

type Filters = Omit<UnsalableInput, 'pageNum' | 'pageSize'>;

function matching(scope: SupplierScope, f: Filters) {
  const today = businessToday();
  // The first instant of the business day N days ago.
  const cutoff = sql`((${today}::date - ${f.days}::int)::timestamp at time zone ${businessTimeZone})`;
  return sql`
    from stock s
    join item i on i.id = s.item_id
    join branch b on b.id = s.branch_id
   where ${ownedBySql('s', scope)} and s.qty > 0
     and coalesce(s.last_sale_at, s.first_in_at) < ${cutoff}
     and s.first_in_at < ${cutoff}
     and i.status <> 2
     ${branchCondition('s', f.branchId)} ${itemConditions('s', scope, f)}`;
}

const localDay = (col: string) => sql`(${sql.ref(col)} at time zone ${businessTimeZone})::date`;

export async function unsalableList(db: Kysely<Database>, scope: SupplierScope, input: UnsalableInput) {
  const today = businessToday();
  const { rows } = await sql<RowOf<typeof unsalablePage> & { total: number }>`
    select s.item_id || '-' || s.branch_id as key, i.id as "itemId", i.code as "itemCode", i.barcode, i.name, i.spec, i.unit,
           b.id as "branchId", b.name as "branchName", s.qty::text as qty, s.cost_amount::text as "costAmount",
           coalesce(${today}::date - ${localDay('s.last_sale_at')}, ${today}::date - ${localDay('s.first_in_at')})::int as "daysSinceSale",
           to_char(${localDay('s.last_in_at')}, 'YYYY-MM-DD') as "lastInDate",
           to_char(${localDay('s.last_sale_at')}, 'YYYY-MM-DD') as "lastSaleDate",
           count(*) over ()::int as total
      ${matching(scope, input)}
     order by "daysSinceSale" desc, s.cost_amount desc, i.code, b.code
     ${pageClause(input)}`.execute(db);
  return windowPage(rows, input, async () => (await unsalableSum(db, scope, input)).pairCount);
}

export async function unsalableSum(db: Kysely<Database>, scope: SupplierScope, f: Filters) {
  const { rows } = await sql<{ pairCount: number; itemCount: number; qty: string | null; costAmount: string | null }>`
    select count(*)::int as "pairCount", count(distinct s.item_id)::int as "itemCount",
           sum(s.qty)::numeric(18,3)::text as qty, sum(s.cost_amount)::numeric(18,2)::text as "costAmount"
      ${matching(scope, f)}`.execute(db);
  const r = rows[0]!;
  return { pairCount: r.pairCount, itemCount: r.itemCount, qty: r.qty ?? '0.000', costAmount: r.costAmount ?? '0.00', days: f.days };
}
