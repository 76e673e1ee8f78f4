import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { refreshSaleWindow } from '../../server/lib/daysOfSupply';
import { bossWorld, type BossWorld } from './administer.fixtures';
import { chainStockGroups } from './chainStock.fixtures';

// item_supplier_stock (migration 025) holds the chain stock report's figures per (merchant, item, main supplier),
// kept by triggers on stock and item_sale_day and rebuilt when the window moves: after any insert, update or delete it
// must equal the same grouping done straight on stock and item_sale_window, and the report read from it must equal
// independent SQL over stock and sale_line.

let w: BossWorld;
const today = businessToday();

beforeAll(async () => {
  w = await bossWorld();
  await refreshSaleWindow(w.ctx.db);
});
afterAll(() => w.ctx.close());

/** Sessions of the test database waiting for a lock. */
const lockWaits = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(w.ctx.db)).rows[0].n;

/** Rows where the rollup and the straight grouping differ (both directions); [] when they agree. */
const drift = async () =>
  (await sql<Record<string, unknown>>`
    with straight as (
      select s.merchant_id, s.item_id, s.supplier_id, sum(s.qty) as qty, sum(s.cost_amount) as cost_amount, count(*)::int as branch_count,
             sum(coalesce(w.sold, 0) / 28.0) as avg_day, min(case when coalesce(w.sold, 0) > 0 then greatest(s.qty, 0) / (w.sold / 28.0) end) as min_dos
        from stock s left join item_sale_window w on w.merchant_id = s.merchant_id and w.branch_id = s.branch_id and w.item_id = s.item_id
       group by 1, 2, 3
    ), kept as (select merchant_id, item_id, supplier_id, qty, cost_amount, branch_count, avg_day, min_dos from item_supplier_stock)
    (select 'missing' as side, * from (table straight except table kept) a)
    union all (select 'extra', * from (table kept except table straight) b) limit 5`.execute(w.ctx.db)).rows;

const summary = async () => {
  const r = await w.ctx.call('POST', '/administer/report/stock/summary', { token: w.boss, body: {} });
  expect(r.code).toBe(0);
  return r.data as { rowCount: number; qty: string; runningOutItems: number };
};
/** The report's row of one group, read by its item code, next to the same group figured from stock and sale_line. */
const rowAndExpected = async (itemCode: string, key: string) => {
  const r = await w.ctx.call('POST', '/administer/report/stock/query', { token: w.boss, body: { keyword: itemCode, pageSize: 50 } });
  expect(r.code).toBe(0);
  const row = (r.data.rows as { key: string; qty: string; costAmount: string; avgDailySale: string; daysOfSupply: string | null; runningOutBranches: number; branchCount: number }[]).find((x) => x.key === key);
  const g = (await chainStockGroups(w.ctx.db, 1)).find((x) => `${x.item_id}-${x.supplier_id ?? 0}` === key);
  return {
    row: row && [row.qty, row.costAmount, row.avgDailySale, row.daysOfSupply, row.runningOutBranches],
    expected: g && [g.qty, g.cost, g.avg, g.dos, g.running],
  };
};

/** An item of merchant 1 stocked at some branches and not at two others, with a supplier that is not its main one anywhere. */
async function pick() {
  return (await sql<{ item_id: number; code: string; supplier_id: number; other_supplier: number; free_branches: number[]; stocked_branch: number }>`
    select s.item_id::int, i.code, min(s.supplier_id)::int as supplier_id,
           (select sp.id::int from supplier sp where sp.merchant_id = 1 and sp.id not in (select supplier_id from stock where item_id = s.item_id and supplier_id is not null) order by sp.id limit 1) as other_supplier,
           array(select b.id::int from branch b where b.merchant_id = 1 and b.id not in (select branch_id from stock where item_id = s.item_id) order by b.id limit 2) as free_branches,
           min(s.branch_id)::int as stocked_branch
      from stock s join item i on i.id = s.item_id
     where s.merchant_id = 1 and s.supplier_id is not null
     group by s.item_id, i.code
    having count(*) >= 2 and count(distinct s.supplier_id) = 1
       and (select count(*) from branch b where b.merchant_id = 1 and b.id not in (select branch_id from stock where item_id = s.item_id)) >= 2
     order by s.item_id limit 1`.execute(w.ctx.db)).rows[0]!;
}

describe('item_supplier_stock', () => {
  it('equals the straight grouping of the seeded stock and window; the report reads it and matches independent SQL', async () => {
    expect(await drift()).toEqual([]);
    expect((await sql<{ n: number }>`select count(*)::int as n from item_supplier_stock`.execute(w.ctx.db)).rows[0].n).toBeGreaterThan(0);
    const x = await pick();
    const { row, expected } = await rowAndExpected(x.code, `${x.item_id}-${x.supplier_id}`);
    expect(row).toBeDefined();
    expect(row).toEqual(expected);
  });

  it('follows stock rows inserted, updated and deleted, several to a statement; emptied groups go', async () => {
    const x = await pick();
    const [b1, b2] = x.free_branches;
    const newKey = `${x.item_id}-${x.other_supplier}`;
    const before = await summary();

    // Two branches take the item from another supplier: a new group.
    await sql`insert into stock (branch_id, item_id, merchant_id, supplier_id, qty, cost_price, cost_amount)
      values (${b1}, ${x.item_id}, 1, ${x.other_supplier}, 12, 2, 24), (${b2}, ${x.item_id}, 1, ${x.other_supplier}, 0.5, 2, 1)`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect((await summary()).rowCount).toBe(before.rowCount + 1);
    const inserted = await rowAndExpected(x.code, newKey);
    expect(inserted.row).toEqual(inserted.expected);
    expect(inserted.row?.slice(0, 2)).toEqual(['12.500', '25.00']);

    // A quantity falls below zero; a branch that stocked it moves to the other supplier; a column the report does not
    // read changes alone.
    await sql`update stock set qty = qty - 20, cost_amount = cost_amount - 40 where item_id = ${x.item_id} and branch_id = ${b1}`.execute(w.ctx.db);
    await sql`update stock set supplier_id = ${x.other_supplier} where item_id = ${x.item_id} and branch_id = ${x.stocked_branch}`.execute(w.ctx.db);
    await sql`update stock set last_sale_at = now() where item_id = ${x.item_id}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    const moved = await rowAndExpected(x.code, newKey);
    expect(moved.row).toEqual(moved.expected);
    expect(moved.row?.[0]).not.toEqual(inserted.row?.[0]);

    await sql`update stock set supplier_id = ${x.supplier_id} where item_id = ${x.item_id} and branch_id = ${x.stocked_branch}`.execute(w.ctx.db);
    await sql`delete from stock where item_id = ${x.item_id} and branch_id = any(${[b1, b2]}::bigint[])`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect(await summary()).toEqual(before);
    expect((await sql<{ n: number }>`select count(*)::int as n from item_supplier_stock where item_id = ${x.item_id} and supplier_id = ${x.other_supplier}`.execute(w.ctx.db)).rows[0].n).toBe(0);
  });

  it('follows back-dated sales into the window, not sales of today; the days of supply move with them', async () => {
    const x = await pick();
    const branch = (await sql<{ branch_id: number }>`select branch_id::int from stock where item_id = ${x.item_id} and qty > 0 order by branch_id limit 1`.execute(w.ctx.db)).rows[0].branch_id;
    const key = `${x.item_id}-${x.supplier_id}`;
    const line = (daysBack: number, qty: number) =>
      sql`(1, ${branch}, ${today}::date - ${daysBack}::int, 0, ${x.item_id}, ${x.supplier_id}, 0, ${qty}, 1, ${qty}, 0, 1, ${qty}, ${qty})`;
    const before = await rowAndExpected(x.code, key);
    await sql`insert into sale_line (merchant_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty, sale_price, sale_amount, discount_amount, cost_price, cost_amount, supplier_amount)
      values ${sql.join([line(2, 9000), line(0, 5000)])}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    const after = await rowAndExpected(x.code, key);
    expect(after.row).toEqual(after.expected);
    expect(after.row).not.toEqual(before.row);
    // Selling 9,000 in the window leaves the branch days of supply near zero: it runs out there.
    expect(after.row?.[4]).toBeGreaterThan(0);
    // Sale lines are only ever added (a return is a negative line); item_sale_day follows inserts of them.
    await sql`insert into sale_line (merchant_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty, sale_price, sale_amount, discount_amount, cost_price, cost_amount, supplier_amount)
      values ${line(2, -9000)}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect((await rowAndExpected(x.code, key)).row).toEqual(before.row);

    // Updates and deletes of item_sale_day rows inside the window are followed as well.
    const day = sql`branch_id = ${branch} and item_id = ${x.item_id} and biz_date = ${today}::date - 2 and channel = 0`;
    await sql`update item_sale_day set qty = qty + 1000 where ${day}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect((await rowAndExpected(x.code, key)).row).not.toEqual(before.row);
    const removed = (await sql<Record<string, unknown>>`delete from item_sale_day where ${day} returning *`.execute(w.ctx.db)).rows[0]!;
    expect(await drift()).toEqual([]);
    await sql`insert into item_sale_day (branch_id, item_id, biz_date, channel, merchant_id, supplier_id, qty, amount)
      values (${removed.branch_id}, ${removed.item_id}, ${removed.biz_date}, 0, ${removed.merchant_id}, ${removed.supplier_id}, ${removed.qty}::numeric - 1000, ${removed.amount})`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect((await rowAndExpected(x.code, key)).row).toEqual(before.row);
  });

  it('is rebuilt when the window moves', async () => {
    await sql`update item_sale_window_end set window_end = window_end - 1`.execute(w.ctx.db);
    await sql`delete from item_supplier_stock where merchant_id = 1 and item_id in (select item_id from item_supplier_stock where merchant_id = 1 order by item_id limit 50)`.execute(w.ctx.db);
    expect(await drift()).not.toEqual([]);
    expect(await refreshSaleWindow(w.ctx.db)).toBe(true);
    expect(await drift()).toEqual([]);
  });

  it('a group written by two transactions at once holds both: the second waits for the first and figures it again', async () => {
    const x = await pick();
    const [b1, b2] = x.free_branches;
    let wrote!: () => void;
    let finish!: () => void;
    const firstWrote = new Promise<void>((r) => (wrote = r));
    const mayCommit = new Promise<void>((r) => (finish = r));
    const first = w.ctx.db.transaction().execute(async (trx) => {
      await sql`insert into stock (branch_id, item_id, merchant_id, supplier_id, qty, cost_price, cost_amount) values (${b1}, ${x.item_id}, 1, ${x.supplier_id}, 7, 1, 7)`.execute(trx);
      wrote();
      await mayCommit;
    });
    try {
      await firstWrote;
      const second = w.ctx.db.transaction().execute(async (trx) => {
        await sql`insert into stock (branch_id, item_id, merchant_id, supplier_id, qty, cost_price, cost_amount) values (${b2}, ${x.item_id}, 1, ${x.supplier_id}, 5, 1, 5)`.execute(trx);
      });
      // The second statement's trigger waits on the group's row, locked by the first transaction.
      await expect.poll(lockWaits, { timeout: 15_000 }).toBe(1);
      finish();
      await Promise.all([first, second]);
    } finally {
      finish();
      await first.catch(() => {});
    }
    expect(await drift()).toEqual([]);
    await sql`delete from stock where item_id = ${x.item_id} and branch_id = any(${[b1, b2]}::bigint[])`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
  });

  it("the day's refresh beside a stock writer: the refresh waits for the writer, neither is aborted", async () => {
    const x = await pick();
    const [b1, b2] = x.free_branches;
    await sql`update item_sale_window_end set window_end = window_end - 1`.execute(w.ctx.db);
    let wrote!: () => void;
    let writeAgain!: () => void;
    const firstWrote = new Promise<void>((r) => (wrote = r));
    const mayWriteAgain = new Promise<void>((r) => (writeAgain = r));
    const insert = (branch: number) => sql`insert into stock (branch_id, item_id, merchant_id, supplier_id, qty, cost_price, cost_amount) values (${branch}, ${x.item_id}, 1, ${x.supplier_id}, 3, 1, 3)`;
    // The writer holds stock's row-exclusive lock, as an insert does from its start, before its trigger reads
    // item_sale_window: a refresh that truncated the window first and then waited for stock deadlocked with it.
    const writer = w.ctx.db.transaction().execute(async (trx) => {
      await sql`lock table stock in row exclusive mode`.execute(trx);
      wrote();
      await mayWriteAgain;
      await insert(b1).execute(trx);
      await insert(b2).execute(trx);
    });
    try {
      await firstWrote;
      const refreshed = refreshSaleWindow(w.ctx.db);
      await expect.poll(lockWaits, { timeout: 15_000 }).toBe(1);
      writeAgain();
      await writer;
      expect(await refreshed).toBe(true);
    } finally {
      writeAgain();
      await writer.catch(() => {});
    }
    expect(await drift()).toEqual([]);
    await sql`delete from stock where item_id = ${x.item_id} and branch_id = any(${[b1, b2]}::bigint[])`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
  });

  it("gives the supplier report its chain's stock value per supplier, the same as the stock rows'", async () => {
    const period = { dateFrom: today, dateTo: today, pageSize: 100 };
    const report = async () => {
      const r = await w.ctx.call('POST', '/administer/report/supplier/query', { token: w.boss, body: period });
      expect(r.code).toBe(0);
      return { sum: r.data.sum.stockAmount as string, rows: (r.data.rows as { supplierId: number; stockAmount: string }[]).map((x) => [x.supplierId, x.stockAmount]) };
    };
    const straight = (await sql<{ k: string }>`select sum(cost_amount)::text as k from stock where merchant_id = 1 and supplier_id is not null`.execute(w.ctx.db)).rows[0].k;
    const kept = await report();
    expect(kept.sum).toBe(straight);
    const bySupplier = new Map((await sql<{ id: number; k: string }>`select supplier_id::int as id, sum(cost_amount)::text as k from stock where merchant_id = 1 and supplier_id is not null group by 1`.execute(w.ctx.db)).rows.map((r) => [r.id, r.k]));
    for (const [id, k] of kept.rows) expect(k, String(id)).toBe(bySupplier.get(id as number) ?? '0');
    // Before the day's window is kept the report sums the stock rows: the same answer.
    await sql`update item_sale_window_end set window_end = window_end - 1`.execute(w.ctx.db);
    expect(await report()).toEqual(kept);
    await refreshSaleWindow(w.ctx.db);
  });
});
