import { sql } from 'kysely';
import { benchDockSchedule } from './dockSchedule';
import { atMost, info, type Figure, type Section } from './lib/figures';
import { runAlone } from './lib/runAlone';
import { loggedInApp, QUIET_SERIES, spread, timeCalls } from './lib/injectBench';

// A branch's free dock slots of the next 14 days (issue: p95 ≤ 50 ms at --scale large): POST /scm/delivery/slot/free
// N times in a row through the product's app (inject: guard, scope, schemas, the slot grid over dock_capacity and
// dock_slot, serialisation; no socket), after warm-up calls, as supplier 13800000001, for the branch with the most
// booked slots and for the DC.

const N = 30;
const WARM = 3;
const LIMIT_MS = 50;

export async function benchDockSlots(databaseUrl: string, scale: string, log: (m: string) => void): Promise<Section> {
  const { db, app, token, close } = await loggedInApp(databaseUrl, { account: '13800000001', password: 'Scm@2026demo' }, '10.255.0.5');
  const figures: Figure[] = [];
  const details = ['| branch | booked slots | p50 ms | p95 ms | max ms |', '|---|---|---|---|---|'];
  try {
    const size = await sql<{ slots: string; asns: string }>`select (select count(*) from dock_slot)::text as slots, (select count(*) from asn)::text as asns`.execute(db);
    figures.push(info('dock slots in the database', Number(size.rows[0]!.slots), '', `${size.rows[0]!.asns} shipping notices`));
    const busiest = await sql<{ branchId: number; n: number }>`
      select branch_id::int as "branchId", count(*)::int as n from dock_slot where branch_id <> 2 group by branch_id order by n desc limit 1`.execute(db);
    const branches = [{ name: 'busiest store', ...(busiest.rows[0] ?? { branchId: 3, n: 0 }) }, { name: 'DC', branchId: 2, n: 0 }];
    for (const b of branches) {
      const times = await timeCalls(N, WARM, '/scm/delivery/slot/free', () =>
        app.inject({ method: 'POST', url: '/mobile/api/scm/delivery/slot/free', headers: { token }, payload: { branchId: b.branchId, days: 14, cases: 10, pallets: 1 } }),
      );
      const { p50, p95, max } = spread(times);
      figures.push(atMost(`free slots, next 14 days, ${b.name}`, p95, LIMIT_MS, 'ms', `p95 of ${N} calls`));
      details.push(`| ${b.name} (${b.branchId}) | ${b.n} | ${p50} | ${p95} | ${max} |`);
      log(`dock slots ${b.name}: p95 ${p95} ms`);
    }
  } finally {
    await close();
  }
  return {
    title: `API: free dock slots of a branch, next 14 days (scale ${scale})`,
    method: `POST /scm/delivery/slot/free for 14 days ${N} times in a row after ${WARM} warm-up calls, through \`app.inject\` as supplier 13800000001, for the store with the most written slots and for the DC: guard, scope, schemas, the slot grid (generate_series over the dock's hours joined with dock_slot), serialisation; no socket. ${QUIET_SERIES}`,
    figures,
    details,
  };
}

// `npx tsx bench/dockSlots.ts [scale]`: both dock sections alone (free slots, then the schedule and a booking).
await runAlone(import.meta.url, 'dock', [benchDockSlots, benchDockSchedule]);
