import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, serverPorts } from './lib/appServer';
import { atMost, info, type Figure, type Section } from './lib/figures';
import { percentile, round } from './lib/stats';
import { KINDS, type SoakLoadConfig, type SoakLoadResult } from './soakShared';
import { soakBackup, type SoakBackup } from './soakBackup';

// The soak (issue 35): the product's server (`npm run serve`, its own data folder, freshly seeded demo data so the
// run can be repeated) under a mixed workload from a load generator in a process of its own (bench/soakLoad.ts),
// for an hour by default. Every 10 s the server's RSS and the database's size are read; once the first window after
// the warm-up is over, a backup is taken while the load writes (its copy takes minutes on a busy machine and must end
// while the load still runs), and after the run it is restored and compared with the data at its stop point.
//
// Pass rule, scaled to the run's length T: warm-up T/12 (5 of 60 minutes); windows of T/6 (10 of 60 minutes):
// - 0 errors (any non-2xx answer, any envelope code other than 0, a stream without an answer);
// - RSS drift ≤ 10 %: the mean RSS of the last window against that of the first window after the warm-up;
// - p99 of the last window at most 1.1 × that of the first window after the warm-up (10 % for the noise of a p99
//   on shared cores);
// - the backup restores with every table's checksum equal to the snapshot at its stop point, every upload intact.

interface Sample {
  at: number;
  rssMb: number;
  dbMb: number;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Runs the load generator; `onStart` hears the moment the load begins (after its users logged in). */
function runLoad(config: SoakLoadConfig, onStart: (t0: number) => void): Promise<SoakLoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/soakLoad.ts', JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      process.stderr.write(text);
      const started = /load begins at (\d+)/.exec(text);
      if (started) onStart(Number(started[1]));
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}`));
      try {
        resolve(JSON.parse(out) as SoakLoadResult);
      } catch (err) {
        reject(new Error(`the load generator printed no result: ${String(err)}`));
      }
    });
  });
}

type Row = SoakLoadResult['requests'][number];
const p = (rows: Row[], q: number) => round(percentile(rows.map((r) => r[2]), q));
const inWindow = (rows: Row[], fromS: number, toS: number) => rows.filter((r) => r[1] >= fromS * 1000 && r[1] < toS * 1000);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export async function benchSoak(minutes: number, users: number, log: (m: string) => void): Promise<Section> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-soak-'));
  const dataDir = path.join(work, 'pg');
  const uploadDir = path.join(work, 'uploads');
  const ports = await serverPorts();
  log(`soak: starting the server on freshly seeded demo data (${work})…`);
  // Seeding the demo data takes a minute on quiet cores, many more on busy ones.
  const server = await startServer(dataDir, ports, 1_200_000, { SCM_UPLOAD_DIR: uploadDir }).catch((err: unknown) => {
    fs.rmSync(work, { recursive: true, force: true });
    throw err;
  });
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const samples: Sample[] = [];
  const sample = async () => {
    const size = await db.query<{ b: string }>("select pg_database_size('scm')::text as b");
    samples.push({ at: Date.now(), rssMb: rssMb(server.pid), dbMb: Number(size.rows[0]!.b) / 1048576 });
  };
  let backup: Promise<SoakBackup> | null = null;
  let sampler: NodeJS.Timeout | undefined;
  let backupTimer: NodeJS.Timeout | undefined;
  try {
    const seconds = Math.round(minutes * 60);
    // The load goes on past its time until the backup's stop point, which must fall while it writes.
    const holdFile = path.join(work, 'backup-running');
    const load = await runLoad({ base: server.base, databaseUrl: server.databaseUrl, users, seconds, holdFile }, (t0) => {
      void sample();
      sampler = setInterval(() => void sample().catch(() => undefined), 10_000);
      backupTimer = setTimeout(() => {
        log('soak: a backup while the load writes…');
        fs.writeFileSync(holdFile, '');
        backup = soakBackup({ dataDir, pgPort: ports.pg, uploadDir, work, log, afterStop: () => fs.rmSync(holdFile, { force: true }) });
        backup.catch(() => fs.rmSync(holdFile, { force: true }));
      }, (seconds * 1000) / 4 - (Date.now() - t0));
    });
    clearInterval(sampler);
    clearTimeout(backupTimer);
    await sample();
    const backupResult = backup ? await (backup as Promise<SoakBackup>).catch((err: unknown) => ({ error: String(err) }) as SoakBackup) : null;
    await db.end();
    await server.stop();
    const restored = backupResult && !backupResult.error ? await backupResult.verify() : null;
    const seed = process.env.SCM_SEED_SCALE === 'test' ? 'test' : 'demo';
    return report({ minutes, users, seed, load, samples: samples.filter((s) => s.at >= load.t0), backup: backupResult, restored });
  } finally {
    clearInterval(sampler);
    clearTimeout(backupTimer);
    await db.end().catch(() => undefined);
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function report(run: {
  minutes: number;
  users: number;
  seed: string;
  load: SoakLoadResult;
  samples: Sample[];
  backup: SoakBackup | null;
  restored: Awaited<ReturnType<SoakBackup['verify']>> | null;
}): Section {
  const { load, samples } = run;
  const T = run.minutes * 60;
  const warm = T / 12;
  const W = T / 6;
  // Requests past the run's time (while a slow backup reached its stop point) count in no figure.
  const rows = load.requests.filter((r) => r[1] < T * 1000);
  const overtime = load.requests.reduce((most, r) => Math.max(most, r[1] / 1000 - T), 0);
  const errors = rows.filter((r) => r[3] === 0);
  const first = inWindow(rows, warm, warm + W);
  const last = inWindow(rows, T - W, T);
  const rssIn = (from: number, to: number) => mean(samples.filter((s) => s.at >= load.t0 + from * 1000 && s.at <= load.t0 + to * 1000).map((s) => s.rssMb));
  const rssFirst = rssIn(warm, warm + W);
  const rssLast = rssIn(T - W, T + 15);
  const drift = round(((rssLast - rssFirst) / rssFirst) * 100, 1);
  const p99First = p(first, 99);
  const p99Last = p(last, 99);
  const win = (s: number) => (s >= 60 ? `${round(s / 60, 1)} min` : `${round(s)} s`);

  const figures: Figure[] = [
    info('throughput', round(rows.length / T, 1), 'req/s', `${rows.length} requests in ${run.minutes} min from ${run.users} users` + (overtime > 1 ? `; the load went on ${win(overtime)} longer, until the backup's stop point (not counted)` : '')),
    atMost('errors', errors.length, 0, '', errors.length ? load.errors.slice(0, 3).join('; ') : 'no non-2xx answer, no envelope code other than 0'),
    atMost('server RSS drift after warm-up', drift, 10, '%', `mean RSS ${round(rssFirst)} MB in the first window after warm-up → ${round(rssLast)} MB in the last; peak ${round(Math.max(...samples.map((s) => s.rssMb)))} MB`),
    atMost('p99 last window / first window', round(p99Last / p99First, 2), 1.1, '×', `${p99First} ms (${win(warm)}–${win(warm + W)}) → ${p99Last} ms (${win(T - W)}–${win(T)})`),
    info('database size', round(samples.at(-1)?.dbMb ?? NaN), 'MB', `from ${round(samples[0]?.dbMb ?? NaN)} MB at the start; ${load.ordersIssued} orders issued by the chain when the seeded ones ran out`),
  ];
  const details = ['Per kind of request:', '', '| kind | requests | p50 ms | p99 ms | errors |', '|---|---|---|---|---|'];
  KINDS.forEach((kind, k) => {
    const of = rows.filter((r) => r[0] === k);
    if (of.length) details.push(`| ${kind} | ${of.length} | ${p(of, 50)} | ${p(of, 99)} | ${of.filter((r) => r[3] === 0).length} |`);
  });
  details.push('', 'Per minute (RSS and database size at the minute\'s end):', '', '| minute | requests | req/s | errors | p50 ms | p99 ms | server RSS MB | database MB |', '|---|---|---|---|---|---|---|---|');
  for (let m = 0; m < Math.ceil(run.minutes); m++) {
    const of = inWindow(rows, m * 60, Math.min(T, (m + 1) * 60));
    const at = load.t0 + Math.min(T, (m + 1) * 60) * 1000;
    const s = samples.reduce<Sample | undefined>((best, x) => (!best || Math.abs(x.at - at) < Math.abs(best.at - at) ? x : best), undefined);
    details.push(`| ${m + 1} | ${of.length} | ${round(of.length / Math.min(60, T - m * 60), 1)} | ${of.filter((r) => r[3] === 0).length} | ${p(of, 50)} | ${p(of, 99)} | ${round(s?.rssMb ?? NaN)} | ${round(s?.dbMb ?? NaN, 1)} |`);
  }
  if (run.backup) {
    if (run.backup.error || !run.restored) {
      figures.push(atMost('tables differing after restoring the backup taken under load', 1, 0, '', `the backup failed: ${run.backup.error ?? 'not restored'}`));
    } else {
      const r = run.restored;
      const stopS = (run.backup.stoppedAt - load.t0) / 1000;
      figures.push(
        atMost('tables differing after restoring the backup taken under load', r.differences.length, 0, '',
          `${r.tables} tables compared with the snapshot at the stop point (${run.backup.stopTime}, LSN ${run.backup.stopLsn}, ${win(stopS)} into the load of ${win(T)}` +
          `${stopS < T ? ', writes going on' : ': after the load ended, so no writes went on at that point'})` + (r.differences.length ? `; ${r.differences.slice(0, 2).join('; ')}` : '')),
        atMost('uploads missing or changed after the restore', r.uploadProblems, 0, '', `${r.uploads} upload rows checked against their files (SHA-256)`),
        info('backup under load', round(run.backup.seconds, 1), 's', `${round(run.backup.megabytes)} MB archive; writes held ${round(run.backup.heldMs)} ms at the stop point to take the snapshot to compare with; restore and WAL replay ${round(r.seconds, 1)} s`),
      );
    }
  }
  return {
    title: 'Soak: a mixed load held over time',
    method:
      `\`npm run bench -- --only soak${run.minutes !== 60 ? ` --soak-minutes ${run.minutes}` : ''}\`: the product's server (\`server/main.ts\`, one process) on freshly seeded ${run.seed} data, ` +
      `${run.users} virtual users for ${run.minutes} min from a load generator in a Node process of its own (bench/soakLoad.ts) on the same machine. ` +
      'Each user is a phone of its own supplier account (13800000001 and the seeded admins of one supplier each; an account has one live session), logged in once before the clock starts, from its own address, ' +
      'tapping one action after another with 100–400 ms between: ' +
      'lists 32 % (orders, receipts, home, messages), details 30 %, reports 10 %, confirming an order that awaits it 10 % (its detail, then the confirm; the seeded orders first, then new ones the chain issues by SQL), ' +
      'photo uploads 6 %, assistant questions read to the end of the stream 6 %, log out and in again 6 %. Server RSS (/proc) and database size every 10 s. ' +
      `Pass rule: 0 errors; warm-up ${win(warm)}; RSS drift ≤ 10 % and p99 ≤ 1.1× between the first ${win(W)} after warm-up and the last ${win(W)}. ` +
      'After the first window a backup (`npm run backup`\'s base backup) is taken while the load writes; writes are held still only for the instant of its stop point, under a SHARE lock on every table, ' +
      'to export the snapshot it is compared with; after the run it is restored into an empty folder, started, and every table\'s checksum (MD5 of its rows in order) compared with that snapshot.',
    figures,
    details,
  };
}
