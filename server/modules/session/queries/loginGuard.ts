import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { loginPolicy as p } from '../loginPolicy';

type Db = Kysely<Database>;

/**
 * The account failures count against: a known account by its user row, so every spelling of it (login name,
 * mobile) shares one counter; an unknown name by what was typed, so it answers exactly as a known one would.
 */
export function subjectOf(found: { kind: 'supplier' | 'buyer' | 'boss'; id: number } | null, typed: string): string {
  if (!found) return `?:${typed}`;
  return `${found.kind === 'supplier' ? 's' : 'm'}:${found.id}`;
}

/**
 * Whether `from` finds fewer than `limit` rows, counting no further than the limit: an account under attack gathers
 * thousands of failures a day, which would otherwise all be counted on every request.
 */
function fewerThan(limit: number, from: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`((select count(*) from (select 1 ${from} limit ${limit}) c) < ${limit})`;
}

/**
 * Which failures a check counts. Caps count guesses in progress too (booked before their password is checked, so
 * parallel guesses cannot slip under a cap together); the challenge and a device's trust count only settled failures,
 * since a login still in progress is no failure (ten correct logins at once from a new device must all pass). A guess
 * left unsettled for a minute (its process died mid-check) counts as the failure it was booked as.
 */
type Counting = 'withGuessesInProgress' | 'settledOnly';
const failed = (counting: Counting) =>
  counting === 'withGuessesInProgress' ? sql`not f.success` : sql`not f.success and (f.settled or f.at < now() - interval '1 minute')`;

/** Whether a device has failed fewer than `limit` times since its last success, within a day: still trusted. */
function deviceFailuresUnder(deviceId: RawBuilder<unknown>, limit: number, counting: Counting): RawBuilder<boolean> {
  return fewerThan(limit, sql`from login_attempt f where f.device_id = ${deviceId} and ${failed(counting)}
    and f.at > greatest(now() - interval '1 day',
      coalesce((select max(s.at) from login_attempt s where s.device_id = ${deviceId} and s.success), '-infinity'))`);
}

/** Whether the account has fewer than `limit` untrusted failures within `minutes` (only since its last success when `sinceSuccess`). */
function untrustedFailuresUnder(subject: string, minutes: number, sinceSuccess: boolean, limit: number, counting: Counting): RawBuilder<boolean> {
  const since = sinceSuccess
    ? sql`and f.at > coalesce((select max(s.at) from login_attempt s where s.subject = ${subject} and s.success), '-infinity')`
    : sql``;
  return fewerThan(limit, sql`from login_attempt f where f.subject = ${subject} and ${failed(counting)}
    and f.device_id is null and f.at > now() - make_interval(mins => ${minutes}) ${since}`);
}

/** Whether the next untrusted login of the account must carry a solved challenge. */
export async function challengeDue(db: Db, subject: string): Promise<boolean> {
  const r = await sql<{ under: boolean }>`select ${untrustedFailuresUnder(subject, p.burstMinutes, true, p.challengeAfter, 'settledOnly')} as under`.execute(db);
  return !r.rows[0].under;
}

/** The device behind one of `tokenHashes` that logged in to the account and has not failed too often since. */
export async function trustedDevice(db: Db, subject: string, tokenHashes: string[]): Promise<{ id: number; tokenHash: string } | null> {
  if (tokenHashes.length === 0) return null;
  const r = await db
    .selectFrom('login_device as d')
    .select(['d.id', 'd.token_hash as tokenHash'])
    .where('d.token_hash', 'in', tokenHashes)
    .where('d.subject', '=', subject)
    .where('d.expires_at', '>', sql<Date>`now()`)
    .where(deviceFailuresUnder(sql.ref('d.id'), p.deviceFailureLimit, 'settledOnly'))
    .executeTakeFirst();
  return r ?? null;
}

export interface Guess {
  account: string;
  subject: string;
  ip: string;
  deviceId: number | null;
}

/**
 * Books a guess as a failure in progress before the password is checked, in one statement with the limits it must stay
 * under, so parallel requests cannot all slip under a limit while their passwords are being hashed. Returns the
 * attempt's id, or null when the account (or the device) has no guesses left.
 */
export async function bookGuess(db: Db, g: Guess): Promise<number | null> {
  const device = sql`${g.deviceId}::bigint`;
  const allowed = g.deviceId === null
    ? sql`${untrustedFailuresUnder(g.subject, 24 * 60, false, p.dailyCap, 'withGuessesInProgress')} and ${untrustedFailuresUnder(g.subject, p.burstMinutes, false, p.burstLimit, 'withGuessesInProgress')}`
    : deviceFailuresUnder(device, p.deviceFailureLimit, 'withGuessesInProgress');
  const r = await sql<{ id: number }>`insert into login_attempt (account, subject, ip, success, settled, device_id)
    select ${g.account}, ${g.subject}, ${g.ip}, false, false, ${device} where ${allowed} returning id`.execute(db);
  return r.rows[0]?.id ?? null;
}

/** The guess's password was right. */
export async function markSuccess(db: Db, attemptId: number): Promise<void> {
  await db.updateTable('login_attempt').set({ success: true, settled: true }).where('id', '=', attemptId).execute();
}

/** The guess was wrong: from now on the challenge counts it. */
export async function markFailure(db: Db, attemptId: number): Promise<void> {
  await db.updateTable('login_attempt').set({ settled: true }).where('id', '=', attemptId).execute();
}
