import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { route } from '../../server/lib/routeSpec';
import { apiRoutes } from '../../server/modules/index';
import { demoPassword, type TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

let ctx: TestContext;
let token: string;
let supplierId: number;
let merchantId: number;
let boss: string;

beforeAll(async () => {
  ({ ctx, token, supplierId, merchantId } = await withS001());
  boss = await ctx.login('boss', 'Boss@2026demo');
});
afterAll(() => ctx.close());

const authInfo = { trackerId: 'scm', sdkVersion: '1.0.0', sdkName: 'scm-monitor-h5', apikey: 'scm-h5' };
let n = 0;
function record(dataType: 'pv' | 'event' | 'error' | 'api', datas: Record<string, unknown> = {}) {
  n += 1;
  return {
    dataType, requestId: `req-${n}`, platformType: 'H5', clientType: 'H5', timestamp: Date.now(),
    datas: { uuid: 'device-1', appName: 'scm', appVersion: '1.2.6', release: '1.2.6', page: { pagePath: '/pages/index/index', title: 'Home' }, ...datas },
  };
}
const collect = (body: unknown, t?: string) => ctx.call('POST', '/monitor/collect', { token: t, body });
const count = async (table: 'monitor_event' | 'monitor_alert') => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(ctx.db)).rows[0].n);

describe('collection endpoint (spec §7 body)', () => {
  it('stores the records and the breadcrumb with the identity of the session, not the one the phone claims', async () => {
    const before = await count('monitor_event');
    const r = await collect(
      { authInfo, data: { items: [record('pv'), record('event', { event: { key: 'tap', name: 'confirm', type: 'click', params: [{ name: 'id', value: '5' }] } })] }, breadcrumb: [record('pv')] },
      token,
    );
    expect(r).toMatchObject({ code: 0, data: { stored: 3 } });
    expect(await count('monitor_event')).toBe(before + 3);
    const row = await ctx.db.selectFrom('monitor_event').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ data_type: 'event', supplier_id: supplierId, merchant_id: merchantId, app_version: '1.2.6', page_path: '/pages/index/index' });
  });

  it('stores records sent without a session as anonymous', async () => {
    const r = await collect({ authInfo, data: { items: [record('pv', { user: { userId: '1', userName: 'someone else' } })] } });
    expect(r.code).toBe(0);
    const row = await ctx.db.selectFrom('monitor_event').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
    expect(row.merchant_id).toBeNull();
  });

  it('strips credentials from what it stores', async () => {
    await collect({ authInfo, data: { items: [record('pv', { page: { pagePath: '/pages/x', query: 'token=abc123&x=1' }, event: { key: 'k', name: 'n', type: 't', params: [{ name: 'password', value: 'hunter2' }] } })] } }, token);
    const row = await ctx.db.selectFrom('monitor_event').select('payload').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.stringify(row.payload)).not.toMatch(/abc123|hunter2/);
  });

  it.each([
    ['no authInfo', { data: { items: [record('pv')] } }],
    ['another app key', { authInfo: { ...authInfo, apikey: 'other' }, data: { items: [record('pv')] } }],
    ['no records', { authInfo, data: { items: [] } }],
    ['51 records', { authInfo, data: { items: Array.from({ length: 51 }, () => record('pv')) } }],
    ['an unknown data type', { authInfo, data: { items: [{ ...record('pv'), dataType: 'crash' }] } }],
    ['an unknown field', { authInfo, data: { items: [{ ...record('pv'), secret: 1 }] } }],
    ['a user agent over 500 characters', { authInfo, data: { items: [record('pv', { system: { userAgent: 'x'.repeat(501) } })] } }],
    ['a timestamp as text', { authInfo, data: { items: [{ ...record('pv'), timestamp: '2026-11-23' }] } }],
  ])('refuses %s with the 400 envelope and stores nothing', async (_name, body) => {
    const before = await count('monitor_event');
    const r = await collect(body, token);
    expect(r.code).toBe(400);
    expect(typeof r.message).toBe('string');
    expect(await count('monitor_event')).toBe(before);
  });
});

describe('alerts (spec §8)', () => {
  it('records a client alert with credentials stripped', async () => {
    const r = await ctx.call('POST', '/common/alerm/send', {
      token, body: { type: 'client-error', message: 'failed at /x?token=abc123 with password=hunter2', page: '/pages/index/index' },
    });
    expect(r).toMatchObject({ code: 0, data: { recorded: true } });
    const row = await ctx.db.selectFrom('monitor_alert').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'client', kind: 'client-error', supplier_id: supplierId, merchant_id: merchantId });
    expect(row.message).not.toMatch(/abc123|hunter2/);
    expect(JSON.stringify(row.payload)).not.toMatch(/abc123|hunter2/);
  });

  it('leaves out wrong passwords, unopened merchants, failed logins, unsupported and already-existing', async () => {
    const before = await count('monitor_alert');
    for (const message of ['用户名或密码错误', '商户未开通', '登录失败', '不支持此操作', '条码已存在']) {
      const r = await ctx.call('POST', '/common/alerm/send', { token, body: { type: 'api-error', message } });
      expect(r).toMatchObject({ code: 0, data: { recorded: false } });
    }
    expect(await count('monitor_alert')).toBe(before);
  });

  it('refuses an alert without a session or with fields it does not know', async () => {
    expect((await ctx.call('POST', '/common/alerm/send', { body: { type: 'x' } })).code).toBe(140001);
    expect((await ctx.call('POST', '/common/alerm/send', { token, body: { type: 'x', password: 'p' } })).code).toBe(400);
  });

  it('posts to the chat webhook when ALERT_WEBHOOK_URL is set, and keeps its answer', async () => {
    const received: unknown[] = [];
    const hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end('{"errcode":0}');
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    process.env.ALERT_WEBHOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/robot/send?key=k`;
    try {
      const r = await ctx.call('POST', '/common/alerm/send', { token, body: { type: 'repeat-call', endpoint: 'GET /scm/home/summary', count: 11, windowMs: 1000 } });
      expect(r.data.recorded).toBe(true);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ msgtype: 'text', text: { content: expect.stringContaining('repeat-call ×11') } });
      const row = await ctx.db.selectFrom('monitor_alert').select('webhook_status').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row.webhook_status).toBe(200);
    } finally {
      delete process.env.ALERT_WEBHOOK_URL;
      hook.close();
    }
  });

  it('raises an alert when the server cannot answer a request (500), with its Trace-Id', async () => {
    const broken = route({ method: 'GET', url: '/test/broken', auth: 'user', summary: 'fails', schema: { response: { type: 'null' } }, handler: async () => { throw new Error('boom'); } });
    const app = await buildApp({ db: ctx.db, routes: [...apiRoutes, broken] });
    try {
      const res = await app.inject({ method: 'GET', url: '/mobile/api/test/broken', headers: { token, 'trace-id': 'trace-broken-0001' } });
      expect(res.json().code).toBe(500);
      expect(res.headers['trace-id']).toBe('trace-broken-0001');
      await expect.poll(async () => (await ctx.db.selectFrom('monitor_alert').selectAll().where('kind', '=', 'server-error').execute()).length).toBeGreaterThan(0);
      const row = await ctx.db.selectFrom('monitor_alert').selectAll().where('kind', '=', 'server-error').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ source: 'server', endpoint: 'GET /mobile/api/test/broken', supplier_id: supplierId });
      expect(row.message).toContain('trace-broken-0001');
    } finally {
      await app.close();
    }
  });
});

describe('Trace-Id', () => {
  it('answers the Trace-Id a call carried, and a fresh one for a missing or unsafe one', async () => {
    const given = await ctx.app.inject({ method: 'GET', url: '/mobile/api/scm/home/summary', headers: { token, 'trace-id': '0123456789abcdef0123456789abcdef' } });
    expect(given.headers['trace-id']).toBe('0123456789abcdef0123456789abcdef');
    const unsafe = await ctx.app.inject({ method: 'GET', url: '/mobile/api/scm/home/summary', headers: { token, 'trace-id': 'x\\n{"forged":1}' } });
    expect(unsafe.headers['trace-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await ctx.app.inject({ method: 'GET', url: '/mobile/api/scm/home/summary', headers: { token } });
    expect(none.headers['trace-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('gray release (spec §4)', () => {
  it('marks API answers of a gray deployment with x-gray-release 1, of a stable one with 0, and nothing when unset', async () => {
    const answerOf = async (mark: string | undefined) => {
      if (mark === undefined) delete process.env.SCM_GRAY_RELEASE;
      else process.env.SCM_GRAY_RELEASE = mark;
      const app = await buildApp({ db: ctx.db });
      try {
        return (await app.inject({ method: 'GET', url: '/mobile/api/common/system/config/other' })).headers['x-gray-release'];
      } finally {
        await app.close();
        delete process.env.SCM_GRAY_RELEASE;
      }
    };
    expect(await answerOf('1')).toBe('1');
    expect(await answerOf('0')).toBe('0');
    expect(await answerOf(undefined)).toBeUndefined();
    expect(await answerOf('yes')).toBeUndefined();
  });
});

describe('operations view', () => {
  it('answers errors per page and release, p95 of calls, active users and alerts of the merchant only', async () => {
    const other = await ctx.login('13800000002', demoPassword);
    const api = (ms: number, status = 200) => record('api', { api: { method: 'POST', url: `/scm/purchase/purchase-order/detail/${ms}`, status, durationMs: ms, traceId: `t${ms}`, category: status < 400 ? 'ok' : 'internal error' } });
    const durations = Array.from({ length: 20 }, (_, i) => (i + 1) * 10);
    await collect({ authInfo, data: { items: durations.map((ms) => api(ms)) } }, token);
    await collect({ authInfo, data: { items: [api(999, 500), record('error', { error: { kind: 'js', message: 'TypeError: x is undefined' }, page: { pagePath: '/pages/finance/index' } })] } }, other);
    // A row of another merchant must not count.
    await ctx.db.insertInto('monitor_event').values({
      occurred_at: new Date(), data_type: 'error', request_id: 'foreign', client_uuid: 'f', app_name: 'scm', app_version: '9.9.9',
      page_path: '/pages/foreign', merchant_id: merchantId + 1000, payload: '{}',
    }).execute();

    const r = await ctx.call('GET', '/monitor/overview', { token: boss, query: { minutes: 60 } });
    expect(r.code).toBe(0);
    expect(r.data.activeUsers).toBeGreaterThanOrEqual(2);
    expect(r.data.errorsByPage).toContainEqual(expect.objectContaining({ pagePath: '/pages/finance/index', release: '1.2.6', errors: 1, lastMessage: 'TypeError: x is undefined' }));
    expect(r.data.errorsByPage.map((e: { pagePath: string }) => e.pagePath)).not.toContain('/pages/foreign');
    const detail = r.data.slowEndpoints.find((e: { endpoint: string }) => e.endpoint === 'POST /scm/purchase/purchase-order/detail/:id');
    const all = [...durations, 999].sort((a, b) => a - b);
    // percentile_cont(0.95) over 21 values: position 0.95 × 20 = 19 → the 20th value.
    expect(detail).toMatchObject({ calls: 21, failures: 1, p95Ms: all[19] });
  });

  it('is the merchant admin\'s: a supplier gets 107, and bad input the 400 envelope', async () => {
    expect((await ctx.call('GET', '/monitor/overview', { token })).code).toBe(107);
    expect((await ctx.call('GET', '/monitor/overview', { token: boss, query: { minutes: 0 } })).code).toBe(400);
    expect((await ctx.call('GET', '/monitor/overview', { token: boss, query: { minutes: 'abc' as unknown as number } })).code).toBe(400);
  });
});
