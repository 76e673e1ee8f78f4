import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { pageClause } from '../../../lib/paging';
import type { SupplierScope } from '../../../lib/scope';
import type { SalesFilter } from '../schemas';
import { saleLineWhere } from './saleFilters';
import { presentFigures, salesGroups, salesTotal, type FigureRow } from './salesReport';

/*
 * Wholesale profit (domain.md §4.3, `wholesale-profit-analyse`): the gross-profit formula on channel 1 lines of
 * audited wholesale orders. By order or customer it reads the wholesale lines themselves (partial index
 * sale_line_wholesale_idx), since the rollup does not know orders; by item, branch, category, day or month it
 * reads the rollup like every other sales report. The answer carries its own totals (summary).
 */

const wholesale = { channel: 1 as const };

const lineFigures = sql.raw(`
  count(*)::int as lines,
  sum(d.qty)::numeric(18,3)::text as qty,
  sum(d.sale_amount)::numeric(18,2)::text as sale_amount,
  sum(d.discount_amount)::numeric(18,2)::text as discount_amount,
  sum(d.sale_amount - d.discount_amount)::numeric(18,2)::text as net_amount,
  sum(d.sale_amount - d.discount_amount) as c_net,
  sum(d.cost_amount)::numeric(18,2)::text as cost_amount,
  sum(d.sale_amount - d.discount_amount - d.cost_amount)::numeric(18,2)::text as gross_profit,
  round(sum(d.sale_amount - d.discount_amount - d.cost_amount) / nullif(sum(d.sale_amount - d.discount_amount), 0), 4)::text as gross_margin,
  sum(d.supplier_amount)::numeric(18,2)::text as supplier_amount,
  sum(d.sale_amount - d.discount_amount - d.supplier_amount)::numeric(18,2)::text as commission,
  round(sum(d.sale_amount - d.discount_amount - d.supplier_amount) / nullif(sum(d.sale_amount - d.discount_amount), 0), 4)::text as joint_rate`);

interface OrderRow extends FigureRow {
  key: string;
  name: string;
  code: string | null;
  date: string | null;
  branch_id: string | null;
  sheet_no: string | null;
  customer_name: string | null;
  total_rows: number;
}

async function byDocument(db: Kysely<Database>, scope: SupplierScope, f: SalesFilter) {
  const byOrder = f.groupBy === 'order';
  const { rows } = await sql<OrderRow>`
    select ${byOrder ? sql`w.id::text` : sql`c.id::text`} as key,
           ${byOrder ? sql`w.sheet_no` : sql`c.name`} as name,
           ${byOrder ? sql`c.name` : sql`c.code`} as code,
           ${byOrder ? sql`to_char(w.biz_date, 'YYYY-MM-DD')` : sql`null`} as date,
           ${byOrder ? sql`w.branch_id` : sql`null::bigint`} as branch_id,
           ${byOrder ? sql`w.sheet_no` : sql`null`} as sheet_no, c.name as customer_name,
           ${lineFigures},
           count(*) over ()::int as total_rows
      from sale_line d
      join wholesale_order w on w.id = d.wholesale_id and w.merchant_id = d.merchant_id and w.status = 1
      join wholesale_customer c on c.id = w.customer_id and c.merchant_id = w.merchant_id
     where ${saleLineWhere(scope, f, wholesale)}
     group by ${byOrder ? sql`w.id, w.sheet_no, w.biz_date, w.branch_id, c.name` : sql`c.id, c.name, c.code`}
     order by ${byOrder ? sql`w.biz_date desc, w.sheet_no desc` : sql`c_net desc, key`}
     ${pageClause(f)}`.execute(db);
  return {
    rows: rows.map((r) => ({
      key: r.key, name: r.name, code: r.code, date: r.date, branchId: r.branch_id === null ? null : Number(r.branch_id),
      itemId: null, dateFrom: r.date, dateTo: r.date, drillBy: 'item', sheetNo: r.sheet_no, customerName: r.customer_name, ...presentFigures(r),
    })),
    total: rows[0]?.total_rows ?? 0,
  };
}

export async function wholesaleProfit(db: Kysely<Database>, scope: SupplierScope, f: SalesFilter) {
  const page = f.groupBy === 'order' || f.groupBy === 'customer' ? await byDocument(db, scope, f) : await salesGroups(db, scope, f, wholesale);
  return { ...page, summary: await salesTotal(db, scope, f, wholesale) };
}
