import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type AppOptions } from '../../server/app';
import { kyselyFor } from '../../server/db/connect';
import type { Database } from '../../server/db/types';
import { waitForQuietCpu } from './machine';
import { percentile, round } from './stats';

// What the API benches that call the product's app in process share (app.inject: guard, schemas, queries,
// serialisation; no socket): the app on the bench database with one account logged in, one call timed over and
// over, and the spread of its timings as the details tables show it.

export interface LoggedInApp {
  db: Kysely<Database>;
  app: FastifyInstance;
  /** the session token of the account logged in */
  token: string;
  /** closes the app and its pool */
  close(): Promise<void>;
}

/** `who` logged in to `app` from address `ip` (each bench its own, so no login limit meets another's): the session token. */
export async function injectLogin(app: FastifyInstance, who: { account: string; password: string }, ip: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/mobile/api/mobile/scm/login', headers: { 'x-forwarded-for': ip }, payload: who });
  const body = res.json() as { code: number; message: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`login of ${who.account} failed: ${body.message}`);
  return body.data.token;
}

/** The app on `databaseUrl` with `who` logged in from address `ip` (each bench its own, so no login limit meets another's). */
export async function loggedInApp(
  databaseUrl: string,
  who: { account: string; password: string },
  ip: string,
  options: Omit<AppOptions, 'db'> = {},
): Promise<LoggedInApp> {
  const db = kyselyFor(databaseUrl, 10);
  const app = await buildApp({ db, logger: false, ...options });
  const close = async () => {
    await app.close();
    await db.destroy();
  };
  try {
    return { db, app, token: await injectLogin(app, who, ip), close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** What timeCalls waits for, as the benches' methods say it. */
export const QUIET_SERIES = "Each series of calls starts once the machine's cores are quiet (at most 15 % busy for 0.5 s, 10 s at most): the bench before it (a standby stopping, a browser closing) leaves work behind.";

/**
 * Milliseconds of `n` calls in a row after `warm` warm-up calls, timed once the cores are quiet (QUIET_SERIES); an
 * answer other than code 0 stops the bench.
 */
export async function timeCalls(
  n: number,
  warm: number,
  what: string,
  call: () => Promise<{ body: string; json(): { code?: unknown } }>,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n + warm; i++) {
    if (i === warm) await waitForQuietCpu();
    const t = process.hrtime.bigint();
    const res = await call();
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (res.json().code !== 0) throw new Error(`${what} answered ${res.body.slice(0, 200)}`);
    if (i >= warm) times.push(ms);
  }
  return times;
}

/** p50, p95 and max of timings in ms, to a tenth (the columns of the details tables). */
export function spread(times: readonly number[]): { p50: number; p95: number; max: number } {
  return { p50: round(percentile(times, 50), 1), p95: round(percentile(times, 95), 1), max: round(Math.max(...times), 1) };
}
