import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { tokenHash } from '../../../server/lib/tokens';
import type { TestContext } from '../../support/testContext';
import { demoPassword } from '../../support/testContext';
import { nextIp, send, sessionEndedCodes, type Answer, type Request } from './http';
import type { RouteEntry } from './inventory';

/**
 * Everyone who calls the API in the security suite: each role of the seed, users made for the roles the seed has
 * no login of (sales staff, a supplier user who has not chosen a supplier, the admin of S003 alone), and callers
 * without a session. Each knows what the menu files let it call, read from its own getLoginUserInfo.
 */
export interface PrincipalSpec {
  name: string;
  account?: string;
  password?: string;
  /** the supplier code to act for when the user has several; null: log in and choose none */
  choose?: string | null;
  /** a token that is not a session's */
  forged?: boolean;
}

export const principalSpecs: PrincipalSpec[] = [
  { name: 'S001 admin', account: '13800000001' },
  { name: 'S001 finance', account: '13800000003' },
  { name: 'S001 sales', account: '13800009901' },
  { name: 'S002 admin (multi-supplier user)', account: '13800000002', choose: 'S002' },
  { name: 'S003 admin', account: '13800009903' },
  { name: 'buyer', account: '13900000001' },
  { name: 'boss', account: 'boss', password: 'Boss@2026demo' },
  { name: 'page author', account: 'author', password: 'Boss@2026demo' },
  { name: 'supplier user, no supplier chosen', account: '13800009902', choose: null },
  { name: 'no token' },
  { name: 'forged token', forged: true },
];

/** Users the seed has no login of, made in this file's database (same password as the demo logins). */
export async function addTestUsers(ctx: TestContext): Promise<void> {
  const ids = async (...codes: string[]) =>
    (await ctx.db.selectFrom('supplier').select(['id', 'code']).where('code', 'in', codes).orderBy('code').execute()).map((s) => s.id);
  const [s001] = await ids('S001');
  const [s002, s003] = await ids('S002', 'S003');
  const hash = (await ctx.db.selectFrom('supplier_user').select('password_hash').where('mobile', '=', '13800000001').executeTakeFirstOrThrow()).password_hash;
  const merchantId = (await ctx.supplier('S001')).merchant_id;
  const users: { mobile: string; links: [number, number][] }[] = [
    { mobile: '13800009901', links: [[s001, 1]] }, // sales of S001
    { mobile: '13800009902', links: [[s002, 0], [s003, 0]] }, // two suppliers, none chosen yet
    { mobile: '13800009903', links: [[s003, 0]] }, // admin of S003 alone
  ];
  for (const u of users) {
    const { id } = await ctx.db
      .insertInto('supplier_user')
      .values({ id: sql<number>`(select max(id) + 1 from supplier_user)`, merchant_id: merchantId, mobile: u.mobile, password_hash: hash, name: `测试${u.mobile.slice(-4)}`, status: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('supplier_user_link')
      .values(u.links.map(([supplierId, role], i) => ({ user_id: id, supplier_id: supplierId, merchant_id: merchantId, role, is_default: i === 0 })))
      .execute();
  }
}

export interface Principal {
  spec: PrincipalSpec;
  name: string;
  /** the current token (a new one after `renew`) */
  token?: string;
  userKind?: 'supplier' | 'buyer' | 'boss';
  supplier: { id: number; code: string; name: string } | null;
  /** every supplier the user may act for (the login's list): their names and ids are the user's to see */
  linked: { id: number; code: string; name: string }[];
  menuCodes: Set<string>;
  shielded: Set<string>;
  /** a fresh session (login again); the old one ends */
  renew(): Promise<void>;
  /** sends as this principal; a session that ended on the way (logout, switch) is renewed and the call repeated */
  call(r: Omit<Request, 'token'>): Promise<Answer>;
}

function flattenMenu(items: { code: string; children?: unknown[] }[], into = new Set<string>()): Set<string> {
  for (const i of items) {
    into.add(i.code);
    flattenMenu((i.children ?? []) as { code: string; children?: unknown[] }[], into);
  }
  return into;
}

/**
 * A new session as the first login made it (same user, supplier and roles), written straight into the table:
 * routes that end the session (logout, switching supplier) are fuzzed 200 times without 200 password checks.
 */
async function cloneSession(app: FastifyInstance, sessionId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql`insert into user_session select * from jsonb_populate_record(null::user_session,
      (select to_jsonb(s) || jsonb_build_object('id', nextval(pg_get_serial_sequence('user_session', 'id')), 'token_hash', ${tokenHash(token)}::text,
        'revoked_at', null, 'revoke_reason', null, 'last_seen_at', now()) from user_session s where s.id = ${sessionId}))`.execute(app.db);
  return token;
}

export async function signIn(app: FastifyInstance, spec: PrincipalSpec): Promise<Principal> {
  let firstSession: number | undefined;
  const p: Principal = {
    spec,
    name: spec.name,
    supplier: null,
    linked: [],
    menuCodes: new Set(),
    shielded: new Set(),
    renew: async () => {
      if (spec.forged) p.token = randomBytes(32).toString('hex');
      if (!spec.account) return;
      if (firstSession !== undefined) {
        p.token = await cloneSession(app, firstSession);
        return;
      }
      const r = await send(app, { method: 'POST', path: '/mobile/scm/login', body: { account: spec.account, password: spec.password ?? demoPassword }, ip: nextIp() });
      if (r.json?.code !== 0) throw new Error(`${spec.name}: login failed: ${r.text}`);
      p.token = r.json.data.token as string;
      p.linked = r.json.data.supplierList ?? [];
      if (r.json.data.needChooseSupplier && spec.choose !== null) {
        const list: { id: number; code: string }[] = r.json.data.supplierList;
        const pick = list.find((s) => s.code === spec.choose) ?? list[0];
        const c = await send(app, { method: 'POST', path: '/mobile/scm/chooseSupplier', token: p.token, body: { supplierId: pick.id } });
        if (c.json?.code !== 0) throw new Error(`${spec.name}: chooseSupplier failed: ${c.text}`);
      }
      firstSession = (await app.db.selectFrom('user_session').select('id').where('token_hash', '=', tokenHash(p.token)).executeTakeFirstOrThrow()).id;
    },
    call: async (r) => {
      // Every call from another address: per-IP limits are tested on their own, not tripped by the matrix.
      const first = await send(app, { ...r, token: p.token, ip: r.ip ?? nextIp() });
      if (!spec.account || !sessionEndedCodes.has(first.json?.code)) return first;
      await p.renew();
      return send(app, { ...r, token: p.token, ip: r.ip ?? nextIp() });
    },
  };
  await p.renew();
  if (spec.account) {
    const info = await send(app, { method: 'GET', path: '/mobile/scm/getLoginUserInfo', token: p.token });
    p.userKind = info.json.data.userKind;
    p.supplier = info.json.data.supplier;
    p.menuCodes = flattenMenu(info.json.data.menuList);
    p.shielded = new Set(info.json.data.shieldCode);
  }
  return p;
}

/**
 * What the route's declaration and the caller's own menu say the answer must be: allowed, or refused with the code
 * of spec §8 (140001 no session, 301552 no supplier chosen, 107 no permission).
 */
export function expectedAccess(route: RouteEntry, p: Principal): { allowed: true } | { allowed: false; code: number } {
  if (route.auth === 'none') return { allowed: true };
  if (!p.userKind) return { allowed: false, code: 140001 };
  if (route.auth === 'supplier') {
    if (p.userKind !== 'supplier') return { allowed: false, code: 107 };
    if (!p.supplier) return { allowed: false, code: 301552 };
  }
  if ((route.auth === 'buyer' || route.auth === 'boss') && p.userKind !== route.auth) return { allowed: false, code: 107 };
  if (route.menuCode && !p.menuCodes.has(route.menuCode)) return { allowed: false, code: 107 };
  if (route.shieldCode && p.shielded.has(route.shieldCode)) return { allowed: false, code: 107 };
  return { allowed: true };
}

export async function signInAll(app: FastifyInstance): Promise<Principal[]> {
  const all: Principal[] = [];
  for (const spec of principalSpecs) all.push(await signIn(app, spec));
  return all;
}
