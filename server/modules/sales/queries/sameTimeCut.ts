import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { afterMinute, businessToday, reachedMinute } from '../../../lib/businessDay';
import type { SupplierScope } from '../../../lib/scope';
import type { Comparison } from '../period';
import type { SalesFilter } from '../schemas';
import { saleDayWhere, type Narrowing } from './saleFilters';

/*
 * A period that ends today holds today only so far: against the whole of the period before's last day, 7 Dec at
 * 17:00 read as a fall of 60 % that the day's evening would make up. So the period before's last day counts only up
 * to the time of day this period has reached, as the boss home does (administer/queries/home.ts): the minute of the
 * chain's latest POS ticket today (the data has arrived up to there; the time now before the first ticket).
 * A link to that previous period (the figure's "last day to 15:07") asks for the same cut on its own last day
 * (`dateToUntil`), so the report it opens totals the figure that was tapped; its own period before is then cut at the
 * same time of day. A cut counts whole minutes, up to and including HH:MM:59, so the time the page shows is the cut.
 * Only POS lines carry a time of sale (their ticket's); a wholesale order is booked for a day and counts whole on
 * both sides.
 */

export interface SameTimeCut {
  /** the day counted only up to `at` */
  day: string;
  /** HH:MM on the chain's clock: the last minute counted */
  at: string;
}

/** The cuts of a report: its own last day's (a link's `dateToUntil`) and its period before's, when they apply. */
export interface SaleCuts {
  own: SameTimeCut | null;
  prev: SameTimeCut | null;
}

/**
 * The cuts of a filter: `dateToUntil` cuts its last day and, when comparing, the period before's at the same time;
 * a period that ends today cuts the period before's last day at its latest ticket (a branch filter: that branch's).
 */
export async function sameTimeCuts(db: Kysely<Database>, scope: SupplierScope, f: SalesFilter, cmp: Comparison | null, today = businessToday()): Promise<SaleCuts> {
  if (f.dateToUntil) return { own: { day: f.dateTo, at: f.dateToUntil }, prev: cmp ? { day: cmp.prevTo, at: f.dateToUntil } : null };
  if (!cmp || f.dateTo !== today) return { own: null, prev: null };
  const { rows } = await sql<{ at: string }>`
    select ${reachedMinute(sql`t.merchant_id = ${scope.merchantId} and t.biz_date = ${today}::date ${f.branchId ? sql`and t.branch_id = ${f.branchId}` : sql``}`)} as at`.execute(db);
  return { own: null, prev: { day: cmp.prevTo, at: rows[0]!.at } };
}

/**
 * What a report sums, as alias d with its conditions (`from` it, then group): its rollup, and for each cut the POS
 * lines of its day sold after its minute, negated.
 */
export function salesSource(rollup: 'sale_day' | 'sale_branch_day', scope: SupplierScope, f: SalesFilter, n: Narrowing, from: string, cuts: SaleCuts | null): RawBuilder<unknown> {
  const days = [cuts?.own, cuts?.prev].filter((c): c is SameTimeCut => Boolean(c));
  if (days.length === 0) return sql`${sql.raw(rollup)} d where ${saleDayWhere(scope, f, n, from)}`;
  const item = rollup === 'sale_day' ? sql`d.item_id, ` : sql``;
  const afterCut = sql.join(
    days.map((c) => sql`(d.biz_date = ${c.day}::date and t.sale_time >= ${afterMinute(c.day, c.at)})`),
    sql` or `,
  );
  return sql`(
    select d.biz_date, d.branch_id, ${item}d.sell_way, d.qty, d.sale_amount, d.discount_amount, d.cost_amount, d.supplier_amount, d.line_count
      from ${sql.raw(rollup)} d where ${saleDayWhere(scope, f, n, from)}
    union all
    select d.biz_date, d.branch_id, ${item}d.sell_way, -d.qty, -d.sale_amount, -d.discount_amount, -d.cost_amount, -d.supplier_amount, -1
      from sale_line d
      join sale_ticket t on t.id = d.ticket_id and t.merchant_id = d.merchant_id
     where ${saleDayWhere(scope, f, n, from)} and d.biz_date in (${sql.join(days.map((c) => sql`${c.day}::date`))}) and d.channel = 0
       and (${afterCut})
  ) d`;
}
