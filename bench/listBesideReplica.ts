import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { makeStandby, startStandby, type RunningStandby } from '../server/db/backup/standby';
import { kyselyFor } from '../server/db/connect';
import { freePort } from '../server/db/freePort';
import { ReplicaReports, type ReportDatabase } from '../server/db/reportDatabase';
import { page, periods, WITH_PERIOD, WITHOUT_PERIOD } from './bossReports';
import { autocannon, type LoadFigures } from './lib/autocannon';
import { injectLogin } from './lib/injectBench';
import { atMost, info, type Figure, type Section } from './lib/figures';
import { runAlone } from './lib/runAlone';
import { benchAccount } from './lib/session';
import { median, round } from './lib/stats';

// The purchase-order list under load on the primary (autocannon, 20 connections, as apiLists.ts) three ways, round
// after round: alone, beside a stream of whole-chain boss reports run on the primary, and beside the same stream run
// on a streaming read replica (REPORT_DATABASE_URL's path: ReplicaReports sends each report there while it keeps up).
// The replica is a real standby made from the bench database's base backup (server/db/backup/standby.ts) in a
// temporary folder, following the primary's WAL; it is stopped and removed at the end. Both servers and the load
// generator share the machine's cores.

const LIST = { name: 'purchase orders', url: '/scm/purchase/purchase-order/list' };
const ROUNDS = Number(process.env.BENCH_REPLICA_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_REPLICA_SECONDS ?? 5);
// Making the standby copies the whole database, which pushes the primary's pages out of the OS cache: a longer warm-up.
const WARM_SECONDS = 10;
/** The list's p99 beside a report stream: the target of the first "beside a report stream" bench. */
const BESIDE_MS = 100;

/** Every boss report over the whole chain: the year for those with a period, the others as they are. */
const STREAM = [...WITH_PERIOD.map((c) => ({ ...c, body: { ...page, ...c.body, ...periods.year } })), ...WITHOUT_PERIOD.map((c) => ({ ...c, body: { ...page, ...c.body } }))];

/** One boss report through `app` as `token`'s user. */
const callReport = (app: FastifyInstance, token: string, c: (typeof STREAM)[number]) =>
  app.inject({ method: 'POST', url: `/mobile/api${c.url}`, headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify(c.body) });

interface Stream {
  stop(): Promise<{ reports: number; avgMs: number; onReplica: number }>;
}

/** Boss reports one after another through `app` until stopped; counts where `reports` sent each (its choice at the call). */
function reportStream(app: FastifyInstance, token: string, reports: ReportDatabase | null): Stream {
  let stopping = false;
  const times: number[] = [];
  let onReplica = 0;
  const done = (async () => {
    for (let i = 0; !stopping; i++) {
      const c = STREAM[i % STREAM.length]!;
      if (reports?.where() === 'replica') onReplica++;
      const t = performance.now();
      const res = await callReport(app, token, c);
      if (res.json().code !== 0) throw new Error(`${c.name} answered ${res.body.slice(0, 200)}`);
      times.push(performance.now() - t);
    }
  })();
  return {
    async stop() {
      stopping = true;
      await done;
      return { reports: times.length, avgMs: round(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)), onReplica };
    },
  };
}

/** The embedded bench database's folder and port (apiBenchDb.ts), which a standby is made from. */
function primaryOf(databaseUrl: string, scale: string): { dataDir: string; port: number; superuserUrl: string } {
  if (process.env.BENCH_DATABASE_URL) throw new Error('needs the embedded bench database (a standby is made from its folder), not BENCH_DATABASE_URL');
  const dataDir = path.resolve('data', 'bench', scale, 'pg');
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`no bench database folder at ${dataDir}`);
  const url = new URL(databaseUrl);
  return { dataDir, port: Number(url.port), superuserUrl: databaseUrl.replace(/\/[^/]*$/, '/postgres') };
}

export async function benchListBesideReplica(databaseUrl: string, scale: string, log: (m: string) => void): Promise<Section> {
  const primary = primaryOf(databaseUrl, scale);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-bench-replica-'));
  // Run as root, PostgreSQL runs as the OS user postgres (embedded.ts), which must be able to walk into the folder.
  fs.chmodSync(work, 0o711);
  let standby: RunningStandby | undefined;
  // Closed in the reverse order of opening: each app before its pool.
  const closers: (() => Promise<unknown>)[] = [];
  const later = (...close: (() => Promise<unknown>)[]) => closers.unshift(...close.reverse());
  try {
    const t0 = Date.now();
    log('replica: base backup of the bench database and a standby made from it…');
    await makeStandby({ primaryDataDir: primary.dataDir, primaryUrl: primary.superuserUrl, primaryHost: '127.0.0.1', primaryPort: primary.port, standbyDir: path.join(work, 'standby'), workDir: work });
    standby = await startStandby(path.join(work, 'standby'), await freePort(), log);
    const made = Math.round((Date.now() - t0) / 1000);
    log(`replica: standby made and started in ${made} s`);

    const replicaDb = kyselyFor(standby.url(new URL(databaseUrl).pathname.slice(1)), 4, log);
    later(() => replicaDb.destroy());
    // Reports on the primary: the app as it runs without REPORT_DATABASE_URL.
    const dbA = kyselyFor(databaseUrl, 20);
    const onPrimary = await buildApp({ db: dbA, logger: false });
    later(() => dbA.destroy(), () => onPrimary.close());
    // Reports on the replica while it keeps up (10 s, as SCM_REPORT_MAX_LAG's default), probed every second as the server does.
    const dbB = kyselyFor(databaseUrl, 20);
    const replica = new ReplicaReports(dbB, replicaDb, { maxLagMs: 10_000, probeEveryMs: 1000, log });
    const onReplica = await buildApp({ db: dbB, logger: false, reports: replica });
    later(() => dbB.destroy(), () => replica.close(), () => onReplica.close());
    const bases = { primary: await onPrimary.listen({ port: 0, host: '127.0.0.1' }), replica: await onReplica.listen({ port: 0, host: '127.0.0.1' }) };
    for (let i = 0; i < 600 && replica.where() !== 'replica'; i++) await new Promise((r) => setTimeout(r, 200));
    if (replica.where() !== 'replica') throw new Error('the standby did not catch up with the primary within 120 s');
    log(`replica: caught up ${Math.round((Date.now() - t0) / 1000)} s after the backup began`);

    const supplier = await injectLogin(onPrimary, benchAccount, '10.255.0.21');
    const boss = await injectLogin(onPrimary, { account: 'boss', password: 'Boss@2026demo' }, '10.255.0.22');
    const headers = { token: supplier, 'accept-encoding': 'gzip, deflate, br' };
    const load = (base: string, seconds: number) => autocannon({ url: `${base}/mobile/api${LIST.url}`, body: page, headers, connections: 20, seconds });

    type Way = 'alone' | 'primary' | 'replica';
    const ways: Way[] = ['alone', 'primary', 'replica'];
    const got: Record<Way, { list: LoadFigures[]; reports: number; avgMs: number; onReplica: number }> = {
      alone: { list: [], reports: 0, avgMs: 0, onReplica: 0 },
      primary: { list: [], reports: 0, avgMs: 0, onReplica: 0 },
      replica: { list: [], reports: 0, avgMs: 0, onReplica: 0 },
    };
    const avgOf: Record<Way, number[]> = { alone: [], primary: [], replica: [] };
    // Warm-up: both apps' plans and pools, the replica's cache with a pass of the reports.
    await load(bases.primary, WARM_SECONDS);
    await load(bases.replica, WARM_SECONDS);
    for (const c of STREAM) {
      await callReport(onPrimary, boss, c);
      await callReport(onReplica, boss, c);
    }
    for (let r = 0; r < ROUNDS; r++) {
      for (const way of ways) {
        const app = way === 'replica' ? onReplica : onPrimary;
        const stream = way === 'alone' ? null : reportStream(app, boss, way === 'replica' ? replica : null);
        const figures = await load(bases[way === 'replica' ? 'replica' : 'primary'], SECONDS);
        const s = await stream?.stop();
        got[way].list.push(figures);
        if (s) {
          got[way].reports += s.reports;
          got[way].onReplica += s.onReplica;
          avgOf[way].push(s.avgMs);
        }
        log(`round ${r + 1}/${ROUNDS} ${way}: list p99 ${figures.p99} ms, ${figures.rps} req/s${s ? `; ${s.reports} reports, avg ${s.avgMs} ms, ${s.onReplica} on the replica` : ''}`);
      }
    }
    const m = (way: Way, f: (x: LoadFigures) => number) => median(got[way].list.map(f));
    const failed = (way: Way) => got[way].list.reduce((a, x) => a + x.failed, 0);
    const rounds = (way: Way) => `rounds: ${got[way].list.map((x) => x.p99).join(', ')} ms; p50 ${m(way, (x) => x.p50)} ms; ${m(way, (x) => x.rps)} req/s${failed(way) ? `; ${failed(way)} failed answers` : ''}`;
    const streamNote = (way: Way) => `${got[way].reports} reports ran meanwhile, avg ${round(median(avgOf[way]))} ms`;
    const figures: Figure[] = [
      info(`${LIST.name}: p99 at 20 connections, alone`, m('alone', (x) => x.p99), 'ms', rounds('alone')),
      atMost(`${LIST.name}: p99 beside whole-chain reports on the primary`, m('primary', (x) => x.p99), BESIDE_MS, 'ms', `${rounds('primary')}; ${streamNote('primary')}`),
      atMost(`${LIST.name}: p99 beside whole-chain reports on a streaming replica`, m('replica', (x) => x.p99), BESIDE_MS, 'ms',
        `${rounds('replica')}; ${streamNote('replica')}, ${got.replica.onReplica} of them sent to the replica`),
    ];
    const details = [
      '| list load | p50 / p99 ms | req/s | reports beside it (avg ms) | on the replica | failed |',
      '|---|---|---|---|---|---|',
      ...ways.map((way) => `| ${way === 'alone' ? 'alone' : `beside the reports on the ${way}`} | ${m(way, (x) => x.p50)} / ${m(way, (x) => x.p99)} | ${m(way, (x) => x.rps)} | ${way === 'alone' ? '—' : `${got[way].reports} (${round(median(avgOf[way]))})`} | ${way === 'replica' ? got.replica.onReplica : '—'} | ${failed(way)} |`),
    ];
    return {
      title: `API: the list beside whole-chain reports, on the primary and on a streaming replica (scale ${scale})`,
      method:
        `\`POST\` page 1 of 20 purchase orders as ${benchAccount.account}, autocannon (child process) 20 connections, ${ROUNDS} rounds of ${SECONDS} s of each way after ${WARM_SECONDS} s of warm-up on each app, ` +
        `the ways alternating within a round; medians of the rounds. Beside the list, one boss (every branch) runs the whole chain's boss reports back to back through \`app.inject\` on the same app ` +
        `(${STREAM.length} reports in turn: those with a period over the last 366 days, the stock reports as they are). Two apps on the bench database, each with its own pool of 20: ` +
        `one with reports on the primary (no REPORT_DATABASE_URL), one with ReplicaReports on a streaming standby made from the bench database's base backup in a temporary folder ` +
        `(made and started in ${made} s, following the primary's WAL; lag limit 10 s, probed every second), removed afterwards. The primary, the standby, the app and the load generator share the same cores.`,
      figures,
      details,
    };
  } finally {
    for (const close of closers) await close().catch((err: unknown) => log(`closing: ${String(err)}`));
    await standby?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// `npx tsx bench/listBesideReplica.ts [scale]`: this section alone, on the bench database of the scale.
await runAlone(import.meta.url, 'listBesideReplica', [benchListBesideReplica]);
