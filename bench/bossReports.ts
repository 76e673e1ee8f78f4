import { atMost, type Figure, type Section } from './lib/figures';
import { refreshSaleWindow } from '../server/lib/daysOfSupply';
import { runAlone } from './lib/runAlone';
import { loggedInApp, QUIET_SERIES, spread, timeCalls } from './lib/injectBench';

// The boss side's reports over the whole chain (issue: one month p95 ≤ 150 ms, one year ≤ 600 ms, no period ≤ 300 ms
// at --scale large): each call N times in a row through the product's app (inject: guard, scope, schemas, the
// report's queries in asReport, serialisation; no socket), after warm-up calls, as `boss`.

// BENCH_BOSS_CALLS=n for fewer calls, to take a before-figure of a report that runs for seconds.
const N = Number(process.env.BENCH_BOSS_CALLS ?? 12);
const WARM = Math.min(2, N);
const MONTH_MS = 150;
const YEAR_MS = 600;
const NO_PERIOD_MS = 300;

const day = (back: number) => new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
export const periods = { month: { dateFrom: day(29), dateTo: day(0) }, year: { dateFrom: day(365), dateTo: day(0) } };
export const page = { pageNum: 1, pageSize: 20 };

export const WITH_PERIOD: { name: string; url: string; body: Record<string, unknown> }[] = [
  { name: 'arrival rate, every supplier', url: '/administer/report/arrival-rate/query', body: { groupBy: 'supplier' } },
  { name: 'negative profit', url: '/administer/report/negative-profit/query', body: {} },
  { name: 'supplier report', url: '/administer/report/supplier/query', body: {} },
  { name: 'retail by branch', url: '/administer/report/retail/query', body: { groupBy: 'branch' } },
  { name: 'retail by supplier', url: '/administer/report/retail/query', body: { groupBy: 'supplier' } },
  { name: 'member analysis', url: '/administer/report/member/query', body: {} },
  { name: 'recharge analysis', url: '/administer/report/recharge/query', body: { groupBy: 'branch' } },
  { name: 'card analysis', url: '/administer/report/card/query', body: {} },
];

export const WITHOUT_PERIOD: { name: string; url: string; body: Record<string, unknown> }[] = [
  { name: 'chain stock query', url: '/administer/report/stock/query', body: {} },
  { name: 'chain stock summary', url: '/administer/report/stock/summary', body: {} },
  { name: 'stock warning (shortage)', url: '/administer/report/stock-warning/query', body: { type: 'shortage' } },
  { name: 'unsalable (30 days)', url: '/administer/report/unsalable/query', body: { days: 30 } },
  { name: 'negative stock', url: '/administer/report/negative-stock/query', body: {} },
];

export async function benchBossReports(databaseUrl: string, scale: string, log: (m: string) => void): Promise<Section> {
  const { app, token, close } = await loggedInApp(databaseUrl, { account: 'boss', password: 'Boss@2026demo' }, '10.255.0.5');
  // The day's sales window (item_sale_window) as the server's housekeeping leaves it once the day has turned; the app's
  // own first housekeeping run may still be under way.
  await refreshSaleWindow(app.db);
  const figures: Figure[] = [];
  const details = ['| call | period | p50 ms | p95 ms | max ms |', '|---|---|---|---|---|'];
  const measure = async (name: string, url: string, body: Record<string, unknown>, period: string, limit: number) => {
    const times = await timeCalls(N, WARM, url, () =>
      app.inject({ method: 'POST', url: `/mobile/api${url}`, headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify({ ...page, ...body }) }),
    );
    const { p50, p95, max } = spread(times);
    figures.push(atMost(`${name}${period === '—' ? '' : `, ${period}`}`, p95, limit, 'ms', `p95 of ${N} calls`));
    details.push(`| ${name} | ${period} | ${p50} | ${p95} | ${max} |`);
    log(`boss ${name}, ${period}: p50 ${p50} ms, p95 ${p95} ms`);
  };
  const only = process.env.BENCH_BOSS_ONLY?.split(',');
  const chosen = <T extends { name: string }>(calls: T[]) => (only ? calls.filter((c) => only.some((o) => c.name.startsWith(o))) : calls);
  try {
    for (const c of chosen(WITH_PERIOD)) {
      await measure(c.name, c.url, { ...c.body, ...periods.month }, 'one month', MONTH_MS);
      await measure(c.name, c.url, { ...c.body, ...periods.year }, 'one year', YEAR_MS);
    }
    for (const c of chosen(WITHOUT_PERIOD)) await measure(c.name, c.url, c.body, '—', NO_PERIOD_MS);
  } finally {
    await close();
  }
  return {
    title: `API: boss reports, the whole chain (scale ${scale})`,
    method: `Each boss report ${N} times in a row after ${WARM} warm-up calls, through \`app.inject\` as boss (every branch, every supplier): guard, merchant scope, schemas, the report's queries (read-only, one core, asReport), serialisation; no socket. Periods: the last 30 days and the last 366 days to today; stock reports have none. BENCH_BOSS_ONLY=name,… narrows the calls by name prefix. ${QUIET_SERIES}`,
    figures,
    details,
  };
}

// `npx tsx bench/bossReports.ts [scale]`: these figures alone (BENCH_BOSS_ONLY narrows them).
await runAlone(import.meta.url, 'bossReports', [benchBossReports]);
