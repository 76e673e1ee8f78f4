import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { apiDocsEnabled } from './lib/apiDocs';
import { clusterRole, startWorkers, workerCount, type Workers } from './cluster';
import { openDatabase, type OpenedDatabase } from './db/connect';
import { isSeeded, seed } from './db/seed/index';
import type { Scale } from './db/seed/params';
import { drainHttp, InFlight, shutdownTimes, stopOnSignals, type StopStep } from './lib/shutdown';
import { uploadStore } from './lib/storage/fromEnv';
import { StoreConfigError } from './lib/storage/uploadStore';
import { assertSchemasValid, SchemaCheckFailure } from '../common/checks/startupCheck';
import { warmUpChartRenderer } from './modules/charts/renderSvg';
import { apiRoutes } from './modules/index';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

/** What has started so far; a signal stops exactly that, in reverse order. */
const running: { database?: OpenedDatabase; app?: FastifyInstance; inFlight?: InFlight; workers?: Workers } = {};

function stopSteps(): StopStep[] {
  const { app, inFlight, database } = running;
  const steps: StopStep[] = [];
  // SCM_WORKERS: the workers drain first (each its own requests), then the primary closes the database.
  if (running.workers) steps.push(running.workers.stopStep(shutdownTimes.graceMs + 2_000));
  if (app && inFlight) {
    steps.push({ name: 'http', limitMs: shutdownTimes.graceMs + 2_000, run: () => drainHttp(app, inFlight, shutdownTimes.graceMs, say) });
  }
  if (database) {
    steps.push({ name: 'pool', limitMs: 1_000, run: () => database.closePool() });
    // Fast shutdown; past the time left, immediate shutdown (the next start recovers from the WAL).
    if (database.embedded) steps.push({ name: 'postgres', limitMs: 6_000, run: (limitMs) => database.stopServer(limitMs - 500) });
  }
  return steps;
}

const say = (m: string) => console.log(m);

/** An empty database gets demo data (SCM_SEED_SCALE=test seeds the smaller test set, for quick starts). */
async function seedIfEmpty(database: OpenedDatabase): Promise<void> {
  if (await isSeeded(database.db)) return;
  const scale: Scale = process.env.SCM_SEED_SCALE === 'test' ? 'test' : 'demo';
  console.log(`[db] empty database: seeding ${scale} data (one minute at most)…`);
  const t = Date.now();
  await seed(database.db, { scale });
  console.log(`[db] ${scale} data seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

async function startHttp(database: OpenedDatabase): Promise<void> {
  const app = await buildApp({ db: database.db, reports: database.reports, logger: process.env.SCM_LOG === '1' });
  running.inFlight = new InFlight(app.server);
  running.app = app;
  await app.listen({ port, host });
  warmUpChartRenderer();
}

function welcome(startedAt: number, database: OpenedDatabase): void {
  const where = database.embedded ? 'embedded PostgreSQL under ./data' : 'DATABASE_URL';
  console.log(`
云快订 supplier portal is running (${((Date.now() - startedAt) / 1000).toFixed(1)} s, database: ${where})
  App:      http://localhost:${port}/
${apiDocsEnabled() ? `  API docs: http://localhost:${port}/docs` : '  API docs: off (SCM_API_DOCS=1 serves them at /docs)'}

Demo accounts:
  13800000001 / Scm@2026demo   supplier user, one supplier
  13800000002 / Scm@2026demo   supplier user, three suppliers (choose one, switch later)
  13800000003 / Scm@2026demo   finance staff of supplier S001
  13900000001 / Scm@2026demo   the chain's buyer
  boss        / Boss@2026demo  merchant admin (boss side)
Ctrl-C stops the server and the database.`);
}

async function main() {
  const startedAt = Date.now();
  stopOnSignals(stopSteps, say);
  const role = clusterRole(workerCount());
  // Page, menu and enum files first: a broken one stops the server with its file, line and pointer (the primary
  // of SCM_WORKERS checks them once for its workers).
  if (role !== 'worker') assertSchemasValid(apiRoutes);
  // The upload store next: half an S3 configuration stops the server here, naming what is missing.
  const store = uploadStore();
  if (role !== 'worker') console.log(`[uploads] ${store.description}`);
  const database = await openDatabase((m) => console.log(`[db] ${m}`));
  running.database = database;
  await seedIfEmpty(database);
  if (role === 'primary') {
    running.workers = startWorkers(workerCount(), database.url, say);
    await running.workers.listening;
  } else await startHttp(database);
  if (role !== 'worker') welcome(startedAt, database);
}

main().catch((err) => {
  console.error(err instanceof SchemaCheckFailure || err instanceof StoreConfigError ? err.message : err);
  process.exit(1);
});
