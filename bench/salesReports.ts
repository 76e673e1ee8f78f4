import { sql } from 'kysely';
import { businessToday } from '../server/lib/businessDay';
import { atMost, info, type Figure, type Section } from './lib/figures';
import { loggedInApp, QUIET_SERIES, spread, timeCalls } from './lib/injectBench';
import { benchAccount } from './lib/session';
import { percentile, round } from './lib/stats';

// Sales reports, one supplier's month and one supplier's year (the p95 ≤ 150 ms and ≤ 600 ms): each
// endpoint called N times in a row through the product's app (inject: guard, schemas, the read-only report
// transaction, serialisation; no socket), after warm-up calls, as S001. Then the purchase-order list is called
// while a year report runs without pause beside it (p99 ≤ 100 ms).

const N = 30;
const WARM = 3;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  input?: Record<string, unknown>;
}

const CALLS: Call[] = [
  { name: 'sales analysis by branch', method: 'GET', url: '/scm/sales-analysis/query', input: { groupBy: 'branch' } },
  { name: 'sales analysis by item', method: 'GET', url: '/scm/sales-analysis/query', input: { groupBy: 'item' } },
  { name: 'sales analysis summary', method: 'GET', url: '/scm/sales-analysis/summary' },
  { name: 'sales analysis chart', method: 'GET', url: '/scm/sales-analysis/chart' },
  { name: 'retail by item', method: 'POST', url: '/scm/report/retail-analyse/query', input: { groupBy: 'item' } },
  { name: 'retail by category', method: 'POST', url: '/scm/report/retail-analyse/query', input: { groupBy: 'category' } },
  { name: 'retail summary', method: 'POST', url: '/scm/report/retail-analyse/summary' },
  { name: 'wholesale by order', method: 'POST', url: '/scm/report/wholesale-profit-analyse/query', input: { groupBy: 'order' } },
  { name: 'joint-venture flow by batch', method: 'POST', url: '/scm/report/union-batch-flow/query' },
  { name: 'joint-venture summary', method: 'POST', url: '/scm/report/union-batch-flow/summary' },
  { name: 'joint-venture items', method: 'POST', url: '/scm/union-item/detail/list' },
  { name: 'consignment flow by batch', method: 'POST', url: '/scm/report/cost-sale-proxy-batch-flow/list' },
  { name: 'consignment items', method: 'POST', url: '/scm/cost-sale-proxy-item/detail/list' },
  { name: 'scorecard', method: 'GET', url: '/scm/scorecard/query' },
];

const day = (d: Date) => d.toISOString().slice(0, 10);

export async function benchSalesReports(databaseUrl: string, scale: string, log: (m: string) => void): Promise<Section> {
  const { db, app, token, close } = await loggedInApp(databaseUrl, benchAccount, '10.255.0.3');
  const figures: Figure[] = [];
  const details = ['| endpoint | period | p50 ms | p95 ms | max ms |', '|---|---|---|---|---|'];
  // The chain's business day (Beijing): after 16:00 UTC the UTC date would end the period a day early.
  const today = new Date(`${businessToday()}T00:00:00Z`);
  const periods = [
    { name: 'month', from: day(new Date(today.getTime() - 29 * 86_400_000)), limit: 150 },
    { name: 'year', from: day(new Date(today.getTime() - 364 * 86_400_000)), limit: 600 },
  ];
  try {
    const call = (c: Call, from: string) => {
      const input = { ...c.input, dateFrom: from, dateTo: day(today) };
      return c.method === 'GET'
        ? app.inject({ method: 'GET', url: `/mobile/api${c.url}`, headers: { token }, query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) })
        : app.inject({ method: 'POST', url: `/mobile/api${c.url}`, headers: { token }, payload: input });
    };
    const size = await sql<{ lines: string; mine: string; rollup: string; branch_rollup: string }>`
      select (select count(*) from sale_line)::text as lines,
             (select count(*) from sale_line l join supplier s on s.id = l.supplier_id where s.code = 'S001')::text as mine,
             (select count(*) from sale_day d join supplier s on s.id = d.supplier_id where s.code = 'S001')::text as rollup,
             (select count(*) from sale_branch_day d join supplier s on s.id = d.supplier_id where s.code = 'S001')::text as branch_rollup`.execute(db);
    const { lines, mine, rollup, branch_rollup } = size.rows[0]!;
    figures.push(info('sale lines in the database', Number(lines), '', `S001: ${mine} lines, ${rollup} rows of sale_day, ${branch_rollup} of sale_branch_day`));
    log(`sales reports: ${lines} sale lines, S001 ${mine} (${rollup} rollup rows)`);

    for (const p of periods) {
      for (const c of CALLS) {
        const { p50, p95, max } = spread(await timeCalls(N, WARM, c.url, () => call(c, p.from)));
        figures.push(atMost(`${c.name}, one ${p.name}`, p95, p.limit, 'ms', `p95 of ${N} calls`));
        details.push(`| ${c.name} | ${p.name} | ${p50} | ${p95} | ${max} |`);
        log(`${c.name}, ${p.name}: p95 ${p95} ms`);
      }
    }

    // The purchase-order list while a year report runs without pause next to it.
    let running = true;
    let reports = 0;
    const heavy = CALLS.find((c) => c.name === 'sales analysis by item')!;
    const background = (async () => {
      while (running) {
        await call(heavy, periods[1]!.from);
        reports++;
      }
    })();
    const times = await timeCalls(100, 20, 'order list', () =>
      app.inject({ method: 'POST', url: '/mobile/api/scm/purchase/purchase-order/list', headers: { token }, payload: { pageNum: 1, pageSize: 20 } }),
    );
    running = false;
    await background;
    const p99 = round(percentile(times, 99), 1);
    figures.push(atMost('purchase-order list beside a running year report', p99, 100, 'ms', `p99 of 100 calls; ${reports} year reports ran meanwhile`));
    log(`order list beside a report: p99 ${p99} ms (${reports} reports)`);
  } finally {
    await close();
  }
  return {
    title: `API: sales reports, one supplier's month and year (scale ${scale})`,
    method: `Each report endpoint called ${N} times in a row (after ${WARM} warm-up calls) through \`app.inject\` as ${benchAccount.account} (S001), for the last 30 days and the last 365 days: guard, schemas, the read-only report transaction over the daily rollups (sale_branch_day without the item for day, month, branch and batch groupings and totals; sale_day for items and categories), serialisation; no socket. Then 120 purchase-order list calls (first 20 dropped) while a year's sales analysis by item runs back to back beside them. ${QUIET_SERIES}`,
    figures,
    details,
  };
}
