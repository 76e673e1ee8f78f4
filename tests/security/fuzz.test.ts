import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/modules/index';
import { createTestContext, type TestContext } from '../support/testContext';
import { changedTables, contentChecksum, describeWrites, installWriteJournal, journalReader, type Checksum } from './support/dbChecksum';
import { harvestFor, requestOf, type Harvest } from './support/harvest';
import { RawJson } from './support/http';
import { buildInventory, idKindOf, type RouteEntry } from './support/inventory';
import { addTestUsers, expectedAccess, signInAll, type Principal } from './support/principals';
import { caseArb, type FuzzCase } from './support/schemaArbitraries';
import { isValidInput } from './support/strictInput';

/**
 * Fuzz of every route in the inventory with inputs generated from its own schemas (support/schemaArbitraries.ts,
 * support/nastyValues.ts), sent with a session the route's declaration allows. Every answer must be the envelope and
 * never a 5xx; input the suite reads as invalid (support/strictInput.ts) must be refused; a refused request must
 * write nothing (write journal). `FUZZ_SEED=<n>` replays a run, `FUZZ_RUNS` sets the cases generated per route (100; each distinct one is sent once;
 * every run draws a new seed, so runs cover new inputs, and `FUZZ_RUNS=1000` makes a deep run before a release),
 * `FUZZ_ROUTE="POST /scm/…"` runs one route (or every route whose key holds the text: `FUZZ_ROUTE=/administer/`).
 */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env.FUZZ_RUNS ?? 100);
const everyRoute = buildInventory(apiRoutes);
const inventory = everyRoute.filter((r) => !process.env.FUZZ_ROUTE || r.key.includes(process.env.FUZZ_ROUTE));

/** One seed per route, so a route replays alone with the same cases. */
const routeSeed = (key: string) => [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, seed);

let ctx: TestContext;
let principals: Principal[];
let own: Harvest;
let before: Checksum;
const totals = { requests: 0, fiveXx: 0, failedRoutes: 0, acceptedWriteTables: new Set<string>() };

beforeAll(async () => {
  console.log(`[security] fuzz seed ${seed}: FUZZ_SEED=${seed} replays this run (FUZZ_RUNS=${runs} cases per route)`);
  ctx = await createTestContext();
  await addTestUsers(ctx);
  await installWriteJournal(ctx.db);
  principals = await signInAll(ctx.app);
  const s001 = principals.find((p) => p.name === 'S001 admin')!;
  own = await harvestFor(s001, everyRoute, (r) => expectedAccess(r, s001).allowed);
  before = await contentChecksum(ctx.db);
});
afterAll(() => ctx.close());

/** The session the route is fuzzed with: nobody for public routes, else the first principal its rules allow. */
function fuzzer(route: RouteEntry): Principal {
  if (route.auth === 'none') return principals.find((p) => p.name === 'no token')!;
  const p = principals.find((x) => x.spec.account && expectedAccess(route, x).allowed);
  if (!p) throw new Error(`${route.key}: no test principal may call it; add one to support/principals.ts`);
  return p;
}

/** Whether the server must refuse the case: true, false, or null when either answer is right (a null body). */
function mustRefuse(route: RouteEntry, c: FuzzCase): boolean | null {
  if (c.rawBody === undefined) return !isValidInput(route, c.input);
  if (route.method === 'GET') return !isValidInput(route, c.input);
  if (c.contentType && !c.contentType.startsWith('application/json')) return true;
  let parsed: unknown;
  try {
    // A byte order mark before JSON may be ignored (RFC 8259 §8.1).
    parsed = JSON.parse(c.rawBody.toString('utf8').replace(/^\ufeff/, ''));
    if (Buffer.isBuffer(c.rawBody) && !c.rawBody.equals(Buffer.from(c.rawBody.toString('utf8')))) return true;
  } catch {
    return c.rawBody.length === 0 ? null : true;
  }
  if (parsed === null) return null;
  return !isValidInput(route, { ...c.input, body: parsed });
}

/** A route that answers a file (its response schema is a string, not the envelope: a camera's playlist): its 200 is the file. */
function answersFile(route: RouteEntry): boolean {
  return (route.spec.schema.response as { type?: unknown } | undefined)?.type === 'string';
}

/** JSON that keeps what plain JSON would merge: -0, NaN, infinities, undefined, bigints, raw path text. */
const exactly = (_key: string, v: unknown) =>
  typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0)) ? `#num ${Object.is(v, -0) ? '-0' : String(v)}`
  : v === undefined ? '#undefined'
  : typeof v === 'bigint' ? `#bigint ${v}`
  : v instanceof RawJson ? `#raw ${v.text}`
  : v;

/** The cases with each repeated request left out (the same input, raw body, content type and headers). */
function distinct(cases: FuzzCase[]): FuzzCase[] {
  const seen = new Set<string>();
  return cases.filter((c) => {
    const key = JSON.stringify([c.input, c.rawBody === undefined ? null : Buffer.from(c.rawBody).toString('base64'), c.contentType, c.headers], exactly);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const show = (v: unknown) => {
  const s = v === undefined ? '' : Buffer.isBuffer(v) ? `<bytes ${v.toString('hex').slice(0, 40)}>` : JSON.stringify(v, (_k, x) => (x?.constructor?.name === 'RawJson' ? `RAW(${x.text})` : x));
  return s.length > 160 ? `${s.slice(0, 160)}…(${s.length})` : s;
};

describe(`fuzz (seed ${seed})`, () => {
  for (const route of inventory) {
    it(`${route.key}: ${runs} generated cases, each distinct one sent`, async () => {
      const p = fuzzer(route);
      const ownIds = (name: string) => {
        const kind = idKindOf(name, {}, route.family);
        return kind ? [...(own.ids.get(kind) ?? [])].slice(0, 5) : [];
      };
      // A request sent twice teaches nothing: a route with few inputs (none, or one enum) draws the same case again
      // and again, so each distinct case is sent once.
      const cases = distinct(fc.sample(caseArb(route, ownIds), { numRuns: runs, seed: routeSeed(route.key) }));
      const journal = await journalReader(ctx.db);
      const failures: string[] = [];
      const codes = new Map<number, number>();
      for (const [i, c] of cases.entries()) {
        const refuse = mustRefuse(route, c);
        const a = await p.call({ ...requestOf(route, c.input), rawBody: c.rawBody, contentType: c.contentType, headers: c.headers });
        const writes = await journal.next();
        const code = a.json?.code;
        totals.requests++;
        codes.set(code, (codes.get(code) ?? 0) + 1);
        if (a.status >= 500) totals.fiveXx++;
        // The file itself is the right answer to input it should accept; refused input still gets the envelope.
        const file = answersFile(route) && a.status === 200 && a.notEnvelope !== undefined;
        const problem =
          (file ? (refuse === true ? 'invalid input accepted' : undefined) : a.notEnvelope) ??
          (refuse === true && code === 0 ? 'invalid input accepted' : undefined) ??
          (code !== 0 && writes.length ? `refused (${code}) yet wrote ${describeWrites(writes)}` : undefined);
        if (code === 0) for (const w of writes) totals.acceptedWriteTables.add(w.tbl);
        if (problem) {
          failures.push(`#${i} ${c.kind}${c.where ? ` at ${c.where}` : ''}: ${problem}\n      sent ${show(c.input)}${c.rawBody !== undefined ? ` raw ${show(c.rawBody.toString())}` : ''}${c.contentType ? ` as ${c.contentType}` : ''}${c.headers ? ` headers ${show(c.headers)}` : ''}\n      got HTTP ${a.status} ${a.text.slice(0, 160)}`);
        }
      }
      const byCode = [...codes].sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k}×${n}`).join(' ');
      console.log(`[security] fuzz ${route.key} as ${p.name}: ${cases.length} requests, answers ${byCode}, failures ${failures.length}`);
      if (failures.length) {
        totals.failedRoutes++;
        console.log(`[security] FUZZ FAIL ${route.key} (FUZZ_SEED=${seed} FUZZ_ROUTE="${route.key}"):\n  ${failures.slice(0, 6).join('\n  ')}`);
      }
      expect(failures.length, failures.slice(0, 3).join('\n')).toBe(0);
    });
  }

  it('in total: no 5xx, and only accepted requests changed the database', async () => {
    const changed = changedTables(before, await contentChecksum(ctx.db));
    console.log(
      `[security] fuzz: ${inventory.length} routes, ${totals.requests} requests, 5xx = ${totals.fiveXx}, routes failing = ${totals.failedRoutes}, ` +
        `seed ${seed}; tables changed by accepted requests: ${[...totals.acceptedWriteTables].join(', ') || 'none'}`,
    );
    expect(totals.fiveXx).toBe(0);
    // The checksum and the journal agree: what changed was written by requests the server accepted.
    expect(changed.filter((t) => !totals.acceptedWriteTables.has(t))).toEqual([]);
  });
});
