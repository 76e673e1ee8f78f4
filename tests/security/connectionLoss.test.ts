import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { withS001 } from '../server/fixtures';
import type { TestContext } from '../support/testContext';
import { confirmBody, newOrderAwaitingConfirm } from './support/orders';

/**
 * A connection PostgreSQL drops (an admin's pg_terminate_backend, an idle timeout, a restart, a failover) must not
 * end the server: the pool replaces it, and a request whose query was cut answers the 503 envelope.
 */

let ctx: TestContext;
let token: string;
let scope: { supplierId: number; merchantId: number; branchId: number; itemId: number };
let dbName: string;

const unavailableZh = '服务暂时不可用，请稍后重试';

/** Ends the app's connections to the test database (not the test's own locker); returns how many were ended. */
async function terminateBackends(opts: { waitingOnLock?: boolean } = {}): Promise<number> {
  const r = await sql<{ n: number }>`
    select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
    where datname = ${dbName} and pid <> ${lockerPid} and backend_type = 'client backend'
      and (${opts.waitingOnLock ?? false} = false or wait_event_type = 'Lock')`.execute(admin);
  return r.rows[0].n;
}

let admin: import('kysely').Kysely<any>;
let locker: pg.Client;
let lockerPid: number;

const list = (lang?: string) =>
  ctx.app.inject({
    method: 'POST', url: '/mobile/api/scm/purchase/purchase-order/list',
    headers: { token, 'content-type': 'application/json', ...(lang ? { 'accept-language': lang } : {}) },
    payload: JSON.stringify({ pageNum: 1, pageSize: 20 }),
  });

beforeAll(async () => {
  const s = await withS001();
  ({ ctx, token } = s);
  scope = s;
  dbName = (await sql<{ d: string }>`select current_database() as d`.execute(ctx.db)).rows[0].d;
  const { Kysely, PostgresDialect } = await import('kysely');
  admin = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: inject('pgServerUrl'), max: 1 }) }) });
  locker = new pg.Client({ connectionString: inject('pgServerUrl').replace(/\/postgres$/, `/${dbName}`) });
  await locker.connect();
  lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
});
afterAll(async () => {
  await locker.end();
  await admin.destroy();
  await ctx.close();
});

describe('a dropped database connection', () => {
  it('idle connections ended under the pool are replaced: the next requests succeed', async () => {
    // Fill the pool with idle connections, then end them all.
    const warm = await Promise.all(Array.from({ length: 12 }, () => list()));
    expect(warm.map((r) => r.json().code)).toEqual(Array(12).fill(0));
    expect(await terminateBackends()).toBeGreaterThan(1);
    await new Promise((r) => setTimeout(r, 100));
    const after = await Promise.all(Array.from({ length: 12 }, () => list()));
    expect(after.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(after.map((r) => r.json().code)).toEqual(Array(12).fill(0));
  });

  it('a connection ended in the middle of a transaction answers the 503 envelope, changes nothing, and the retry succeeds', async () => {
    const order = await newOrderAwaitingConfirm(ctx.db, scope, 'LOSS');
    // Hold the order's row so the confirm waits inside its transaction on a busy connection.
    await locker.query('begin');
    await locker.query('select id from purchase_order where id = $1 for update', [order.id]);
    const body = confirmBody(order);
    const pending = ctx.app.inject({
      method: 'POST', url: '/mobile/api/scm/purchase/purchase-order/saveConfirm',
      headers: { token, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify(body),
    });
    let ended = 0;
    for (let i = 0; i < 100 && ended === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      ended = await terminateBackends({ waitingOnLock: true });
    }
    expect(ended).toBe(1);
    const cut = await pending;
    expect(cut.statusCode).toBe(503);
    expect(cut.json()).toEqual({ code: 503, message: 'Service temporarily unavailable; please try again', data: null });
    await locker.query('rollback');

    const row = await ctx.db.selectFrom('purchase_order').select(['status', 'version']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 2, version: 0 });
    const retry = await ctx.call('POST', '/scm/purchase/purchase-order/saveConfirm', { token, body });
    expect(retry).toMatchObject({ code: 0, data: { status: 3, version: 1 } });
  });

  it('connections ended again and again under 60 requests: each answers 0 or the 503 envelope, never a 500', async () => {
    let stop = false;
    const killer = (async () => {
      let n = 0;
      while (!stop) {
        n += await terminateBackends();
        await new Promise((r) => setTimeout(r, 15));
      }
      return n;
    })();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => new Promise((r) => setTimeout(r, i * 3)).then(() => list())));
    stop = true;
    const ended = await killer;
    const seen = answers.map((r) => `${r.statusCode}/${r.json().code}`);
    const tally = Object.fromEntries([...new Set(seen)].map((k) => [k, seen.filter((s) => s === k).length]));
    console.log(`connections ended: ${ended}; answers: ${JSON.stringify(tally)}`);
    for (const r of answers) {
      const b = r.json();
      if (r.statusCode === 503) expect(b).toEqual({ code: 503, message: unavailableZh, data: null });
      else expect([r.statusCode, b.code]).toEqual([200, 0]);
    }
    // Once the killing stops the server serves again: an idle connection ended by the killer's last round may answer
    // one more request with the 503 envelope before the pool has dropped it, never with anything else.
    await expect
      .poll(async () => {
        const after = await list();
        const b = after.json();
        if (after.statusCode === 503) expect(b).toEqual({ code: 503, message: unavailableZh, data: null });
        return b.code;
      }, { timeout: 10_000, interval: 200 })
      .toBe(0);
  });
});
