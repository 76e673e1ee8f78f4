import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../../db/types';

/** Failures of one account within this window count towards the captcha demand and the lock-out. */
const windowMinutes = 15;
export const captchaAfterFailures = 3;
/** Beyond this many failures in the window the account answers 429 until the window passes (slows stuffing). */
export const lockAfterFailures = 20;

export async function recentFailures(db: Kysely<Database>, account: string): Promise<number> {
  const r = await db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account', '=', account)
    .where('success', '=', false)
    .where('at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .where(({ eb, selectFrom }) =>
      eb('at', '>', selectFrom('login_attempt as s')
        .select((e) => e.fn.coalesce(e.fn.max('s.at'), sql<Date>`'-infinity'::timestamptz`).as('last'))
        .where('s.account', '=', account)
        .where('s.success', '=', true)),
    )
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function recordAttempt(db: Kysely<Database>, account: string, ip: string, success: boolean): Promise<void> {
  await db.insertInto('login_attempt').values({ account, ip, success }).execute();
}

// Letters and digits that cannot be mistaken for each other on a small screen (no 0/O, 1/I/l).
const captchaAlphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

function answerHash(text: string): string {
  return createHash('sha256').update(text.toLowerCase()).digest('hex');
}

export async function issueCaptcha(db: Kysely<Database>): Promise<{ captchaId: string; svg: string }> {
  const c = svgCaptcha.create({ size: 4, noise: 2, charPreset: captchaAlphabet, color: true, width: 120, height: 40 });
  const captchaId = randomUUID();
  await db
    .insertInto('captcha')
    .values({ id: captchaId, answer_hash: answerHash(c.text), expires_at: new Date(Date.now() + 5 * 60_000) })
    .execute();
  return { captchaId, svg: c.data };
}

/** One use only: a captcha is spent whether the answer was right or not. */
export async function consumeCaptcha(db: Kysely<Database>, captchaId: string, code: string): Promise<boolean> {
  const r = await db
    .updateTable('captcha')
    .set({ used_at: sql`now()` })
    .where('id', '=', captchaId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer_hash')
    .executeTakeFirst();
  return !!r && r.answer_hash === answerHash(code.trim());
}
