import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/modules/index';
import { createTestContext, type TestContext } from '../support/testContext';
import { changedTables, contentChecksum, describeWrites, installWriteJournal, journalReader, type JournalWrite, type Checksum } from './support/dbChecksum';
import { exampleInput, harvestFor, inputWith, ownIdFor, requestOf, type Harvest, type RouteInput } from './support/harvest';
import type { Answer, Request } from './support/http';
import { buildInventory, idKindOf, type InputPlace, type RouteEntry } from './support/inventory';
import { addTestUsers, expectedAccess, signInAll, type Principal } from './support/principals';

/**
 * OWASP API1 (BOLA) and API5 (BFLA), generated from the route inventory and the seed, so a new route is in the
 * matrix without being listed:
 * - function level: every principal (each role, a user without a chosen supplier, no or a forged token) on every
 *   route; the answer must be what the route's auth rule and the caller's own menu say (allowed, or 107 / 140001 /
 *   301552). A caller the guard lets through is stopped by an unknown input field (400), so nothing runs.
 * - object level: every id input of every route (ids, lines, branches, suppliers; sheet numbers in searches) is
 *   given ids another supplier's session saw, both ways between S001, the multi-supplier user acting for S002, and
 *   S003 (a supplier that user also serves); supplier and merchant ids are added to bodies and queries.
 * A leak is an answer holding the other supplier's sheet numbers or name, a write to another supplier's rows, or
 * any write by a refused request. The database's content checksum is the same before and after the whole matrix.
 * Sampling: at most `foreignPerInput` foreign ids per (route, input, pair of suppliers), chosen by the seed order.
 */

const foreignPerInput = 2;
const sessionOrPermission = new Set([107, 140001, 140002, 301537, 301543, 301552]);

let ctx: TestContext;
let principals: Principal[];
const inventory = buildInventory(apiRoutes);
const harvests = new Map<string, Harvest>();
let before: Checksum;
let journal: Awaited<ReturnType<typeof journalReader>>;

const stats = { cases: 0, routes: new Set<string>(), leaks: [] as string[], wrong: [] as string[] };

const principal = (name: string) => principals.find((p) => p.name === name)!;

/** Sends one case and records a leak or a wrong answer; returns the answer for case-specific checks. */
async function probe(
  route: RouteEntry,
  what: string,
  p: Principal,
  req: Omit<Request, 'token'>,
  judge: (a: Answer, writes: JournalWrite[]) => { leak?: string; wrong?: string } | undefined,
): Promise<void> {
  const a = await p.call(req);
  const writes = await journal.next();
  stats.cases++;
  stats.routes.add(route.key);
  const name = `${route.key} [${p.name}] ${what}`;
  if (a.notEnvelope) stats.wrong.push(`${name}: ${a.notEnvelope}`);
  if (a.json?.code !== 0 && writes.length) stats.leaks.push(`${name}: refused (${a.json?.code}) yet wrote ${describeWrites(writes)}`);
  const verdict = judge(a, writes);
  if (verdict?.leak) stats.leaks.push(`${name}: ${verdict.leak}`);
  if (verdict?.wrong) stats.wrong.push(`${name}: ${verdict.wrong}`);
}

const kindOfName = (route: RouteEntry) => (name: string) => idKindOf(name, {}, route.family);
const ownInput = (route: RouteEntry, h: Harvest): RouteInput => exampleInput(route, () => ownIdFor(h, kindOfName(route)));

/** Of another supplier's data, what the caller's answers must never hold. */
function leakIn(a: Answer, foreignMarkers: Set<string>): string | undefined {
  const hit = [...foreignMarkers].find((m) => a.text.includes(m));
  return hit ? `answer holds the other supplier's ${hit}` : undefined;
}

const foreignWrites = (caller: Principal, writes: JournalWrite[]) =>
  writes.filter((w) => w.supplierId !== null && w.supplierId !== caller.supplier?.id);

beforeAll(async () => {
  ctx = await createTestContext();
  await addTestUsers(ctx);
  await installWriteJournal(ctx.db);
  principals = await signInAll(ctx.app);
  for (const p of principals.filter((x) => x.supplier && x.name.includes('admin'))) {
    harvests.set(p.name, await harvestFor(p, inventory, (r) => expectedAccess(r, p).allowed));
  }
  before = await contentChecksum(ctx.db);
  journal = await journalReader(ctx.db);
});
afterAll(() => ctx.close());

describe('access matrix', () => {
  it('function level: each principal on each route gets what the auth rule and its menu say', async () => {
    for (const route of inventory) {
      for (const p of principals) {
        const expected = expectedAccess(route, p);
        const h = harvests.get(p.name) ?? harvests.get('S001 admin')!;
        const input = ownInput(route, h);
        // An unknown field stops an allowed call at validation; a route without input schema runs (reads only).
        const place: InputPlace | undefined = route.inputs.body ? 'body' : route.inputs.querystring ? 'querystring' : undefined;
        const probeInput = place ? { ...input, [place]: { ...(input[place] as object), secProbe: 1 } } : input;
        await probe(route, expected.allowed ? 'allowed' : `refused ${expected.code}`, p, requestOf(route, probeInput), (a) => {
          const code = a.json?.code;
          if (!expected.allowed && code !== expected.code) return { leak: `expected ${expected.code}, got ${code} ${a.text.slice(0, 120)}` };
          if (expected.allowed && sessionOrPermission.has(code)) return { wrong: `allowed by its declaration and menu, got ${code}` };
          if (expected.allowed && place && code !== 400) return { wrong: `an unknown input field was not refused (code ${code})` };
          return undefined;
        });
      }
    }
  });

  // Sessions of three suppliers: S001's admin, the multi-supplier user acting for S002, and S003's admin (S003 is
  // one of the multi-supplier user's other suppliers, so S002 → S003 is "my other supplier's ids").
  const pairs: [string, string][] = [
    ['S001 admin', 'S002 admin (multi-supplier user)'],
    ['S002 admin (multi-supplier user)', 'S001 admin'],
    ['S002 admin (multi-supplier user)', 'S003 admin'],
    ['S003 admin', 'S002 admin (multi-supplier user)'],
    ['S001 admin', 'S003 admin'],
    ['S003 admin', 'S001 admin'],
  ];

  for (const [callerName, ownerName] of pairs) {
    it(`object level: ${callerName} with ${ownerName}'s ids, sheet numbers and supplier id`, async () => {
      const caller = principal(callerName);
      const owner = principal(ownerName);
      const mine = harvests.get(callerName)!;
      const theirs = harvests.get(ownerName)!;
      const markers = new Set([...theirs.markers].filter((m) => !mine.markers.has(m)));
      const foreign = (kind: string) => [...(theirs.ids.get(kind) ?? [])].filter((v) => !mine.ids.get(kind)?.has(v)).slice(0, foreignPerInput);
      expect(markers.size, 'the other supplier has sheet numbers to look for').toBeGreaterThan(0);

      for (const route of inventory.filter((r) => expectedAccess(r, caller).allowed)) {
        const base = ownInput(route, mine);
        const judgeBy = (a: Answer, writes: JournalWrite[]) => {
          const leak = leakIn(a, markers);
          if (leak) return { leak };
          const elsewhere = foreignWrites(caller, writes);
          if (elsewhere.length) return { leak: `wrote another supplier's rows: ${describeWrites(elsewhere)}` };
          return undefined;
        };
        for (const input of route.idInputs) {
          for (const value of foreign(input.kind)) {
            await probe(route, `${input.place}:${input.path.join('.')}=${value} (${input.kind})`, caller, requestOf(route, inputWith(route, base, input.place, input.path, value)), judgeBy);
          }
        }
        for (const input of route.searchInputs) {
          for (const m of [...markers].slice(0, foreignPerInput)) {
            await probe(route, `${input.place}:${input.path.join('.')}=${m}`, caller, requestOf(route, inputWith(route, base, input.place, input.path, JSON.parse(m))), judgeBy);
          }
        }
        // Supplier and merchant ids added where the route does not take them: refused (400) when the route has an
        // input schema there, ignored otherwise; never answered with the other supplier's data.
        const place: InputPlace = route.method === 'POST' ? 'body' : 'querystring';
        const declared = (route.inputs[place]?.properties ?? {}) as Record<string, unknown>;
        const injected = { supplierId: owner.supplier!.id, supplier_id: owner.supplier!.id, merchantId: 2, supplierCode: owner.supplier!.code };
        for (const [field, value] of Object.entries(injected).filter(([f]) => !(f in declared))) {
          const input = { ...base, [place]: { ...((base[place] as object) ?? {}), [field]: value } };
          await probe(route, `injected ${place}.${field}=${value}`, caller, requestOf(route, input), (a, writes) => {
            const v = judgeBy(a, writes);
            if (v) return v;
            if (route.inputs[place] && a.json?.code !== 400) return { leak: `extra field accepted (code ${a.json?.code})` };
            return undefined;
          });
        }
      }
    });
  }

  // The studio's preview answers an author as a supplier on the routes declared reads, and a page draws its data only
  // from them (server/lib/routeSpec.ts `read`): a declared read must write nothing, whoever calls it.
  it('a route declared a read writes nothing, called with good input by the principals it allows', async () => {
    const wrote: string[] = [];
    let answered = 0;
    for (const route of inventory.filter((r) => r.spec.read)) {
      for (const p of principals.filter((x) => expectedAccess(route, x).allowed).slice(0, 2)) {
        const a = await p.call(requestOf(route, ownInput(route, harvests.get(p.name) ?? harvests.get('S001 admin')!)));
        const writes = await journal.next();
        if (a.json?.code === 0) answered++;
        if (writes.length) wrote.push(`${route.key} [${p.name}] wrote ${describeWrites(writes)}`);
      }
    }
    console.log(`[security] reads: ${inventory.filter((r) => r.spec.read).length} routes declared reads, ${answered} good answers, ${wrote.length} wrote`);
    expect(answered).toBeGreaterThan(0);
    expect(wrote).toEqual([]);
  });

  it('changed nothing in the database, and leaked nothing', async () => {
    const changed = changedTables(before, await contentChecksum(ctx.db));
    console.log(
      `[security] access matrix: ${stats.routes.size} routes × ${principals.length} principals and 6 supplier pairs = ${stats.cases} cases; ` +
        `leaks = ${stats.leaks.length}; wrong answers = ${stats.wrong.length}; tables changed = ${changed.length}`,
    );
    for (const l of stats.leaks) console.log(`[security] LEAK ${l}`);
    for (const w of stats.wrong) console.log(`[security] WRONG ${w}`);
    expect(stats.routes.size).toBe(inventory.length);
    expect(changed).toEqual([]);
    expect(stats.leaks).toEqual([]);
    expect(stats.wrong).toEqual([]);
  });
});
