import { sql, type Kysely } from 'kysely';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/types';

/**
 * The counts of @fastify/rate-limit kept in PostgreSQL (`rate_limit_hit`), so a limit holds across every process
 * of SCM_WORKERS and every replica on the same database: thirty logins a minute from an address are thirty, not
 * thirty per process. Fixed windows aligned on the clock of the database (one clock for all processes); one
 * statement per counted request, an upsert on the window's row. Finished windows are pruned by the housekeeping
 * job (server/lib/housekeeping.ts).
 */

type Answer = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Answer) => void;

/** Adds one hit to `key` in `bucket`'s current window; answers the hits so far and the milliseconds left. */
export async function countHit(db: Kysely<Database>, bucket: string, key: string, windowMs: number): Promise<Answer> {
  const r = await sql<{ hits: number; ttl: number }>`
    with w as (select to_timestamp(floor(extract(epoch from clock_timestamp()) * 1000 / ${windowMs}::int) * ${windowMs}::int / 1000.0) as start)
    insert into rate_limit_hit as h (bucket, key, window_start, hits, expires_at)
    select ${bucket}, ${key}, w.start, 1, w.start + make_interval(secs => ${windowMs}::int / 1000.0) from w
    on conflict (bucket, key, window_start) do update set hits = h.hits + 1
    returning h.hits, greatest(0, extract(epoch from h.expires_at - clock_timestamp()) * 1000)::int as ttl`.execute(db);
  return { current: r.rows[0].hits, ttl: r.rows[0].ttl };
}

/** The hits of `key` in `bucket`'s current window, without counting one. */
async function readHits(db: Kysely<Database>, bucket: string, key: string): Promise<Answer> {
  const r = await sql<{ hits: number; ttl: number }>`
    select hits, greatest(0, extract(epoch from expires_at - clock_timestamp()) * 1000)::int as ttl
    from rate_limit_hit where bucket = ${bucket} and key = ${key} and expires_at > clock_timestamp()
    order by window_start desc limit 1`.execute(db);
  return r.rows[0] ? { current: r.rows[0].hits, ttl: r.rows[0].ttl } : { current: 0, ttl: 0 };
}

/** Deletes the windows that are over; answers how many rows went. */
export async function pruneRateLimitHits(db: Kysely<Database>): Promise<number> {
  const r = await db.deleteFrom('rate_limit_hit').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * The store class @fastify/rate-limit instantiates (`store` option). Each route gets a child counting in a bucket
 * named by its method and URL, as the plugin's in-memory store keeps one map per route.
 */
export function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(_globalParams?: unknown, readonly bucket = 'global') {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      countHit(db, this.bucket, key, timeWindow).then((a) => cb(null, a), (err: Error) => cb(err));
    }

    read(key: string, cb: Callback): void {
      readHits(db, this.bucket, key).then((a) => cb(null, a), (err: Error) => cb(err));
    }

    // The plugin's typings say route options; what it passes is its merged parameters, the route under `routeInfo`.
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${[method ?? ''].flat().join(',')} ${url ?? ''}`);
    }
  };
}
