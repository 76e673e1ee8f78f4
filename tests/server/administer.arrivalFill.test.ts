import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { periodOf } from '../../server/modules/administer/period';
import { bossWorld, type BossWorld } from './administer.fixtures';

// The boss's arrival report (到货率) against domain.md §4.1 computed here straight from the order lines, not from the
// arrival_day rollup the report reads: quantity and amount arrival, and line fill (品项满足率) = lines with received ≥
// ordered / lines. Line fill once read 0.00 % beside 83.89 % quantity arrival: the rollup's counts were divided as
// integers (sum of int is bigint, bigint / bigint truncates). The total and every supplier's row must equal the lines.

let w: BossWorld;
beforeAll(async () => {
  w = await bossWorld();
});
afterAll(() => w.ctx.close());

interface Expected {
  lines: number;
  filled: number;
  qty_rate: string | null;
  amount_rate: string | null;
  fill_rate: string | null;
}

/** §4.1 over the raw lines of merchant 1, per supplier (and their total, supplier_id null). */
async function fromLines(dateFrom: string, dateTo: string): Promise<(Expected & { supplier_id: number | null })[]> {
  const { rows } = await sql<Expected & { supplier_id: number | null }>`
    select po.supplier_id::int as supplier_id, count(*)::int as lines,
           count(*) filter (where l.received_qty >= l.order_qty)::int as filled,
           round(sum(least(l.received_qty, l.order_qty)) / nullif(sum(l.order_qty), 0), 4)::text as qty_rate,
           round(sum(least(l.received_qty, l.order_qty) * l.price) / nullif(sum(l.order_qty * l.price), 0), 4)::text as amount_rate,
           round((count(*) filter (where l.received_qty >= l.order_qty))::numeric / count(*), 4)::text as fill_rate
      from purchase_order po join purchase_order_line l on l.order_id = po.id
     where po.merchant_id = 1 and po.status in (3, 5, 6, 8) and po.expected_date between ${dateFrom}::date and ${dateTo}::date
     group by grouping sets ((po.supplier_id), ())`.execute(w.ctx.db);
  return rows;
}

const yesterday = periodOf('today', businessToday()).prevFrom;
const month = periodOf('month');

describe('arrival report: line fill beside quantity arrival', () => {
  it.each([
    ['yesterday', yesterday, yesterday],
    ['last month to today', month.prevFrom, month.dateTo],
  ])('%s: the total and each supplier equal domain.md §4.1 over the order lines', async (_name, dateFrom, dateTo) => {
    const r = await w.ctx.call('POST', '/administer/report/arrival-rate/query', { token: w.boss, body: { groupBy: 'supplier', dateFrom, dateTo, pageSize: 100 } });
    expect(r.code).toBe(0);
    const expected = await fromLines(dateFrom, dateTo);
    const total = expected.find((e) => e.supplier_id === null)!;
    expect(total.lines).toBeGreaterThan(0);
    expect(r.data.sum).toMatchObject({ orderLines: total.lines, filledLines: total.filled, qtyRate: total.qty_rate, amountRate: total.amount_rate, lineFillRate: total.fill_rate });
    // Lines were filled in the period: a line fill of 0 beside a quantity arrival above it is the fault.
    if (total.filled > 0) expect(Number(r.data.sum.lineFillRate)).toBeGreaterThan(0);
    const rows = r.data.rows as { key: string; orderLines: number; filledLines: number; qtyRate: string; lineFillRate: string }[];
    expect(rows.length).toBe(expected.length - 1);
    for (const row of rows) {
      const e = expected.find((x) => String(x.supplier_id) === row.key)!;
      expect(row).toMatchObject({ orderLines: e.lines, filledLines: e.filled, qtyRate: e.qty_rate, lineFillRate: e.fill_rate });
    }
  });
});
