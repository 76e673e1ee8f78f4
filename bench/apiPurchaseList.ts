/**
 * Purchase-order list under load (issue: purchase-order list at --scale large, ≥ 1M order lines):
 * autocannon, 20 connections for 10 s, once alone and once while a heavy report (purchase summary over a year)
 * runs beside it in a loop. Targets: p99 ≤ 50 ms alone, p99 ≤ 100 ms with the report.
 *
 *   npx tsx bench/apiPurchaseList.ts --scale large [--duration 10] [--connections 20] [--no-write]
 *
 * The large database is seeded once into data/bench/<scale> and reused by later runs. Figures are appended to
 * bench/results.md.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/types';
import { buildApp } from '../server/app';
import { openBenchDatabase, type BenchDatabase } from './apiBenchDb';
import { asReport } from '../server/lib/reportSession';

const run = promisify(execFile);

export interface LatencyFigures {
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

interface ReportLoad {
  runs: number;
  avgMs: number;
  maxMs: number;
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[i + 1] : fallback;
}

/** autocannon as a child process, so the load generator does not share the server's event loop. */
async function autocannon(url: string, token: string, body: unknown, connections: number, duration: number): Promise<LatencyFigures> {
  const bin = fileURLToPath(new URL('../node_modules/autocannon/autocannon.js', import.meta.url));
  const { stdout } = await run(process.execPath, [
    bin, '--json', '-c', String(connections), '-d', String(duration), '-m', 'POST',
    '-H', `token=${token}`, '-H', 'content-type=application/json', '-b', JSON.stringify(body), url,
  ], { maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(stdout);
  return {
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function post(base: string, url: string, token: string | null, body: unknown) {
  const res = await fetch(`${base}/mobile/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: any };
}

function stats(times: number[]): ReportLoad {
  return {
    runs: times.length,
    avgMs: Math.round(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)),
    maxMs: Math.round(Math.max(0, ...times)),
  };
}

/** A task in a loop until told to stop. */
function loop(task: () => Promise<void>) {
  let stop = false;
  const done = (async () => {
    while (!stop) await task();
  })();
  return {
    async finish(): Promise<void> {
      stop = true;
      await done;
    },
  };
}

/**
 * One supplier's year is small (a few hundred orders), so the database is also given the same purchase summary over
 * a year for the whole chain — every supplier's receipts and returns, grouped by item — the kind of report the
 * chain's own staff run, and the heaviest read these tables see. It runs under the same rules as every report
 * (asReport: one worker, time limit).
 */
function chainWideSummary(db: Kysely<Database>, from: string, to: string) {
  return asReport(db, (trx) => sql`
    select f.item_id, sum(f.in_qty) in_qty, sum(f.in_amount) in_amount, sum(f.out_qty) out_qty, sum(f.out_amount) out_amount
      from (
        select l.item_id, l.qty in_qty, l.amount in_amount, 0::numeric out_qty, 0::numeric out_amount
          from purchase_in pi join purchase_in_line l on l.in_id = pi.id
         where pi.status = 1 and pi.in_time >= ${from}::date and pi.in_time < ${to}::date + 1
        union all
        select l.item_id, 0, 0, l.qty, l.amount
          from purchase_out po join purchase_out_line l on l.out_id = po.id
         where po.status = 5 and po.out_time >= ${from}::date and po.out_time < ${to}::date + 1
      ) f
     group by f.item_id
     order by sum(f.in_amount) - sum(f.out_amount) desc
     limit 20`.execute(trx));
}

export async function benchPurchaseList(opts: { scale: string; duration: number; connections: number; write: boolean }) {
  const bdb: BenchDatabase = await openBenchDatabase(opts.scale, (m) => console.log(`[bench] ${m}`));
  const app = await buildApp({ db: bdb.db, logger: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await post(base, '/mobile/scm/login', null, { account: '13800000001', password: 'Scm@2026demo' });
    if (login.code !== 0) throw new Error(`login failed: ${login.message}`);
    const token: string = login.data.token;
    const listBody = { pageNum: 1, pageSize: 20 };
    const probe = await post(base, '/scm/purchase/purchase-order/list', token, listBody);
    if (probe.code !== 0) throw new Error(`list failed: ${probe.code} ${probe.message}`);

    const { rows } = await sql<{ lines: number; orders: number; mine: number; last: string }>`
      select (select count(*) from purchase_order_line)::int as lines, (select count(*) from purchase_order)::int as orders,
             (select count(*) from purchase_order po join supplier s on s.id = po.supplier_id where s.code = 'S001')::int as mine,
             (select max(in_time)::date::text from purchase_in) as last`.execute(bdb.db);
    const volume = rows[0];
    console.log(`[bench] ${volume.orders} orders, ${volume.lines} order lines; S001 sees ${probe.data.total} of its ${volume.mine}`);
    const to = volume.last ?? new Date().toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    const reportBody = { dateFrom: from, dateTo: to, groupBy: 'item', pageNum: 1, pageSize: 20 };

    const url = `${base}/mobile/api/scm/purchase/purchase-order/list`;
    const loadBefore = os.loadavg().map((l) => l.toFixed(2)).join(' / ');
    await autocannon(url, token, listBody, opts.connections, 2); // warm-up: plans cached, pages in memory
    const alone = await autocannon(url, token, listBody, opts.connections, opts.duration);
    console.log(`[bench] list alone: p99 ${alone.p99} ms, ${alone.rps} req/s`);

    const single = performance.now();
    await post(base, '/scm/report/purchase-summary/query', token, reportBody);
    const reportAloneMs = Math.round(performance.now() - single);
    const chainSingle = performance.now();
    await chainWideSummary(bdb.db, from, to);
    const chainAloneMs = Math.round(performance.now() - chainSingle);
    // One report stream beside the list, one request after another: the chain-wide year, then the supplier's year.
    const chainTimes: number[] = [];
    const apiTimes: number[] = [];
    const reports = loop(async () => {
      let t = performance.now();
      await chainWideSummary(bdb.db, from, to);
      chainTimes.push(performance.now() - t);
      t = performance.now();
      const r = await post(base, '/scm/report/purchase-summary/query', token, reportBody);
      if (r.code !== 0) throw new Error(`report failed: ${r.code} ${r.message}`);
      apiTimes.push(performance.now() - t);
    });
    const withReport = await autocannon(url, token, listBody, opts.connections, opts.duration);
    await reports.finish();
    const report = stats(apiTimes);
    const chainReport = stats(chainTimes);
    console.log(`[bench] list beside the report stream: p99 ${withReport.p99} ms, ${withReport.rps} req/s; ` +
      `supplier report ${report.runs}× avg ${report.avgMs} ms, chain-wide report ${chainReport.runs}× avg ${chainReport.avgMs} ms`);

    const result = { volume, alone, withReport, report, reportAloneMs, chainReport, chainAloneMs, reportBody, opts, loadBefore };
    if (opts.write) appendResults(result);
    return result;
  } finally {
    await app.close();
    await bdb.close();
  }
}

function row(name: string, f: LatencyFigures): string {
  return `| ${name} | ${f.requests} | ${f.rps} | ${f.p50} | ${f.p90} | ${f.p99} | ${f.max} | ${f.errors + f.non2xx} |`;
}

function appendResults(r: {
  volume: { lines: number; orders: number; mine: number };
  alone: LatencyFigures;
  withReport: LatencyFigures;
  report: ReportLoad;
  reportAloneMs: number;
  chainReport: ReportLoad;
  chainAloneMs: number;
  loadBefore: string;
  reportBody: { dateFrom: string; dateTo: string };
  opts: { scale: string; duration: number; connections: number };
}): void {
  const file = fileURLToPath(new URL('./results.md', import.meta.url));
  const cpu = os.cpus();
  const verdict = (p99: number, limit: number) => (p99 <= limit ? `≤ ${limit} ms: met` : `> ${limit} ms: NOT met`);
  const text = [
    '',
    `## Purchase-order list under load (${new Date().toISOString().slice(0, 10)}, scale ${r.opts.scale})`,
    '',
    `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; ` +
      `PostgreSQL embedded on the same machine. Data: ${r.volume.orders} orders, ${r.volume.lines} order lines ` +
      `(S001, the benchmarked login, has ${r.volume.mine} orders).`,
    '',
    `\`POST /scm/purchase/purchase-order/list\` \`{"pageNum":1,"pageSize":20}\` as 13800000001, autocannon ` +
      `${r.opts.connections} connections × ${r.opts.duration} s (latency in ms):`,
    '',
    '| run | requests | req/s | p50 | p90 | p99 | max | errors |',
    '|---|---|---|---|---|---|---|---|',
    row('list alone', r.alone),
    row('list + report stream', r.withReport),
    '',
    `Beside it, one report stream, one request after another, alternating: the purchase summary over ` +
      `${r.reportBody.dateFrom}..${r.reportBody.dateTo} for the whole chain, every supplier, grouped by item ` +
      `(${r.chainReport.runs} runs, avg ${r.chainReport.avgMs} ms, max ${r.chainReport.maxMs} ms; alone ${r.chainAloneMs} ms), and S001's ` +
      `\`/scm/report/purchase-summary/query\` over the same year (${r.report.runs} runs, avg ${r.report.avgMs} ms, ` +
      `max ${r.report.maxMs} ms; alone ${r.reportAloneMs} ms). Reports run single-worker with a time limit (asReport).`,
    `Load average of the machine before the runs: ${r.loadBefore} (other work on the machine counts against these figures).`,
    '',
    `Targets: alone p99 ${verdict(r.alone.p99, 50)}; beside the report p99 ${verdict(r.withReport.p99, 100)}.`,
    '',
  ].join('\n');
  if (!fs.existsSync(file)) fs.writeFileSync(file, '# Benchmark results\n');
  fs.appendFileSync(file, text);
  console.log(`[bench] figures appended to ${path.relative(process.cwd(), file)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchPurchaseList({
    scale: arg('scale', 'large'),
    duration: Number(arg('duration', '10')),
    connections: Number(arg('connections', '20')),
    write: !process.argv.includes('--no-write'),
  }).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
