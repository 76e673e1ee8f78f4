import { randomUUID } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { loginPolicy } from '../loginPolicy';

/*
 * The login challenge is an ALTCHA proof of work: find the number n ≤ maxnumber with SHA-256(salt + n) = challenge.
 * It needs no picture a script reads (svg-captcha's glyphs were), no inline script, and costs every guess the
 * same time. The challenge is stored in the `captcha` table (the expected hash under its id, the id being the
 * salt), so any server process verifies it and each is spent once; ALTCHA's signature is not relied on.
 */

export interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

const hmacKey = randomUUID();
const saltOf = (id: string) => `${id}&`;

export async function issueChallenge(db: Kysely<Database>): Promise<{ captchaId: string; challenge: Challenge }> {
  const captchaId = randomUUID();
  const c = await createChallenge({ hmacKey, salt: captchaId, maxnumber: loginPolicy.challengeMaxNumber });
  const challenge = { ...c, maxnumber: c.maxnumber ?? loginPolicy.challengeMaxNumber };
  await db
    .insertInto('captcha')
    .values({ id: captchaId, answer_hash: c.challenge, expires_at: new Date(Date.now() + loginPolicy.challengeMinutes * 60_000) })
    .execute();
  return { captchaId, challenge };
}

/** One use only: a challenge is spent whether the answer was right or not. `answer` is the number found. */
export async function consumeChallenge(db: Kysely<Database>, captchaId: string, answer: string): Promise<boolean> {
  const r = await db
    .updateTable('captcha')
    .set({ used_at: sql`now()` })
    .where('id', '=', captchaId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer_hash')
    .executeTakeFirst();
  if (!r || !/^\d{1,9}$/.test(answer.trim())) return false;
  const number = Number(answer.trim());
  if (number > loginPolicy.challengeMaxNumber) return false;
  const check = await createChallenge({ hmacKey, salt: saltOf(captchaId), number });
  return check.challenge === r.answer_hash;
}
