import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Database } from './types';
import { migrationProvider } from './migrations/index';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { businessTimeZone } from '../lib/businessDay';
import { primaryOnly, ReplicaReports, type ReportDatabase } from './reportDatabase';
import { parseTimestamptz } from './timestamptz';

// int8 ids and counts fit in a JS number; NUMERIC stays a string so money keeps its exact decimals;
// DATE stays 'YYYY-MM-DD' so no time zone shifts a business day.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1082, (v) => v);
// int8[] (e.g. branch scopes) as numbers too.
pg.types.setTypeParser(1016 as Parameters<typeof pg.types.setTypeParser>[0], (v) => (v === '{}' ? [] : v.slice(1, -1).split(',').map(Number)));
pg.types.setTypeParser(1184, parseTimestamptz);

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** Where reports run: the read replica of REPORT_DATABASE_URL while it keeps up, else `db`. */
  reports: ReportDatabase;
  url: string;
  embedded: boolean;
  /** Ends the pool's connections once the requests holding them are done. */
  closePool(): Promise<void>;
  /** Stops the embedded PostgreSQL, if this process started one, within about `limitMs`; after closePool. */
  stopServer(limitMs?: number): Promise<void>;
  /** Both, in that order. */
  close(): Promise<void>;
}

/**
 * Queries whose text starts with the marker run as named prepared statements: on the busiest list the plan costs
 * more than the execution (measured 2.8 → 1.5 ms a call). Kysely has no switch for it, so the pool's clients
 * learn it when they connect.
 */
export const preparedMarker = '/*prepare*/';

/** Statement names by SQL text: the few texts marked for preparing are hashed once per process, not per call. */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

function preparing(client: pg.PoolClient): void {
  // The driver's query is looked up at each call, not bound once at connect: a wrapper set on pg.Client's prototype
  // later (the tenant-column sweep takes every statement sent there) then sees the statements of clients already open.
  const query = (...args: unknown[]) => (Object.getPrototypeOf(client) as { query: (...a: unknown[]) => unknown }).query.apply(client, args);
  (client as unknown as { query: unknown }).query = (text: unknown, values?: unknown, cb?: unknown) =>
    typeof text === 'string' && text.startsWith(preparedMarker) ? query({ name: statementName(text), text, values }, cb) : query(text, values, cb);
}

/**
 * A connection PostgreSQL ends (an admin's pg_terminate_backend, an idle timeout, a restart, a failover) emits
 * 'error' on its client, idle or checked out; unheard, that event ends the process with every request in flight.
 * Each client therefore hears its own errors for its whole life: the query it was running fails (and answers 503,
 * see isDatabaseUnavailable), and the pool drops the dead client when it comes back and opens a new one on demand.
 */
function hearingErrors(pool: pg.Pool, log: (m: string) => void): void {
  pool.on('error', () => {}); // an idle client's error: already said by the client's own listener below
  pool.on('connect', (client) => {
    // A dropped connection raises two errors (the server's reason, then the closed socket): say the first.
    let said = false;
    client.on('error', (err) => {
      if (!said) log(`database connection lost (${describe(err)}); the pool opens a new one when needed`);
      said = true;
    });
  });
}

function describe(err: Error): string {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${err.message}` : err.message;
}

export function kyselyFor(url: string, max = 20, log: (m: string) => void = (m) => console.warn(`[db] ${m}`)): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // While PostgreSQL is away a request fails within seconds (503) instead of waiting for a connection forever.
    connectionTimeoutMillis: 5_000,
    // A peer that vanished without closing (failover, network cut) is noticed by TCP keepalive.
    keepAlive: true,
    // current_date, date casts of times and date_trunc count the chain's business day, not the database server's:
    // at 00:30 Beijing time a PostgreSQL in UTC would still say yesterday.
    options: `-c TimeZone=${businessTimeZone}`,
  });
  hearingErrors(pool, log);
  pool.on('connect', preparing);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Modules are numbered as they are planned, not as they land: a database that already ran a later number still
  // takes an earlier one that arrives afterwards.
  const { error, results } = await new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/**
 * REPORT_DATABASE_URL when set (a streaming read replica; reports read at most SCM_REPORT_MAX_LAG seconds behind,
 * 10 by default), else the primary.
 */
export function reportDatabaseFromEnv(primary: Kysely<Database>, env: NodeJS.ProcessEnv = process.env, log?: (m: string) => void): ReportDatabase {
  const url = env.REPORT_DATABASE_URL?.trim();
  if (!url) return primaryOnly(primary);
  const seconds = Number(env.SCM_REPORT_MAX_LAG ?? 10);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`SCM_REPORT_MAX_LAG must be a number of seconds (0 or more), not "${env.SCM_REPORT_MAX_LAG}"`);
  // Few connections: each report takes one core (asReport); the pool only covers the reports in flight.
  const replica = kyselyFor(url, 10, (m) => (log ?? console.warn)(`report replica: ${m}`));
  return new ReplicaReports(primary, replica, { maxLagMs: seconds * 1000, probeEveryMs: 1000, log });
}

/** DATABASE_URL when given; otherwise the embedded PostgreSQL under ./data (SCM_DATA_DIR to move it). */
export async function openDatabase(log: (m: string) => void = console.log): Promise<OpenedDatabase> {
  let server: EmbeddedServer | null = null;
  let url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = process.env.SCM_DATA_DIR ?? path.resolve('data', 'pg');
    const port = Number(process.env.SCM_PG_PORT ?? 54320);
    server = await startEmbeddedPostgres({ dataDir, port, persistent: true, log });
    await ensureDatabase(server.url('postgres'), 'scm');
    url = server.url('scm');
  }
  const db = kyselyFor(url, 20, log);
  await migrateToLatest(db);
  const reports = reportDatabaseFromEnv(db, process.env, log);
  const closePool = async () => {
    await reports.close();
    await db.destroy();
  };
  return {
    db,
    reports,
    url,
    embedded: server !== null,
    closePool,
    stopServer: async (limitMs) => server?.stop(limitMs),
    close: async () => {
      await closePool();
      await server?.stop();
    },
  };
}
