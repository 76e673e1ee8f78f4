import { sql } from 'kysely';
import { atMost, type Figure, type Section } from './lib/figures';
import { movableBooking } from './dockBooking';
import { loggedInApp, QUIET_SERIES, spread, timeCalls } from './lib/injectBench';

// The chain's dock schedule and a supplier's booking, through the product's app (inject, no socket): the busiest
// store's schedule for today and for 7 days as the boss (POST /administer/dock/schedule), the chain's trucks today
// across its stores (POST /administer/dock/today/list, the home tile's list), and moving one booked notice
// of supplier 13800000001 (written for the bench: dockBooking.ts) between two slots with room (POST /scm/delivery/asn/book: the notice and both slots locked,
// the room taken by a conditional update), each N times in a row after warm-up calls.

const N = 30;
const WARM = 3;
const LIMIT_MS = 50;

const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + offset * 86_400_000));

export async function benchDockSchedule(databaseUrl: string, scale: string, log: (m: string) => void): Promise<Section> {
  const boss = await loggedInApp(databaseUrl, { account: 'boss', password: 'Boss@2026demo' }, '10.255.0.6');
  const supplier = await loggedInApp(databaseUrl, { account: '13800000001', password: 'Scm@2026demo' }, '10.255.0.7');
  const figures: Figure[] = [];
  const details = ['| call | p50 ms | p95 ms | max ms |', '|---|---|---|---|'];
  const row = (what: string, times: number[]) => {
    const { p50, p95, max } = spread(times);
    figures.push(atMost(what, p95, LIMIT_MS, 'ms', `p95 of ${N} calls`));
    details.push(`| ${what} | ${p50} | ${p95} | ${max} |`);
    log(`${what}: p95 ${p95} ms`);
  };
  try {
    const busiest = await sql<{ branchId: number }>`
      select branch_id::int as "branchId" from asn where slot_start is not null group by branch_id order by count(*) desc limit 1`.execute(boss.db);
    const branchId = busiest.rows[0]?.branchId ?? 3;
    for (const [what, dateTo] of [[`schedule of the busiest store (${branchId}), today`, day(0)], [`schedule of the busiest store (${branchId}), 7 days`, day(6)]] as const) {
      row(what, await timeCalls(N, WARM, '/administer/dock/schedule', () =>
        boss.app.inject({ method: 'POST', url: '/mobile/api/administer/dock/schedule', headers: { token: boss.token }, payload: { branchId, dateFrom: day(0), dateTo } })));
    }
    // The chain's deliveries today across every store (the home tile's list), all and the late ones.
    for (const state of ['all', 'late'] as const) {
      row(`deliveries today across the chain, ${state}`, await timeCalls(N, WARM, '/administer/dock/today/list', () =>
        boss.app.inject({ method: 'POST', url: '/mobile/api/administer/dock/today/list', headers: { token: boss.token }, payload: { pageNum: 1, pageSize: 20, state } })));
    }
    // A notice of the supplier's, written and booked for the bench through the API, moved between two slots with room.
    const notice = await movableBooking(supplier, 'S001');
    if (notice) {
      let version = notice.version;
      let i = 0;
      row('move a booking between two slots', await timeCalls(N, WARM, '/scm/delivery/asn/book', async () => {
        const res = await supplier.app.inject({
          method: 'POST', url: '/mobile/api/scm/delivery/asn/book', headers: { token: supplier.token }, payload: { id: notice.id, version, slotStart: notice.slots[i++ % 2] },
        });
        version = res.json().data?.version ?? version;
        return res;
      }));
      // Cancelled after: its room goes back to the slot, and the next run writes a notice of its own again.
      await supplier.app.inject({ method: 'POST', url: '/mobile/api/scm/delivery/asn/cancel', headers: { token: supplier.token }, payload: { id: notice.id, version } });
    } else details.push('| move a booking | S001 has nothing left to ship to a branch with three free slots | | |');
  } finally {
    await boss.close();
    await supplier.close();
  }
  return {
    title: `API: the dock schedule and a booking (scale ${scale})`,
    method: `POST /administer/dock/schedule (busiest store, today and 7 days) and POST /administer/dock/today/list (page 1 of the chain's trucks today, all and late) as the boss and POST /scm/delivery/asn/book (one notice of S001, written and booked through the API for the bench and cancelled after, moved between two slots with room) as supplier 13800000001, each ${N} times in a row after ${WARM} warm-up calls through \`app.inject\`: guard, scope, schemas, the queries, serialisation; no socket. ${QUIET_SERIES}`,
    figures,
    details,
  };
}
