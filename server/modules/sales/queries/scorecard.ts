import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { businessTimeZone, businessToday } from '../../../lib/businessDay';
import { inSaleWindow, SALES_WINDOW_DAYS } from '../../../lib/daysOfSupply';
import { onTimeReceivedQty } from '../../../lib/onTime';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import type { ScorecardInput } from '../schemas';

/*
 * The supplier scorecard, per month of the period (Walmart's OTIF scorecard is the model):
 *   OTIF rate     = orders delivered on time and in full / orders due. Orders due: status 3, 5, 6 or 8 whose expected
 *                   date is in the month (as the arrival rate, domain.md §4.1). An order is OTIF when every line
 *                   received at least its ordered quantity on time (server/lib/onTime.ts: within the booked slot for a
 *                   delivery booked with a shipping notice, else on audited receipts dated on or before the due date).
 *   fill rate     = Σ min(received, ordered) / Σ ordered over the same lines.
 *   return rate   = shipped purchase returns / audited receipts of the month, at purchase price.
 *   sell-through  = cost of the month's sales / (cost of the month's sales + stock at cost at the month's end).
 *   days of supply = stock at cost at the month's end / average cost of sales per day of the month (days up to today).
 * Stock at a month's end = the stock now, minus every stock movement after that month (stock_flow amounts are
 * signed). Rates are 4-place decimals, null when their base is zero.
 */

interface ScoreRow {
  month: string;
  date_from: string;
  date_to: string;
  orders: number;
  otif_orders: number;
  otif_rate: string | null;
  order_qty: string;
  filled_qty: string;
  fill_rate: string | null;
  received_amount: string;
  returned_amount: string;
  return_rate: string | null;
  sold_cost: string;
  sell_through: string | null;
  stock_cost: string;
  days_of_supply: string | null;
}

function present(r: ScoreRow) {
  return {
    orders: Number(r.orders), otifOrders: Number(r.otif_orders), otifRate: r.otif_rate,
    orderQty: r.order_qty, filledQty: r.filled_qty, fillRate: r.fill_rate,
    receivedAmount: r.received_amount, returnedAmount: r.returned_amount, returnRate: r.return_rate,
    soldCost: r.sold_cost, sellThrough: r.sell_through, stockCost: r.stock_cost, daysOfSupply: r.days_of_supply,
  };
}

export async function scorecard(db: Kysely<Database>, scope: SupplierScope, input: ScorecardInput) {
  const today = businessToday();
  const poBranch = input.branchId ? sql`and po.receive_branch_id = ${input.branchId}` : sql``;
  const inBranch = input.branchId ? sql`and pi.branch_id = ${input.branchId}` : sql``;
  const outBranch = input.branchId ? sql`and po.branch_id = ${input.branchId}` : sql``;
  const saleBranch = input.branchId ? sql`and d.branch_id = ${input.branchId}` : sql``;
  const stockBranch = input.branchId ? sql`and s.branch_id = ${input.branchId}` : sql``;
  const from = sql`${input.dateFrom}::date`;
  const to = sql`${input.dateTo}::date`;
  const { rows } = await sql<ScoreRow & { grp: number }>`
    with months as (
      select to_char(m, 'YYYY-MM') as month, greatest(m::date, ${from}) as d_from,
             least((m + interval '1 month - 1 day')::date, ${to}) as d_to
        from generate_series(date_trunc('month', ${from}), date_trunc('month', ${to}), interval '1 month') m
    ),
    lines as (
      select to_char(po.expected_date, 'YYYY-MM') as month, po.id as order_id, l.order_qty, l.received_qty,
             ${onTimeReceivedQty} as on_time
        from purchase_order po join purchase_order_line l on l.order_id = po.id and l.supplier_id = po.supplier_id
       where ${ownedBySql('po', scope)} and po.status in (3, 5, 6, 8)
         and po.expected_date between ${from} and ${to} ${poBranch}
    ),
    orders as (
      select month, count(*) as orders, count(*) filter (where in_full) as otif_orders, sum(order_qty) as order_qty, sum(filled) as filled_qty
        from (select month, order_id, bool_and(received_qty >= order_qty and on_time >= order_qty) as in_full,
                     sum(order_qty) as order_qty, sum(least(received_qty, order_qty)) as filled
                from lines group by month, order_id) o
       group by month
    ),
    received as (
      select to_char((pi.in_time at time zone ${businessTimeZone})::date, 'YYYY-MM') as month, sum(il.amount) as amount
        from purchase_in pi join purchase_in_line il on il.in_id = pi.id and il.supplier_id = pi.supplier_id
       where ${ownedBySql('pi', scope)} and pi.status = 1 ${inBranch}
         and (pi.in_time at time zone ${businessTimeZone})::date between ${from} and ${to}
       group by 1
    ),
    returned as (
      select to_char((coalesce(po.shipped_at, po.out_time) at time zone ${businessTimeZone})::date, 'YYYY-MM') as month, sum(ol.amount) as amount
        from purchase_out po join purchase_out_line ol on ol.out_id = po.id and ol.supplier_id = po.supplier_id
       where ${ownedBySql('po', scope)} and po.status = 5 ${outBranch}
         and (coalesce(po.shipped_at, po.out_time) at time zone ${businessTimeZone})::date between ${from} and ${to}
       group by 1
    ),
    sold as (
      select to_char(d.biz_date, 'YYYY-MM') as month, sum(d.cost_amount) as cost
        from sale_branch_day d
       where ${ownedBySql('d', scope)} and d.biz_date between ${from} and ${to} ${saleBranch}
       group by 1
    ),
    recent as (
      -- the whole period's days of supply read as the stock screens read it: at the average of the 28 whole days
      -- before its end (before today when it runs to today)
      select coalesce(sum(d.cost_amount), 0) as cost from sale_branch_day d
       where ${ownedBySql('d', scope)} ${saleBranch}
         and ${inSaleWindow(sql`d.biz_date`, sql`least(${to} + 1, ${today}::date)`)}
    ),
    stock_now as (
      select coalesce(sum(s.cost_amount), 0) as cost from stock s where ${ownedBySql('s', scope)} ${stockBranch}
    ),
    moves as materialized (
      -- signed stock movements per business day since the period began, summed once (materialized: read by every month)
      select (f.occurred_at at time zone ${businessTimeZone})::date as day, sum(f.amount) as amount
        from stock_flow f
       where f.supplier_id = ${scope.supplierId} and f.merchant_id = ${scope.merchantId}
         ${input.branchId ? sql`and f.branch_id = ${input.branchId}` : sql``}
         and f.occurred_at >= (${from}::timestamp at time zone ${businessTimeZone})
       group by 1
    ),
    later_moves as materialized (
      -- what moved after each month's end: today's stock wound back to that day
      select m.month, coalesce(sum(v.amount), 0) as amount from months m left join moves v on v.day > m.d_to group by m.month
    ),
    per_month as (
      select m.month, m.d_from, m.d_to,
             coalesce(o.orders, 0) as orders, coalesce(o.otif_orders, 0) as otif_orders,
             coalesce(o.order_qty, 0) as order_qty, coalesce(o.filled_qty, 0) as filled_qty,
             coalesce(r.amount, 0) as received_amount, coalesce(b.amount, 0) as returned_amount,
             coalesce(s.cost, 0) as sold_cost,
             greatest((select cost from stock_now) - lm.amount, 0) as stock_cost,
             greatest(least(m.d_to, ${today}::date) - m.d_from + 1, 0) as sale_days
        from months m
        left join orders o on o.month = m.month
        left join received r on r.month = m.month
        left join returned b on b.month = m.month
        left join sold s on s.month = m.month
        join later_moves lm on lm.month = m.month
    )
    select grouping(month) as grp, month,
           to_char(min(d_from), 'YYYY-MM-DD') as date_from, to_char(max(d_to), 'YYYY-MM-DD') as date_to,
           sum(orders)::int as orders, sum(otif_orders)::int as otif_orders,
           round(sum(otif_orders)::numeric / nullif(sum(orders), 0), 4)::text as otif_rate,
           sum(order_qty)::numeric(18,3)::text as order_qty, sum(filled_qty)::numeric(18,3)::text as filled_qty,
           round(sum(filled_qty) / nullif(sum(order_qty), 0), 4)::text as fill_rate,
           sum(received_amount)::numeric(18,2)::text as received_amount, sum(returned_amount)::numeric(18,2)::text as returned_amount,
           round(sum(returned_amount) / nullif(sum(received_amount), 0), 4)::text as return_rate,
           sum(sold_cost)::numeric(18,2)::text as sold_cost,
           -- over the whole period: the stock at its end (the last month's)
           round(sum(sold_cost) / nullif(sum(sold_cost) + (array_agg(stock_cost order by month desc))[1], 0), 4)::text as sell_through,
           ((array_agg(stock_cost order by month desc))[1])::numeric(18,2)::text as stock_cost,
           -- a month: its end's stock at its own average day; the whole period: at the last 28 days' (recent)
           round((array_agg(stock_cost order by month desc))[1] / nullif(case when grouping(month) = 1
             then (select cost from recent) / ${sql.lit(SALES_WINDOW_DAYS)}.0 else sum(sold_cost) / nullif(sum(sale_days), 0) end, 0), 1)::text as days_of_supply
      from per_month
     group by grouping sets ((month), ())
     -- the latest month first, as a supplier reads it (the chart orders its own axis by time)
     order by grp, month desc`.execute(db);

  const months = rows.filter((r) => Number(r.grp) === 0);
  const total = rows.find((r) => Number(r.grp) === 1)!;
  return {
    rows: months.map((r) => ({ key: r.month, name: r.month, dateFrom: r.date_from, dateTo: r.date_to, ...present(r) })),
    total: months.length,
    summary: present(total),
  };
}
