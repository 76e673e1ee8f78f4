import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Kysely } from 'kysely';
import { kyselyFor } from '../../server/db/connect';
import type { Database } from '../../server/db/types';
import { AuthCode } from '../../server/lib/errors';
import { solve } from '../security/authSupport';
import { freePort } from '../support/freePort';
import { todaysTemplate } from '../support/template';
import { adminQuery, demoPassword, type Envelope } from '../support/testContext';

// API replicas: two real server processes (server/main.ts, as `npm run serve` starts it) on one database. What one
// process decides, the other must honour: sessions, logouts, per-account login limits and the compare-and-set of
// an order's confirmation. Then one server started with SCM_WORKERS=2: its workers serve, and a stop drains them.

interface Server {
  url: string;
  process: ChildProcess;
  output: () => string;
}

const dbName = `t_rep_${randomBytes(5).toString('hex')}`;
const dbUrl = inject('pgServerUrl').replace(/\/postgres$/, `/${dbName}`);
const servers: Server[] = [];
let db: Kysely<Database>;

/** Starts server/main.ts on the test database; resolves once it says it is running (or `ready` matches). */
async function startServer(env: Record<string, string> = {}, ready = /is running/): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', SCM_LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b) => (out += b));
  child.stderr!.on('data', (b) => (out += b));
  const server: Server = { url: `http://127.0.0.1:${port}/mobile/api`, process: child, output: () => out };
  servers.push(server);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${out}`)), 60_000);
    const check = () => {
      if (!ready.test(out)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it started:\n${out}`)));
  });
  return server;
}

async function call<T = any>(server: Server, method: 'GET' | 'POST', path: string, opts: { token?: string; body?: unknown } = {}): Promise<Envelope<T>> {
  const res = await fetch(server.url + path, {
    method,
    headers: { ...(opts.token ? { token: opts.token } : {}), ...(opts.body ? { 'content-type': 'application/json' } : {}) },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return res.json() as Promise<Envelope<T>>;
}

const login = (server: Server, account: string, password: string) => call(server, 'POST', '/mobile/scm/login', { body: { account, password } });

let a: Server;
let b: Server;

beforeAll(async () => {
  await adminQuery(`create database ${dbName} template ${await todaysTemplate()}`);
  db = kyselyFor(dbUrl, 2);
  [a, b] = await Promise.all([startServer(), startServer()]);
}, 120_000);

afterAll(async () => {
  for (const s of servers) if (s.process.exitCode === null) s.process.kill('SIGKILL');
  await db?.destroy();
  await adminQuery(`drop database if exists ${dbName} with (force)`);
});

describe('two server processes on one database', () => {
  it('a session made on A works on B; logged out on A, it is refused on B', async () => {
    const made = await login(a, '13800000001', demoPassword);
    expect(made.code).toBe(0);
    const token: string = made.data.token;
    expect(await call(b, 'GET', '/mobile/scm/getSession', { token })).toMatchObject({ code: 0, data: { userName: expect.any(String) } });

    expect((await call(a, 'GET', '/mobile/scm/logout', { token })).code).toBe(0);
    expect((await call(b, 'GET', '/mobile/scm/getSession', { token })).code).toBe(AuthCode.tokenRevoked);
  });

  it('counts one account\'s failed logins across both, and a challenge issued by one is checked (once) by the other', async () => {
    const account = '13800000003';
    for (const server of [a, b, a]) expect((await login(server, account, 'wrong-password-1')).code).toBe(1001);
    // Either process now asks for the check, even with the right password.
    for (const server of [b, a]) expect(await login(server, account, demoPassword)).toMatchObject({ code: 1002, data: { captchaRequired: true } });

    const issued = (await call(a, 'GET', '/validate/initImg')).data;
    const solved = { captchaId: issued.captchaId, captchaCode: solve(issued.challenge) };
    // Spent on B by a wrong password: B knew A's challenge (the answer was taken, the password was wrong)...
    expect((await call(b, 'POST', '/mobile/scm/login', { body: { account, password: 'wrong-password-2', ...solved } })).code).toBe(1001);
    // ...and A will not take it a second time.
    expect((await call(a, 'POST', '/mobile/scm/login', { body: { account, password: demoPassword, ...solved } })).code).toBe(1003);

    const fresh = (await call(b, 'GET', '/validate/initImg')).data;
    const ok = await call(a, 'POST', '/mobile/scm/login', { body: { account, password: demoPassword, captchaId: fresh.captchaId, captchaCode: solve(fresh.challenge) } });
    expect(ok.code).toBe(0);
  });

  it('moves an order once when two phones confirm it at the same moment, one through each process', async () => {
    const token: string = (await login(a, '13800000001', demoPassword)).data.token;
    const order = await db
      .selectFrom('purchase_order as o')
      .innerJoin('supplier as s', 's.id', 'o.supplier_id')
      .select(['o.id', 'o.version', 'o.expected_date'])
      .where('s.code', '=', 'S001')
      .where('o.status', '=', 2)
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    const lines = await db.selectFrom('purchase_order_line').select(['id', 'order_qty']).where('order_id', '=', order.id).execute();
    const body = { id: order.id, version: order.version, action: 'confirm', promisedDate: order.expected_date, lines: lines.map((l) => ({ lineId: l.id, confirmedQty: l.order_qty })) };
    const answers = await Promise.all([a, b, a, b].map((s) => call(s, 'POST', '/scm/purchase/purchase-order/saveConfirm', { token, body })));
    const codes = answers.map((r) => r.code).sort();
    expect(codes, JSON.stringify(answers)).toEqual([0, 409, 409, 409]);
    const after = await db.selectFrom('purchase_order').select(['status', 'version']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 3, version: order.version + 1 });
    const moves = await db.selectFrom('approval_log').select('id').where('doc_type', '=', 'purchase_order').where('doc_id', '=', order.id).where('to_status', '=', 3).execute();
    expect(moves).toHaveLength(1);
  });
});

describe('SCM_WORKERS=2', () => {
  it('starts two workers on one port that serve, and stops them (each draining) before it exits', async () => {
    const server = await startServer({ SCM_WORKERS: '2' });
    expect(server.output()).toMatch(/\[cluster\] 2 API processes listening/);
    const made = await login(server, '13800000002', demoPassword);
    expect(made.code).toBe(0);
    const seen = await Promise.all(Array.from({ length: 6 }, () => call(server, 'GET', '/mobile/scm/getSession', { token: made.data.token })));
    expect(seen.map((r) => r.code)).toEqual([0, 0, 0, 0, 0, 0]);

    const exited = new Promise<number | null>((r) => server.process.once('exit', r));
    server.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    // Both workers drained (their own stop), then the primary's step for them ended.
    expect(server.output().match(/request\(s\) in flight/g)).toHaveLength(2);
    expect(server.output()).toMatch(/2 workers: done/);
  });
});
