import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { kyselyFor } from '../../server/db/connect';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded';
import type { Database } from '../../server/db/types';
import { freePort } from '../support/freePort';
import { startSeededCluster } from '../support/seededCluster';
import { confirmBody, newOrdersAwaitingConfirm, type AwaitingOrder, type OrderScope } from './support/orders';
import { callJson, login, postmasterPid, processAlive, startRealServer, type RealServer } from './support/realServer';

/**
 * Acknowledged writes survive a crash, and no document is left half-written: the real server confirms orders in a
 * stream while it is killed (kill -9), and separately while the PostgreSQL postmaster is killed (kill -9) under the
 * running server, which must live on and serve again once PostgreSQL is back. The database is this file's own
 * PostgreSQL (fsync on, as in production) in a temporary folder, seeded with the test data set (a copy of the run's
 * seeded cluster: tests/support/seededCluster.ts).
 */

let dir: string;
let pgPort: number;
let pg: EmbeddedServer;
let db: Kysely<Database>;
let url: string;
let scope: OrderScope;
let server: RealServer | undefined;

const dbOptions = () => ({ dataDir: path.join(dir, 'pg'), port: pgPort, persistent: true, log: () => {} });
/** Starts PostgreSQL again on this file's data folder (after its postmaster was killed). */
const startDb = () => startEmbeddedPostgres(dbOptions());

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-durability-'));
  pgPort = await freePort();
  pg = await startSeededCluster(dbOptions());
  url = pg.url('scm');
  db = kyselyFor(url, 4, () => {});
  const s = await db.selectFrom('supplier').select(['id', 'merchant_id']).where('code', '=', 'S001').executeTakeFirstOrThrow();
  const branch = await db.selectFrom('branch').select('id').where('merchant_id', '=', s.merchant_id).orderBy('id').executeTakeFirstOrThrow();
  const item = await db.selectFrom('item').select('id').where('merchant_id', '=', s.merchant_id).orderBy('id').executeTakeFirstOrThrow();
  scope = { supplierId: s.id, merchantId: s.merchant_id, branchId: branch.id, itemId: item.id };
});

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await db?.destroy();
  await pg?.stop(2_000);
  fs.rmSync(dir, { recursive: true, force: true });
});

const serve = async () => (server = await startRealServer({ port: await freePort(), env: { DATABASE_URL: url } }));

/**
 * Confirms `orders` from 8 workers at once until `stop` says so; returns the ids whose confirm was acknowledged
 * (code 0) and every other answer, by kind.
 */
function confirmStream(port: number, token: string, orders: AwaitingOrder[]) {
  const agent = new http.Agent({ keepAlive: true });
  const acknowledged: number[] = [];
  const others: Record<string, number> = {};
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < orders.length) {
      const o = orders[next++];
      // A 503 is tried again, as the app lets the user do; a retry may find the first try committed (409, stale).
      for (let retry = false; !stopped; retry = true) {
        const a = await callJson(port, agent, 'POST', '/scm/purchase/purchase-order/saveConfirm', { token, body: confirmBody(o) });
        if (a.body?.code === 0) acknowledged.push(o.id);
        const kind = a.error ? `reset:${a.error}` : `${a.status}/${a.body?.code}${retry ? ' on retry' : ''}`;
        if (a.body?.code !== 0) others[kind] = (others[kind] ?? 0) + 1;
        if (a.status !== 503) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  const done = Promise.all(Array.from({ length: 8 }, worker)).finally(() => agent.destroy());
  return {
    acknowledged,
    others,
    /** Resolves once `n` confirms were acknowledged. */
    async until(n: number) {
      while (acknowledged.length < n && next < orders.length) await new Promise((r) => setTimeout(r, 5));
    },
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** Every acknowledged confirm is stored; every order is whole: untouched, or confirmed in header, lines and log. */
async function expectDurableAndWhole(orders: AwaitingOrder[], acknowledged: number[]) {
  const ids = orders.map((o) => o.id);
  const rows = await sql<{ id: number; status: number; version: number; lines: number; confirmed: number; logs: number }>`
    select po.id, po.status, po.version,
      (select count(*) from purchase_order_line l where l.order_id = po.id)::int as lines,
      (select count(*) from purchase_order_line l where l.order_id = po.id and l.confirmed_qty = 1 and l.promised_date = '2024-05-14')::int as confirmed,
      (select count(*) from approval_log a where a.doc_type = 'purchase_order' and a.doc_id = po.id)::int as logs
    from purchase_order po where po.id in (${sql.join(ids)})`.execute(db);
  const byId = new Map(rows.rows.map((r) => [r.id, r]));
  const torn = rows.rows.filter((r) => {
    const untouched = r.status === 2 && r.version === 0 && r.confirmed === 0 && r.logs === 0;
    const confirmed = r.status === 3 && r.version === 1 && r.confirmed === r.lines && r.logs === 1;
    return r.lines !== 3 || !(untouched || confirmed);
  });
  expect(torn).toEqual([]);
  const lost = acknowledged.filter((id) => byId.get(id)?.status !== 3);
  expect(lost).toEqual([]);
  return rows.rows.filter((r) => r.status === 3).length;
}

describe('durability', () => {
  it('kill -9 of the server during a stream of confirms: after a restart every acknowledged one is there, no order torn', async () => {
    const orders = await newOrdersAwaitingConfirm(db, scope, 'KILLSRV', 400);
    const first = await serve();
    const token = await login(first.port, '13800000001', 'Scm@2026demo');
    const stream = confirmStream(first.port, token, orders);
    await stream.until(60);
    first.child.kill('SIGKILL');
    await first.exited;
    await stream.stop();

    const second = await serve();
    const stored = await expectDurableAndWhole(orders, stream.acknowledged);
    console.log(`server killed: ${stream.acknowledged.length} confirms acknowledged, ${stored} stored, other answers ${JSON.stringify(stream.others)}`);
    // The restarted server reads them back.
    const t2 = await login(second.port, '13800000001', 'Scm@2026demo');
    const detail = await callJson(second.port, new http.Agent(), 'GET', `/scm/purchase/purchase-order/detail/${stream.acknowledged[0]}`, { token: t2 });
    expect(detail.body).toMatchObject({ code: 0, data: { status: 3, version: 1 } });
  });

  it('kill -9 of the postmaster under the running server: it answers 503 meanwhile, lives on, serves again once PostgreSQL is back', async () => {
    const live = server!;
    expect(live.child.exitCode).toBeNull();
    const orders = await newOrdersAwaitingConfirm(db, scope, 'KILLPG', 400);
    const token = await login(live.port, '13800000001', 'Scm@2026demo');
    const stream = confirmStream(live.port, token, orders);
    await stream.until(40);
    const postmaster = postmasterPid(path.join(dir, 'pg'));
    process.kill(postmaster, 'SIGKILL');
    const ackedBefore = stream.acknowledged.length;
    // PostgreSQL away for a moment: the stream goes on and is answered 503.
    await new Promise((r) => setTimeout(r, 700));
    // Its backends end when they notice the postmaster is gone; then it starts again on the same folder.
    for (let attempt = 0; ; attempt++) {
      try {
        pg = await startDb();
        break;
      } catch (err) {
        if (attempt >= 30) throw err;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    await db.destroy();
    db = kyselyFor(url, 4, () => {});
    // The same server process serves again: more confirms are acknowledged after the restart.
    const ackedAtRestart = stream.acknowledged.length;
    await stream.until(ackedAtRestart + 20);
    await stream.stop();

    expect(live.child.exitCode).toBeNull();
    expect(processAlive(postmaster)).toBe(false);
    expect(stream.acknowledged.length).toBeGreaterThanOrEqual(ackedAtRestart + 20);
    // While PostgreSQL was away every answer was the 503 envelope, never a 500 or a reset; a retried confirm whose
    // first try had committed before the connection broke is told the order changed (409).
    expect(Object.keys(stream.others).filter((k) => !['503/503', '503/503 on retry', '200/409 on retry'].includes(k))).toEqual([]);
    const stored = await expectDurableAndWhole(orders, stream.acknowledged);
    console.log(
      `postmaster killed: ${ackedBefore} acknowledged before, ${stream.acknowledged.length} in all, ${stored} stored; ` +
        `other answers ${JSON.stringify(stream.others)}`,
    );
  });
});
