import { sql } from 'kysely';
import { atMost, info, type Figure, type Section } from './lib/figures';
import { loggedInApp, QUIET_SERIES, spread, timeCalls } from './lib/injectBench';

// The boss home dashboard's calls for the whole chain (issue: p95 ≤ 200 ms for the chain's month at --scale large):
// each call N times in a row through the product's app (inject: guard, scope, schemas, queries over the
// trigger-kept rollups boss_sale_day, boss_ticket_hour and boss_pay_day, serialisation; no socket), after warm-up
// calls, as `boss`, for today, this week and this month.

const N = 30;
const WARM = 3;
const LIMIT_MS = 200;

const CALLS: { name: string; url: string; query: Record<string, string> }[] = [
  { name: 'summary', url: '/administer/home/summary', query: {} },
  { name: 'branch ranking', url: '/administer/home/branch-rank', query: {} },
  { name: 'time statistics by hour', url: '/administer/home/time-stat', query: { by: 'hour' } },
  { name: 'time statistics by day', url: '/administer/home/time-stat', query: { by: 'day' } },
  { name: 'payment ways', url: '/administer/home/payway-stat', query: {} },
  { name: 'categories', url: '/administer/home/item-cls-stat', query: {} },
];

export async function benchBossDashboard(databaseUrl: string, scale: string, log: (m: string) => void): Promise<Section> {
  const { db, app, token, close } = await loggedInApp(databaseUrl, { account: 'boss', password: 'Boss@2026demo' }, '10.255.0.4');
  const figures: Figure[] = [];
  const details = ['| call | period | p50 ms | p95 ms | max ms |', '|---|---|---|---|---|'];
  try {
    const size = await sql<{ lines: string; tickets: string; payments: string; rollup: string; hours: string; ways: string }>`
      select (select count(*) from sale_line)::text as lines, (select count(*) from sale_ticket)::text as tickets,
             (select count(*) from sale_payment)::text as payments, (select count(*) from boss_sale_day)::text as rollup,
             (select count(*) from boss_ticket_hour)::text as hours, (select count(*) from boss_pay_day)::text as ways`.execute(db);
    const { lines, tickets, payments, rollup, hours, ways } = size.rows[0]!;
    const rollups = `${rollup} rows of boss_sale_day, ${hours} of boss_ticket_hour, ${ways} of boss_pay_day`;
    figures.push(info('sale lines in the database', Number(lines), '', `${tickets} tickets, ${payments} payments; ${rollups}`));
    log(`boss dashboard: ${lines} sale lines, ${tickets} tickets, ${payments} payments; ${rollups}`);
    for (const period of ['today', 'week', 'month']) {
      for (const c of CALLS) {
        const times = await timeCalls(N, WARM, c.url, () =>
          app.inject({ method: 'GET', url: `/mobile/api${c.url}`, headers: { token }, query: { ...c.query, period } }),
        );
        const { p50, p95, max } = spread(times);
        // The target is the whole chain's month; today and the week are shown against the same bound.
        figures.push(atMost(`${c.name}, ${period}`, p95, LIMIT_MS, 'ms', `p95 of ${N} calls`));
        details.push(`| ${c.name} | ${period} | ${p50} | ${p95} | ${max} |`);
        log(`boss ${c.name}, ${period}: p95 ${p95} ms`);
      }
    }
  } finally {
    await close();
  }
  return {
    title: `API: boss home dashboard, the whole chain (scale ${scale})`,
    method: `Each dashboard call (summary, branch ranking, time statistics by hour and by day, payment ways, categories) ${N} times in a row after ${WARM} warm-up calls, through \`app.inject\` as boss, for today, this week and this month: guard, merchant scope, schemas, the queries over the rollups boss_sale_day, boss_ticket_hour and boss_pay_day, serialisation; no socket. ${QUIET_SERIES}`,
    figures,
    details,
  };
}
