import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/types';
import { refreshSaleWindow } from './lib/daysOfSupply';
import { pruneRateLimitHits } from './lib/rateLimitStore';
import { pruneIntakeCounters } from './modules/monitor/queries/intake';
import { pruneOlderThan } from './modules/monitor/queries/events';
import { retentionDays } from './modules/monitor/retention';
import { pruneLoginRows } from './modules/session/queries/prune';

/**
 * Deleting what has expired: login attempts past every window that counts them, spent or expired challenges,
 * expired device tokens, finished rate-limit windows, old monitoring rows and intake counters; and moving the kept
 * 28-day sales window (item_sale_window, migration 023) to today once the business day has turned. One run at a time
 * over all processes and replicas: a run holds a transaction-level advisory lock, and a process that does not get it
 * skips its turn (another is doing the same work). Once when the server is ready, then every
 * SCM_HOUSEKEEPING_MINUTES (10).
 */

/** The advisory lock's key: any constant no other lock of this database uses ('scm-housekeeping'). */
export const HOUSEKEEPING_LOCK_KEY = 0x5c4d_4b01;

export function housekeepingMinutes(): number {
  const minutes = Number(process.env.SCM_HOUSEKEEPING_MINUTES ?? 10);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 10;
}

export interface HousekeepingRun {
  /** false when another process held the lock: nothing was done here */
  ran: boolean;
  deleted: Record<string, number>;
}

export async function runHousekeeping(db: Kysely<Database>): Promise<HousekeepingRun> {
  return db.transaction().execute(async (trx) => {
    const locked = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY}) as ok`.execute(trx);
    if (!locked.rows[0].ok) return { ran: false, deleted: {} };
    const deleted: Record<string, number> = {
      ...(await pruneLoginRows(trx)),
      rate_limit_hit: await pruneRateLimitHits(trx),
      ...(await pruneOlderThan(trx, retentionDays())),
      monitor_intake: await pruneIntakeCounters(trx),
    };
    await refreshSaleWindow(trx);
    return { ran: true, deleted };
  });
}

export function registerHousekeeping(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runHousekeeping(app.db).catch((e: unknown) => app.log.warn({ err: e }, 'housekeeping not done'));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, housekeepingMinutes() * 60_000);
    timer.unref();
  });
  // A run in progress finishes before the pool closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
