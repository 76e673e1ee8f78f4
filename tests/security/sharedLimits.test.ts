import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { HOUSEKEEPING_LOCK_KEY, runHousekeeping } from '../../server/housekeeping';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';

// Logins in progress counted as failures (ten correct-password logins at once from a new device: five were told to
// solve a challenge); the per-IP login limit lived in each process (SCM_WORKERS multiplied it); expired login
// attempts, challenges, device tokens and rate-limit windows were never deleted.

let ctx: TestContext;
let second: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  // Another process of the same deployment: a second app on the same database.
  second = await buildApp({ db: ctx.db });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const post = (app: FastifyInstance, url: string, body: unknown, address: string) =>
  app.inject({ method: 'POST', url: `/mobile/api${url}`, remoteAddress: address, payload: body as object }).then((r) => r.json());

describe('logins in progress are not failures', () => {
  it('ten correct-password logins at once from a new device all pass', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(i % 2 ? second : ctx.app, '/mobile/scm/login', { account: '13800000001', password: demoPassword }, '10.9.0.1')),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(0));
  });
});

describe('rate limits are shared by every process', () => {
  it("the per-address login limit counts both processes' requests together", async () => {
    // The windows are whole minutes: start early in one, so all requests fall in the same window.
    const second_ = new Date().getSeconds();
    if (second_ > 40) await new Promise((r) => setTimeout(r, (61 - second_) * 1000));
    const limit = Number(process.env.SCM_LOGIN_RATE_PER_MINUTE ?? 30);
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) => post(i % 2 ? second : ctx.app, '/validate/checkLogin', { account: `nobody-${i}` }, '10.9.0.2')),
    );
    expect(answers.filter((a) => a.code === 429).length).toBe(10);
    // Another address has its own count.
    expect((await post(second, '/validate/checkLogin', { account: 'nobody' }, '10.9.0.3')).code).toBe(0);
  }, 60_000);
});

/**
 * Waits until no run holds the lock: both apps run once when ready, and on a loaded machine that run can still be
 * going when these tests start (CI saw the test's own run skip its turn); a run of the test's own would skip it.
 */
const otherRunsDone = () => ctx.db.transaction().execute((trx) => sql`select pg_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY})`.execute(trx));

describe('expired rows are deleted on a schedule, by one process at a time', () => {
  it('deletes what has expired and keeps what still counts', async () => {
    await otherRunsDone();
    await sql`insert into login_attempt (account, subject, ip, success, at) values
      ('old', '?:old', '10.0.0.1', false, now() - interval '8 days'), ('new', '?:new', '10.0.0.1', false, now())`.execute(ctx.db);
    await sql`insert into captcha (id, answer_hash, expires_at) values
      ('00000000-0000-0000-0000-000000000001', 'x', now() - interval '2 hours'), ('00000000-0000-0000-0000-000000000002', 'x', now() + interval '5 minutes')
      on conflict do nothing`.execute(ctx.db);
    await sql`insert into login_device (token_hash, subject, expires_at) values ('gone', '?:old', now() - interval '1 day'), ('kept', '?:new', now() + interval '1 day')
      on conflict do nothing`.execute(ctx.db);
    await sql`insert into rate_limit_hit (bucket, key, window_start, hits, expires_at) values
      ('b', 'old', now() - interval '2 minutes', 1, now() - interval '1 minute'), ('b', 'new', now(), 1, now() + interval '1 minute')
      on conflict do nothing`.execute(ctx.db);
    await sql`insert into monitor_intake (day, scope, key, records) values (current_date - 30, 'address', 'x', 1), (current_date, 'address', 'x', 1)
      on conflict do nothing`.execute(ctx.db);

    const run = await runHousekeeping(ctx.db);
    expect(run.ran).toBe(true);
    const left = async (table: string, column: string) =>
      (await sql<{ v: string }>`select ${sql.ref(column)}::text as v from ${sql.table(table)} order by 1`.execute(ctx.db)).rows.map((r) => r.v);
    expect(await left('login_attempt', 'account')).not.toContain('old');
    expect(await left('login_attempt', 'account')).toContain('new');
    expect(await left('captcha', 'id')).not.toContain('00000000-0000-0000-0000-000000000001');
    expect(await left('captcha', 'id')).toContain('00000000-0000-0000-0000-000000000002');
    expect(await left('login_device', 'token_hash')).not.toContain('gone');
    expect(await left('login_device', 'token_hash')).toContain('kept');
    expect(await left('rate_limit_hit', 'key')).not.toContain('old');
    expect(await left('rate_limit_hit', 'key')).toContain('new');
    expect((await left('monitor_intake', 'day')).length).toBe(1);
  });

  it('a process finding another one at work skips its turn', async () => {
    await otherRunsDone();
    await ctx.db.transaction().execute(async (trx) => {
      // What a run in another process holds while it works.
      await sql`select pg_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY})`.execute(trx);
      expect(await runHousekeeping(ctx.db)).toEqual({ ran: false, deleted: {} });
    });
    expect((await runHousekeeping(ctx.db)).ran).toBe(true);
  });
});
