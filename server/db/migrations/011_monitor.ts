import { sql, type Kysely } from 'kysely';
import { dropTables } from './ddl';

/*
 * Usage and error monitoring (spec §3, §4, §7, §8).
 * Rows carry the merchant of the session (none before login): a merchant admin sees its own merchant's rows only.
 * - monitor_event: one row per record a phone sent (page view, event, error, API call). The identity columns come
 *   from the session of the token the phone sent, when it had one; what the phone claims about itself stays in
 *   `payload` (credentials stripped). Pruned by age (SCM_MONITOR_RETENTION_DAYS), see modules/monitor/retention.ts.
 * - monitor_alert: every alert (client alerts, repeated calls, server errors), whether or not a chat webhook is
 *   configured, with what the webhook answered.
 */

// Who was signed in: the session of the token the phone sent (none before login).
const SESSION_COLUMNS = `user_id bigint,
    user_kind smallint,
    merchant_id bigint,
    supplier_id bigint`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`create table monitor_event (
    id bigserial primary key,
    received_at timestamptz not null default now(),
    occurred_at timestamptz not null,
    data_type text not null,
    request_id text not null,
    client_uuid text not null,
    app_name text not null,
    app_version text not null,
    page_path text,
    ${SESSION_COLUMNS},
    trace_id text,
    endpoint text,
    http_status integer,
    duration_ms integer,
    category text,
    payload jsonb not null
  )`).execute(db);
  await sql`create index monitor_event_received_idx on monitor_event (received_at)`.execute(db);
  await sql`create index monitor_event_merchant_idx on monitor_event (merchant_id, received_at desc)`.execute(db);
  await sql.raw(`create table monitor_alert (
    id bigserial primary key,
    created_at timestamptz not null default now(),
    source text not null,
    kind text not null,
    message text not null,
    endpoint text,
    page_path text,
    ${SESSION_COLUMNS},
    payload jsonb not null,
    webhook_status integer
  )`).execute(db);
  await sql`create index monitor_alert_merchant_idx on monitor_alert (merchant_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'monitor_alert', 'monitor_event');
}
