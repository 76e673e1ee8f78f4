import type { FastifyInstance } from 'fastify';
import { pruneOlderThan } from './queries/events';

// Monitoring rows are pruned by age (SCM_MONITOR_RETENTION_DAYS, 30 by default): once when the server is ready,
// then hourly. Several server processes pruning the same rows is harmless.

const HOUR_MS = 3_600_000;

export function retentionDays(): number {
  const days = Number(process.env.SCM_MONITOR_RETENTION_DAYS ?? 30);
  return Number.isFinite(days) && days >= 1 ? days : 30;
}

export function registerMonitorRetention(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const prune = () =>
    pruneOlderThan(app.db, retentionDays()).catch((e: unknown) => app.log.warn({ err: e }, 'monitoring rows not pruned'));
  app.addHook('onReady', async () => {
    void prune();
    timer = setInterval(() => void prune(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
