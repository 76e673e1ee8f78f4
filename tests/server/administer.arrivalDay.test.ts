import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onTimeReceivedQty } from '../../server/lib/onTime';
import { bossWorld, type BossWorld } from './administer.fixtures';

// arrival_day (migration 021) is summed again by triggers for every key a change touches: after inserts, updates and
// deletes on orders, order lines, receipts, receipt lines and shipping notices it must equal the same grouping done
// straight on the lines with server/lib/onTime.ts's rule, and the boss's arrival report must answer what the lines
// say.

let w: BossWorld;
beforeAll(async () => {
  w = await bossWorld();
});
afterAll(() => w.ctx.close());

const exec = (q: ReturnType<typeof sql>) => q.execute(w.ctx.db);
const one = async <T,>(q: ReturnType<typeof sql<T>>) => (await q.execute(w.ctx.db)).rows[0]!;

/** The lines grouped as arrival_day groups them, straight from the tables. */
const straight = sql`
  select po.merchant_id, po.expected_date, po.supplier_id, po.receive_branch_id, count(*)::int as lines,
         (count(*) filter (where l.received_qty >= l.order_qty))::int as filled_lines, sum(l.order_qty) as order_qty,
         sum(least(l.received_qty, l.order_qty)) as arrived_qty, sum(l.order_qty * l.price) as order_amount,
         sum(least(l.received_qty, l.order_qty) * l.price) as arrived_amount, sum(least(l.order_qty, ${onTimeReceivedQty})) as on_time_qty
    from purchase_order po join purchase_order_line l on l.order_id = po.id
   where po.status in (3, 5, 6, 8)
   group by 1, 2, 3, 4`;

/** Rows where the kept table and the straight grouping differ (both directions); [] when they agree. */
async function drift() {
  const { rows } = await sql<Record<string, unknown>>`
    with s as (${straight}), k as (select merchant_id, expected_date, supplier_id, receive_branch_id, lines, filled_lines, order_qty,
                                          arrived_qty, order_amount, arrived_amount, on_time_qty from arrival_day)
    (select 'missing' as side, * from (select * from s except select * from k) a)
    union all (select 'extra', * from (select * from k except select * from s) b) limit 5`.execute(w.ctx.db);
  return rows;
}

const onTimeTotal = async () => Number((await one(sql<{ q: string }>`select coalesce(sum(on_time_qty), 0)::text as q from arrival_day where merchant_id = 1`)).q);

/** An audited receipt not against a notice, with a receipt line on an order line, as they stand after the seed. */
async function aReceipt() {
  return one(sql<{ in_id: number; il_id: number; ol_id: number; po_id: number }>`
    select pi.id::int as in_id, il.id::int as il_id, l.id::int as ol_id, po.id::int as po_id
      from purchase_in pi join purchase_in_line il on il.in_id = pi.id join purchase_order_line l on l.id = il.order_line_id
      join purchase_order po on po.id = l.order_id
     where pi.merchant_id = 1 and pi.status = 1 and pi.asn_id is null and po.status in (5, 6) and il.qty > 0
     order by pi.id limit 1`);
}

describe('arrival_day', () => {
  it('equals the straight grouping of the seeded orders and receipts, some of them on time', async () => {
    expect(await drift()).toEqual([]);
    expect(await onTimeTotal()).toBeGreaterThan(0);
    const n = await one(sql<{ n: number }>`select count(*)::int as n from arrival_day`);
    expect(n.n).toBeGreaterThan(10);
  });

  it('follows a receipt reversed and audited again, its date moved past the due date, and its lines changed', async () => {
    const r = await aReceipt();
    const before = await onTimeTotal();
    await exec(sql`update purchase_in set status = 9 where id = ${r.in_id}`);
    expect(await drift()).toEqual([]);
    const reversed = await onTimeTotal();
    await exec(sql`update purchase_in set status = 1 where id = ${r.in_id}`);
    expect(await drift()).toEqual([]);
    expect(await onTimeTotal()).toBe(before);
    // Late: received a month after the order was due (its due date as the rule reads it).
    await exec(sql`update purchase_in set in_time = (select expected_date + 30 from purchase_order where id = ${r.po_id})::timestamptz where id = ${r.in_id}`);
    expect(await drift()).toEqual([]);
    expect(await onTimeTotal()).toBeLessThan(before);
    // The promised date moved later than the receipt: on time again.
    await exec(sql`update purchase_order_line set promised_date = (select expected_date + 40 from purchase_order where id = ${r.po_id}) where id = ${r.ol_id}`);
    expect(await drift()).toEqual([]);
    await exec(sql`update purchase_order set promised_date = expected_date + 60 where id = ${r.po_id}`);
    expect(await drift()).toEqual([]);
    // Receipt lines: quantity changed, a second line added, then removed; the order line's quantities changed.
    await exec(sql`update purchase_in_line set qty = qty + 1 where id = ${r.il_id}`);
    expect(await drift()).toEqual([]);
    await exec(sql`insert into purchase_in_line (merchant_id, supplier_id, in_id, line_no, order_line_id, item_id, qty, price, amount)
      select merchant_id, supplier_id, in_id, line_no + 1000, order_line_id, item_id, 2, price, 2 * price from purchase_in_line where id = ${r.il_id}`);
    expect(await drift()).toEqual([]);
    await exec(sql`delete from purchase_in_line where in_id = ${r.in_id} and line_no >= 1000`);
    expect(await drift()).toEqual([]);
    await exec(sql`update purchase_order_line set received_qty = order_qty, price = price + 1 where order_id = ${r.po_id}`);
    expect(await drift()).toEqual([]);
    expect(reversed).toBeLessThan(before);
  });

  it('follows orders moved to another day or branch, cancelled, and deleted with their receipts', async () => {
    const r = await aReceipt();
    const keysBefore = await one(sql<{ n: number }>`select count(*)::int as n from arrival_day`);
    // Several orders in one statement, to a day no order expects: a key appears.
    await exec(sql`update purchase_order set expected_date = date '2001-01-01' where id in (select id from purchase_order where merchant_id = 1 and status in (3, 5, 6, 8) order by id limit 3)`);
    expect(await drift()).toEqual([]);
    expect((await one(sql<{ n: number }>`select count(*)::int as n from arrival_day where expected_date = date '2001-01-01'`)).n).toBeGreaterThan(0);
    await exec(sql`update purchase_order set receive_branch_id = (select max(id) from branch where merchant_id = 1)
        where expected_date = date '2001-01-01'`);
    expect(await drift()).toEqual([]);
    // The supplier is an order's distribution column (migration 031): its lines hold it in their foreign key, so an
    // order does not move to another supplier in place.
    await expect(exec(sql`update purchase_order set supplier_id = (select max(id) from supplier where merchant_id = 1)
        where expected_date = date '2001-01-01'`)).rejects.toThrow(/foreign key/);
    await exec(sql`update purchase_order set status = 9 where expected_date = date '2001-01-01'`);
    expect(await drift()).toEqual([]);
    expect((await one(sql<{ n: number }>`select count(*)::int as n from arrival_day where expected_date = date '2001-01-01'`)).n).toBe(0);
    expect((await one(sql<{ n: number }>`select count(*)::int as n from arrival_day`)).n).toBeLessThanOrEqual(keysBefore.n);
    // A receipt deleted (its lines go with it), then the order with its lines.
    await exec(sql`delete from purchase_in where id = ${r.in_id}`);
    expect(await drift()).toEqual([]);
    await exec(sql`delete from purchase_in_line where order_line_id in (select id from purchase_order_line where order_id = ${r.po_id})`);
    await exec(sql`delete from purchase_order_line where order_id = ${r.po_id}`);
    await exec(sql`delete from purchase_order where id = ${r.po_id}`);
    expect(await drift()).toEqual([]);
  });

  it('follows a notice whose truck arrival is set: receipts against it count only when it came within the slot', async () => {
    const a = await one(sql<{ id: number; arrival: number }>`
      select a.id::int as id, a.arrival from asn a join purchase_in pi on pi.asn_id = a.id and pi.status = 1
        join purchase_in_line il on il.in_id = pi.id and il.order_line_id is not null where a.merchant_id = 1 order by a.id limit 1`);
    await exec(sql`update asn set arrival = 1 where id = ${a.id}`);
    expect(await drift()).toEqual([]);
    const onTime = await onTimeTotal();
    await exec(sql`update asn set arrival = 2 where id = ${a.id}`);
    expect(await drift()).toEqual([]);
    expect(await onTimeTotal()).toBeLessThan(onTime);
  });

  it('is what the boss arrival report sums: its total equals the lines measured straight', async () => {
    // The longest period a report takes (366 days), reaching two months past today to hold orders still due.
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const period = { dateFrom: day(-305), dateTo: day(60) };
    const r = await w.ctx.call('POST', '/administer/report/arrival-rate/query', { token: w.boss, body: { ...period, groupBy: 'branch', pageNum: 1, pageSize: 100 } });
    expect(r.code).toBe(0);
    const e = await one(sql<{ lines: number; filled: number; qty: string; amount: string; onTime: string }>`
      with s as (${straight}) select sum(lines)::int as lines, sum(filled_lines)::int as filled, sum(order_qty)::numeric(18,3)::text as qty,
        round(sum(arrived_amount), 2)::text as amount, round(sum(on_time_qty) / sum(order_qty), 4)::text as "onTime"
        from s where merchant_id = 1 and expected_date between ${period.dateFrom}::date and ${period.dateTo}::date`);
    expect([r.data.sum.orderLines, r.data.sum.filledLines, r.data.sum.orderQty, r.data.sum.arrivedAmount, r.data.sum.onTimeRate]).toEqual([
      e.lines, e.filled, e.qty, e.amount, e.onTime,
    ]);
    const rows = r.data.rows as { orderLines: number }[];
    expect(rows.reduce((t, x) => t + x.orderLines, 0)).toBe(e.lines);
  });
});
