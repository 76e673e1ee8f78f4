import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { businessTimeZone, dayEnd, dayStart } from '../../../lib/businessDay';
import { pageClause } from '../../../lib/paging';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';
import type { PurchaseSummaryInput } from '../schemas';

/*
 * Purchase summary (domain.md §4.5): audited goods receipts minus shipped returns of this supplier in the period.
 * Receipts count on their receipt time, returns on the time they left the branch (shipped_at, else the document time).
 * Every figure is summed by PostgreSQL as NUMERIC, so the total equals the sum of the rows to the last decimal.
 */

type Filters = Omit<PurchaseSummaryInput, 'pageNum' | 'pageSize' | 'groupBy'>;

function flows(scope: SupplierScope, f: Filters): RawBuilder<unknown> {
  const inBranch = f.branchId ? sql`and pi.branch_id = ${f.branchId}` : sql``;
  const outBranch = f.branchId ? sql`and po.branch_id = ${f.branchId}` : sql``;
  return sql`
    select pi.branch_id, l.item_id, (pi.in_time at time zone ${businessTimeZone})::date as biz_date,
           l.qty as in_qty, l.amount as in_amount, 0::numeric as out_qty, 0::numeric as out_amount
      from purchase_in pi
      join purchase_in_line l on l.in_id = pi.id and l.supplier_id = pi.supplier_id
     where ${ownedBySql('pi', scope)} and pi.status = 1
       and pi.in_time >= ${dayStart(f.dateFrom)} and pi.in_time < ${dayEnd(f.dateTo)} ${inBranch}
    union all
    select po.branch_id, l.item_id, (coalesce(po.shipped_at, po.out_time) at time zone ${businessTimeZone})::date,
           0, 0, l.qty, l.amount
      from purchase_out po
      join purchase_out_line l on l.out_id = po.id and l.supplier_id = po.supplier_id
     where ${ownedBySql('po', scope)} and po.status = 5
       and coalesce(po.shipped_at, po.out_time) >= ${dayStart(f.dateFrom)}
       and coalesce(po.shipped_at, po.out_time) < ${dayEnd(f.dateTo)} ${outBranch}`;
}

/** Keeps the flows of items matching the keyword (name, item code or barcode). */
function keywordFilter(scope: SupplierScope, f: Filters): RawBuilder<unknown> {
  const kw = f.keyword?.trim();
  if (!kw) return sql``;
  const prefix = `${likeEscape(kw)}%`;
  return sql`where f.item_id in (select i.id from item i where i.merchant_id = ${scope.merchantId}
    and (i.name ilike ${`%${likeEscape(kw)}%`} or i.code like ${prefix} or i.barcode like ${prefix}))`;
}

const sums = (t: string) => sql.raw(`
  sum(${t}.in_qty)::numeric(18,3)::text as in_qty,
  sum(${t}.in_amount)::numeric(18,2)::text as in_amount,
  sum(${t}.out_qty)::numeric(18,3)::text as out_qty,
  sum(${t}.out_amount)::numeric(18,2)::text as out_amount,
  (sum(${t}.in_qty) - sum(${t}.out_qty))::numeric(18,3)::text as net_qty,
  (sum(${t}.in_amount) - sum(${t}.out_amount))::numeric(18,2)::text as net_amount`);

/*
 * Two steps: the flows are first summed per item, branch or day (a few thousand rows at most), and only those sums
 * meet the item, branch and category tables; joining every flow line to the item master first costs far more.
 */
const grouping = {
  item: {
    first: sql`f.item_id`, join: sql`join item d on d.id = g.k`,
    key: sql`d.id::text`, name: sql`d.name`, code: sql`d.code`, group: sql`d.id, d.name, d.code`, order: sql`net_amount_n desc, key`,
  },
  branch: {
    first: sql`f.branch_id`, join: sql`join branch d on d.id = g.k`,
    key: sql`d.id::text`, name: sql`d.name`, code: sql`d.code`, group: sql`d.id, d.name, d.code`, order: sql`net_amount_n desc, key`,
  },
  category: {
    first: sql`f.item_id`, join: sql`join item i on i.id = g.k join item_category d on d.id = i.category_id`,
    key: sql`d.id::text`, name: sql`d.name`, code: sql`d.code`, group: sql`d.id, d.name, d.code`, order: sql`net_amount_n desc, key`,
  },
  day: {
    first: sql`f.biz_date`, join: sql``,
    key: sql`to_char(g.k, 'YYYY-MM-DD')`, name: sql`to_char(g.k, 'YYYY-MM-DD')`, code: sql`null`, group: sql`g.k`, order: sql`key`,
  },
  // By month: a period of several months read as a time series ("purchases by category by month" is this with a filter).
  month: {
    first: sql`date_trunc('month', f.biz_date)::date`, join: sql``,
    key: sql`to_char(g.k, 'YYYY-MM')`, name: sql`to_char(g.k, 'YYYY-MM')`, code: sql`null`, group: sql`g.k`, order: sql`key`,
  },
} as const;

interface SummaryRow {
  key: string;
  name: string;
  code: string | null;
  in_qty: string;
  in_amount: string;
  out_qty: string;
  out_amount: string;
  net_qty: string;
  net_amount: string;
  total_rows: number;
}

function present(r: Omit<SummaryRow, 'key' | 'name' | 'code' | 'total_rows'>) {
  return { inQty: r.in_qty, inAmount: r.in_amount, outQty: r.out_qty, outAmount: r.out_amount, netQty: r.net_qty, netAmount: r.net_amount };
}

function grouped(scope: SupplierScope, input: PurchaseSummaryInput): RawBuilder<unknown> {
  const g = grouping[input.groupBy];
  return sql`
    select ${g.first} as k, sum(f.in_qty) as in_qty, sum(f.in_amount) as in_amount, sum(f.out_qty) as out_qty, sum(f.out_amount) as out_amount
      from (${flows(scope, input)}) f
      ${keywordFilter(scope, input)}
     group by ${g.first}`;
}

export async function purchaseSummary(db: Kysely<Database>, scope: SupplierScope, input: PurchaseSummaryInput) {
  const g = grouping[input.groupBy];
  const { rows } = await sql<SummaryRow>`
    select ${g.key} as key, ${g.name} as name, ${g.code} as code, ${sums('g')},
           sum(g.in_amount) - sum(g.out_amount) as net_amount_n,
           count(*) over ()::int as total_rows
      from (${grouped(scope, input)}) g
      ${g.join}
     group by ${g.group}
     order by ${g.order}
     ${pageClause(input)}`.execute(db);
  let total = rows[0]?.total_rows ?? 0;
  // A page past the end has no row to carry the count; count the groups on their own.
  if (rows.length === 0 && input.pageNum > 1) {
    const c = await sql<{ n: number }>`
      select count(*)::int as n from (select 1 from (${grouped(scope, input)}) g ${g.join} group by ${g.group}) x`.execute(db);
    total = c.rows[0]?.n ?? 0;
  }
  return {
    // A row of the day grouping carries its date, so a client can show and sort it as one.
    rows: rows.map((r) => ({ key: r.key, name: r.name, code: r.code, date: input.groupBy === 'day' ? r.key : null, ...present(r) })),
    total: Number(total),
  };
}

export async function purchaseSummaryTotal(db: Kysely<Database>, scope: SupplierScope, f: Filters) {
  const { rows } = await sql<Omit<SummaryRow, 'key' | 'name' | 'code' | 'total_rows'>>`
    select ${sums('f')}
      from (${flows(scope, f)}) f
      ${keywordFilter(scope, f)}`.execute(db);
  const r = rows[0];
  // No receipts and no returns: zeros rather than nulls, the figures are amounts.
  const zero = (v: string | null, places: number) => v ?? (0).toFixed(places);
  return {
    inQty: zero(r?.in_qty ?? null, 3),
    inAmount: zero(r?.in_amount ?? null, 2),
    outQty: zero(r?.out_qty ?? null, 3),
    outAmount: zero(r?.out_amount ?? null, 2),
    netQty: zero(r?.net_qty ?? null, 3),
    netAmount: zero(r?.net_amount ?? null, 2),
  };
}
