import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { newToken, tokenHash } from '../../../lib/tokens';
import { loginPolicy } from '../loginPolicy';

type Db = Kysely<Database>;
const lifetime = () => new Date(Date.now() + loginPolicy.deviceDays * 86_400_000);

/** Device tokens the client sent, hashed as stored (a client keeps one per account it logs in to). */
export function deviceTokenHashes(tokens: readonly string[] | undefined): string[] {
  return (tokens ?? []).slice(0, 8).map(tokenHash);
}

/** A new device token for the account (256 random bits; only its hash is stored). */
export async function issueDeviceToken(db: Db, subject: string): Promise<string> {
  const token = newToken();
  await db.insertInto('login_device').values({ token_hash: tokenHash(token), subject, expires_at: lifetime() }).execute();
  return token;
}

/** A trusted device logged in again: its token stays good for another full period. */
export async function renewDevice(db: Db, deviceId: number): Promise<void> {
  await db.updateTable('login_device').set({ last_used_at: sql`now()`, expires_at: lifetime() }).where('id', '=', deviceId).execute();
}
