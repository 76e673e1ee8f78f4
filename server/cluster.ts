import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/**
 * API replicas on one machine: `SCM_WORKERS=N` (N > 1) makes server/main.ts a primary that prepares the database
 * once (starts the embedded PostgreSQL, migrates, seeds) and forks N worker processes. Each worker is an ordinary
 * server (server/main.ts again, the same start-up, the same drain on stop) connected through DATABASE_URL; the
 * workers share the listening port (node:cluster hands connections out round-robin) and nothing else: whatever
 * must hold across them lives in PostgreSQL (docs/scaling.md lists what is kept in process memory and why).
 */

export type ClusterRole = 'single' | 'primary' | 'worker';

/** How many API processes SCM_WORKERS asks for: 1 when unset; `auto` means one per core. */
export function workerCount(env: NodeJS.ProcessEnv = process.env, cores = os.availableParallelism()): number {
  const raw = (env.SCM_WORKERS ?? '').trim();
  if (raw === 'auto') return Math.max(1, cores);
  const n = Number(raw || 1);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`SCM_WORKERS must be a whole number from 1 to 64 or "auto" (got "${raw}")`);
  return n;
}

export function clusterRole(count: number): ClusterRole {
  if (cluster.isWorker) return 'worker';
  return count > 1 ? 'primary' : 'single';
}

/** After the first start, a worker that dies is replaced after this pause (no hot loop while the database is away). */
const respawnDelayMs = 1_000;

/** A step of the server's stop (the shape server/lib/shutdown.ts runs in order). */
export interface WorkersStopStep {
  name: string;
  limitMs: number;
  run(): Promise<void>;
}

export interface Workers {
  /** Resolves once every worker listens; rejects if one dies before it listened (port taken, bad configuration). */
  listening: Promise<void>;
  /** The primary's first stop step: every worker drains (its own SIGTERM handling), then exits. */
  stopStep(limitMs: number): WorkersStopStep;
}

/**
 * Forks the workers with the database's URL and replaces a worker that dies while serving. A worker that fails on
 * the first start fails the whole start (the caller exits 1) rather than restarting forever.
 */
export function startWorkers(count: number, databaseUrl: string, say: (m: string) => void): Workers {
  let stopping = false;
  let started = false;
  // Each worker's pool opens up to 20 connections (server/db/connect.ts): N workers need N × 20 + a few below
  // PostgreSQL's max_connections (the embedded one allows 200).
  const env = { DATABASE_URL: databaseUrl };
  let resolveListening!: () => void;
  let rejectListening!: (err: Error) => void;
  const listening = new Promise<void>((resolve, reject) => {
    resolveListening = resolve;
    rejectListening = reject;
  });
  const ready = new Set<number>();

  const fork = (): void => {
    const worker = cluster.fork(env);
    worker.once('listening', () => {
      ready.add(worker.id);
      if (!started && ready.size === count) {
        started = true;
        say(`[cluster] ${count} API processes listening (pids ${Object.values(cluster.workers ?? {}).map((w) => w?.process.pid).join(', ')})`);
        resolveListening();
      }
    });
    worker.once('exit', (code, signal) => {
      ready.delete(worker.id);
      if (stopping) return;
      const how = signal ?? `exit ${code}`;
      if (!started) {
        stopping = true;
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
        rejectListening(new Error(`[cluster] worker ${worker.process.pid} failed to start (${how})`));
        return;
      }
      say(`[cluster] worker ${worker.process.pid} ended (${how}): starting another`);
      setTimeout(() => !stopping && fork(), respawnDelayMs);
    });
  };
  for (let i = 0; i < count; i++) fork();

  const allExited = () =>
    new Promise<void>((resolve) => {
      const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
      if (alive().length === 0) return resolve();
      cluster.on('exit', () => {
        if (alive().length === 0) resolve();
      });
    });

  return {
    listening,
    stopStep: (limitMs) => ({
      name: `${count} workers`,
      limitMs,
      run: async () => {
        stopping = true;
        // A terminal's Ctrl-C reaches the workers too; they say they are already stopping.
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
        await allExited();
      },
    }),
  };
}
