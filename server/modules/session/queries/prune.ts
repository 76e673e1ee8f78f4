import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';

/**
 * What the login defenses no longer need, deleted by the housekeeping job: attempts older than every window that
 * counts them (the daily cap and a device's failures look back 24 hours; a week is kept for an administrator's
 * questions), challenges an hour past their expiry (spent or not: none can be answered any more), and device tokens
 * past their expiry (a device that has not logged in for `deviceDays` starts again as a new one).
 */
export async function pruneLoginRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const attempts = await db.deleteFrom('login_attempt').where('at', '<', sql<Date>`now() - interval '7 days'`).executeTakeFirst();
  const captchas = await db.deleteFrom('captcha').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`).executeTakeFirst();
  const devices = await db.deleteFrom('login_device').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return {
    login_attempt: Number(attempts.numDeletedRows),
    captcha: Number(captchas.numDeletedRows),
    login_device: Number(devices.numDeletedRows),
  };
}
