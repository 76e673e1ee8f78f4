import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { dayEnd, dayStart } from '../../../lib/businessDay';
import { saleWindowIsFresh } from '../../../lib/daysOfSupply';
import { pageClause } from '../../../lib/paging';
import { inBossScope, oneBranch, type BossScope } from '../bossScope';
import type { Answer, RowOf } from '../../../lib/routeSpec';
import type { arrivalAnswer, ArrivalInput, ReportInput, retailAnswer, RetailInput, supplierReportAnswer } from '../schemas';

/*
 * Reports over every supplier and branch of the merchant (domain.md §4.1, §4.3, §4.5). Retail figures are those of
 * the dashboard (net sales, cost, gross profit = sales − cost, member share); per branch and day they are read from
 * boss_branch_day, per category from boss_sale_day, per supplier from boss_supplier_day (retail) and sale_branch_day (the supplier report).
 */

// A numeric numerator: two counts (bigint) would divide as integers, and every line fill rate would read 0 or 1.
const ratio = (num: string, den: string) => sql.raw(`case when ${den} = 0 then null else round(${num} / ${den}, 4)::text end`);
const period = (alias: string, input: ReportInput) => sql`${sql.ref(`${alias}.biz_date`)} between ${input.dateFrom}::date and ${input.dateTo}::date`;
const like = (kw: string | undefined, ...cols: string[]): RawBuilder<unknown> =>
  kw ? sql`and (${sql.join(cols.map((c) => sql`${sql.ref(c)} ilike ${`%${kw}%`}`), sql` or `)})` : sql``;

type RetailRow = RowOf<typeof retailAnswer> & { total: number };
type RetailFigures = Answer<typeof retailAnswer>['sum'];

const retailSource: Record<RetailInput['groupBy'], (scope: BossScope, input: RetailInput) => RawBuilder<unknown>> = {
  // Per branch and per day from boss_branch_day (migration 028: one row per day and branch); boss_sale_day has a row
  // per category too, and a year of the chain was 0.9–1.2 s to sum from it.
  branch: (scope, input) => sql`select b.id::text as key, b.code, b.name, d.sales as s, d.cost as c, d.qty as q, d.member_sales as m
    from boss_branch_day d join branch b on b.id = d.branch_id where ${inBossScope('d', scope)} and ${period('d', input)} ${oneBranch('d', input.branchId)} ${like(input.keyword, 'b.name', 'b.code')}`,
  category: (scope, input) => sql`select d.top_category_id::text as key, ic.code, coalesce(ic.name, '-') as name, d.sales as s, d.cost as c, d.qty as q, d.member_sales as m
    from boss_sale_day d left join item_category ic on ic.id = d.top_category_id where ${inBossScope('d', scope)} and ${period('d', input)} ${oneBranch('d', input.branchId)} ${like(input.keyword, 'ic.name', 'ic.code')}`,
  day: (scope, input) => sql`select to_char(d.biz_date, 'YYYY-MM-DD') as key, null::text as code, to_char(d.biz_date, 'YYYY-MM-DD') as name, d.sales as s, d.cost as c, d.qty as q, d.member_sales as m
    from boss_branch_day d where ${inBossScope('d', scope)} and ${period('d', input)} ${oneBranch('d', input.branchId)}`,
  supplier: (scope, input) =>
    // The whole chain's figures are kept per day and supplier (boss_supplier_day, migration 022); a report narrowed
    // to branches groups the lines, with each line's ticket for the member share.
    scope.branchIds === null && !input.branchId
      ? sql`select s.id::text as key, s.code, s.name, d.sales as s, d.cost as c, d.qty as q, d.member_sales as m
    from boss_supplier_day d join supplier s on s.id = d.supplier_id
    where ${inBossScope('d', scope)} and ${period('d', input)} ${like(input.keyword, 's.name', 's.code')}`
      : sql`select s.id::text as key, s.code, s.name, l.sale_amount - l.discount_amount as s, l.cost_amount as c, l.qty as q,
      case when t.member_id is null then 0 else l.sale_amount - l.discount_amount end as m
    from sale_line l join supplier s on s.id = l.supplier_id left join sale_ticket t on t.id = l.ticket_id
    where ${inBossScope('l', scope)} and l.channel = 0 and ${period('l', input)} ${oneBranch('l', input.branchId)} ${like(input.keyword, 's.name', 's.code')}`,
};

const retailFigures = sql`s::text as sales, c::text as cost, (s - c)::text as "grossProfit", ${ratio('(s - c)', 's')} as "grossMargin",
  q::text as qty, m::text as "memberSales", ${ratio('m', 's')} as "memberShare"`;

export async function retailReport(db: Kysely<Database>, scope: BossScope, input: RetailInput): Promise<Answer<typeof retailAnswer>> {
  const source = retailSource[input.groupBy](scope, input);
  const order = input.groupBy === 'day' ? sql`key` : sql`s desc, key`;
  const [{ rows }, { rows: sums }] = await Promise.all([
    sql<RetailRow>`with x as (${source}), g as (
        select key, max(code) as code, max(name) as name, sum(s) as s, sum(c) as c, sum(q) as q, sum(m) as m from x group by key)
      select key, code, name, ${retailFigures}, count(*) over ()::int as total from g order by ${order} ${pageClause(input)}`.execute(db),
    sql<RetailFigures>`with x as (${source}), g as (
        select coalesce(sum(s), 0) as s, coalesce(sum(c), 0) as c, coalesce(sum(q), 0) as q, coalesce(sum(m), 0) as m from x)
      select ${retailFigures} from g`.execute(db),
  ]);
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0, sum: sums[0] };
}

type SupplierRow = RowOf<typeof supplierReportAnswer> & { total: number };

/** Per supplier of the merchant with anything in the period (sales, receipts, returns) or stock now. */
export async function supplierReport(db: Kysely<Database>, scope: BossScope, input: ReportInput) {
  const from = dayStart(input.dateFrom);
  const to = dayEnd(input.dateTo);
  // Retail of the whole chain from boss_supplier_day (a few hundred rows a day); narrowed to branches, sale_branch_day.
  const sales =
    scope.branchIds === null && !input.branchId
      ? sql`select d.supplier_id, d.sales as s, d.sales - d.cost as g, 0 as i, 0 as o, 0 as k
      from boss_supplier_day d where ${inBossScope('d', scope)} and ${period('d', input)}`
      : sql`select d.supplier_id, d.sale_amount - d.discount_amount as s, d.sale_amount - d.discount_amount - d.cost_amount as g, 0 as i, 0 as o, 0 as k
      from sale_branch_day d where ${inBossScope('d', scope)} and d.channel = 0 and ${period('d', input)} ${oneBranch('d', input.branchId)}`;
  // Stock value of the whole chain from item_supplier_stock (migration 025: one row per item and main supplier, kept
  // while the day's sales window is); narrowed to branches, or before the day's window is kept, the stock rows.
  const stock =
    scope.branchIds === null && !input.branchId && (await saleWindowIsFresh(db))
      ? sql`select st.supplier_id, 0, 0, 0, 0, st.cost_amount from item_supplier_stock st where ${inBossScope('st', scope)} and st.supplier_id is not null`
      : sql`select st.supplier_id, 0, 0, 0, 0, st.cost_amount from stock st where ${inBossScope('st', scope)} and st.supplier_id is not null ${oneBranch('st', input.branchId)}`;
  const facts = sql`
    ${sales}
    union all
    select pi.supplier_id, 0, 0, pi.total_amount, 0, 0 from purchase_in pi
     where ${inBossScope('pi', scope)} and pi.status = 1 and pi.in_time >= ${from} and pi.in_time < ${to} ${oneBranch('pi', input.branchId)}
    union all
    select po.supplier_id, 0, 0, 0, po.total_amount, 0 from purchase_out po
     where ${inBossScope('po', scope)} and po.status = 5 and po.shipped_at >= ${from} and po.shipped_at < ${to} ${oneBranch('po', input.branchId)}
    union all
    ${stock}`;
  // One pass: the facts are summed per supplier once; the page and the total are both read from those sums (the total
  // of every supplier, whatever the keyword, as before). Two queries each summed the chain's period and stock again.
  const { rows: all } = await sql<SupplierRow & { part: number; ord: string | null }>`
    with f as (${facts}), g as materialized (select supplier_id, sum(s) s, sum(g) g, sum(i) i, sum(o) o, sum(k) k from f group by supplier_id),
    page as (
      select 0 as part, s.id::int as "supplierId", s.code, s.name, g.s::text as sales, g.g::text as "grossProfit", ${ratio('g.g', 'g.s')} as "grossMargin",
             g.i::text as "inAmount", g.o::text as "outAmount", g.k::text as "stockAmount", count(*) over ()::int as total,
             row_number() over (order by g.s desc, s.code) as ord
        from g join supplier s on s.id = g.supplier_id and s.merchant_id = ${scope.merchantId}
       where true ${like(input.keyword, 's.name', 's.code')}
       order by ord ${pageClause(input)}
    ), t as (select coalesce(sum(s), 0) s, coalesce(sum(g), 0) g, coalesce(sum(i), 0) i, coalesce(sum(o), 0) o, coalesce(sum(k), 0) k from g)
    select * from page
    union all
    select 1, null, null, null, s::text, g::text, ${ratio('g', 's')}, i::text, o::text, k::text, null, null from t
    order by part, ord`.execute(db);
  const strip = ({ part: _p, ord: _o, total: _t, ...r }: SupplierRow & { part: number; ord: string | null }) => r;
  const rows = all.filter((r) => r.part === 0).map(strip);
  const { supplierId: _i, code: _c, name: _n, ...sum } = strip(all.find((r) => r.part === 1)!);
  return { rows, total: all.find((r) => r.part === 0)?.total ?? 0, sum };
}

type ArrivalRow = RowOf<typeof arrivalAnswer> & { total: number };

/**
 * Arrival rates (domain.md §4.1) of every supplier (or branch) of the merchant: lines of orders confirmed, partly
 * received, completed or expired whose expected date is in the period; on time as server/lib/onTime.ts measures it
 * (within the booked slot for a delivery booked with a shipping notice, else by the due date). Read from arrival_day
 * (migration 021: those lines already summed per expected date, supplier and branch, on-time quantity included),
 * not from the lines: measuring each line's receipts took seconds for a month of the chain.
 */
export async function arrivalReport(db: Kysely<Database>, scope: BossScope, input: ArrivalInput) {
  const bySupplier = input.groupBy === 'supplier';
  const measured = sql`
    select ${bySupplier ? sql`a.supplier_id` : sql`a.receive_branch_id`} as gid, a.lines, a.filled_lines, a.order_qty, a.arrived_qty,
           a.order_amount, a.arrived_amount, a.on_time_qty
      from arrival_day a
     where ${inBossScope('a', scope, 'receive_branch_id')} and a.expected_date between ${input.dateFrom}::date and ${input.dateTo}::date
       ${oneBranch('a', input.branchId, 'receive_branch_id')}`;
  const figures = sql`coalesce(sum(m.lines), 0)::int as "orderLines", coalesce(sum(m.filled_lines), 0)::int as "filledLines",
      sum(m.order_qty)::numeric(18,3)::text as "orderQty", sum(m.arrived_qty)::numeric(18,3)::text as "arrivedQty",
      round(sum(m.order_amount), 2)::text as "orderAmount", round(sum(m.arrived_amount), 2)::text as "arrivedAmount",
      ${ratio('sum(m.arrived_qty)', 'sum(m.order_qty)')} as "qtyRate", ${ratio('sum(m.arrived_amount)', 'sum(m.order_amount)')} as "amountRate",
      ${ratio('sum(m.filled_lines)::numeric', 'sum(m.lines)')} as "lineFillRate", ${ratio('sum(m.on_time_qty)', 'sum(m.order_qty)')} as "onTimeRate"`;
  const named = bySupplier ? sql`join supplier n on n.id = m.gid` : sql`join branch n on n.id = m.gid`;
  const [{ rows }, { rows: sums }] = await Promise.all([
    sql<ArrivalRow>`with m as (${measured})
      select m.gid::text as key, max(n.code) as code, max(n.name) as name, ${figures}, count(*) over ()::int as total
        from m ${named} where true ${like(input.keyword, 'n.name', 'n.code')}
       group by m.gid order by ${ratio('sum(m.arrived_qty)', 'sum(m.order_qty)')} asc nulls last, m.gid ${pageClause(input)}`.execute(db),
    sql<Omit<ArrivalRow, 'key' | 'code' | 'name' | 'total'>>`with m as (${measured}) select ${figures} from m`.execute(db),
  ]);
  const zero = (v: string | null) => v ?? '0';
  const sum = sums[0];
  return {
    rows: rows.map(({ total: _t, ...r }) => r),
    total: rows[0]?.total ?? 0,
    sum: { ...sum, orderQty: zero(sum.orderQty), arrivedQty: zero(sum.arrivedQty), orderAmount: zero(sum.orderAmount), arrivedAmount: zero(sum.arrivedAmount) },
  };
}
