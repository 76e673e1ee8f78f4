import { sql, type Kysely } from 'kysely';
import { dropTables } from './ddl';

/*
 * Limits and counters every server process and replica shares, in the database rather than in each process.
 * - login_attempt.settled: false while the password is still being checked. A guess is booked before the check (so
 *   parallel guesses cannot slip under a cap together); the challenge counts only settled failures, so logins still
 *   in progress are not failures (ten correct logins at once from a new device all pass).
 * - rate_limit_hit: the per-route, per-address request counts of the fixed windows (@fastify/rate-limit's store,
 *   server/lib/rateLimitStore.ts), pruned once a window is over.
 * - monitor_intake: what the monitoring intake took in today: records and bytes per address and per device (their
 *   daily caps), stored today (the daily budget), and dropped today by reason (shown on App health).
 * - indexes on the expiry columns the housekeeping job deletes by (server/housekeeping.ts).
 * - monitor_event.value / bytes: which records go first when the budget is full (low value: page views, events,
 *   successful API calls) and how much room dropping one makes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table login_attempt add column settled boolean not null default true`.execute(db);
  await sql`create index login_attempt_at_idx on login_attempt (at)`.execute(db);
  await sql`create index captcha_expires_idx on captcha (expires_at)`.execute(db);
  await sql`create index login_device_expires_idx on login_device (expires_at)`.execute(db);
  await sql`create table rate_limit_hit (
    bucket text not null,
    key text not null,
    window_start timestamptz not null,
    hits integer not null,
    expires_at timestamptz not null,
    primary key (bucket, key, window_start)
  )`.execute(db);
  await sql`create index rate_limit_hit_expires_idx on rate_limit_hit (expires_at)`.execute(db);
  await sql`create table monitor_intake (
    day date not null,
    scope text not null,
    key text not null,
    records bigint not null default 0,
    bytes bigint not null default 0,
    primary key (day, scope, key)
  )`.execute(db);
  await sql`comment on column monitor_intake.scope is 'address, device (received, for the caps), stored (the budget), dropped (key = reason)'`.execute(db);
  await sql`alter table monitor_event add column value smallint not null default 1, add column bytes integer not null default 0`.execute(db);
  await sql`create index monitor_event_low_value_idx on monitor_event (received_at) where value = 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists monitor_event_low_value_idx`.execute(db);
  await sql`alter table monitor_event drop column if exists value, drop column if exists bytes`.execute(db);
  await dropTables(db, 'monitor_intake', 'rate_limit_hit');
  await sql`drop index if exists login_device_expires_idx`.execute(db);
  await sql`drop index if exists captcha_expires_idx`.execute(db);
  await sql`drop index if exists login_attempt_at_idx`.execute(db);
  await sql`alter table login_attempt drop column if exists settled`.execute(db);
}
