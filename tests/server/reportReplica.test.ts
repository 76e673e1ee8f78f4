import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { makeStandby, startStandby, type RunningStandby } from '../../server/db/backup/standby';
import { kyselyFor } from '../../server/db/connect';
import type { EmbeddedServer } from '../../server/db/embedded';
import { freePort } from '../../server/db/freePort';
import { ReplicaReports } from '../../server/db/reportDatabase';
import type { Database } from '../../server/db/types';
import { startSeededCluster } from '../support/seededCluster';
import { demoPassword, type Envelope } from '../support/testContext';

// Reports on a real streaming read replica (REPORT_DATABASE_URL): a primary of its own (the shared test server does
// not expose its data folder; a copy of the run's seeded cluster), a standby made from its base backup and following its WAL stream, and the app with
// both. The replica's replay is paused to make the two differ: a report then shows the replica's older state while
// a list shows the primary's; past the lag limit, and once the replica is gone, reports come from the primary,
// without an error for the user.

const log = () => {};
let work: string;
let primary: EmbeddedServer;
let standby: RunningStandby;
let db: Kysely<Database>;
let replica: Kysely<Database>;
let reports: ReplicaReports;
let app: FastifyInstance;
let token: string;

async function call<T = any>(url: string, body: unknown, t = token): Promise<Envelope<T>> {
  const res = await app.inject({ method: 'POST', url: `/mobile/api${url}`, headers: { token: t, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return res.json();
}

/** Probes until reports go `where` (each probe reads both servers once). */
async function until(where: 'replica' | 'primary'): Promise<void> {
  for (let i = 0; i < 300 && reports.where() !== where; i++) {
    await reports.probe();
    if (reports.where() !== where) await new Promise((r) => setTimeout(r, 100));
  }
  expect(reports.where()).toBe(where);
}

const today = new Date();
const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
const period = { dateFrom: daysAgo(360), dateTo: daysAgo(0), groupBy: 'item', pageSize: 50 };
type Row = { key: string; name: string };
const reportNames = async () => {
  const r = await call<{ rows: Row[] }>('/scm/report/purchase-summary/query', period);
  expect(r.code).toBe(0);
  return new Map(r.data.rows.map((x) => [x.key, x.name]));
};

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-replica-test-'));
  const primaryDir = path.join(work, 'primary');
  const primaryPort = await freePort();
  primary = await startSeededCluster({ dataDir: primaryDir, port: primaryPort, persistent: false, log });
  db = kyselyFor(primary.url('scm'), 10);
  await makeStandby({ primaryDataDir: primaryDir, primaryUrl: primary.url('postgres'), primaryHost: '127.0.0.1', primaryPort, standbyDir: path.join(work, 'standby'), workDir: work });
  standby = await startStandby(path.join(work, 'standby'), await freePort());
  replica = kyselyFor(standby.url('scm'), 4, log);
  // No timer: the test probes, so each step is decided by what the servers said, not by when a timer fired.
  reports = new ReplicaReports(db, replica, { maxLagMs: 60_000, probeEveryMs: 0, log });
  app = await buildApp({ db, reports });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/mobile/api/mobile/scm/login', headers: { 'content-type': 'application/json' }, payload: { account: '13800000001', password: demoPassword } });
  token = login.json().data.token;
}, 600_000);

afterAll(async () => {
  await app?.close();
  await reports?.close();
  await db?.destroy();
  await standby?.stop();
  await primary?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('reports on a streaming read replica', () => {
  let itemId: string;
  let oldName: string;
  const newName = '副本之后改名';

  it('the standby follows the primary; reports read it while lists read the primary', async () => {
    await until('replica');
    const before = await reportNames();
    expect(before.size).toBeGreaterThan(0);
    [itemId, oldName] = [...before.entries()][0]!;

    // The replica stops replaying; the primary renames the item.
    await sql`select pg_wal_replay_pause()`.execute(replica);
    for (let i = 0; i < 100; i++) {
      const s = await sql<{ state: string }>`select pg_get_wal_replay_pause_state() as state`.execute(replica);
      if (s.rows[0]!.state === 'paused') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await db.updateTable('item').set({ name: newName }).where('id', '=', Number(itemId)).execute();

    // Within the lag limit (60 s): the report still shows the replica's name, the goods list the primary's.
    await reports.probe();
    expect(reports.where()).toBe('replica');
    expect((await reportNames()).get(itemId)).toBe(oldName);
    const list = await call<{ rows: { itemId: number; name: string }[] }>('/shop/item/data/summary', { keyword: newName, pageSize: 20 });
    expect(list.code).toBe(0);
    expect(list.data.rows.map((r) => [String(r.itemId), r.name])).toEqual([[itemId, newName]]);
  });

  it('a replica that falls behind the lag limit sends reports back to the primary', async () => {
    // The paused replica misses the rename; with a limit of 300 ms it is too far behind as soon as the rename is
    // older than that.
    reports.maxLagMs = 300;
    await until('primary');
    expect((await reportNames()).get(itemId)).toBe(newName);
  });

  it('once it catches up it takes reports again; when it goes away, the report in flight is answered by the primary', async () => {
    // Back within the limit, reports may read the replica before it has replayed the rename (60 s of lag are
    // allowed): wait until it has replayed everything the primary had written, then the report shows the new name.
    const written = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db);
    await sql`select pg_wal_replay_resume()`.execute(replica);
    const caughtUp = async () =>
      (await sql<{ caught: boolean }>`select pg_last_wal_replay_lsn() >= ${written.rows[0]!.lsn}::pg_lsn as caught`.execute(replica)).rows[0]!.caught;
    await expect.poll(caughtUp, { timeout: 30_000, interval: 100 }).toBe(true);
    reports.maxLagMs = 60_000;
    await until('replica');
    expect((await reportNames()).get(itemId)).toBe(newName);
    const replicaSaw = await replica.selectFrom('item').select('name').where('id', '=', Number(itemId)).executeTakeFirstOrThrow();
    expect(replicaSaw.name).toBe(newName);

    // Stopped between two probes: the next report still picks the replica, fails there, and runs on the primary.
    await standby.stop();
    expect(reports.where()).toBe('replica');
    const names = await reportNames();
    expect(names.get(itemId)).toBe(newName);
    expect(reports.where()).toBe('primary');
    await reports.probe();
    expect(reports.where()).toBe('primary');
  });
});
