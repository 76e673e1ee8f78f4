import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { businessTimeZone, dayEnd, dayStart } from '../../../lib/businessDay';
import { pageClause } from '../../../lib/paging';
import { inBossScope, oneBranch, type BossScope } from '../bossScope';
import type { Answer, RowOf } from '../../../lib/routeSpec';
import type { arrivalAnswer, ArrivalInput, ReportInput, retailAnswer, RetailInput, supplierReportAnswer } from '../schemas';

/*
 * Reports over every supplier and branch of the merchant (domain.md §4.1, §4.3, §4.5). Retail figures are those of
 * the dashboard (net sales, cost, gross profit = sales − cost, member share); per branch, category and day they are
 * read from boss_sale_day, per supplier from sale_branch_day (migration 012: sale lines per supplier, day and branch).
 */

const ratio = (num: string, den: string) => sql.raw(`case when ${den} = 0 then null else round(${num} / ${den}, 4)::text end`);
const period = (alias: string, input: ReportInput) => sql`${sql.ref(`${alias}.biz_date`)} between ${input.dateFrom}::date and ${input.dateTo}::date`;
const like = (kw: string | undefined, ...cols: string[]): RawBuilder<unknown> =>
  kw ? sql`and (${sql.join(cols.map((c) => sql`${sql.ref(c)} ilike ${`%${kw}%`}`), sql` or `)})` : sql``;

type RetailRow = RowOf<typeof retailAnswer> & { total: number };
type RetailFigures = Answer<typeof retailAnswer>['sum'];

const retailSource: Record<RetailInput['groupBy'], (scope: BossScope, input: RetailInput) => RawBuilder<unknown>> = {
  branch: (scope, input) => sql`select b.id::text as key, b.code, b.name, d.sales as s, d.cost as c, d.qty as q, d.member_sales as m
    from boss_sale_day d join branch b on b.id = d.branch_id where ${inBossScope('d', scope)} and ${period('d', input)} ${oneBranch('d', input.branchId)} ${like(input.keyword, 'b.name', 'b.code')}`,
  category: (scope, input) => sql`select d.top_category_id::text as key, ic.code, coalesce(ic.name, '-') as name, d.sales as s, d.cost as c, d.qty as q, d.member_sales as m
    from boss_sale_day d left join item_category ic on ic.id = d.top_category_id where ${inBossScope('d', scope)} and ${period('d', input)} ${oneBranch('d', input.branchId)} ${like(input.keyword, 'ic.name', 'ic.code')}`,
  day: (scope, input) => sql`select to_char(d.biz_date, 'YYYY-MM-DD') as key, null::text as code, to_char(d.biz_date, 'YYYY-MM-DD') as name, d.sales as s, d.cost as c, d.qty as q, d.member_sales as m
    from boss_sale_day d where ${inBossScope('d', scope)} and ${period('d', input)} ${oneBranch('d', input.branchId)}`,
  supplier: (scope, input) => sql`select s.id::text as key, s.code, s.name, l.sale_amount - l.discount_amount as s, l.cost_amount as c, l.qty as q,
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
  const facts = sql`
    select d.supplier_id, d.sale_amount - d.discount_amount as s, d.sale_amount - d.discount_amount - d.cost_amount as g, 0 as i, 0 as o, 0 as k
      from sale_branch_day d where ${inBossScope('d', scope)} and d.channel = 0 and ${period('d', input)} ${oneBranch('d', input.branchId)}
    union all
    select pi.supplier_id, 0, 0, pi.total_amount, 0, 0 from purchase_in pi
     where ${inBossScope('pi', scope)} and pi.status = 1 and pi.in_time >= ${from} and pi.in_time < ${to} ${oneBranch('pi', input.branchId)}
    union all
    select po.supplier_id, 0, 0, 0, po.total_amount, 0 from purchase_out po
     where ${inBossScope('po', scope)} and po.status = 5 and po.shipped_at >= ${from} and po.shipped_at < ${to} ${oneBranch('po', input.branchId)}
    union all
    select st.supplier_id, 0, 0, 0, 0, st.cost_amount from stock st
     where ${inBossScope('st', scope)} and st.supplier_id is not null ${oneBranch('st', input.branchId)}`;
  const [{ rows }, { rows: sums }] = await Promise.all([
    sql<SupplierRow>`with f as (${facts}), g as (select supplier_id, sum(s) s, sum(g) g, sum(i) i, sum(o) o, sum(k) k from f group by supplier_id)
      select s.id::int as "supplierId", s.code, s.name, g.s::text as sales, g.g::text as "grossProfit", ${ratio('g.g', 'g.s')} as "grossMargin",
             g.i::text as "inAmount", g.o::text as "outAmount", g.k::text as "stockAmount", count(*) over ()::int as total
        from g join supplier s on s.id = g.supplier_id and s.merchant_id = ${scope.merchantId}
       where true ${like(input.keyword, 's.name', 's.code')}
       order by g.s desc, s.code ${pageClause(input)}`.execute(db),
    sql<Omit<SupplierRow, 'supplierId' | 'code' | 'name' | 'total'>>`with f as (${facts}), t as (select coalesce(sum(s), 0) s, coalesce(sum(g), 0) g, coalesce(sum(i), 0) i, coalesce(sum(o), 0) o, coalesce(sum(k), 0) k from f)
      select s::text as sales, g::text as "grossProfit", ${ratio('g', 's')} as "grossMargin", i::text as "inAmount", o::text as "outAmount", k::text as "stockAmount" from t`.execute(db),
  ]);
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0, sum: sums[0] };
}

type ArrivalRow = RowOf<typeof arrivalAnswer> & { total: number };

/**
 * Arrival rates (domain.md §4.1) of every supplier (or branch) of the merchant: lines of orders confirmed, partly
 * received, completed or expired whose expected date is in the period; on time = received by the promised date
 * (the line's, else the order's) or else the expected date.
 */
export async function arrivalReport(db: Kysely<Database>, scope: BossScope, input: ArrivalInput) {
  const bySupplier = input.groupBy === 'supplier';
  const measured = sql`
    select ${bySupplier ? sql`po.supplier_id` : sql`po.receive_branch_id`} as gid, l.order_qty, l.received_qty, l.price,
           least(l.received_qty, l.order_qty) as arrived,
           least(l.order_qty, coalesce((select sum(il.qty) from purchase_in_line il join purchase_in pi on pi.id = il.in_id
              where il.order_line_id = l.id and pi.status = 1
                and (pi.in_time at time zone ${businessTimeZone})::date <= coalesce(l.promised_date, po.promised_date, po.expected_date)), 0)) as on_time
      from purchase_order po join purchase_order_line l on l.order_id = po.id
     where ${inBossScope('po', scope, 'receive_branch_id')} and po.status in (3, 5, 6, 8)
       and po.expected_date between ${input.dateFrom}::date and ${input.dateTo}::date ${oneBranch('po', input.branchId, 'receive_branch_id')}`;
  const figures = sql`count(*)::int as "orderLines", count(*) filter (where m.received_qty >= m.order_qty)::int as "filledLines",
      sum(m.order_qty)::numeric(18,3)::text as "orderQty", sum(m.arrived)::numeric(18,3)::text as "arrivedQty",
      round(sum(m.order_qty * m.price), 2)::text as "orderAmount", round(sum(m.arrived * m.price), 2)::text as "arrivedAmount",
      ${ratio('sum(m.arrived)', 'sum(m.order_qty)')} as "qtyRate", ${ratio('sum(m.arrived * m.price)', 'sum(m.order_qty * m.price)')} as "amountRate",
      ${ratio('count(*) filter (where m.received_qty >= m.order_qty)', 'count(*)')} as "lineFillRate", ${ratio('sum(m.on_time)', 'sum(m.order_qty)')} as "onTimeRate"`;
  const named = bySupplier ? sql`join supplier n on n.id = m.gid` : sql`join branch n on n.id = m.gid`;
  const [{ rows }, { rows: sums }] = await Promise.all([
    sql<ArrivalRow>`with m as (${measured})
      select m.gid::text as key, max(n.code) as code, max(n.name) as name, ${figures}, count(*) over ()::int as total
        from m ${named} where true ${like(input.keyword, 'n.name', 'n.code')}
       group by m.gid order by ${ratio('sum(m.arrived)', 'sum(m.order_qty)')} asc nulls last, m.gid ${pageClause(input)}`.execute(db),
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
