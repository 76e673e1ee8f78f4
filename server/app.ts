import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { Database } from './db/types';
import { primaryOnly, type ReportDatabase } from './db/reportDatabase';
import { apiDocsEnabled, registerApiDocs } from './lib/apiDocs';
import { httpEdgeFromEnv, httpEdgeOptions, type HttpEdge } from './lib/httpEdge';
import { answerFrameworkError, registerErrorHandling } from './lib/errorHandler';
import { registerGuard } from './lib/guard';
import { registerNotFound, registerRoutes } from './lib/registerRoutes';
import { registerGrayRelease } from './lib/grayRelease';
import { registerSecurityHeaders } from './lib/securityHeaders';
import { registerTraceId, traceIdOf } from './lib/traceId';
import { registerValidators } from './lib/validators';
import { registerApiNoStore, registerCompression, registerWebApp } from './lib/webAssets';
import type { RouteSpec } from './lib/routeSpec';
import { trustProxyFrom, type TrustProxy } from './lib/trustProxy';
import { apiRoutes } from './modules/index';
import { autoConfirmMinutes, startAutoConfirm } from './modules/finance/autoConfirm';
import { registerHousekeeping } from './housekeeping';
import { slotReminderMinutes, startSlotReminders } from './modules/delivery/slotReminders';
import { postgresRateLimitStore } from './lib/rateLimitStore';
import { API_BASE } from '../common/apiBase';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** where reports run (asReport): the read replica of REPORT_DATABASE_URL while it keeps up, else `db` */
    reports: ReportDatabase;
    /** the API routes this server serves (published pages are checked against them, as the files are at start) */
    servedRoutes: readonly RouteSpec[];
  }
}

export interface AppOptions {
  db: Kysely<Database>;
  /** Where reports run; the primary (`db`) by default. */
  reports?: ReportDatabase;
  /** Folder of the built web app; served at / when it exists. */
  webRoot?: string;
  logger?: boolean;
  /** The API routes to serve; every module's by default (tests add routes of their own). */
  routes?: readonly RouteSpec[];
  /** Proxies whose X-Forwarded-For is believed; SCM_TRUST_PROXY by default (none when unset). */
  trustProxy?: TrustProxy;
  /** Serve /docs and /docs/json; SCM_API_DOCS by default (see server/lib/apiDocs.ts). */
  apiDocs?: boolean;
  /** Minutes between runs of the statement auto-confirm job; SCM_RECON_AUTO_CONFIRM_MINUTES (10) by default, 0 off. */
  autoConfirmMinutes?: number;
  /** Minutes between runs of the day-before delivery slot reminders; SCM_SLOT_REMINDER_MINUTES (30) by default, 0 off. */
  slotReminderMinutes?: number;
  /** Timeouts and header size at the HTTP edge; SCM_HTTP_* by default (server/lib/httpEdge.ts). */
  httpEdge?: HttpEdge;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...httpEdgeOptions(opts.httpEdge ?? httpEdgeFromEnv()),
    logger: opts.logger ? { level: 'info' } : false,
    trustProxy: opts.trustProxy ?? trustProxyFrom(process.env.SCM_TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    return503OnClosing: true,
    // The request id of every log line (`reqId`) is the call's Trace-Id (lib/traceId.ts).
    genReqId: traceIdOf,
  });
  app.decorate('db', opts.db);
  app.decorate('reports', opts.reports ?? primaryOnly(opts.db));
  app.decorate('servedRoutes', opts.routes ?? apiRoutes);
  registerErrorHandling(app);
  registerTraceId(app);
  // Expired rows (login attempts, challenges, devices, rate-limit windows, monitoring) deleted on a schedule.
  registerHousekeeping(app);
  // Bodies typed, query strings and paths coerced from plain text only, every string storable (lib/validators.ts).
  registerValidators(app);
  registerSecurityHeaders(app);
  // Limits are set per route (login); nothing is limited globally. Counted in PostgreSQL: shared by every process.
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(opts.db) });
  // Before every route it should compress (the API, the docs, the app shell).
  await registerCompression(app);
  registerApiNoStore(app, `${API_BASE}/`);
  registerGrayRelease(app, `${API_BASE}/`);
  await registerApiDocs(app, opts.apiDocs ?? apiDocsEnabled());
  await app.register(
    async (api) => {
      registerGuard(api);
      registerRoutes(api, app.servedRoutes);
      registerNotFound(api, app.servedRoutes);
    },
    { prefix: API_BASE },
  );
  await registerWebApp(app, opts.webRoot ?? path.resolve('dist'));
  // Statements past their deadline confirm themselves: the job starts with the app and stops (and is waited for)
  // before the pool closes.
  // The day before a booked delivery slot, the supplier is reminded in its messages (modules/delivery/slotReminders.ts).
  let stopAutoConfirm: () => Promise<void> = async () => undefined;
  let stopSlotReminders: () => Promise<void> = async () => undefined;
  app.addHook('onReady', async () => {
    stopAutoConfirm = startAutoConfirm(opts.db, opts.autoConfirmMinutes ?? autoConfirmMinutes(), (err) => app.log.error(err));
    stopSlotReminders = startSlotReminders(opts.db, opts.slotReminderMinutes ?? slotReminderMinutes(), (err) => app.log.error(err));
  });
  app.addHook('onClose', async () => {
    await Promise.all([stopAutoConfirm(), stopSlotReminders()]);
  });
  return app;
}
