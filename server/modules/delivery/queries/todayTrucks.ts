import { sql, type RawBuilder } from 'kysely';
import { inBossScope, oneBranch, type BossScope } from '../../../lib/bossScope';
import { businessToday, dayEnd, dayStart } from '../../../lib/businessDay';
import { arrival, asnStatus } from '../statuses';

// Which of today's trucks each figure of the boss home's 今日到货 tile counts. The tile's counts and the list its
// figures open read these same conditions, so a figure and the rows it opens cannot disagree.

/** Each figure as a condition on the notice `a`; `all` is every truck booked for today. */
const conditions = {
  all: sql<boolean>`true`,
  expected: sql<boolean>`a.status = ${asnStatus.booked}`,
  toReceive: sql<boolean>`a.status = ${asnStatus.arrived}`,
  arrived: sql<boolean>`a.arrival in (${arrival.onTime}, ${arrival.early})`,
  late: sql<boolean>`a.arrival = ${arrival.late}`,
  noShow: sql<boolean>`a.arrival = ${arrival.noShow}`,
} as const;

export type TodayFigure = keyof typeof conditions;
export const todayFigures = Object.keys(conditions) as TodayFigure[];

export const todayCondition = (figure: TodayFigure): RawBuilder<boolean> => conditions[figure];

/**
 * The notices `a` with a slot on today's business day at the caller's docks (every branch of its scope, or `branchId`):
 * booked, arrived, received or no-show (a cancelled or refused notice holds no slot, a cancelled one is left out).
 */
export function todaysTrucks(scope: BossScope, branchId?: number): RawBuilder<boolean> {
  const today = businessToday();
  return sql<boolean>`${inBossScope('a', scope)} ${oneBranch('a', branchId)} and a.status <> ${asnStatus.cancelled}
    and a.slot_start >= ${dayStart(today)} and a.slot_start < ${dayEnd(today)}`;
}

/** `count(*) filter (where …) as "<figure>"` for every figure, to select from `asn a` under `todaysTrucks`. */
export const todayCounts = (): RawBuilder<unknown> =>
  sql.join(todayFigures.map((f) => sql`count(*) filter (where ${conditions[f]})::int as ${sql.ref(f)}`));
