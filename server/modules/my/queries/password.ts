import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { UserKind } from '../../../lib/userKind';

type Db = Kysely<Database> | Transaction<Database>;

export interface PasswordOwner {
  passwordHash: string;
  /** what the user types to log in (mobile, or login name), and their name: words an attacker knows */
  account: string;
  alsoKnown: string[];
}

/** The user behind the session, with the hash the change is checked against. */
export async function passwordOwner(db: Db, kind: UserKind, userId: number): Promise<PasswordOwner | undefined> {
  if (kind === 'supplier') {
    const u = await db.selectFrom('supplier_user').select(['password_hash', 'mobile', 'name']).where('id', '=', userId).executeTakeFirst();
    return u && { passwordHash: u.password_hash, account: u.mobile, alsoKnown: [u.name] };
  }
  const u = await db.selectFrom('merchant_user').select(['password_hash', 'login_name', 'mobile', 'name']).where('id', '=', userId).executeTakeFirst();
  return u && { passwordHash: u.password_hash, account: u.login_name, alsoKnown: [u.name, u.mobile ?? ''] };
}

/** Compare-and-set: the new hash is written only over the hash the old password was checked against. */
export async function replacePasswordHash(db: Db, kind: UserKind, userId: number, oldHash: string, newHash: string): Promise<boolean> {
  const r =
    kind === 'supplier'
      ? await db
          .updateTable('supplier_user')
          .set({ password_hash: newHash, password_changed_at: sql`now()`, updated_at: sql`now()`, version: sql`version + 1` })
          .where('id', '=', userId)
          .where('password_hash', '=', oldHash)
          .executeTakeFirst()
      : await db
          .updateTable('merchant_user')
          .set({ password_hash: newHash, updated_at: sql`now()`, version: sql`version + 1` })
          .where('id', '=', userId)
          .where('password_hash', '=', oldHash)
          .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
