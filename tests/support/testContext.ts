import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { kyselyFor } from '../../server/db/connect';
import { todaysTemplate } from './template';
import type { Database } from '../../server/db/types';

export interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
  businessCode?: number;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string | number>;
  /** more request headers (the studio preview's scm-preview) */
  headers?: Record<string, string>;
}

export interface TestContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Base URL when started with `listen: true`. */
  url: string;
  call<T = any>(method: 'GET' | 'POST', url: string, opts?: CallOptions): Promise<Envelope<T>>;
  login(account: string, password: string, opts?: { supplierCode?: string }): Promise<string>;
  /** A seeded supplier by its code (S001 …), for ids the tests compare against. */
  supplier(code: string): Promise<{ id: number; merchant_id: number; name: string }>;
  close(): Promise<void>;
}

export const demoPassword = 'Scm@2026demo';

/** Runs one statement as the test server's superuser, outside any test database (creating and dropping them). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgServerUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the seeded template, and the real app on top of it. */
export async function createTestContext(opts: { listen?: boolean } = {}): Promise<TestContext> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`create database ${name} template ${await todaysTemplate()}`);
      break;
    } catch (err) {
      // Two files cloning at the same instant can collide on the template; try again shortly.
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
    }
  }
  const db = kyselyFor(inject('pgServerUrl').replace(/\/postgres$/, `/${name}`), 60);
  // No reminder job of its own: its messages would come into other tests' message centres; a test runs it by hand.
  const app = await buildApp({ db, webRoot: path.resolve('dist'), slotReminderMinutes: 0 });
  let url = '';
  if (opts.listen) url = await app.listen({ port: 0, host: '127.0.0.1' });
  else await app.ready();

  const call: TestContext['call'] = async (method, u, o = {}) => {
    const res = await app.inject({
      method,
      url: `/mobile/api${u}`,
      headers: { ...(o.token ? { token: o.token } : {}), ...(o.rawBody !== undefined || o.body !== undefined ? { 'content-type': 'application/json' } : {}), ...o.headers },
      payload: o.rawBody ?? (o.body === undefined ? undefined : JSON.stringify(o.body)),
      query: o.query ? Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)])) : undefined,
    });
    return res.json();
  };

  const login: TestContext['login'] = async (account, password, lo = {}) => {
    const r = await call('POST', '/mobile/scm/login', { body: { account, password } });
    if (r.code !== 0) throw new Error(`login ${account} failed: ${r.code} ${r.message}`);
    if (r.data.needChooseSupplier) {
      const list: { id: number; code: string }[] = r.data.supplierList;
      const pick = list.find((s) => s.code === lo.supplierCode) ?? list[0];
      const c = await call('POST', '/mobile/scm/chooseSupplier', { token: r.data.token, body: { supplierId: pick.id } });
      if (c.code !== 0) throw new Error(`chooseSupplier failed: ${c.message}`);
    }
    return r.data.token;
  };

  const supplier: TestContext['supplier'] = (code) =>
    db.selectFrom('supplier').select(['id', 'merchant_id', 'name']).where('code', '=', code).executeTakeFirstOrThrow();

  return {
    app,
    db,
    url,
    call,
    login,
    supplier,
    close: async () => {
      await app.close();
      await db.destroy();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
