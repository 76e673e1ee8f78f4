import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

// The chain's week view of a branch's dock: booked against room per day or per slot over the coming 7 days.

let ctx: TestContext;
let token: string;
let boss: string;
let boss2: string;
let storeId: number;

const week = (body: unknown, t = boss) => ctx.call('POST', '/administer/dock/week', { token: t, body });

interface Row { key: string; label: string; day: string; slot: string | null; casesCap: number; casesBooked: number; casesFree: number; palletsCap: number; palletsBooked: number; bookings: number; casesLoad: string | null; palletsLoad: string | null; load: string | null }

beforeAll(async () => {
  let merchantId: number;
  ({ ctx, token, merchantId } = await withS001());
  boss = await ctx.login('boss', 'Boss@2026demo');
  boss2 = await ctx.login('boss2', 'Boss@2026demo');
  const store = await ctx.db.selectFrom('dock_capacity as c').innerJoin('branch as b', 'b.id', 'c.branch_id')
    .select('b.id').where('b.type', '=', 3).where('c.merchant_id', '=', merchantId).orderBy('b.id').executeTakeFirstOrThrow();
  storeId = store.id;
  // Open every day of the week, so each of the 7 days has slots.
  await ctx.db.updateTable('dock_capacity').set({ closed_weekdays: [], closed_dates: [] }).where('branch_id', '=', storeId).execute();
});
afterAll(() => ctx?.close());

describe('the week view of a dock', () => {
  it('answers the coming 7 days, as the schedule counts them, a row a day', async () => {
    const r = await week({ branchId: storeId });
    expect(r.code, r.message).toBe(0);
    const rows = r.data.rows as Row[];
    expect(rows).toHaveLength(7);
    expect(rows[0]!.day).toBe(r.data.dateFrom);
    expect(rows[6]!.day).toBe(r.data.dateTo);
    const s = await ctx.call('POST', '/administer/dock/schedule', { token: boss, body: { branchId: storeId, dateFrom: r.data.dateFrom, dateTo: r.data.dateTo } });
    expect(rows.map((d) => [d.day, d.casesCap, d.casesBooked, d.palletsCap, d.palletsBooked, d.bookings]))
      .toEqual(s.data.days.map((d: Row) => [d.day, d.casesCap, d.casesBooked, d.palletsCap, d.palletsBooked, d.bookings]));
    // The seed books a realistic week, so the total is not empty, and it is the sum of the days.
    expect(r.data.sum.bookings).toBeGreaterThan(0);
    expect(r.data.sum.casesBooked).toBe(rows.reduce((n, d) => n + d.casesBooked, 0));
    expect(r.data.sum.casesFree).toBe(r.data.sum.casesCap - r.data.sum.casesBooked);
    // Each load is the fuller of the two fills the chart draws, the week's total too.
    for (const d of [...rows, r.data.sum as Row]) {
      expect(d.casesLoad).toBe(d.casesCap ? (d.casesBooked / d.casesCap).toFixed(4) : null);
      expect(d.palletsLoad).toBe(d.palletsCap ? (d.palletsBooked / d.palletsCap).toFixed(4) : null);
      expect(Number(d.load)).toBe(Math.max(Number(d.casesLoad), Number(d.palletsLoad)));
    }
  });

  it('answers a row a slot, whose load is the fuller of cases and pallets against the room', async () => {
    const { rows: days } = (await week({ branchId: storeId })).data as { rows: Row[] };
    const slots = (await week({ branchId: storeId, groupBy: 'slot' })).data.rows as Row[];
    expect(slots.length).toBeGreaterThan(7);
    expect(slots.reduce((n, s) => n + s.casesBooked, 0)).toBe(days.reduce((n, d) => n + d.casesBooked, 0));
    expect(slots.every((s) => /^\d{2}:\d{2}–\d{2}:\d{2}$/.test(s.slot ?? ''))).toBe(true);
    expect(new Set(slots.map((s) => s.key)).size).toBe(slots.length);

    // A slot two days out holding all its pallets and a quarter of its cases is full.
    const target = slots.find((s) => s.day === days[2]!.day && s.bookings === 0)!;
    const cap = await ctx.db.selectFrom('dock_capacity').select(['cases_per_slot', 'pallets_per_slot']).where('branch_id', '=', storeId).executeTakeFirstOrThrow();
    const start = (await week({ branchId: storeId, groupBy: 'slot' })).data.rows.find((s: Row) => s.key === target.key).slotStart;
    await sql`insert into dock_slot (merchant_id, branch_id, slot_start, slot_end, cases_cap, pallets_cap, cases_booked, pallets_booked)
      select merchant_id, branch_id, ${start}::timestamptz, ${start}::timestamptz + slot_minutes * interval '1 minute', cases_per_slot, pallets_per_slot,
             cases_per_slot / 4, pallets_per_slot from dock_capacity where branch_id = ${storeId}`.execute(ctx.db);
    const after = (await week({ branchId: storeId, groupBy: 'slot' })).data.rows.find((s: Row) => s.key === target.key) as Row;
    expect(after).toMatchObject({ casesBooked: Math.floor(cap.cases_per_slot / 4), palletsBooked: cap.pallets_per_slot, palletsFree: 0, load: '1.0000' });
    // The chart draws both fills: the load is the pallets' here, and the cases' fill is answered beside it.
    expect(after).toMatchObject({ casesLoad: (Math.floor(cap.cases_per_slot / 4) / cap.cases_per_slot).toFixed(4), palletsLoad: '1.0000' });
    const day = (await week({ branchId: storeId })).data.rows.find((d: Row) => d.day === target.day) as Row;
    expect(day.palletsBooked).toBe(days[2]!.palletsBooked + cap.pallets_per_slot);
  });

  it('refuses bad input, and answers another chain or a supplier nothing', async () => {
    expect(await week({ branchId: storeId, groupBy: 'month' })).toMatchObject({ code: 400 });
    expect(await week({})).toMatchObject({ code: 400 });
    expect(await week({ branchId: 'abc' })).toMatchObject({ code: 400 });
    expect(await week({ branchId: storeId, dateFrom: '2026-01-01' })).toMatchObject({ code: 400 });
    expect(await week({ branchId: 999999999 })).toMatchObject({ code: 404 });
    // Another chain's boss asks for this chain's store: missing, exactly like a store that does not exist.
    expect(await week({ branchId: storeId }, boss2)).toMatchObject({ code: 404 });
    expect((await week({ branchId: storeId }, token)).code).not.toBe(0);
  });
});
