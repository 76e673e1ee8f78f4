import { sql, type Kysely } from 'kysely';

/*
 * Login defenses kept in PostgreSQL, so every server process sharing the database counts the same failures.
 * - login_attempt.subject: the account a failure counts against. A known account is keyed by its user row
 *   (`m:1` for merchant_user 1, `s:5` for supplier_user 5), so `boss` and its phone number share one counter;
 *   an unknown name is keyed by what was typed (`?:name`), so it behaves exactly like a known one.
 * - login_attempt.device_id: the trusted device the attempt came from; failures of untrusted clients (null) are
 *   what the challenge, the burst lock and the daily cap count.
 * - login_device: OWASP's device cookie. A device that logged in to an account gets a random token (only its
 *   SHA-256 stored); failures from elsewhere do not hold that device back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table login_attempt add column subject text, add column device_id bigint`.execute(db);
  await sql`update login_attempt set subject = '?:' || account where subject is null`.execute(db);
  await sql`alter table login_attempt alter column subject set not null`.execute(db);
  await sql`create index login_attempt_subject_idx on login_attempt (subject, at desc)`.execute(db);
  await sql`create index login_attempt_device_idx on login_attempt (device_id, at desc) where device_id is not null`.execute(db);
  await sql`create table login_device (
    id bigserial primary key,
    token_hash text not null unique,
    subject text not null,
    created_at timestamptz not null default now(),
    last_used_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`.execute(db);
  await sql`comment on column login_device.subject is 'the account the device logged in to, as login_attempt.subject'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists login_device`.execute(db);
  await sql`drop index if exists login_attempt_device_idx`.execute(db);
  await sql`drop index if exists login_attempt_subject_idx`.execute(db);
  await sql`alter table login_attempt drop column if exists device_id, drop column if exists subject`.execute(db);
}
