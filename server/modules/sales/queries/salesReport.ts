import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { pageClause } from '../../../lib/paging';
import type { SupplierScope } from '../../../lib/scope';
import { previousPeriod, type Comparison } from '../period';
import type { SalesFilter } from '../schemas';
import { readsBranchRollup, type Narrowing } from './saleFilters';
import { salesSource, sameTimeCuts } from './sameTimeCut';

/*
 * Every sales report is a grouping of a daily rollup, domain.md §4.3 and §4.5: sale_branch_day (migration 012, no
 * item) unless the grouping or the filter needs the item (item, category, keyword), then sale_day (migration
 * 006_sales). Both carry the same sums:
 *   net sales     = Σ sale_amount − Σ discount_amount
 *   gross profit  = net sales − Σ cost_amount (buy-sell, consignment: the agreed cost), or
 *                   net sales − Σ supplier_amount (joint venture: the chain keeps the commission, 扣点)
 *   gross margin  = gross profit / net sales
 *   commission    = net sales − Σ supplier_amount; joint rate = commission / net sales
 *   supplier amount = what the chain owes the supplier for these sales (joint: net × (1 − rate); consignment: qty × cost)
 * Two steps, as the purchase summary: the rollup is summed per key first, then only those sums meet the item,
 * branch and category tables. Every figure is NUMERIC summed by PostgreSQL: a total equals the sum of its rows.
 * With `compare`, the previous period of the same length is summed beside the period (p_* columns): a row keyed by
 * branch, category or item compares with the same key; a row of a day or month with the day (month) one period back.
 * A period that ends today compares with the period before up to the same time of day (sameTimeCut.ts).
 */

type Plan = { first: RawBuilder<unknown>; join: RawBuilder<unknown>; key: RawBuilder<unknown>; name: RawBuilder<unknown>; code: RawBuilder<unknown>; date: RawBuilder<unknown>; branchId: RawBuilder<unknown>; itemId?: RawBuilder<unknown>; span?: [RawBuilder<unknown>, RawBuilder<unknown>]; group: RawBuilder<unknown>; order: RawBuilder<unknown> };

const byNet = sql`c_net desc nulls last, key`;

/** The days a row covers (a day, a month cut to the period, a batch's day): a drill-down asks for exactly these. */
const oneDay: [RawBuilder<unknown>, RawBuilder<unknown>] = [sql`to_char(g.k1, 'YYYY-MM-DD')`, sql`to_char(g.k1, 'YYYY-MM-DD')`];

function plan(groupBy: SalesFilter['groupBy'], day: RawBuilder<unknown>, f: SalesFilter): Plan {
  const monthSpan: [RawBuilder<unknown>, RawBuilder<unknown>] = [
    sql`to_char(greatest(g.k1, ${f.dateFrom}::date), 'YYYY-MM-DD')`,
    sql`to_char(least((g.k1 + interval '1 month - 1 day')::date, ${f.dateTo}::date), 'YYYY-MM-DD')`,
  ];
  switch (groupBy) {
    case 'day':
      return { first: sql`${day}`, join: sql``, key: sql`to_char(g.k1, 'YYYY-MM-DD')`, name: sql`to_char(g.k1, 'YYYY-MM-DD')`, code: sql`null`, date: sql`to_char(g.k1, 'YYYY-MM-DD')`, branchId: sql`null::bigint`, span: oneDay, group: sql`g.k1`, order: sql`key` };
    case 'month':
      return { first: sql`date_trunc('month', ${day})::date`, join: sql``, key: sql`to_char(g.k1, 'YYYY-MM')`, name: sql`to_char(g.k1, 'YYYY-MM')`, code: sql`null`, date: sql`null`, branchId: sql`null::bigint`, span: monthSpan, group: sql`g.k1`, order: sql`key` };
    case 'branch':
      return { first: sql`d.branch_id`, join: sql`join branch x on x.id = g.k1`, key: sql`x.id::text`, name: sql`x.name`, code: sql`x.code`, date: sql`null`, branchId: sql`x.id`, group: sql`x.id, x.name, x.code`, order: byNet };
    case 'category':
      return { first: sql`d.item_id`, join: sql`join item i on i.id = g.k1 join item_category x on x.id = i.category_id`, key: sql`x.id::text`, name: sql`x.name`, code: sql`x.code`, date: sql`null`, branchId: sql`null::bigint`, group: sql`x.id, x.name, x.code`, order: byNet };
    case 'batch':
      // A batch is one branch's day of sales: the unit a joint-venture or consignment flow is booked and settled in.
      return { first: sql`d.biz_date, d.branch_id`, join: sql`join branch x on x.id = g.k2`, key: sql`to_char(g.k1, 'YYYY-MM-DD') || '-' || x.id`, name: sql`x.name`, code: sql`x.code`, date: sql`to_char(g.k1, 'YYYY-MM-DD')`, branchId: sql`x.id`, span: oneDay, group: sql`g.k1, x.id, x.name, x.code`, order: sql`date desc, code` };
    default:
      return { first: sql`d.item_id`, join: sql`join item x on x.id = g.k1`, key: sql`x.id::text`, name: sql`x.name`, code: sql`x.code`, date: sql`null`, branchId: sql`null::bigint`, itemId: sql`x.id`, group: sql`x.id, x.name, x.code`, order: byNet };
  }
}

const measures = ['qty', 'sale', 'disc', 'cost', 'sup', 'gp', 'lines'] as const;
const measureSql: Record<(typeof measures)[number], string> = {
  qty: 'd.qty',
  sale: 'd.sale_amount',
  disc: 'd.discount_amount',
  cost: 'd.cost_amount',
  sup: 'd.supplier_amount',
  gp: 'd.sale_amount - d.discount_amount - case when d.sell_way = 1 then d.supplier_amount else d.cost_amount end',
  lines: 'd.line_count',
};

/** Σ of every measure, as c_* (the period) and, when comparing, p_* (the previous period). */
function innerSums(cmp: boolean, from: string): RawBuilder<unknown> {
  const cur = measures.map((m) => sql.raw(`sum(${measureSql[m]}) filter (where d.biz_date >= '${from}') as c_${m}`));
  const prev = cmp ? measures.map((m) => sql.raw(`sum(${measureSql[m]}) filter (where d.biz_date < '${from}') as p_${m}`)) : [];
  return sql.join([...cur, ...prev]);
}

/** The figures of the answer from summed c_* / p_* columns of alias t (`sum(t.c_x)` when regrouping). */
function figures(t: string, agg: boolean, cmp: boolean): RawBuilder<unknown> {
  const v = (c: string) => (agg ? `coalesce(sum(${t}.${c}), 0)` : `coalesce(${t}.${c}, 0)`);
  const net = (p: string) => `(${v(`${p}_sale`)} - ${v(`${p}_disc`)})`;
  const cols = [
    `${v('c_lines')}::int as lines`,
    `${v('c_qty')}::numeric(18,3)::text as qty`,
    `${v('c_sale')}::numeric(18,2)::text as sale_amount`,
    `${v('c_disc')}::numeric(18,2)::text as discount_amount`,
    `${net('c')}::numeric(18,2)::text as net_amount`,
    `${net('c')} as c_net`,
    `${v('c_cost')}::numeric(18,2)::text as cost_amount`,
    `${v('c_gp')}::numeric(18,2)::text as gross_profit`,
    `round(${v('c_gp')} / nullif(${net('c')}, 0), 4)::text as gross_margin`,
    `${v('c_sup')}::numeric(18,2)::text as supplier_amount`,
    `(${net('c')} - ${v('c_sup')})::numeric(18,2)::text as commission`,
    `round((${net('c')} - ${v('c_sup')}) / nullif(${net('c')}, 0), 4)::text as joint_rate`,
  ];
  if (cmp) {
    const change = (c: string, p: string) => `round((${c} - ${p}) / nullif(abs(${p}), 0), 4)::text`;
    cols.push(
      `${net('p')}::numeric(18,2)::text as prev_net_amount`,
      `${change(net('c'), net('p'))} as net_change`,
      `${v('p_gp')}::numeric(18,2)::text as prev_gross_profit`,
      `${change(v('c_gp'), v('p_gp'))} as profit_change`,
      `${v('p_qty')}::numeric(18,3)::text as prev_qty`,
      `${change(v('c_qty'), v('p_qty'))} as qty_change`,
    );
  }
  return sql.raw(cols.join(',\n'));
}

export interface FigureRow {
  lines: number;
  qty: string;
  sale_amount: string;
  discount_amount: string;
  net_amount: string;
  cost_amount: string;
  gross_profit: string;
  gross_margin: string | null;
  supplier_amount: string;
  commission: string;
  joint_rate: string | null;
  prev_net_amount?: string;
  net_change?: string | null;
  prev_gross_profit?: string;
  profit_change?: string | null;
  prev_qty?: string;
  qty_change?: string | null;
}

export function presentFigures(r: FigureRow) {
  const out: Record<string, unknown> = {
    lines: Number(r.lines),
    qty: r.qty,
    saleAmount: r.sale_amount,
    discountAmount: r.discount_amount,
    netAmount: r.net_amount,
    costAmount: r.cost_amount,
    grossProfit: r.gross_profit,
    grossMargin: r.gross_margin,
    supplierAmount: r.supplier_amount,
    commission: r.commission,
    jointRate: r.joint_rate,
  };
  if (r.prev_net_amount !== undefined) {
    Object.assign(out, {
      prevNetAmount: r.prev_net_amount, netChange: r.net_change, prevGrossProfit: r.prev_gross_profit,
      profitChange: r.profit_change, prevQty: r.prev_qty, qtyChange: r.qty_change,
    });
  }
  return out;
}

interface GroupRow extends FigureRow {
  key: string;
  name: string;
  code: string | null;
  date: string | null;
  branch_id: string | null;
  item_id: string | null;
  date_from: string | null;
  date_to: string | null;
  total_rows: number;
}

/** The day a rollup row counts on: itself, or when comparing a day of the previous period moved one period on. */
function countedDay(cmp: Comparison | null, f: SalesFilter): RawBuilder<unknown> {
  if (!cmp) return sql`d.biz_date`;
  if (f.groupBy === 'month') return sql`case when d.biz_date >= ${f.dateFrom}::date then d.biz_date else (d.biz_date + make_interval(months => ${cmp.months}))::date end`;
  return sql`case when d.biz_date >= ${f.dateFrom}::date then d.biz_date else d.biz_date + ${cmp.days}::int end`;
}

/** The grouping that shows the rows behind a row (a page's drill-down sends it): an item's days, a day's items. */
export function drillBy(groupBy: SalesFilter['groupBy']): 'day' | 'item' {
  return groupBy === 'item' ? 'day' : 'item';
}

/** The rollup a report reads: the one without the item when it can (both carry the same sums and columns d.*). */
function rollupOf(f: Pick<SalesFilter, 'itemId' | 'keyword' | 'categoryId'> & { groupBy?: SalesFilter['groupBy'] }): 'sale_day' | 'sale_branch_day' {
  return readsBranchRollup(f) ? 'sale_branch_day' : 'sale_day';
}

/** Rows of a sales report: one page of groups, each with its figures (and the previous period's, when comparing). */
export async function salesGroups(db: Kysely<Database>, scope: SupplierScope, f: SalesFilter, n: Narrowing, compare = false) {
  const cmp = compare ? previousPeriod(f.dateFrom, f.dateTo) : null;
  const cuts = await sameTimeCuts(db, scope, f, cmp);
  const p = plan(f.groupBy, countedDay(cmp, f), f);
  const keys = f.groupBy === 'batch' ? sql`k1, k2` : sql`k1`;
  const positions = f.groupBy === 'batch' ? sql`1, 2` : sql`1`;
  const { rows } = await sql<GroupRow>`
    with g as (
      select ${p.first}, ${innerSums(Boolean(cmp), f.dateFrom)}
        from ${salesSource(rollupOf(f), scope, f, n, cmp?.prevFrom ?? f.dateFrom, cuts)}
       group by ${positions}
    )
    select ${p.key} as key, ${p.name} as name, ${p.code} as code, ${p.date} as date, ${p.branchId} as branch_id,
           ${p.itemId ?? sql`null::bigint`} as item_id, ${p.span?.[0] ?? sql`null`} as date_from, ${p.span?.[1] ?? sql`null`} as date_to,
           ${figures('g', true, Boolean(cmp))},
           count(*) over ()::int as total_rows
      from g as g(${keys})
      ${p.join}
     group by ${p.group}
     order by ${p.order}
     ${pageClause(f)}`.execute(db);
  return {
    rows: rows.map((r) => ({
      key: r.key, name: r.name, code: r.code, date: r.date, branchId: r.branch_id === null ? null : Number(r.branch_id),
      itemId: r.item_id === null ? null : Number(r.item_id), dateFrom: r.date_from, dateTo: r.date_to, drillBy: drillBy(f.groupBy), ...presentFigures(r),
      // a row that covers the cut day (all of a branch's, category's or item's period) says so, and its drill-down asks for it
      ...(compare ? { until: cuts.own && (r.date_to ?? f.dateTo) === f.dateTo ? cuts.own.at : null } : {}),
    })),
    total: rows[0]?.total_rows ?? (f.pageNum > 1 ? await countGroups(db, scope, f, n) : 0),
  };
}

/** A page past the end has no row to carry the count: count the groups on their own. */
async function countGroups(db: Kysely<Database>, scope: SupplierScope, f: SalesFilter, n: Narrowing): Promise<number> {
  const p = plan(f.groupBy, sql`d.biz_date`, f);
  const keys = f.groupBy === 'batch' ? sql`k1, k2` : sql`k1`;
  const positions = f.groupBy === 'batch' ? sql`1, 2` : sql`1`;
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (
      select 1 from (select ${p.first} from ${salesSource(rollupOf(f), scope, f, n, f.dateFrom, null)} group by ${positions}) g(${keys})
      ${p.join} group by ${p.group}) x`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The report's figures over the whole filter (and the previous period's, when comparing). */
export async function salesTotal(db: Kysely<Database>, scope: SupplierScope, f: SalesFilter, n: Narrowing, compare = false) {
  const cmp = compare ? previousPeriod(f.dateFrom, f.dateTo) : null;
  const cuts = await sameTimeCuts(db, scope, f, cmp);
  // A total groups nothing: only an item, category or keyword filter needs the item rollup.
  const table = rollupOf({ ...f, groupBy: undefined });
  const { rows } = await sql<FigureRow>`
    select ${figures('g', false, Boolean(cmp))}
      from (select ${innerSums(Boolean(cmp), f.dateFrom)} from ${salesSource(table, scope, f, n, cmp?.prevFrom ?? f.dateFrom, cuts)}) g`.execute(db);
  const figuresOut = presentFigures(rows[0]!);
  return cmp ? { ...figuresOut, prevDateFrom: cmp.prevFrom, prevDateTo: cmp.prevTo, until: cuts.own?.at ?? null, prevUntil: cuts.prev?.at ?? null } : figuresOut;
}
