import { sql } from 'kysely';
import { businessTimeZone } from './businessDay';
import { BizError } from './errors';
import { bool, dayOrNull, decimal, decimalOrNull } from './schemaFragments';

/*
 * One item's stock per branch, as the supplier's stock detail and the chain's stock report both answer it: a row per
 * branch (stock row `s`, its window figures `p` of daysOfSupply.ts), and the item's totals over those branches.
 */

const day = (col: string) => sql`to_char(${sql.ref(col)} at time zone ${businessTimeZone}, 'YYYY-MM-DD')`;

/** The figures of a branch's row, named as the answers read them; running out below `threshold` days of supply. */
export const branchFigureColumns = (threshold: number) => sql`
  s.qty::text as qty, s.cost_price::text as "costPrice", s.cost_amount::text as "costAmount",
  s.min_qty::text as "minQty", s.max_qty::text as "maxQty",
  round(p.avg_day, 3)::text as "avgDailySale", round(p.dos, 1)::text as "daysOfSupply",
  coalesce(p.dos < ${threshold}, false) as "runningOut",
  ${day('s.last_in_at')} as "lastInDate", ${day('s.last_sale_at')} as "lastSaleDate"`;

/** The answer's fields of those figures (each branch row of the stock detail and of the chain's stock report). */
export const branchFigureFields = {
  qty: decimal,
  costPrice: decimal,
  costAmount: decimal,
  minQty: decimalOrNull,
  maxQty: decimalOrNull,
  avgDailySale: decimal,
  daysOfSupply: decimalOrNull,
  runningOut: bool,
  lastInDate: dayOrNull,
  lastSaleDate: dayOrNull,
} as const;

/** The item's totals over every branch row, as window columns beside each row (read once, from the first). */
export const branchTotalColumns = sql`
  (sum(s.qty) over ())::numeric(18,3)::text as t_qty, (sum(s.cost_amount) over ())::numeric(18,2)::text as t_cost,
  round(sum(p.avg_day) over (), 3)::text as t_avg,
  case when sum(p.avg_day) over () > 0 then round(greatest(sum(s.qty) over (), 0) / sum(p.avg_day) over (), 1)::text end as t_dos`;

export interface BranchTotals {
  t_qty: string;
  t_cost: string;
  t_avg: string;
  t_dos: string | null;
}

/**
 * The answer: the item (read only when it has stock rows; none answers like a missing item), its totals and its
 * branch rows without the total columns.
 */
export async function perBranchAnswer<Row extends BranchTotals, Item>(rows: Row[], threshold: number, readItem: () => Promise<Item>) {
  const first = rows[0];
  if (!first) throw BizError.notFound();
  return {
    ...(await readItem()),
    qty: first.t_qty,
    costAmount: first.t_cost,
    avgDailySale: first.t_avg,
    daysOfSupply: first.t_dos,
    runningOutDays: threshold,
    branches: rows.map(({ t_qty: _q, t_cost: _c, t_avg: _a, t_dos: _d, ...branch }) => branch),
  };
}
