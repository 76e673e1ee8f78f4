import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { periodOf } from '../../server/modules/administer/period';
import { bossWorld, type BossWorld } from './administer.fixtures';

// boss_ticket_hour and boss_pay_day (migration 013) are kept by triggers on sale_ticket and sale_payment: after any
// insert, update or delete they must equal the same grouping done straight on the tables, and the dashboard calls
// reading them must move with the change.

let w: BossWorld;
let branchId: number;
const today = periodOf('today').dateTo;

beforeAll(async () => {
  w = await bossWorld();
  branchId = (await sql<{ id: number }>`select id::int as id from branch where merchant_id = 1 and type = 3 order by id limit 1`.execute(w.ctx.db)).rows[0].id;
});
afterAll(() => w.ctx.close());

/** Rows where a rollup (`kept`) and the straight grouping of its source differ, both directions (at most 5); [] when they agree. */
async function differences(straight: RawBuilder<unknown>, kept: RawBuilder<unknown>) {
  return (await sql<Record<string, unknown>>`
    with straight as (${straight}), kept as (${kept})
    (select 'missing' as side, * from (table straight except table kept) a)
    union all (select 'extra', * from (table kept except table straight) b) limit 5`.execute(w.ctx.db)).rows;
}

/** The retail lines' day rollups by one more key (boss_supplier_day by supplier, boss_branch_day by branch) against the lines and their tickets. */
const retailDayDrift = (table: 'boss_supplier_day' | 'boss_branch_day', key: 'supplier_id' | 'branch_id') =>
  differences(
    sql`select l.merchant_id, l.biz_date, ${sql.ref(`l.${key}`)}, sum(l.sale_amount - l.discount_amount) as sales, sum(l.cost_amount) as cost, sum(l.qty) as qty,
               coalesce(sum(l.sale_amount - l.discount_amount) filter (where t.member_id is not null), 0) as member_sales, count(*)::int as lines
          from sale_line l left join sale_ticket t on t.id = l.ticket_id where l.channel = 0 group by 1, 2, 3`,
    sql`select merchant_id, biz_date, ${sql.ref(key)}, sales, cost, qty, member_sales, lines from ${sql.table(table)}`,
  );

/** The newest day of a rollup of merchant 1 deleted, then boss_sale_day_rebuild(): the rollup drifts, then agrees again. */
const rebuildsNewestDay = (table: string, drift: () => Promise<unknown[]>) => async () => {
  await sql`delete from ${sql.table(table)} where merchant_id = 1 and biz_date = (select max(biz_date) from ${sql.table(table)} where merchant_id = 1)`.execute(w.ctx.db);
  expect(await drift()).not.toEqual([]);
  await sql`select boss_sale_day_rebuild()`.execute(w.ctx.db);
  expect(await drift()).toEqual([]);
};

/** Rows where the rollups and the straight grouping differ (both directions); [] when they agree. */
async function drift() {
  const tickets = await differences(
    sql`select merchant_id, biz_date, branch_id, extract(hour from sale_time)::smallint as hour, sum(amount) as amount,
             (count(*) filter (where not is_return))::int as tickets, count(*)::int as all_tickets,
             (count(*) filter (where member_id is not null and not is_return))::int as member_tickets,
             coalesce(sum(amount) filter (where member_id is not null), 0) as member_amount
        from sale_ticket group by 1, 2, 3, 4`,
    sql`select merchant_id, biz_date, branch_id, hour, amount, tickets, all_tickets, member_tickets, member_amount from boss_ticket_hour`,
  );
  const payments = await differences(
    sql`select merchant_id, biz_date, branch_id, pay_way, sum(amount) as amount, count(*)::int as payments from sale_payment group by 1, 2, 3, 4`,
    sql`select merchant_id, biz_date, branch_id, pay_way, amount, payments from boss_pay_day`,
  );
  return [...tickets, ...payments];
}

const hourRow = async (hour: string) => {
  const r = await w.ctx.call('GET', '/administer/home/time-stat', { token: w.boss, query: { period: 'today', by: 'hour', branchId } });
  expect(r.code).toBe(0);
  return (r.data.rows as { key: string; sales: string; tickets: number }[]).find((x) => x.key === hour);
};
const payWays = async () => {
  const r = await w.ctx.call('GET', '/administer/home/payway-stat', { token: w.boss, query: { period: 'today', branchId } });
  expect(r.code).toBe(0);
  return Object.fromEntries((r.data.rows as { payWay: number; amount: string; payments: number }[]).map((x) => [x.payWay, x]));
};
type Ways = Record<number, { amount: string; payments: number }>;
/** Per pay way that changed: [amount added, payments added]. */
const moved = (before: Ways, after: Ways) => {
  const out: Record<number, [number, number]> = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)].map(Number))) {
    const da = Math.round((Number(after[k]?.amount ?? 0) - Number(before[k]?.amount ?? 0)) * 100) / 100;
    const dn = (after[k]?.payments ?? 0) - (before[k]?.payments ?? 0);
    if (da !== 0 || dn !== 0) out[k] = [da, dn];
  }
  return out;
};
const summary = async () => (await w.ctx.call('GET', '/administer/home/summary', { token: w.boss, query: { period: 'today', branchId } })).data;
const rollupRows = async () =>
  (await sql<{ n: number }>`select ((select count(*) from boss_ticket_hour) + (select count(*) from boss_pay_day))::int as n`.execute(w.ctx.db)).rows[0].n;

describe('boss_ticket_hour and boss_pay_day', () => {
  it('equal the straight grouping of the seeded tickets and payments', async () => {
    expect(await drift()).toEqual([]);
    expect(await rollupRows()).toBeGreaterThan(0);
  });

  it('follow tickets and payments inserted, updated and deleted, several rows to a statement', async () => {
    // 03:00 holds no seeded sale (stores open in the day), so the hour appears and disappears with the test's rows.
    expect(await hourRow('03')).toBeUndefined();
    const rowsBefore = await rollupRows();
    const ticketsBefore = (await summary()).tickets as number;
    const waysBefore = await payWays();
    const at = sql`(${today}::date + time '03:20')::timestamptz`;

    const inserted = await sql<{ id: number }>`
      insert into sale_ticket (merchant_id, ticket_no, branch_id, biz_date, sale_time, member_id, amount, item_count, is_return)
      values (1, 'ROLLUP-T1', ${branchId}, ${today}::date, ${at}, 1, 120.50, 2, false),
             (1, 'ROLLUP-T2', ${branchId}, ${today}::date, ${at}, null, 79.50, 1, false),
             (1, 'ROLLUP-T3', ${branchId}, ${today}::date, ${at}, null, -20.00, 1, true),
             (1, 'ROLLUP-T4', ${branchId}, '2000-01-03', '2000-01-03 10:00+08', null, 15.00, 1, false)
      returning id::int as id`.execute(w.ctx.db);
    const [t1, t2, , t4] = inserted.rows.map((r) => r.id);
    await sql`insert into sale_payment (merchant_id, ticket_id, branch_id, biz_date, pay_way, amount)
      values (1, ${t1}, ${branchId}, ${today}::date, 8, 100.50), (1, ${t1}, ${branchId}, ${today}::date, 8, 20.00),
             (1, ${t2}, ${branchId}, ${today}::date, 2, 79.50),
             -- a day with no other sale: its keys must disappear again with the delete
             (1, ${t4}, ${branchId}, '2000-01-03', 7, 15.00)`.execute(w.ctx.db);
    expect(await hourRow('03')).toEqual({ key: '03', label: '03:00', sales: '180.00', tickets: 2 });
    expect((await summary()).tickets).toBe(ticketsBefore + 2);
    expect(moved(waysBefore, await payWays())).toEqual({ 2: [79.5, 1], 8: [120.5, 2] });
    expect(await drift()).toEqual([]);

    // A ticket turned into a return and moved to 04:00; a points payment turned into cash.
    await sql`update sale_ticket set is_return = true, amount = -79.50, sale_time = sale_time + interval '1 hour' where id = ${t2}`.execute(w.ctx.db);
    await sql`update sale_payment set pay_way = 1 where ticket_id = ${t1} and amount = 20.00`.execute(w.ctx.db);
    expect(await hourRow('03')).toEqual({ key: '03', label: '03:00', sales: '100.50', tickets: 1 });
    expect(await hourRow('04')).toEqual({ key: '04', label: '04:00', sales: '-79.50', tickets: 0 });
    expect((await summary()).tickets).toBe(ticketsBefore + 1);
    expect(moved(waysBefore, await payWays())).toEqual({ 1: [20, 1], 2: [79.5, 1], 8: [100.5, 1] });
    expect(await drift()).toEqual([]);

    await sql`delete from sale_payment where ticket_id = any(${inserted.rows.map((r) => r.id)}::bigint[])`.execute(w.ctx.db);
    await sql`delete from sale_ticket where ticket_no like 'ROLLUP-T%'`.execute(w.ctx.db);
    expect(await hourRow('03')).toBeUndefined();
    expect(await hourRow('04')).toBeUndefined();
    expect((await summary()).tickets).toBe(ticketsBefore);
    expect(await payWays()).toEqual(waysBefore);
    // Keys emptied by the delete are gone, not left as zero rows.
    expect(await rollupRows()).toBe(rowsBefore);
    expect(await drift()).toEqual([]);
  });

  it('are rebuilt whole by boss_ticket_rollups_rebuild()', async () => {
    const before = await rollupRows();
    // The latest day with payments (just after midnight, UTC+8, today has none yet).
    await sql`delete from boss_pay_day where merchant_id = 1 and biz_date = (select max(biz_date) from boss_pay_day where merchant_id = 1)`.execute(w.ctx.db);
    expect(await drift()).not.toEqual([]);
    await sql`select boss_ticket_rollups_rebuild()`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect(await rollupRows()).toBe(before);
  });
});

// boss_item_day (migration 020) is kept by triggers on sale_line; the negative-profit report reads its loss rows.
describe('boss_item_day', () => {
  const day = '2000-01-04'; // no seeded sale: the day's keys come and go with the test's lines
  const drift = () =>
    differences(
      sql`select merchant_id, biz_date, branch_id, item_id, sum(qty) as qty, sum(sale_amount - discount_amount) as sales,
               sum(cost_amount) as cost, count(*)::int as lines
          from sale_line where channel = 0 group by 1, 2, 3, 4`,
      sql`select merchant_id, biz_date, branch_id, item_id, qty, sales, cost, lines from boss_item_day`,
    );
  const losses = async (from = day, to = '2000-01-05') => {
    const r = await w.ctx.call('POST', '/administer/report/negative-profit/query', { token: w.boss, body: { dateFrom: from, dateTo: to, pageSize: 50 } });
    expect(r.code).toBe(0);
    return { total: r.data.total as number, loss: r.data.sum.loss as string, rows: (r.data.rows as { bizDate: string; sales: string; cost: string }[]).map((x) => [x.bizDate, x.sales, x.cost]) };
  };

  it('equals the straight grouping of the seeded retail lines', async () => {
    expect(await drift()).toEqual([]);
    expect((await sql<{ n: number }>`select count(*)::int as n from boss_item_day`.execute(w.ctx.db)).rows[0].n).toBeGreaterThan(0);
  });

  it('follows lines inserted, updated and deleted; the negative-profit report moves with it; wholesale stays out', async () => {
    const x = (await sql<{ item_id: number; supplier_id: number }>`select item_id::int, supplier_id::int from sale_line where merchant_id = 1 and channel = 0 limit 1`.execute(w.ctx.db)).rows[0];
    const line = (channel: number, sale: number, cost: number) =>
      sql`(1, ${branchId}, ${day}::date, ${channel}, ${x.item_id}, ${x.supplier_id}, 0, 1, ${sale}, ${sale}, 0, ${cost}, ${cost}, ${cost})`;
    await sql`insert into sale_line (merchant_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty, sale_price, sale_amount, discount_amount, cost_price, cost_amount, supplier_amount)
      values ${sql.join([line(0, 30, 50), line(0, 20, 30), line(1, 1, 99)])}`.execute(w.ctx.db);
    // Two retail lines of one day, branch and item: one loss of 30 (sales 50, cost 80); the wholesale line is not retail.
    expect(await losses()).toEqual({ total: 1, loss: '30.00', rows: [[day, '50.00', '80.00']] });
    expect(await drift()).toEqual([]);

    // Sold above cost now (90 against 80): out of the report. Then the first line moves to the next day at a loss of
    // 40, which leaves the second alone on its day at a loss of 10.
    await sql`update sale_line set sale_amount = 70 where biz_date = ${day}::date and branch_id = ${branchId} and channel = 0 and cost_amount = 50`.execute(w.ctx.db);
    expect(await losses()).toEqual({ total: 0, loss: '0', rows: [] });
    await sql`update sale_line set biz_date = '2000-01-05', sale_amount = 10 where biz_date = ${day}::date and branch_id = ${branchId} and channel = 0 and cost_amount = 50`.execute(w.ctx.db);
    expect(await losses()).toEqual({ total: 2, loss: '50.00', rows: [['2000-01-05', '10.00', '50.00'], [day, '20.00', '30.00']] });
    expect(await drift()).toEqual([]);

    // A return alone (−2 at 148.99, cost 111.55): its refund is above its cost, but nothing was sold at a loss.
    const refund = sql`(1, ${branchId}, ${day}::date, 0, ${x.item_id}, ${x.supplier_id}, 0, -2, 148.99, -297.98, 0, 111.55, -223.10, -223.10)`;
    await sql`delete from sale_line where biz_date = ${day}::date and branch_id = ${branchId}`.execute(w.ctx.db);
    await sql`insert into sale_line (merchant_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty, sale_price, sale_amount, discount_amount, cost_price, cost_amount, supplier_amount)
      values ${refund}`.execute(w.ctx.db);
    expect(await losses(day, day)).toEqual({ total: 0, loss: '0', rows: [] });
    expect(await drift()).toEqual([]);

    await sql`delete from sale_line where biz_date between ${day}::date and '2000-01-05' and branch_id = ${branchId}`.execute(w.ctx.db);
    expect(await losses()).toEqual({ total: 0, loss: '0', rows: [] });
    // Emptied keys are gone, not left as zero rows.
    expect((await sql<{ n: number }>`select count(*)::int as n from boss_item_day where biz_date between ${day}::date and '2000-01-05'`.execute(w.ctx.db)).rows[0].n).toBe(0);
    expect(await drift()).toEqual([]);
  });

  it('is rebuilt whole by boss_sale_day_rebuild()', rebuildsNewestDay('boss_item_day', drift));
});

// boss_supplier_day (migration 022) is kept by triggers on sale_line; the retail report by supplier reads it for the
// whole chain and groups the lines when narrowed to a branch: both must say the same.
describe('boss_supplier_day', () => {
  const day = '2000-01-06'; // no seeded sale: the day's keys come and go with the test's lines
  const drift = () => retailDayDrift('boss_supplier_day', 'supplier_id');
  const bySupplier = async (body: Record<string, unknown>) => {
    const r = await w.ctx.call('POST', '/administer/report/retail/query', { token: w.boss, body: { dateFrom: day, dateTo: day, groupBy: 'supplier', pageSize: 50, ...body } });
    expect(r.code).toBe(0);
    return { rows: (r.data.rows as { code: string; sales: string; memberSales: string }[]).map((x) => [x.code, x.sales, x.memberSales]), sum: r.data.sum };
  };

  it('equals the straight grouping of the seeded retail lines and their tickets', async () => {
    expect(await drift()).toEqual([]);
    expect((await sql<{ n: number }>`select count(*)::int as n from boss_supplier_day`.execute(w.ctx.db)).rows[0].n).toBeGreaterThan(0);
  });

  it('follows lines inserted, updated and deleted with a member ticket; the report reads the same with and without a branch', async () => {
    const x = (await sql<{ item_id: number; supplier_id: number; code: string; member_id: number }>`
      select l.item_id::int, l.supplier_id::int, s.code, (select min(id)::int from member where merchant_id = 1) as member_id
        from sale_line l join supplier s on s.id = l.supplier_id where l.merchant_id = 1 and l.channel = 0 limit 1`.execute(w.ctx.db)).rows[0];
    const ticket = (await sql<{ id: number }>`insert into sale_ticket (merchant_id, ticket_no, branch_id, biz_date, sale_time, member_id, amount, item_count, is_return)
      values (1, 'T-SUPDAY-1', ${branchId}, ${day}::date, ${day}::date + time '10:00', ${x.member_id}, 30, 1, false) returning id::int`.execute(w.ctx.db)).rows[0].id;
    const line = (ticketId: number | null, channel: number, sale: number) =>
      sql`(1, ${branchId}, ${day}::date, ${channel}, ${x.item_id}, ${x.supplier_id}, 0, 1, ${sale}, ${sale}, 0, 5, 5, 5, ${ticketId})`;
    await sql`insert into sale_line (merchant_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty, sale_price, sale_amount, discount_amount, cost_price, cost_amount, supplier_amount, ticket_id)
      values ${sql.join([line(ticket, 0, 30), line(null, 0, 20), line(null, 1, 99)])}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    // Retail only (the wholesale 99 is not), the member's 30 of 50.
    const whole = await bySupplier({});
    expect(whole.rows).toEqual([[x.code, '50.00', '30.00']]);
    expect(await bySupplier({ branchId })).toEqual(whole);

    await sql`update sale_line set sale_amount = 45 where biz_date = ${day}::date and ticket_id = ${ticket}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect((await bySupplier({})).rows).toEqual([[x.code, '65.00', '45.00']]);
    await sql`delete from sale_line where biz_date = ${day}::date and branch_id = ${branchId}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect((await bySupplier({})).rows).toEqual([]);
    expect((await sql<{ n: number }>`select count(*)::int as n from boss_supplier_day where biz_date = ${day}::date`.execute(w.ctx.db)).rows[0].n).toBe(0);
  });

  it('is rebuilt whole by boss_sale_day_rebuild()', rebuildsNewestDay('boss_supplier_day', drift));
});

// boss_branch_day (migration 028) is kept by triggers on sale_line; the retail report by branch and by day reads it.
describe('boss_branch_day', () => {
  const day = '2000-01-08'; // no seeded sale: the day's keys come and go with the test's lines
  const drift = () => retailDayDrift('boss_branch_day', 'branch_id');
  const retail = async (groupBy: 'branch' | 'day') => {
    const r = await w.ctx.call('POST', '/administer/report/retail/query', { token: w.boss, body: { dateFrom: day, dateTo: '2000-01-09', groupBy, pageSize: 50 } });
    expect(r.code).toBe(0);
    const rows = (r.data.rows as { key: string; sales: string; cost: string; memberSales: string }[]).map((x) => [x.key, x.sales, x.cost, x.memberSales]);
    return { rows, sum: [r.data.sum.sales, r.data.sum.memberSales] };
  };

  it('equals the straight grouping of the seeded retail lines and their tickets', async () => {
    expect(await drift()).toEqual([]);
    expect((await sql<{ n: number }>`select count(*)::int as n from boss_branch_day`.execute(w.ctx.db)).rows[0].n).toBeGreaterThan(0);
  });

  it('follows lines inserted, updated and deleted with a member ticket; the retail report by branch and by day moves with it', async () => {
    const x = (await sql<{ item_id: number; supplier_id: number; member_id: number }>`
      select l.item_id::int, l.supplier_id::int, (select min(id)::int from member where merchant_id = 1) as member_id
        from sale_line l where l.merchant_id = 1 and l.channel = 0 limit 1`.execute(w.ctx.db)).rows[0];
    const ticket = (await sql<{ id: number }>`insert into sale_ticket (merchant_id, ticket_no, branch_id, biz_date, sale_time, member_id, amount, item_count, is_return)
      values (1, 'T-BRDAY-1', ${branchId}, ${day}::date, ${day}::date + time '10:00', ${x.member_id}, 30, 1, false) returning id::int`.execute(w.ctx.db)).rows[0].id;
    const line = (ticketId: number | null, channel: number, sale: number, cost: number) =>
      sql`(1, ${branchId}, ${day}::date, ${channel}, ${x.item_id}, ${x.supplier_id}, 0, 1, ${sale}, ${sale}, 0, ${cost}, ${cost}, ${cost}, ${ticketId})`;
    await sql`insert into sale_line (merchant_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty, sale_price, sale_amount, discount_amount, cost_price, cost_amount, supplier_amount, ticket_id)
      values ${sql.join([line(ticket, 0, 30, 10), line(null, 0, 20, 5), line(null, 1, 99, 50)])}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    // Retail only (the wholesale 99 is not): 50 of sales, 15 of cost, the member's 30.
    expect(await retail('branch')).toEqual({ rows: [[String(branchId), '50.00', '15.00', '30.00']], sum: ['50.00', '30.00'] });
    expect(await retail('day')).toEqual({ rows: [[day, '50.00', '15.00', '30.00']], sum: ['50.00', '30.00'] });

    // The member's line sold for more, the other moved to the next day.
    await sql`update sale_line set sale_amount = 45 where biz_date = ${day}::date and ticket_id = ${ticket}`.execute(w.ctx.db);
    await sql`update sale_line set biz_date = '2000-01-09' where biz_date = ${day}::date and branch_id = ${branchId} and ticket_id is null and channel = 0`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect(await retail('branch')).toEqual({ rows: [[String(branchId), '65.00', '15.00', '45.00']], sum: ['65.00', '45.00'] });
    expect(await retail('day')).toEqual({ rows: [[day, '45.00', '10.00', '45.00'], ['2000-01-09', '20.00', '5.00', '0.00']], sum: ['65.00', '45.00'] });

    await sql`delete from sale_line where biz_date between ${day}::date and '2000-01-09' and branch_id = ${branchId}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect((await retail('branch')).rows).toEqual([]);
    // Emptied keys are gone, not left as zero rows.
    expect((await sql<{ n: number }>`select count(*)::int as n from boss_branch_day where biz_date between ${day}::date and '2000-01-09'`.execute(w.ctx.db)).rows[0].n).toBe(0);
  });

  it('is rebuilt whole by boss_sale_day_rebuild(), with the rollups it rebuilt before', async () => {
    await sql`delete from boss_branch_day where merchant_id = 1 and biz_date = (select max(biz_date) from boss_branch_day where merchant_id = 1)`.execute(w.ctx.db);
    await sql`delete from boss_supplier_day where merchant_id = 1 and biz_date = (select max(biz_date) from boss_supplier_day where merchant_id = 1)`.execute(w.ctx.db);
    expect(await drift()).not.toEqual([]);
    await sql`select boss_sale_day_rebuild()`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect((await sql<{ n: number }>`
      select count(*)::int as n from (select merchant_id, biz_date, supplier_id, sum(l.sale_amount - l.discount_amount) as s from sale_line l where channel = 0 group by 1, 2, 3
        except select merchant_id, biz_date, supplier_id, sales from boss_supplier_day) x`.execute(w.ctx.db)).rows[0].n).toBe(0);
  });
});

// stock_idle_day (migration 029) is kept by triggers on stock; the unsalable list's totals read it without a keyword
// (less the sale-stopped items' rows) and count the stock rows with one: both must equal the rows themselves.
describe('stock_idle_day', () => {
  const drift = () =>
    differences(
      sql`select merchant_id, branch_id, (greatest(coalesce(last_sale_at, first_in_at), first_in_at) at time zone 'Asia/Shanghai')::date as idle_day,
               count(*)::int as rows, sum(qty) as qty, sum(cost_amount) as cost_amount
          from stock where qty > 0 and first_in_at is not null group by 1, 2, 3`,
      sql`select merchant_id, branch_id, idle_day, rows, qty, cost_amount from stock_idle_day`,
    );
  /** The unsalable totals from the stock rows themselves, as the report defines them. */
  const straight = async (days: number, branch?: number) =>
    (await sql<{ total: number; sumQty: string; sumAmount: string }>`
      select count(*)::int as total, coalesce(sum(s.qty), 0)::text as "sumQty", coalesce(sum(s.cost_amount), 0)::text as "sumAmount"
        from stock s join item i on i.id = s.item_id
       where s.merchant_id = 1 and s.qty > 0 and i.status <> 2 and s.first_in_at < ${businessToday()}::date - ${days}::int
         and coalesce(s.last_sale_at, s.first_in_at) < ${businessToday()}::date - ${days}::int and (${branch ?? null}::bigint is null or s.branch_id = ${branch ?? null})`.execute(w.ctx.db)).rows[0];
  const totals = async (days: number, extra: Record<string, unknown> = {}) => {
    const r = await w.ctx.call('POST', '/administer/report/unsalable/query', { token: w.boss, body: { days, pageSize: 5, ...extra } });
    expect(r.code).toBe(0);
    return { total: r.data.total as number, sumQty: r.data.sumQty as string, sumAmount: r.data.sumAmount as string };
  };
  const agree = async () => {
    expect(await drift()).toEqual([]);
    for (const days of [7, 30, 90]) expect(await totals(days), `${days} days`).toEqual(await straight(days));
    expect(await totals(30, { branchId })).toEqual(await straight(30, branchId));
  };

  it('equals the straight grouping of the seeded stock; the unsalable totals equal the stock rows', async () => {
    expect((await sql<{ n: number }>`select count(*)::int as n from stock_idle_day`.execute(w.ctx.db)).rows[0].n).toBeGreaterThan(0);
    expect((await straight(30)).total).toBeGreaterThan(0);
    await agree();
  });

  it('follows stock rows inserted, updated (sold, received, emptied) and deleted, and items stopped for sale', async () => {
    // Items the branch holds no stock of: rows of their own, first received 100 and 40 days ago.
    const items = (await sql<{ id: number }>`select i.id::int as id from item i where i.merchant_id = 1 and i.status <> 2
      and not exists (select 1 from stock s where s.item_id = i.id and s.branch_id = ${branchId}) order by i.id limit 3`.execute(w.ctx.db)).rows.map((r) => r.id);
    expect(items.length).toBe(3);
    const before = await straight(30);
    await sql`insert into stock (branch_id, item_id, merchant_id, qty, cost_price, cost_amount, first_in_at, last_in_at, last_sale_at) values
      (${branchId}, ${items[0]}, 1, 12, 2.5, 30, now() - interval '100 days', now() - interval '100 days', null),
      (${branchId}, ${items[1]}, 1, 4.5, 2, 9, now() - interval '40 days', now() - interval '40 days', now() - interval '35 days'),
      (${branchId}, ${items[2]}, 1, 0, 2, 0, now() - interval '100 days', now() - interval '100 days', null)`.execute(w.ctx.db);
    const after = await straight(30);
    expect(after.total).toBe(before.total + 2);
    await agree();

    // One sells today (no longer idle), one is received again (still idle: receipts do not count), one emptied, one filled.
    await sql`update stock set last_sale_at = now() where branch_id = ${branchId} and item_id = ${items[0]}`.execute(w.ctx.db);
    await sql`update stock set qty = qty + 10, cost_amount = cost_amount + 20, last_in_at = now() where branch_id = ${branchId} and item_id = ${items[1]}`.execute(w.ctx.db);
    await agree();
    await sql`update stock set qty = case when item_id = ${items[1]} then 0 else 3 end, cost_amount = case when item_id = ${items[1]} then 0 else 6 end
      where branch_id = ${branchId} and item_id = any(${[items[1], items[2]]}::bigint[])`.execute(w.ctx.db);
    await agree();

    // An item stopped for sale leaves the totals with its stock rows; back on sale, it returns.
    await sql`update item set status = 2 where id = ${items[2]}`.execute(w.ctx.db);
    await agree();
    await sql`update item set status = 0 where id = ${items[2]}`.execute(w.ctx.db);
    await agree();

    await sql`delete from stock where branch_id = ${branchId} and item_id = any(${items}::bigint[])`.execute(w.ctx.db);
    expect(await straight(30)).toEqual(before);
    await agree();
  });

  it('is rebuilt whole by boss_sale_day_rebuild()', async () => {
    await sql`delete from stock_idle_day where merchant_id = 1 and branch_id = ${branchId}`.execute(w.ctx.db);
    expect(await drift()).not.toEqual([]);
    await sql`select boss_sale_day_rebuild()`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
  });
});

// active_member_day (migration 030) is kept by triggers on sale_ticket and member; the member analysis reads one day
// of it (the period's end) for the whole chain, and counts from the tickets for an admin limited to some branches.
describe('active_member_day', () => {
  const drift = () =>
    differences(
      sql`select m.merchant_id, d::date as biz_date, coalesce(m.level_id, 0) as level_id, coalesce(m.reg_branch_id, 0) as reg_branch_id, count(distinct m.id)::int as members
            from member m join sale_ticket t on t.member_id = m.id and t.merchant_id = m.merchant_id and not t.is_return,
                 generate_series(t.biz_date, t.biz_date + 29, interval '1 day') d
           where m.status <> 9 group by 1, 2, 3, 4`,
      sql`select merchant_id, biz_date, level_id, reg_branch_id, members from active_member_day`,
    );
  /** Active members per level (and their total) from the tickets themselves, as the report defines them. */
  const straight = async (dateTo: string, regBranch: number | null = null, ticketBranches: number[] | null = null) =>
    (await sql<{ levelId: number | null; active: number }>`
      select m.level_id::int as "levelId", count(*)::int as active from member m
       where m.merchant_id = 1 and m.status <> 9 and (${regBranch}::bigint is null or m.reg_branch_id = ${regBranch})
         and exists (select 1 from sale_ticket t where t.member_id = m.id and t.merchant_id = 1 and not t.is_return
                        and (${ticketBranches}::bigint[] is null or t.branch_id = any(${ticketBranches}::bigint[]))
                        and t.biz_date between ${dateTo}::date - 29 and ${dateTo}::date)
       group by 1 order by 1 nulls first`.execute(w.ctx.db)).rows;
  /** The report's active members per level with any, and its total, for a period ending on `dateTo`. */
  const reported = async (dateTo: string, branch?: number) => {
    const r = await w.ctx.call('POST', '/administer/report/member/query', { token: w.boss, body: { dateFrom: dateTo, dateTo, pageSize: 50, ...(branch ? { branchId: branch } : {}) } });
    expect(r.code).toBe(0);
    const rows = r.data.rows as { levelId: number; activeMembers: number }[];
    return { levels: rows.filter((x) => x.activeMembers > 0).map((x) => [x.levelId, x.activeMembers]), sum: r.data.sum.activeMembers as number };
  };
  const agree = async (dateTo: string, regBranch: number | null = null, ticketBranches: number[] | null = null) => {
    const want = await straight(dateTo, regBranch, ticketBranches);
    const got = await reported(dateTo, regBranch ?? undefined);
    expect(got.levels, dateTo).toEqual(want.filter((x) => x.levelId !== null).map((x) => [x.levelId, x.active]));
    expect(got.sum, dateTo).toBe(want.reduce((a, x) => a + x.active, 0));
  };
  const rowsBetween = async (from: string, to: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from active_member_day where biz_date between ${from}::date and ${to}::date`.execute(w.ctx.db)).rows[0].n;

  it('equals the members active on each day from the seeded tickets; the report reads the same as the tickets', async () => {
    expect(await rowsBetween('1900-01-01', '2999-01-01')).toBeGreaterThan(0);
    expect(await drift()).toEqual([]);
    await agree(today);
    const reg = (await sql<{ id: number }>`select reg_branch_id::int as id from member where merchant_id = 1 and reg_branch_id is not null limit 1`.execute(w.ctx.db)).rows[0].id;
    await agree(today, reg);
  });

  it('follows tickets inserted, updated (day moved, made a return, given to another member) and deleted, and members whose level, branch or status change', async () => {
    // January 1999 holds no seeded ticket: the days' keys come and go with the test's tickets.
    const levels = (await sql<{ id: number }>`select id::int as id from member_level where merchant_id = 1 order by min_points, id`.execute(w.ctx.db)).rows.map((r) => r.id);
    const pick = async (level: number) =>
      (await sql<{ id: number; reg: number }>`select id::int as id, reg_branch_id::int as reg from member where merchant_id = 1 and status <> 9 and level_id = ${level} and reg_branch_id is not null order by id limit 1`.execute(w.ctx.db)).rows[0];
    const [m1, m2, m3] = [await pick(levels[0]), await pick(levels[1]), await pick(levels[2])];
    const other = (await sql<{ id: number }>`select min(id)::int as id from member where merchant_id = 2`.execute(w.ctx.db)).rows[0].id;
    const ticket = (no: string, member: number | null, day: string, isReturn = false) =>
      sql`(1, ${'AMD-' + no}, ${branchId}, ${day}::date, ${day}::date + time '10:00', ${member}, ${isReturn ? -10 : 10}, 1, ${isReturn})`;
    await sql`insert into sale_ticket (merchant_id, ticket_no, branch_id, biz_date, sale_time, member_id, amount, item_count, is_return) values ${sql.join([
      ticket('1', m1.id, '1999-01-03'), ticket('2', m1.id, '1999-01-20'), ticket('3', m1.id, '1999-01-21'),
      ticket('4', m2.id, '1999-01-10'), ticket('5', m2.id, '1999-02-05', true), ticket('6', null, '1999-01-10'),
      // a ticket of merchant 1 naming a member of merchant 2 makes no one active
      ticket('7', other, '1999-01-10'),
    ])}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect(await reported('1999-01-25')).toEqual({ levels: [[levels[0], 1], [levels[1], 1]], sum: 2 });
    expect(await reported('1999-02-15')).toEqual({ levels: [[levels[0], 1]], sum: 1 });
    await agree('1999-01-25', m1.reg);
    await agree('1999-01-25', m2.reg);

    // An amount changed moves no day; moved days, a return, a ticket given to another member; several rows in one statement.
    await sql`update sale_ticket set amount = 12 where ticket_no like 'AMD-%'`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    await sql`update sale_ticket set biz_date = biz_date - 15 where ticket_no in ('AMD-2', 'AMD-3')`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect(await reported('1999-02-15')).toEqual({ levels: [], sum: 0 });
    await sql`update sale_ticket set is_return = true where ticket_no = 'AMD-4'`.execute(w.ctx.db);
    await sql`update sale_ticket set member_id = ${m3.id} where ticket_no = 'AMD-1'`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect(await reported('1999-01-25')).toEqual({ levels: [[levels[0], 1], [levels[2], 1]], sum: 2 });

    // The member's level, registration branch and status (9: cancelled) move its days with it.
    await sql`update member set level_id = ${levels[3] ?? levels[1]} where id = ${m1.id}`.execute(w.ctx.db);
    await sql`update member set reg_branch_id = ${branchId} where id = ${m3.id}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    await agree('1999-01-25');
    await agree('1999-01-25', branchId);
    await sql`update member set status = 9 where id = ${m3.id}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    await sql`update member set status = 0, level_id = ${levels[0]}, reg_branch_id = ${m3.reg} where id = ${m3.id}`.execute(w.ctx.db);
    await sql`update member set level_id = ${levels[0]} where id = ${m1.id}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    await agree('1999-01-25');

    // A member written after tickets that name it, and deleted again.
    const fresh = (await sql<{ id: number }>`select max(id)::int + 1000 as id from member`.execute(w.ctx.db)).rows[0].id;
    await sql`insert into sale_ticket (merchant_id, ticket_no, branch_id, biz_date, sale_time, member_id, amount, item_count, is_return) values ${ticket('8', fresh, '1999-01-12')}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    await sql`insert into member (id, merchant_id, card_no, level_id, reg_branch_id, reg_at) values (${fresh}, 1, 'AMD-FRESH', ${levels[1]}, ${branchId}, '1999-01-01')`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect((await reported('1999-01-25')).sum).toBe(3);
    await sql`delete from member where id = ${fresh}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);

    // An admin limited to some branches counts the members who bought at those branches (from the tickets).
    await sql`update merchant_user set branch_scope = ${[branchId]}::bigint[] where login_name = 'boss'`.execute(w.ctx.db);
    try {
      const r = await w.ctx.call('POST', '/administer/report/member/query', { token: w.boss, body: { dateFrom: today, dateTo: today, pageSize: 50 } });
      expect(r.code).toBe(0);
      expect(r.data.sum.activeMembers).toBe((await straight(today, null, [branchId])).reduce((a, x) => a + x.active, 0));
      expect(r.data.sum.activeMembers).toBeGreaterThan(0);
      expect(r.data.sum.activeMembers).toBeLessThan((await straight(today)).reduce((a, x) => a + x.active, 0));
    } finally {
      await sql`update merchant_user set branch_scope = null where login_name = 'boss'`.execute(w.ctx.db);
    }

    await sql`delete from sale_ticket where ticket_no like 'AMD-%'`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    // Emptied keys are gone, not left as zero rows.
    expect(await rowsBetween('1999-01-01', '1999-03-31')).toBe(0);
  });

  it('is rebuilt whole by boss_ticket_rollups_rebuild()', async () => {
    const before = await rowsBetween('1900-01-01', '2999-01-01');
    await sql`delete from active_member_day where merchant_id = 1 and biz_date = ${today}::date`.execute(w.ctx.db);
    expect(await drift()).not.toEqual([]);
    await sql`select boss_ticket_rollups_rebuild()`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect(await rowsBetween('1900-01-01', '2999-01-01')).toBe(before);
  });
});

// boss_branch_hour (migration 033) is kept by triggers on sale_line; the boss home's period before reads its last day by hour.
describe('boss_branch_hour', () => {
  const day = '2000-01-15'; // no seeded sale: the day's keys come and go with the test's lines
  const drift = () =>
    differences(
      sql`select l.merchant_id, l.biz_date, l.branch_id, coalesce(extract(hour from t.sale_time), 0)::bigint as hour,
                 sum(l.sale_amount - l.discount_amount) as sales, sum(l.cost_amount) as cost, sum(l.qty) as qty,
                 coalesce(sum(l.sale_amount - l.discount_amount) filter (where t.member_id is not null), 0) as member_sales, count(*)::int as lines
            from sale_line l left join sale_ticket t on t.id = l.ticket_id where l.channel = 0 group by 1, 2, 3, 4`,
      sql`select merchant_id, biz_date, branch_id, hour, sales, cost, qty, member_sales, lines from boss_branch_hour`,
    );
  const hours = async () =>
    (await sql<{ hour: number; sales: string; member_sales: string }>`select hour::int, sales::text, member_sales::text from boss_branch_hour
      where merchant_id = 1 and biz_date = ${day}::date and branch_id = ${branchId} order by hour`.execute(w.ctx.db)).rows.map((r) => [r.hour, r.sales, r.member_sales]);

  it('equals the straight grouping of the seeded retail lines by the hour of their tickets', async () => {
    expect(await drift()).toEqual([]);
    expect((await sql<{ n: number }>`select count(distinct hour)::int as n from boss_branch_hour`.execute(w.ctx.db)).rows[0].n).toBeGreaterThan(1);
  });

  it('follows lines inserted, updated and deleted; a line without a ticket counts at hour 0; emptied rows go', async () => {
    const x = (await sql<{ item_id: number; supplier_id: number; member_id: number }>`
      select l.item_id::int, l.supplier_id::int, (select min(id)::int from member where merchant_id = 1) as member_id
        from sale_line l where l.merchant_id = 1 and l.channel = 0 limit 1`.execute(w.ctx.db)).rows[0];
    const ticket = (await sql<{ id: number }>`insert into sale_ticket (merchant_id, ticket_no, branch_id, biz_date, sale_time, member_id, amount, item_count, is_return)
      values (1, 'T-BRHOUR-1', ${branchId}, ${day}::date, ${day}::date + time '10:20', ${x.member_id}, 30, 1, false) returning id::int`.execute(w.ctx.db)).rows[0].id;
    const line = (ticketId: number | null, channel: number, sale: number) =>
      sql`(1, ${branchId}, ${day}::date, ${channel}, ${x.item_id}, ${x.supplier_id}, 0, 1, ${sale}, ${sale}, 0, 1, 1, 1, ${ticketId})`;
    await sql`insert into sale_line (merchant_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty, sale_price, sale_amount, discount_amount, cost_price, cost_amount, supplier_amount, ticket_id)
      values ${sql.join([line(ticket, 0, 30), line(null, 0, 20), line(null, 1, 99)])}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect(await hours()).toEqual([[0, '20.00', '0.00'], [10, '30.00', '30.00']]);

    await sql`update sale_line set sale_amount = 45 where biz_date = ${day}::date and ticket_id = ${ticket}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect(await hours()).toEqual([[0, '20.00', '0.00'], [10, '45.00', '45.00']]);

    await sql`delete from sale_line where biz_date = ${day}::date and branch_id = ${branchId} and ticket_id is null`.execute(w.ctx.db);
    expect(await hours()).toEqual([[10, '45.00', '45.00']]);
    await sql`delete from sale_line where biz_date = ${day}::date and branch_id = ${branchId}`.execute(w.ctx.db);
    await sql`delete from sale_ticket where id = ${ticket}`.execute(w.ctx.db);
    expect(await drift()).toEqual([]);
    expect(await hours()).toEqual([]);
  });

  it('is rebuilt whole by boss_sale_day_rebuild()', rebuildsNewestDay('boss_branch_hour', drift));
});
