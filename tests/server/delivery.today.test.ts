import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

// The boss home's 今日到货 tile and the list each of its figures opens: today's trucks across the chain's docks.

let ctx: TestContext;
let token: string;
let boss: string;
let boss2: string;
let merchantId: number;
/** Two stores, each with three of the seeded notices moved to today in the states below. */
let stores: number[];
const made = new Map<number, string>();

type Figure = 'all' | 'expected' | 'toReceive' | 'arrived' | 'late' | 'noShow';
const figures: Figure[] = ['all', 'expected', 'toReceive', 'arrived', 'late', 'noShow'];
interface Row { id: number; branchId: number; branchName: string; supplierName: string; status: number; arrival: number; slotStart: string }

const tile = async (t = boss) => (await ctx.call('GET', '/administer/dock/today', { token: t })).data as Record<Figure, number>;
const list = (body: Record<string, unknown>, t = boss) => ctx.call('POST', '/administer/dock/today/list', { token: t, body });

/** Every row a figure opens, page after page, with the answer's total and counts. */
async function allRows(state: Figure, branchId?: number, t = boss) {
  const rows: Row[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const r = await list({ state, pageNum, pageSize: 20, ...(branchId ? { branchId } : {}) }, t);
    expect(r.code, r.message).toBe(0);
    rows.push(...(r.data.rows as Row[]));
    if (r.data.rows.length < 20) return { rows, total: r.data.total as number, counts: r.data.counts as Record<Figure, number> };
  }
}

/** status and arrival codes of each state made (schemas/enums.json asnStatus, asnArrival). */
const states: Record<string, { status: number; arrival: number }> = {
  expected: { status: 2, arrival: 0 },
  onTimeAtGate: { status: 3, arrival: 1 },
  lateAtGate: { status: 3, arrival: 2 },
  noShow: { status: 6, arrival: 3 },
  earlyReceived: { status: 4, arrival: 4 },
  lateReceived: { status: 4, arrival: 2 },
};

beforeAll(async () => {
  ({ ctx, token, merchantId } = await withS001());
  boss = await ctx.login('boss', 'Boss@2026demo');
  boss2 = await ctx.login('boss2', 'Boss@2026demo');
  // Seeded notices of other days at two stores, moved into a slot starting now (today on the chain's clock)
  // and set to each state the tile counts: the figures then hold rows of both stores in every state.
  const booked = await sql<{ id: number; branchId: number }>`
    select a.id, a.branch_id as "branchId" from asn a
     where a.merchant_id = ${merchantId} and a.status <> 9 and abs(extract(epoch from a.slot_start - now())) > 2 * 86400
     order by a.branch_id, a.id`.execute(ctx.db);
  const perStore = new Map<number, { id: number }[]>();
  for (const r of booked.rows) perStore.set(r.branchId, [...(perStore.get(r.branchId) ?? []), r]);
  stores = [...perStore.keys()].filter((b) => perStore.get(b)!.length >= 3).slice(0, 2);
  expect(stores).toHaveLength(2);
  const names = Object.keys(states);
  for (const [i, store] of stores.entries()) {
    const mine = perStore.get(store)!.slice(0, 3);
    for (const [j, asn] of mine.entries()) {
      const state = names[i * 3 + j]!;
      const { status, arrival } = states[state]!;
      await sql`update asn set slot_start = now(), slot_end = now() + interval '1 hour', status = ${status}, arrival = ${arrival},
          arrived_at = case when ${status} > 2 and ${status} <> 6 then now() end where id = ${asn.id}`.execute(ctx.db);
      made.set(asn.id, state);
    }
  }
});
afterAll(() => ctx?.close());

describe("today's deliveries across the chain", () => {
  it('opens, for each figure of the home tile, exactly the rows it counts, across stores', async () => {
    const counts = await tile();
    expect(counts.all).toBeGreaterThanOrEqual(made.size);
    const expectedOf: Record<Figure, (r: Row) => boolean> = {
      all: () => true,
      expected: (r) => r.status === 2,
      toReceive: (r) => r.status === 3,
      arrived: (r) => r.arrival === 1 || r.arrival === 4,
      late: (r) => r.arrival === 2,
      noShow: (r) => r.arrival === 3,
    };
    const everyRow = (await allRows('all')).rows;
    for (const figure of figures) {
      const { rows, total, counts: tabs } = await allRows(figure);
      expect(tabs).toEqual(counts);
      expect(total, figure).toBe(counts[figure]);
      expect(rows, figure).toHaveLength(counts[figure]);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      expect(rows.every(expectedOf[figure]), figure).toBe(true);
      // No row of today that the figure counts is left out of its list.
      expect(rows.map((r) => r.id).sort()).toEqual(everyRow.filter(expectedOf[figure]).map((r) => r.id).sort());
      if (figure !== 'all') expect(counts[figure], figure).toBeGreaterThan(0);
    }
    // Each row names its store and supplier; the made rows of both stores are there, in slot order.
    expect(new Set(everyRow.map((r) => r.branchId)).size).toBeGreaterThanOrEqual(2);
    expect(everyRow.every((r) => r.branchName && r.supplierName)).toBe(true);
    expect(everyRow.filter((r) => made.has(r.id))).toHaveLength(made.size);
    expect(everyRow.map((r) => r.slotStart)).toEqual(everyRow.map((r) => r.slotStart).sort((a, b) => Date.parse(a) - Date.parse(b)));
    // Each row opens its notice on the dock's detail screen.
    const one = everyRow.find((r) => made.get(r.id) === 'lateAtGate')!;
    expect(await ctx.call('GET', `/administer/dock/asn/detail/${one.id}`, { token: boss })).toMatchObject({ code: 0, data: { id: one.id, branchId: one.branchId } });
  });

  it("narrows to one store: its rows only, and the tabs count that store's trucks", async () => {
    const chain = await tile();
    let sum = 0;
    for (const store of stores) {
      const { rows, total, counts } = await allRows('late', store);
      expect(rows.every((r) => r.branchId === store)).toBe(true);
      expect(total).toBe(counts.late);
      expect(rows.length).toBe(counts.late);
      expect(counts.all).toBeLessThanOrEqual(chain.all);
      sum += counts.late;
    }
    expect(sum).toBeLessThanOrEqual(chain.late);
    expect(sum).toBeGreaterThan(0);
  });

  it('answers bad input with 400, naming the field', async () => {
    expect(await list({ state: 'lateish' })).toMatchObject({ code: 400, data: { field: 'state' } });
    expect(await list({ pageSize: 1000 })).toMatchObject({ code: 400, data: { field: 'pageSize' } });
    expect(await list({ branchId: 'store' })).toMatchObject({ code: 400, data: { field: 'branchId' } });
    expect(await list({ dateFrom: '2026-01-01' })).toMatchObject({ code: 400 });
    const en = await ctx.app.inject({
      method: 'POST', url: '/mobile/api/administer/dock/today/list', headers: { token: boss, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ state: 'lateish' }),
    });
    expect(en.json().message).toContain('Deliveries shown');
  });

  it("never shows another merchant's trucks, and refuses a supplier user", async () => {
    const ours = new Set((await allRows('all')).rows.map((r) => r.id));
    const theirs = await tile(boss2);
    for (const figure of figures) {
      const { rows, total } = await allRows(figure, undefined, boss2);
      expect(total, figure).toBe(theirs[figure]);
      expect(rows.filter((r) => ours.has(r.id))).toEqual([]);
    }
    // Our store is missing to boss2, as on the store's own schedule.
    expect(await list({ branchId: stores[0] }, boss2)).toMatchObject({ code: 404 });
    expect((await list({}, token)).code).not.toBe(0);
  });
});

describe("the dock screens' and the shipping notice's store pickers", () => {
  const branches = (t = boss) => ctx.call('GET', '/administer/dock/branches', { token: t });
  const dockBranchIds = async (merchant: number) =>
    (await sql<{ id: number }>`select id::int as id from branch where merchant_id = ${merchant} and type in (2, 3, 4) and status = 0 order by code`.execute(ctx.db)).rows.map((r) => r.id);

  it('offers the branches with a dock, each of which the schedule and the trucks of today answer for; never the head office or a region', async () => {
    const r = await branches();
    expect(r.code, r.message).toBe(0);
    const offered = r.data as { id: number; code: string; name: string; type: number }[];
    expect(offered.map((b) => b.id)).toEqual(await dockBranchIds(merchantId));
    expect(offered.every((b) => [2, 3, 4].includes(b.type))).toBe(true);
    for (const b of offered.slice(0, 3)) {
      expect((await list({ branchId: b.id })).code, b.name).toBe(0);
      expect((await ctx.call('POST', '/administer/dock/schedule', { token: boss, body: { branchId: b.id } })).code, b.name).toBe(0);
    }
    // The branches the common picker offers beside them have no dock: both screens answer them as missing.
    const common = (await ctx.call('POST', '/common/branch/query', { token: boss, body: {} })).data as { id: number; type: number }[];
    const without = common.filter((b) => !offered.some((o) => o.id === b.id));
    expect(without.length).toBeGreaterThan(0);
    expect(without.every((b) => b.type === 0 || b.type === 1)).toBe(true);
    for (const b of without) {
      expect((await list({ branchId: b.id })).code).toBe(404);
      expect((await ctx.call('POST', '/administer/dock/schedule', { token: boss, body: { branchId: b.id } })).code).toBe(404);
    }
  });

  it("offers only the caller's merchant's branches, within its branch scope; a supplier user is refused", async () => {
    const theirs = (await branches(boss2)).data as { id: number }[];
    const merchant2 = (await sql<{ m: number }>`select merchant_id::int as m from merchant_user where login_name = 'boss2'`.execute(ctx.db)).rows[0]!.m;
    expect(theirs.map((b) => b.id)).toEqual(await dockBranchIds(merchant2));
    expect(theirs.some((b) => stores.includes(b.id))).toBe(false);
    await sql`update merchant_user set branch_scope = ${[stores[1]!]}::bigint[] where login_name = 'boss'`.execute(ctx.db);
    try {
      expect(((await branches()).data as { id: number }[]).map((b) => b.id)).toEqual([stores[1]]);
    } finally {
      await sql`update merchant_user set branch_scope = null where login_name = 'boss'`.execute(ctx.db);
    }
    expect((await branches(token)).code).not.toBe(0);
  });

  it("offers the supplier's shipping notice the chain's branches with a dock: the head office takes no truck", async () => {
    const r = await ctx.call('GET', '/scm/delivery/branches', { token });
    expect(r.code, r.message).toBe(0);
    expect((r.data as { id: number }[]).map((b) => b.id)).toEqual(await dockBranchIds(merchantId));
    const head = (await sql<{ id: number }>`select id::int as id from branch where merchant_id = ${merchantId} and type = 0`.execute(ctx.db)).rows[0]!.id;
    expect((r.data as { id: number }[]).some((b) => b.id === head)).toBe(false);
    // the head office has no slot to book
    expect(await ctx.call('POST', '/scm/delivery/slot/free', { token, body: { branchId: head } })).toMatchObject({ code: 400, data: { field: 'branchId' } });
    expect((await ctx.call('GET', '/scm/delivery/branches', { token: boss })).code).not.toBe(0);
  });
});
