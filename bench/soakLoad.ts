import fs from 'node:fs';
import pg from 'pg';
import { benchAccount } from './lib/session';
import { KINDS, type Kind, type SoakLoadConfig, type SoakLoadResult } from './soakShared';

// The soak's load generator, in a Node process of its own (bench/soak.ts starts it), so the server's process holds
// nothing of the bench and the generator's own work is not counted in the server's memory. Each virtual user is a
// supplier user on a phone: logged in once before the clock starts (its phone then holds a device token), then,
// until the time is up, one action after another with a short pause: lists, details, a report, confirming an order
// that awaits it, a photo upload, a question to the assistant, now and then logging out and in again.
// Argument: the JSON of SoakLoadConfig. Progress goes to stderr, the result (SoakLoadResult) as JSON to stdout.

/** A 1x1 PNG, as a phone's photo would be sniffed. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const QUESTIONS = ['我有哪些待确认的订单?', 'When will I be paid?', '本月到货率', '发票有什么要求'];
/** Share of each action in a user's session (out of 100). */
const MIX: [Kind, number][] = [['list', 32], ['detail', 30], ['report', 10], ['confirm', 10], ['upload', 6], ['assistant', 6], ['login', 6]];

const config = JSON.parse(process.argv[2] ?? '{}') as SoakLoadConfig;
const log = (m: string) => console.error(`[soak load ${new Date().toISOString().slice(11, 19)}] ${m}`);
const result: SoakLoadResult = { t0: 0, requests: [], errors: [], ordersIssued: 0 };
let deadline = 0;

class Failed extends Error {}

/** One request, timed and counted; a non-2xx answer or an envelope code other than 0 is an error. */
async function timed<T>(kind: Kind, send: () => Promise<Response>, read: (res: Response) => Promise<T>): Promise<T | null> {
  const start = performance.now();
  let ok = 0;
  let value: T | null = null;
  try {
    const res = await send();
    value = await read(res);
    ok = 1;
  } catch (err) {
    if (result.errors.length < 20) result.errors.push(`${kind}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const end = performance.now();
  result.requests.push([KINDS.indexOf(kind), Math.round(start - (result.t0 - performance.timeOrigin)), Math.round((end - start) * 10) / 10, ok]);
  return value;
}

async function envelope<T>(res: Response): Promise<T> {
  const text = await res.text();
  let body: { code?: number; message?: string; data?: T };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Failed(`${res.status} ${text.slice(0, 120)}`);
  }
  if (!res.ok || body.code !== 0) throw new Failed(`${res.status} code ${body.code}: ${body.message ?? ''}`);
  return body.data as T;
}

/** The chain's ERP issuing a new order to a supplier (a copy of a seeded one, dated today): what its user confirms. */
async function issueOrder(db: pg.Pool, template: number, supplierId: number): Promise<number> {
  const client = await db.connect();
  try {
    await client.query('begin');
    const po = await client.query<{ id: number }>(
      `insert into purchase_order (merchant_id, sheet_no, supplier_id, order_branch_id, receive_branch_id, status, order_date, expected_date, total_qty, total_amount)
       select merchant_id, 'SK' || to_char(clock_timestamp(), 'YYMMDDHH24MISSUS') || $2::text, $2::bigint, order_branch_id, receive_branch_id, 2,
              current_date, current_date + 3, total_qty, total_amount
       from purchase_order where id = $1 returning id`,
      [template, supplierId],
    );
    const id = Number(po.rows[0]!.id);
    await client.query(
      `insert into purchase_order_line (merchant_id, supplier_id, order_id, line_no, item_id, name, order_qty, price, amount)
       select merchant_id, $3, $2, line_no, item_id, name, order_qty, price, amount from purchase_order_line where order_id = $1`,
      [template, id, supplierId],
    );
    await client.query('commit');
    result.ordersIssued++;
    return id;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

interface OrderDetail {
  version: number;
  orderDate: string;
  expectedDate: string;
  lines: { id: number; orderQty: string }[];
}

class VirtualUser {
  private token = '';
  private deviceToken = '';
  private readonly address: string;
  private orderIds: number[] = [];
  private receiptIds: number[] = [];
  private n = 0;

  constructor(
    private readonly index: number,
    private readonly account: string,
    private readonly awaiting: number[],
    private readonly erp: () => Promise<number>,
  ) {
    this.address = `10.77.${index >> 8}.${(index & 255) + 1}`;
  }

  private headers(json = true): Record<string, string> {
    return { token: this.token, 'x-forwarded-for': this.address, ...(json ? { 'content-type': 'application/json' } : {}) };
  }

  private post<T>(kind: Kind, url: string, body: unknown): Promise<T | null> {
    return timed(kind, () => fetch(`${config.base}/mobile/api${url}`, { method: 'POST', headers: this.headers(), body: JSON.stringify(body) }), envelope<T>);
  }

  private get<T>(kind: Kind, url: string): Promise<T | null> {
    return timed(kind, () => fetch(`${config.base}/mobile/api${url}`, { headers: this.headers(false) }), envelope<T>);
  }

  /** The first login on this phone, before the clock starts (not counted). */
  async firstLogin(): Promise<void> {
    const res = await fetch(`${config.base}/mobile/api/mobile/scm/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.address },
      body: JSON.stringify({ account: this.account, password: benchAccount.password }),
    });
    const data = await envelope<{ token: string; deviceToken: string }>(res);
    this.token = data.token;
    this.deviceToken = data.deviceToken;
  }

  private async login(): Promise<void> {
    await this.get('login', '/mobile/scm/logout');
    const data = await this.post<{ token: string; deviceToken?: string }>('login', '/mobile/scm/login', { account: this.account, password: benchAccount.password, deviceTokens: [this.deviceToken] });
    if (data) {
      this.token = data.token;
      if (data.deviceToken) this.deviceToken = data.deviceToken;
    } else await this.firstLogin(); // the session is gone either way: a phone would log in again
  }

  private async list(): Promise<void> {
    const page = 1 + (this.n % 5);
    switch (this.n % 4) {
      case 0: {
        const r = await this.post<{ rows: { id: number }[] }>('list', '/scm/purchase/purchase-order/list', { pageNum: page, pageSize: 10 });
        if (r?.rows.length) this.orderIds = r.rows.map((o) => o.id);
        return;
      }
      case 1: {
        const r = await this.post<{ rows: { id: number }[] }>('list', '/scm/purchase/purchase-in/list', { pageNum: page, pageSize: 10 });
        if (r?.rows.length) this.receiptIds = r.rows.map((o) => o.id);
        return;
      }
      case 2:
        await this.get('list', '/scm/home/summary');
        return;
      default:
        await this.post('list', '/scm/message/list', { pageNum: 1, pageSize: 10 });
    }
  }

  private async detail(): Promise<void> {
    const pick = <T>(xs: T[]) => xs[this.n % xs.length];
    if (this.n % 3 === 2 && this.receiptIds.length) await this.get('detail', `/scm/financial/purchase-in/detail/${pick(this.receiptIds)}`);
    else if (this.orderIds.length) await this.get('detail', `/scm/purchase/purchase-order/detail/${pick(this.orderIds)}`);
    else await this.list();
  }

  private async report(): Promise<void> {
    const today = new Date();
    const from = new Date(today.getTime() - 90 * 86_400_000);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    if (this.n % 2) await this.post('report', '/scm/report/purchase-summary/query', { dateFrom: day(from), dateTo: day(today), groupBy: 'item', pageNum: 1, pageSize: 10 });
    else await this.post('report', '/scm/report/purchase-summary/total', { dateFrom: day(from), dateTo: day(today) });
  }

  /** An order awaiting this user (its share of the seeded ones, then new ones the chain issues), confirmed in full. */
  private async confirm(): Promise<void> {
    const id = this.awaiting.shift() ?? (await this.erp());
    const d = await this.get<OrderDetail>('detail', `/scm/purchase/purchase-order/detail/${id}`);
    if (!d) return;
    const promisedDate = d.expectedDate >= d.orderDate ? d.expectedDate : d.orderDate;
    await this.post('confirm', '/scm/purchase/purchase-order/saveConfirm', {
      id, version: d.version, action: 'confirm', promisedDate, remark: 'soak',
      lines: d.lines.map((l) => ({ lineId: l.id, confirmedQty: l.orderQty })),
    });
  }

  private async upload(): Promise<void> {
    await timed('upload', () => {
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
      return fetch(`${config.base}/mobile/api/common/file/upload`, { method: 'POST', headers: this.headers(false), body: form });
    }, envelope);
  }

  /** A question, its server-sent answer read to the end (the time is the whole answer's). */
  private async assistant(): Promise<void> {
    await timed('assistant', () => fetch(`${config.base}/mobile/api/scm/assistant/ask`, {
      method: 'POST',
      headers: { ...this.headers(), accept: 'text/event-stream' },
      body: JSON.stringify({ question: QUESTIONS[this.n % QUESTIONS.length] }),
    }), async (res) => {
      const text = await res.text();
      if (!res.ok || !text.includes('event: delta')) throw new Failed(`${res.status} no streamed answer: ${text.slice(0, 120)}`);
      if (text.includes('event: error')) throw new Failed(`error event: ${text.slice(text.indexOf('event: error'), 200)}`);
      return null;
    });
  }

  async run(): Promise<void> {
    // Users start spread over the first two seconds, not in one burst.
    await new Promise((r) => setTimeout(r, (this.index * 2000) / config.users));
    while (Date.now() < deadline || (config.holdFile && fs.existsSync(config.holdFile))) {
      this.n++;
      let roll = (this.n * 37 + this.index * 11) % 100;
      const kind = MIX.find(([, share]) => (roll -= share) < 0)![0];
      try {
        await this[kind]();
      } catch (err) {
        // a step outside the timed requests failed (the chain could not issue an order): counted, the user goes on
        result.requests.push([KINDS.indexOf(kind), Date.now() - result.t0, 0, 0]);
        if (result.errors.length < 20) result.errors.push(`${kind}: ${err instanceof Error ? err.message : String(err)}`);
      }
      // A user reads what came back before the next tap.
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 300));
    }
  }
}

/**
 * One account per user (an account has one live session: a second login ends the first): the bench account of S001
 * and the seeded admins of one active supplier each; when those are fewer than the users, the suppliers' admins add staff
 * accounts (admins of one supplier each, the demo password), as a supplier with many people on phones has.
 */
async function accounts(db: pg.Pool, count: number): Promise<{ mobile: string; supplierId: number }[]> {
  const find = () => db.query<{ mobile: string; supplier_id: string }>(
    `select u.mobile, min(l.supplier_id)::text as supplier_id
     from supplier_user u join supplier_user_link l on l.user_id = u.id join supplier s on s.id = l.supplier_id
     where u.status = 0 group by u.id, u.mobile having count(*) = 1 and max(l.role) = 0 and max(s.status) = 0 order by u.id limit $1`,
    [count],
  );
  let found = await find();
  if (found.rows.length < count) {
    await db.query(
      `with added as (
         insert into supplier_user (id, merchant_id, mobile, password_hash, name, status, last_supplier_id)
         select top.id + g, demo.merchant_id, '1370000' || lpad(g::text, 4, '0'), demo.password_hash, '门店专员' || g, 0, s.id
         from generate_series(1, $1::int) g
         cross join (select max(id) as id from supplier_user) top
         cross join (select merchant_id, password_hash from supplier_user where mobile = $2) demo
         cross join lateral (select id from supplier where merchant_id = demo.merchant_id and status = 0 order by id offset (g - 1) % 20 limit 1) s
         returning id, merchant_id, last_supplier_id)
       insert into supplier_user_link (user_id, supplier_id, merchant_id, role, is_default) select id, last_supplier_id, merchant_id, 0, true from added`,
      [count - found.rows.length, benchAccount.account],
    );
    found = await find();
  }
  return found.rows.map((row) => ({ mobile: row.mobile, supplierId: Number(row.supplier_id) }));
}

async function main(): Promise<void> {
  const db = new pg.Pool({ connectionString: config.databaseUrl, max: 4 });
  try {
    const template = (await db.query<{ id: string }>(
      'select po.id from purchase_order po where exists (select 1 from purchase_order_line l where l.order_id = po.id) order by po.id limit 1',
    )).rows[0];
    if (!template) throw new Error('the seeded data has no order to model new ones on');
    const who = await accounts(db, config.users);
    const awaiting = await db.query<{ id: string; supplier_id: string }>(
      'select id, supplier_id::text from purchase_order where status = 2 and supplier_id = any($1::bigint[]) order by id',
      [who.map((w) => w.supplierId)],
    );
    log(`${awaiting.rows.length} seeded orders of the users' suppliers await confirmation; logging in ${config.users} users…`);
    // Users of the same supplier share its orders out, so no two of them answer one order (the second would get 409).
    const peers = (w: (typeof who)[number]) => who.filter((x) => x.supplierId === w.supplierId);
    const users = who.map((w, i) => new VirtualUser(i, w.mobile,
      awaiting.rows.filter((o) => Number(o.supplier_id) === w.supplierId).filter((_, j) => j % peers(w).length === peers(w).indexOf(w)).map((o) => Number(o.id)),
      () => issueOrder(db, Number(template.id), w.supplierId)));
    for (const u of users) await u.firstLogin();
    result.t0 = Date.now();
    deadline = result.t0 + config.seconds * 1000;
    log(`load begins at ${result.t0}: ${config.users} users for ${config.seconds} s`);
    const ticker = setInterval(() => {
      const errors = result.requests.filter((r) => r[3] === 0).length;
      log(`${Math.round((Date.now() - result.t0) / 1000)} s: ${result.requests.length} requests, ${errors} errors`);
    }, 60_000);
    await Promise.all(users.map((u) => u.run()));
    clearInterval(ticker);
  } finally {
    await db.end();
  }
}

main().then(
  () => {
    process.stdout.write(JSON.stringify(result), () => process.exit(0));
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
