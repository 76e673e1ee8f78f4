import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { inBossScope, type BossScope } from '../../../lib/bossScope';
import { businessToday, dayEnd, dayStart } from '../../../lib/businessDay';
import { arrival, asnStatus } from '../statuses';

// The chain's trucks of today at its docks, for the boss home (the supplier's delivery to-dos are the home
// module's: server/modules/home/queries/deliveryAttention.ts).

/** Today's trucks at the chain's docks (the caller's branches): still to come, arrived, late, no-shows, to receive. */
export async function dockToday(db: Kysely<Database>, scope: BossScope) {
  const today = businessToday();
  const { rows } = await sql<{ expected: number; arrived: number; late: number; noShow: number; toReceive: number }>`
    select count(*) filter (where a.status = ${asnStatus.booked})::int as expected,
           count(*) filter (where a.arrival in (${arrival.onTime}, ${arrival.early}))::int as arrived,
           count(*) filter (where a.arrival = ${arrival.late})::int as late,
           count(*) filter (where a.arrival = ${arrival.noShow})::int as "noShow",
           count(*) filter (where a.status = ${asnStatus.arrived})::int as "toReceive"
      from asn a
     where ${inBossScope('a', scope)} and a.status <> ${asnStatus.cancelled}
       and a.slot_start >= ${dayStart(today)} and a.slot_start < ${dayEnd(today)}`.execute(db);
  return rows[0]!;
}
