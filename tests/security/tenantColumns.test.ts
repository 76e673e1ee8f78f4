import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { distributionColumnOf } from '../../server/db/distribution';
import { apiRoutes } from '../../server/modules/index';
import { createTestContext, type TestContext } from '../support/testContext';
import { exampleInput, harvestFor, ownIdFor, requestOf } from './support/harvest';
import { buildInventory, idKindOf, type RouteEntry } from './support/inventory';
import { branchCases, scopeOf } from './support/branchCases';
import { addTestUsers, expectedAccess, signInAll, type Principal } from './support/principals';
import {
  acrossMerchants, acrossSuppliers, captureStatements, catalogueGaps, chainStatementGaps, excused, excusedAcrossMerchants, isQuery, statementGaps, type Captured,
} from './support/tenantColumns';

/**
 * Citus readiness as a checked property (docs/scaling.md, step 4; the groups are server/db/distribution.ts):
 * - the catalogue: every table of the two co-location groups has its distribution column, in its primary key and
 *   every unique constraint and index; foreign keys between distributed tables pair the column on both sides; no
 *   table outside a group points at one; a distributed table points only at its group or at reference tables;
 * - the statements: every supplier-side route is called with real requests on the seeded database (each supplier
 *   session's own ids, as the security suite's harvest finds them), the pg driver's statements to that database are
 *   taken as they are sent, and each is planned with its own parameters: every distributed table a plan scans must
 *   have its tenant column tied by the plan's equalities to a value the statement is given (supplier_id for supplier
 *   documents, merchant_id for the chain's retail data), so Citus could route the statement to one shard. The few
 *   statements that read across suppliers on purpose are listed with their reason (support/tenantColumns.ts).
 * - the chain side's statements: the same sweep over the buyer's and the boss's sessions (every buyer, boss and
 *   common route they may call). Their user reads across the suppliers of one merchant on purpose, so a supplier
 *   document may be read over every supplier (multi-shard on Citus) but only within the merchant: its merchant_id,
 *   or its supplier_id, tied to a value, or its supplier equal to that of a merchant-scoped row (chainPlanGaps); the
 *   merchant's tables need merchant_id as everywhere. Cross-merchant statements (system work beside the sweep) are
 *   listed with their reason.
 * - the decisions, in both sweeps: the one call per route sends the harvest's first id with an example version and
 *   mostly stops at the version check, so the branch cases (support/branchCases.ts) take each decision route's
 *   writes: each value (confirm/reject, accept/refuse, approve/reject, …) on a fresh document of the right state,
 *   found by SQL in the session's scope, then the same request again (the second decision, 409; 404 for a deleted
 *   draft). A case that does not answer so fails the sweep; their statements are judged with the sweep's.
 * Statements inside the rollup triggers are not sent by the driver and are not in these sweeps; decision routes
 * outside the branch table, the other values and states of those in it (a no-show, an approval with cut lines) and
 * the loser of a real race are taken only as far as the one call per route goes (docs/scaling.md, "What remains" 4).
 */

let ctx: TestContext;
let database: string;
const inventory = buildInventory(apiRoutes);

/** Every principal of the security suite, signed in once for both sweeps (a session a route ends is renewed). */
let principals: Promise<Principal[]> | undefined;
const signedIn = () => (principals ??= signInAll(ctx.app));

/** A client of its own on the test database: its statements are made after the sweep, and not captured. */
async function planner(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: inject('pgServerUrl').replace(/\/postgres$/, `/${database}`) });
  await client.connect();
  return client;
}

/** Thrown to roll a transaction back with what was found in it. */
class RolledBack {
  constructor(readonly gaps: string[]) {}
}

beforeAll(async () => {
  ctx = await createTestContext();
  await addTestUsers(ctx);
  database = (await sql<{ name: string }>`select current_database() as name`.execute(ctx.db)).rows[0].name;
});
afterAll(() => ctx.close());

describe('the catalogue holds the co-location groups', () => {
  it('every distributed table has its tenant column in its keys, and foreign keys keep to the groups', async () => {
    expect(await catalogueGaps(ctx.db)).toEqual([]);
  });

  it('finds a primary key, a unique constraint and a foreign key without the tenant column (focused case)', async () => {
    const gaps = await ctx.db.transaction().execute(async (trx) => {
      // The key by id alone (what the migration replaced), and what depended on it.
      await sql`alter table purchase_order_line drop constraint purchase_order_line_pkey cascade`.execute(trx);
      await sql`alter table purchase_order_line add primary key (id)`.execute(trx);
      await sql`alter table purchase_in_line add foreign key (order_line_id) references purchase_order_line (id)`.execute(trx);
      await sql`alter table purchase_order add constraint purchase_order_sheet_only unique (merchant_id, sheet_no)`.execute(trx);
      throw new RolledBack(await catalogueGaps(trx));
    }).catch((err: unknown) => {
      if (err instanceof RolledBack) return err.gaps;
      throw err;
    });
    expect(gaps.join('\n')).toMatch(/purchase_order_line: primary key purchase_order_line_pkey \(id\) lacks supplier_id/);
    expect(gaps.join('\n')).toMatch(/purchase_order: unique index purchase_order_sheet_only \(merchant_id, sheet_no\) lacks supplier_id/);
    expect(gaps.join('\n')).toMatch(/purchase_in_line → purchase_order_line .*does not pair supplier_id with supplier_id/);
  });
});

describe('every supplier-side statement names its tenant column', () => {
  it('a line joined to its header by id alone is found; the same join on the tenant column passes (focused case)', async () => {
    const client = await planner();
    try {
      const forgot = await statementGaps(client, `select l.id, l.order_qty from purchase_order o join purchase_order_line l on l.order_id = o.id
        where o.supplier_id = $1 and o.merchant_id = $2 and o.id = $3`, [1, 1, 1]);
      expect(forgot).toEqual(['purchase_order_line l is read without l.supplier_id tied to the statement\'s tenant']);
      const joined = await statementGaps(client, `select l.id, l.order_qty from purchase_order o join purchase_order_line l on l.order_id = o.id and l.supplier_id = o.supplier_id
        where o.supplier_id = $1 and o.merchant_id = $2 and o.id = $3`, [1, 1, 1]);
      expect(joined).toEqual([]);
      // A merchant's table read by a supplier without the merchant: found too.
      expect(await statementGaps(client, 'select sum(qty) from stock where supplier_id = $1', [1])).toEqual(['stock stock is read without stock.merchant_id tied to the statement\'s tenant']);
    } finally {
      await client.end();
    }
  });

  it('on every statement of a sweep of the supplier routes with real requests', async () => {
    const principals = (await signedIn()).filter((p) => p.userKind === 'supplier' && p.supplier);
    const s = await sweep(principals, statementGaps, excused);
    console.log(
      `[security] tenant columns: ${principals.length} supplier sessions, ${s.called.size} routes called (${s.answered.size} answered 0), ` +
        `${s.statements} distinct statements, ${s.distributedStatements} on distributed tables, ${s.gaps.length} without their tenant column, ` +
        `${s.excusedSeen.size} of the ${acrossSuppliers.length} listed cross-supplier statements seen; ${branchesTaken(s.branches)}`,
    );
    for (const g of s.gaps) console.log(`[security] TENANT ${g}`);
    expect(inventory.filter((r) => r.auth === 'supplier' && !s.called.has(r.key)).map((r) => r.key)).toEqual([]);
    expect(s.distributedStatements).toBeGreaterThan(100);
    expect(s.unplanned).toEqual([]);
    expect(s.gaps).toEqual([]);
    expectBranchesTaken(s.branches, principals);
  });
});

describe('every buyer- and boss-side statement keeps to one merchant', () => {
  it('supplier documents read without the merchant are found; with the merchant, or one supplier, they pass (focused case)', async () => {
    const client = await planner();
    try {
      // The chain's review list over every supplier: across merchants without merchant_id, the merchant's with it.
      const forgot = await chainStatementGaps(client, 'select id, sheet_no from self_replenish where status = $1 order by id desc limit 20', [1]);
      expect(forgot).toEqual(['self_replenish self_replenish is read without self_replenish.merchant_id (or its supplier\'s) tied to the statement\'s tenant']);
      expect(await chainStatementGaps(client, 'select id, sheet_no from self_replenish where merchant_id = $1 and status = $2 order by id desc limit 20', [1, 1])).toEqual([]);
      // Lines joined to their merchant-scoped header on the tenant column keep to the merchant; by id alone they do not.
      const lines = (on: string) => `select l.id from self_replenish h join self_replenish_line l on ${on} where h.merchant_id = $1`;
      expect(await chainStatementGaps(client, lines('l.req_id = h.id and l.supplier_id = h.supplier_id'), [1])).toEqual([]);
      expect(await chainStatementGaps(client, lines('l.req_id = h.id'), [1])).toEqual([
        'self_replenish_line l is read without l.merchant_id (or its supplier\'s) tied to the statement\'s tenant',
      ]);
      // One supplier's document is one shard; a merchant's table still needs its merchant.
      expect(await chainStatementGaps(client, 'select id from self_replenish where supplier_id = $1 and id = $2', [1, 1])).toEqual([]);
      expect(await chainStatementGaps(client, 'select sum(qty) from stock where supplier_id = $1', [1])).toEqual(['stock stock is read without stock.merchant_id tied to the statement\'s tenant']);
    } finally {
      await client.end();
    }
  });

  it('on every statement of a sweep of the buyer and boss routes with real requests', async () => {
    const principals = (await signedIn()).filter((p) => p.userKind === 'buyer' || p.userKind === 'boss');
    const s = await sweep(principals, chainStatementGaps, excusedAcrossMerchants);
    console.log(
      `[security] tenant columns, chain side: ${principals.length} buyer and boss sessions, ${s.called.size} routes called (${s.answered.size} answered 0), ` +
        `${s.statements} distinct statements, ${s.distributedStatements} on distributed tables, ${s.gaps.length} without the merchant's scope, ` +
        `${s.excusedSeen.size} of the ${acrossMerchants.length} listed cross-merchant statements seen; ${branchesTaken(s.branches)}`,
    );
    for (const g of s.gaps) console.log(`[security] TENANT ${g}`);
    expect(inventory.filter((r) => (r.auth === 'buyer' || r.auth === 'boss') && !s.called.has(r.key)).map((r) => r.key)).toEqual([]);
    expect(s.distributedStatements).toBeGreaterThan(50);
    expect(s.unplanned).toEqual([]);
    expect(s.gaps).toEqual([]);
    expectBranchesTaken(s.branches, principals);
  });
});

/** The log's words for the branch cases of a sweep. */
const branchesTaken = (branches: Branch[]) =>
  `${branches.length} branch cases swept (${branches.filter((b) => b.taken).length} taken as listed: the decision answered 0, the same request again its 409 or 404), ` +
  `over ${new Set(branches.map((b) => b.route)).size} decision routes`;

/** Every branch case of these principals ran, and each took its branch: a case that found no document, or answered otherwise, fails. */
function expectBranchesTaken(branches: Branch[], principals: Principal[]) {
  const listed = branchCases.filter((c) => principals.some((p) => p.name === c.principal));
  expect(listed.length).toBeGreaterThan(0);
  expect(branches.map((b) => b.name)).toEqual(listed.map((c) => c.name));
  const missed = branches.filter((b) => !b.taken).map((b) => `${b.name} (${b.route}): ${b.first === undefined ? 'no document or not allowed' : `answered ${b.first} then ${b.again}`}, expected ${b.expected}`);
  for (const m of missed) console.log(`[security] BRANCH NOT TAKEN ${m}`);
  expect(missed).toEqual([]);
}

/** What one branch case answered: its first and its second call's codes, or that it found no document to decide. */
interface Branch {
  name: string;
  route: string;
  first?: number;
  again?: number;
  expected: string;
  taken: boolean;
}

/**
 * Every route each principal may call (besides the unauthenticated ones), with its own ids as the harvest finds
 * them, then the branch cases of that principal (support/branchCases.ts: each decision taken on a fresh document
 * and taken again); every statement the driver sends meanwhile is planned once and judged by `gapsOf`, a gap being
 * excused only by `excuse`'s list. A case's own look-up of its document is not captured.
 */
async function sweep(
  principals: Principal[],
  gapsOf: (client: pg.ClientBase, text: string, values: unknown[]) => Promise<string[]>,
  excuse: (relation: string, text: string) => { why: string } | undefined,
) {
  let current = '';
  let quiet = false;
  const byText = new Map<string, Captured & { routes: Set<string> }>();
  const capture = captureStatements(database, (s) => {
    if (quiet || !isQuery(s.text)) return;
    const seen = byText.get(s.text);
    if (seen) seen.routes.add(current);
    else byText.set(s.text, { ...s, routes: new Set([current]) });
  });
  const called = new Set<string>();
  const answered = new Set<string>();
  const branches: Branch[] = [];
  try {
    for (const p of principals) {
      const labelled: Principal = { ...p, call: (r) => { current = `${r.method} ${r.path}`; return p.call(r); } };
      const allowed = (r: RouteEntry) => r.auth !== 'none' && expectedAccess(r, p).allowed;
      const h = await harvestFor(labelled, inventory, allowed);
      for (const route of inventory.filter(allowed)) {
        const input = exampleInput(route, () => ownIdFor(h, (name) => idKindOf(name, {}, route.family)));
        const a = await labelled.call(requestOf(route, input));
        called.add(route.key);
        if (a.json?.code === 0) answered.add(route.key);
      }
      for (const c of branchCases.filter((b) => b.principal === p.name)) {
        const route = inventory.find((r) => r.key === c.route);
        const again = c.again ?? 409;
        const branch: Branch = { name: c.name, route: c.route, expected: `0 then ${again}`, taken: false };
        branches.push(branch);
        if (!route || !allowed(route)) continue;
        quiet = true;
        let body: unknown;
        try {
          body = await c.prepare(ctx.db, await scopeOf(ctx.db, p));
        } finally {
          quiet = false;
        }
        if (body === undefined) continue;
        current = `${c.route} (${c.name})`;
        const request = { method: route.method, path: route.url, body };
        branch.first = (await p.call(request)).json?.code;
        current = `${c.route} (${c.name}, again)`;
        branch.again = (await p.call(request)).json?.code;
        branch.taken = branch.first === 0 && branch.again === again;
      }
    }
  } finally {
    capture.stop();
  }

  const client = await planner();
  const gaps: string[] = [];
  const unplanned: string[] = [];
  let distributedStatements = 0;
  const excusedSeen = new Set<string>();
  try {
    for (const s of byText.values()) {
      let found: string[];
      try {
        found = await gapsOf(client, s.text, s.values);
      } catch (err) {
        unplanned.push(`${(err as Error).message}: ${s.text.slice(0, 200)}`);
        continue;
      }
      const touches = [...s.text.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_]+)/gi)].some((m) => distributionColumnOf(m[1]));
      if (touches) distributedStatements++;
      for (const g of found) {
        const listed = excuse(g.split(' ')[0], s.text);
        if (listed) {
          excusedSeen.add(listed.why);
          continue;
        }
        gaps.push(`${g} — ${[...s.routes].slice(0, 3).join(', ')}\n    ${s.text.replace(/\s+/g, ' ').slice(0, 400)}`);
      }
    }
  } finally {
    await client.end();
  }
  return { called, answered, branches, statements: byText.size, distributedStatements, gaps, unplanned, excusedSeen };
}
