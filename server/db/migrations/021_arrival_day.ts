import { sql, type Kysely } from 'kysely';
import { businessTimeZone } from '../../lib/businessDay';
import { bossSaleDayRebuild } from './020_boss_item_day';

/*
 * arrival_day: the chain's order lines that count for the arrival rate (orders confirmed, partly received, completed
 * or expired: status 3, 5, 6, 8) summed per merchant, expected date, supplier and receiving branch, with the quantity
 * received on time. The boss's arrival report over every supplier measured each line of its period with a subquery
 * over the line's receipts (a year of the chain at scale large: 9.8 s); it now sums these rows.
 *
 * The on-time quantity of a line depends on its receipts (audited or not, dated when, against which shipping notice),
 * the notice's arrival and the promised and expected dates, so it cannot be added up statement by statement as the
 * sales rollups are. Instead every statement that may change a figure names the keys it touches, and those keys are
 * summed again from the raw tables (a key is one supplier's orders to one branch on one day: a few lines). The
 * triggers: purchase_order (status, dates, supplier, branch), purchase_order_line (quantities, price, promised date),
 * purchase_in_line (its order line, quantity), purchase_in (audit, receipt time, notice) and asn (arrival).
 *
 * Two transactions touching one key take it in turn (a transaction-scoped advisory lock per key, taken in key order):
 * the second sums the key again only once the first has committed, so it never writes back figures from before the
 * first's change. The on-time rule is server/lib/onTime.ts's, written here in SQL as of this migration (the business
 * time zone is the one the server runs in when it migrates); tests/server/administer.arrivalDay.test.ts holds the two
 * equal after inserts, updates and deletes on every one of those tables. The seed loads with triggers off, so
 * boss_sale_day_rebuild(), which it calls after the boss side's data, rebuilds this table too.
 */

const KEY = ['merchant_id', 'expected_date', 'supplier_id', 'receive_branch_id'];
const KEY_LIST = KEY.join(', ');
const KEY_TYPES = 'bigint, date, bigint, bigint';

/** A line's received quantity that came on time (server/lib/onTime.ts), over `l` and its order `po`. */
const onTime = `coalesce((
  select sum(il.qty)
    from purchase_in_line il
    join purchase_in pi on pi.id = il.in_id
    left join asn a on a.id = pi.asn_id
   where il.order_line_id = l.id and pi.status = 1
     and case when a.id is not null then a.arrival = 1
              else (pi.in_time at time zone '${businessTimeZone.replace(/'/g, "''")}')::date <= coalesce(l.promised_date, po.promised_date, po.expected_date) end), 0)`;

/** The figures of the counted lines of `po` joined as `l`, per key. */
const sums = `count(*), count(*) filter (where l.received_qty >= l.order_qty), sum(l.order_qty), sum(least(l.received_qty, l.order_qty)),
      sum(l.order_qty * l.price), sum(least(l.received_qty, l.order_qty) * l.price), sum(least(l.order_qty, ${onTime}))`;
const SUM_COLUMNS = 'lines, filled_lines, order_qty, arrived_qty, order_amount, arrived_amount, on_time_qty';
const COUNTED = 'po.status in (3, 5, 6, 8)';

const refresh = `create function arrival_day_refresh(km bigint[], kd date[], ks bigint[], kb bigint[]) returns void language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(h) from (
        select distinct hashtextextended(concat_ws(':', 'arrival_day', k.mid, k.day, k.sid, k.bid), 0) as h
          from unnest(km, kd, ks, kb) k(mid, day, sid, bid) order by 1) x;
      delete from arrival_day a using unnest(km, kd, ks, kb) k(mid, day, sid, bid)
       where (a.merchant_id, a.expected_date, a.supplier_id, a.receive_branch_id) = (k.mid, k.day, k.sid, k.bid);
      insert into arrival_day (${KEY_LIST}, ${SUM_COLUMNS})
      select po.merchant_id, po.expected_date, po.supplier_id, po.receive_branch_id, ${sums}
        from (select distinct * from unnest(km, kd, ks, kb)) k(mid, day, sid, bid)
        join purchase_order po on (po.merchant_id, po.expected_date, po.supplier_id, po.receive_branch_id) = (k.mid, k.day, k.sid, k.bid) and ${COUNTED}
        join purchase_order_line l on l.order_id = po.id
       group by po.merchant_id, po.expected_date, po.supplier_id, po.receive_branch_id;
    end $$`;

/**
 * A statement trigger function that sums again the keys `keys(rows)` selects, for the transition tables the operation
 * has. `changed` picks the updated rows that matter (over `o` old and `n` new, joined by id); an update that changes
 * none of them touches nothing.
 */
function applyFunction(name: string, ops: ('INSERT' | 'UPDATE' | 'DELETE')[], keys: (rows: string) => string, changed: string): string {
  const call = (rows: string) => `
        select array_agg(k.merchant_id), array_agg(k.expected_date), array_agg(k.supplier_id), array_agg(k.receive_branch_id) into km, kd, ks, kb
          from (select distinct * from (${keys(rows)}) k0) k;
        if km is not null then perform arrival_day_refresh(km, kd, ks, kb); end if;`;
  // Both sides of an update in one call: the keys a row leaves and the keys it enters are locked in one order.
  const updated = ['o', 'n'].map((side) => `select ${side}.* from old_rows o join new_rows n on n.id = o.id where ${changed}`).join(' union all ');
  // PL/pgSQL plans each statement when it first runs, so a branch naming old_rows never runs on an INSERT.
  return `create function ${name}() returns trigger language plpgsql as $$
    declare km bigint[]; kd date[]; ks bigint[]; kb bigint[];
    begin
      ${ops.includes('INSERT') ? `if TG_OP = 'INSERT' then ${call('new_rows')} end if;` : ''}
      ${ops.includes('DELETE') ? `if TG_OP = 'DELETE' then ${call('old_rows')} end if;` : ''}
      if TG_OP = 'UPDATE' then ${call(`(${updated})`)} end if;
      return null;
    end $$`;
}

const distinctFrom = (cols: string[]) => `(${cols.map((c) => `o.${c}`).join(', ')}) is distinct from (${cols.map((c) => `n.${c}`).join(', ')})`;

// An order's keys are read from the changed rows themselves (before and after); the other tables' from the orders
// their rows belong to now.
const ofOrders = (orders: string) => `select po.merchant_id, po.expected_date, po.supplier_id, po.receive_branch_id from purchase_order po where po.id in (${orders})`;
const ofLines = (lines: string) => ofOrders(`select ol.order_id from purchase_order_line ol where ol.id in (${lines})`);
const ofReceipts = (receipts: string) => ofLines(`select il.order_line_id from purchase_in_line il where il.in_id in (${receipts}) and il.order_line_id is not null`);

/** Table, the trigger function's name, the operations it follows besides UPDATE, the keys a change touches, what counts as a change. */
const WATCHED: [string, string, ('INSERT' | 'DELETE')[], (rows: string) => string, string][] = [
  ['purchase_order', 'arrival_day_po', ['DELETE'], (r) => `select x.merchant_id, x.expected_date, x.supplier_id, x.receive_branch_id from ${r} x`,
    distinctFrom(['status', 'expected_date', 'promised_date', 'supplier_id', 'receive_branch_id', 'merchant_id'])],
  ['purchase_order_line', 'arrival_day_pol', ['INSERT', 'DELETE'], (r) => ofOrders(`select x.order_id from ${r} x`), distinctFrom(['order_id', 'order_qty', 'received_qty', 'price', 'promised_date'])],
  ['purchase_in_line', 'arrival_day_pil', ['INSERT', 'DELETE'], (r) => ofLines(`select x.order_line_id from ${r} x where x.order_line_id is not null`), distinctFrom(['in_id', 'order_line_id', 'qty'])],
  ['purchase_in', 'arrival_day_pi', [], (r) => ofReceipts(`select x.id from ${r} x`), distinctFrom(['status', 'in_time', 'asn_id'])],
  ['asn', 'arrival_day_asn', [], (r) => ofReceipts(`select pi.id from purchase_in pi where pi.asn_id in (select x.id from ${r} x)`), distinctFrom(['arrival'])],
];

const TRANSITION = {
  INSERT: 'referencing new table as new_rows',
  UPDATE: 'referencing old table as old_rows new table as new_rows',
  DELETE: 'referencing old table as old_rows',
} as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`create table arrival_day (
    merchant_id bigint not null,
    expected_date date not null,
    supplier_id bigint not null,
    receive_branch_id bigint not null,
    lines int not null,
    filled_lines int not null,
    order_qty numeric not null,
    arrived_qty numeric not null,
    order_amount numeric not null,
    arrived_amount numeric not null,
    on_time_qty numeric not null,
    primary key (${KEY_LIST})
  )`).execute(db);
  await sql.raw(`comment on table arrival_day is 'counted purchase order lines per expected date, supplier and receiving branch with their on-time quantity, for the boss arrival report; summed again by triggers for every key a change touches (migration 021)'`).execute(db);
  await sql.raw(`create function arrival_day_rebuild() returns void language sql as $$
    truncate arrival_day;
    insert into arrival_day (${KEY_LIST}, ${SUM_COLUMNS})
    select po.merchant_id, po.expected_date, po.supplier_id, po.receive_branch_id, ${sums}
      from purchase_order po join purchase_order_line l on l.order_id = po.id
     where ${COUNTED}
     group by po.merchant_id, po.expected_date, po.supplier_id, po.receive_branch_id
     order by po.merchant_id, po.expected_date, po.supplier_id, po.receive_branch_id;
  $$`).execute(db);
  await sql`select arrival_day_rebuild()`.execute(db);
  await sql`analyze arrival_day`.execute(db);
  await sql.raw(refresh).execute(db);
  for (const [table, fn, ops, keys, changed] of WATCHED) {
    await sql.raw(applyFunction(fn, [...ops, 'UPDATE'], keys, changed)).execute(db);
    for (const op of [...ops, 'UPDATE' as const]) {
      await sql.raw(`create trigger ${fn}_on_${op.toLowerCase()} after ${op.toLowerCase()} on ${table}
    ${TRANSITION[op]} for each statement execute function ${fn}()`).execute(db);
    }
  }
  await sql.raw(bossSaleDayRebuild(true, `\n    select arrival_day_rebuild();`)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(bossSaleDayRebuild(true)).execute(db);
  for (const [table, fn] of WATCHED) {
    for (const op of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists ${fn}_on_${op} on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  }
  await sql.raw(`drop function if exists arrival_day_refresh(${KEY_TYPES.replace(/(\w+)/g, '$1[]')})`).execute(db);
  await sql`drop function if exists arrival_day_rebuild()`.execute(db);
  await sql`drop table if exists arrival_day`.execute(db);
}
