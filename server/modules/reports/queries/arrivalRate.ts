import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { onTimeReceivedQty } from '../../../lib/onTime';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import type { ArrivalRateInput } from '../schemas';

/*
 * Arrival rate (到货率), domain.md §4.1.
 * Scope: lines of this supplier's orders whose expected_date is in the period and whose order is confirmed (3),
 * partially received (5), completed (6) or expired (8).
 *   qtyRate      = Σ min(received, ordered) / Σ ordered
 *   amountRate   = Σ min(received, ordered) × price / Σ ordered × price
 *   lineFillRate = lines with received ≥ ordered / lines
 *   onTimeRate   = Σ min(ordered, qty received on time) / Σ ordered (server/lib/onTime.ts: within the booked slot
 *                  for a delivery booked with a shipping notice, else by the due date).
 * Rates are decimal strings with 4 places; null when nothing was ordered.
 */

const keyOf = {
  branch: { key: sql`m.branch_id::text`, name: sql`max(b.name)`, code: sql`max(b.code)` },
  day: { key: sql`to_char(m.expected_date, 'YYYY-MM-DD')`, name: sql`to_char(m.expected_date, 'YYYY-MM-DD')`, code: sql`null` },
  month: { key: sql`to_char(m.expected_date, 'YYYY-MM')`, name: sql`to_char(m.expected_date, 'YYYY-MM')`, code: sql`null` },
} as const;

interface RateRow {
  grp: number;
  key: string | null;
  name: string | null;
  code: string | null;
  order_lines: number;
  order_qty: string;
  received_qty: string;
  arrived_qty: string;
  on_time_qty: string;
  order_amount: string;
  arrived_amount: string;
  filled_lines: number;
  qty_rate: string | null;
  amount_rate: string | null;
  line_fill_rate: string | null;
  on_time_rate: string | null;
}

function present(r: RateRow) {
  return {
    orderLines: Number(r.order_lines),
    filledLines: Number(r.filled_lines),
    orderQty: r.order_qty,
    receivedQty: r.received_qty,
    arrivedQty: r.arrived_qty,
    onTimeQty: r.on_time_qty,
    orderAmount: r.order_amount,
    arrivedAmount: r.arrived_amount,
    qtyRate: r.qty_rate,
    amountRate: r.amount_rate,
    lineFillRate: r.line_fill_rate,
    onTimeRate: r.on_time_rate,
  };
}

export async function arrivalRate(db: Kysely<Database>, scope: SupplierScope, input: ArrivalRateInput) {
  const g = keyOf[input.groupBy];
  const branchFilter = input.branchId ? sql`and po.receive_branch_id = ${input.branchId}` : sql``;
  const result = await sql<RateRow>`
    with measured as (
      select po.receive_branch_id as branch_id, po.expected_date, l.order_qty, l.received_qty, l.price,
             least(l.received_qty, l.order_qty) as arrived,
             least(l.order_qty, ${onTimeReceivedQty}) as on_time
        from purchase_order po
        join purchase_order_line l on l.order_id = po.id and l.supplier_id = po.supplier_id
       where ${ownedBySql('po', scope)}
         and po.status in (3, 5, 6, 8)
         and po.expected_date between ${input.dateFrom}::date and ${input.dateTo}::date
         ${branchFilter}
    )
    select grouping(${g.key}) as grp, ${g.key} as key, ${g.name} as name, ${g.code} as code,
           count(*)::int as order_lines,
           count(*) filter (where m.received_qty >= m.order_qty)::int as filled_lines,
           sum(m.order_qty)::numeric(18,3)::text as order_qty,
           sum(m.received_qty)::numeric(18,3)::text as received_qty,
           sum(m.arrived)::numeric(18,3)::text as arrived_qty,
           sum(m.on_time)::numeric(18,3)::text as on_time_qty,
           round(sum(m.order_qty * m.price), 2)::text as order_amount,
           round(sum(m.arrived * m.price), 2)::text as arrived_amount,
           round(sum(m.arrived) / nullif(sum(m.order_qty), 0), 4)::text as qty_rate,
           round(sum(m.arrived * m.price) / nullif(sum(m.order_qty * m.price), 0), 4)::text as amount_rate,
           round(count(*) filter (where m.received_qty >= m.order_qty)::numeric / nullif(count(*), 0), 4)::text as line_fill_rate,
           round(sum(m.on_time) / nullif(sum(m.order_qty), 0), 4)::text as on_time_rate
      from measured m
      left join branch b on b.id = m.branch_id
     group by grouping sets ((${g.key}), ())
     order by grp, code, key`.execute(db);

  const groups = result.rows.filter((r) => Number(r.grp) === 0);
  const total = result.rows.find((r) => Number(r.grp) === 1);
  const emptySummary: RateRow = {
    grp: 1, key: null, name: null, code: null, order_lines: 0, filled_lines: 0, order_qty: '0.000', received_qty: '0.000',
    arrived_qty: '0.000', on_time_qty: '0.000', order_amount: '0.00', arrived_amount: '0.00',
    qty_rate: null, amount_rate: null, line_fill_rate: null, on_time_rate: null,
  };
  return {
    // A row of a day grouping carries its date, so a client can show and sort it as one.
    rows: groups.map((r) => ({ key: r.key, name: r.name, code: r.code, date: input.groupBy === 'day' ? r.key : null, ...present(r) })),
    total: groups.length,
    summary: present(total && Number(total.order_lines) > 0 ? total : emptySummary),
  };
}
