import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { BossScope } from '../../../lib/bossScope';
import { todayCounts, todaysTrucks, type TodayFigure } from './todayTrucks';

// The chain's trucks of today at its docks, for the boss home (the supplier's delivery to-dos are the home
// module's: server/modules/home/queries/deliveryAttention.ts).

/** Today's trucks at the chain's docks (the caller's branches, or one): all, still to come, arrived, late, no-shows, to receive. */
export async function dockToday(db: Kysely<Database>, scope: BossScope, branchId?: number) {
  const { rows } = await sql<Record<TodayFigure, number>>`select ${todayCounts()} from asn a where ${todaysTrucks(scope, branchId)}`.execute(db);
  return rows[0]!;
}
