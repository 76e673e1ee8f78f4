import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTestContext, type TestContext } from '../support/testContext';

// D2: POST /monitor/collect needs no login and its key is public; it had only an age-based prune (29,000 rows in
// 5 s from one address). Now it is bounded like a collector: caps per address and per device, a daily budget with
// sampling past half of it and the oldest low-value records making room for errors when it is full, all counted in
// PostgreSQL (two app instances on one database share them), and the drops visible on App health.

let ctx: TestContext;
let second: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  // A second process of the same deployment: another app on the same database.
  second = await buildApp({ db: ctx.db });
  await second.ready();
});
afterAll(async () => {
  // The limits a test set stay in the process's environment: a later file in the same process would meet them.
  for (const name of limits) delete process.env[name];
  await second.close();
  await ctx.close();
});

const limits = ['SCM_MONITOR_ADDRESS_DAILY_RECORDS', 'SCM_MONITOR_DEVICE_DAILY_RECORDS', 'SCM_MONITOR_DAILY_RECORDS', 'SCM_MONITOR_DAILY_BYTES', 'SCM_MONITOR_SAMPLE_ONE_IN'];
beforeEach(async () => {
  for (const name of limits) delete process.env[name];
  // One table a statement: the apps' housekeeping, started as each became ready, may still be deleting expired rows
  // of these tables in one transaction; truncating them together took their locks in another order (deadlock).
  for (const table of ['monitor_event', 'monitor_intake', 'rate_limit_hit']) await sql`truncate ${sql.table(table)}`.execute(ctx.db);
});

const authInfo = { trackerId: 'scm', apikey: 'scm-h5' };
let n = 0;
function record(dataType: 'pv' | 'error' | 'api', uuid: string) {
  n += 1;
  return {
    dataType, requestId: `r-${n}`, timestamp: Date.now(),
    datas: { uuid, page: { pagePath: '/pages/index/index' }, ...(dataType === 'error' ? { error: { message: `boom ${n}` } } : {}) },
  };
}
const batch = (dataType: 'pv' | 'error' | 'api', uuid: string, size = 50) => Array.from({ length: size }, () => record(dataType, uuid));

/** One collection call from `address`, through the first app or the second. */
async function collect(items: unknown[], address: string, via: 'first' | 'second' = 'first') {
  const app = via === 'first' ? ctx.app : second;
  const res = await app.inject({ method: 'POST', url: '/mobile/api/monitor/collect', remoteAddress: address, payload: { authInfo, data: { items } } });
  return res.json();
}

const stored = async () => Number((await sql<{ n: string }>`select count(*) as n from monitor_event`.execute(ctx.db)).rows[0].n);
const storedOf = async (dataType: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from monitor_event where data_type = ${dataType}`.execute(ctx.db)).rows[0].n);
const droppedBy = async (reason: string) =>
  Number((await sql<{ n: string }>`select coalesce(sum(records), 0) as n from monitor_intake where scope = 'dropped' and key = ${reason}`.execute(ctx.db)).rows[0].n);

describe('the monitoring intake is bounded like a collector', () => {
  it('one address flooding with ever new devices stops at its daily cap, across processes', async () => {
    process.env.SCM_MONITOR_ADDRESS_DAILY_RECORDS = '200';
    for (let i = 0; i < 10; i++) {
      const r = await collect(batch('pv', `flood-${i}`), '203.0.113.7', i % 2 ? 'second' : 'first');
      expect(r.code).toBe(0);
    }
    expect(await stored()).toBe(200);
    expect(await droppedBy('address_cap')).toBe(300);
    // Another address is not held back by it.
    expect((await collect(batch('pv', 'calm', 5), '203.0.113.8')).data.stored).toBe(5);
  });

  it('one device sending from many addresses stops at its daily cap', async () => {
    process.env.SCM_MONITOR_DEVICE_DAILY_RECORDS = '120';
    for (let i = 0; i < 6; i++) await collect(batch('pv', 'one-phone'), `198.51.100.${i + 1}`, i % 2 ? 'second' : 'first');
    expect(await stored()).toBe(120);
    expect(await droppedBy('device_cap')).toBe(180);
  });

  it('past half the daily budget low-value records are sampled; when it is full, errors replace the oldest of them', async () => {
    process.env.SCM_MONITOR_DAILY_RECORDS = '200';
    process.env.SCM_MONITOR_SAMPLE_ONE_IN = '4';
    // Page views: the first half of the budget stored whole, then one in four.
    for (let i = 0; i < 6; i++) await collect(batch('pv', `phone-${i}`), `192.0.2.${i + 1}`, i % 2 ? 'second' : 'first');
    expect(await droppedBy('sampled')).toBeGreaterThan(0);
    const views = await stored();
    expect(views).toBeGreaterThanOrEqual(100);
    expect(views).toBeLessThanOrEqual(200);
    // Fill it to the brim, then errors come: each stored in place of the oldest page view.
    while ((await stored()) < 200) await collect(batch('pv', 'filler', 10), '192.0.2.200');
    const before = await stored();
    const errors = batch('error', 'broken-phone', 40);
    const r = await collect(errors, '192.0.2.201');
    expect(r.data.stored).toBe(40);
    expect(await storedOf('error')).toBe(40);
    expect(await droppedBy('evicted')).toBe(40);
    expect(await stored()).toBe(before);
    // Page views sent now are dropped: the budget is full.
    const overBefore = await droppedBy('over_budget');
    await collect(batch('pv', 'late-phone', 10), '192.0.2.202');
    expect(await droppedBy('over_budget')).toBe(overBefore + 10);
    expect(await stored()).toBe(before);
  });

  it('App health shows what was dropped today, by reason', async () => {
    process.env.SCM_MONITOR_ADDRESS_DAILY_RECORDS = '30';
    await collect(batch('pv', 'x'), '203.0.113.50');
    const boss = await ctx.login('boss', 'Boss@2026demo');
    const overview = await ctx.call('GET', '/monitor/overview', { token: boss, query: { minutes: 60 } });
    expect(overview.data.intake).toEqual({ storedToday: 30, dropped: { addressCap: 20, deviceCap: 0, sampled: 0, overBudget: 0, evicted: 0 } });
  });
});
