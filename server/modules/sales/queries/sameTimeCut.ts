import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { businessTimeZone, businessToday } from '../../../lib/businessDay';
import type { SupplierScope } from '../../../lib/scope';
import type { Comparison } from '../period';
import type { SalesFilter } from '../schemas';
import { saleDayWhere, type Narrowing } from './saleFilters';

/*
 * A period that ends today holds today only so far: against the whole of the period before's last day, 7 Dec at
 * 17:00 read as a fall of 60 % that the day's evening would make up. So the period before's last day counts only up
 * to the time of day this period has reached, as the boss home does (administer/queries/home.ts): the time of the
 * chain's latest POS ticket today (the data has arrived up to there; the time now before the first ticket).
 * Only POS lines carry a time of sale (their ticket's); a wholesale order is booked for a day and counts whole on
 * both sides.
 */

export interface SameTimeCut {
  /** the period before's last day, counted up to `at` */
  day: string;
  /** the time of day, HH:MM:SS on the chain's clock */
  at: string;
}

/** The cut, when comparing a period that ends today (a branch filter takes that branch's latest ticket); else null. */
export async function sameTimeCut(db: Kysely<Database>, scope: SupplierScope, f: SalesFilter, cmp: Comparison | null, today = businessToday()): Promise<SameTimeCut | null> {
  if (!cmp || f.dateTo !== today) return null;
  // Every connection runs on the chain's clock (db/connect.ts), so ::time reads a ticket's time of day there.
  const { rows } = await sql<{ at: string }>`
    select to_char(coalesce(max(t.sale_time)::time, localtime), 'HH24:MI:SS') as at
      from sale_ticket t
     where t.merchant_id = ${scope.merchantId} and t.biz_date = ${today}::date ${f.branchId ? sql`and t.branch_id = ${f.branchId}` : sql``}`.execute(db);
  return { day: cmp.prevTo, at: rows[0]!.at };
}

/**
 * What a report sums, as alias d with its conditions (`from` it, then group): its rollup, and with a cut the period
 * before's POS lines of its last day sold after the cut, negated.
 */
export function salesSource(rollup: 'sale_day' | 'sale_branch_day', scope: SupplierScope, f: SalesFilter, n: Narrowing, from: string, cut: SameTimeCut | null): RawBuilder<unknown> {
  if (!cut) return sql`${sql.raw(rollup)} d where ${saleDayWhere(scope, f, n, from)}`;
  const item = rollup === 'sale_day' ? sql`d.item_id, ` : sql``;
  return sql`(
    select d.biz_date, d.branch_id, ${item}d.sell_way, d.qty, d.sale_amount, d.discount_amount, d.cost_amount, d.supplier_amount, d.line_count
      from ${sql.raw(rollup)} d where ${saleDayWhere(scope, f, n, from)}
    union all
    select d.biz_date, d.branch_id, ${item}d.sell_way, -d.qty, -d.sale_amount, -d.discount_amount, -d.cost_amount, -d.supplier_amount, -1
      from sale_line d
      join sale_ticket t on t.id = d.ticket_id and t.merchant_id = d.merchant_id
     where ${saleDayWhere(scope, f, n, from)} and d.biz_date = ${cut.day}::date and d.channel = 0
       and t.sale_time > ((${cut.day}::date + ${cut.at}::time)::timestamp at time zone ${businessTimeZone})
  ) d`;
}
