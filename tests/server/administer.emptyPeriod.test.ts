import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bossWorld, type BossWorld } from './administer.fixtures';

// A period with no sale at all (merchant 2 with its few tickets removed) answers the same shape as a full one:
// money as '0.00', counts as 0, and every ratio that would divide by nothing as null (the screen shows "—").

let w: BossWorld;
beforeAll(async () => {
  w = await bossWorld();
  // the sale_* triggers keep the boss rollups, so deleting the raw rows empties the dashboard too
  await sql`delete from sale_payment where merchant_id = 2`.execute(w.ctx.db);
  await sql`delete from sale_line where merchant_id = 2`.execute(w.ctx.db);
  await sql`delete from sale_ticket where merchant_id = 2`.execute(w.ctx.db);
});
afterAll(() => w.ctx.close());

describe('GET /administer/home/summary for a period with no sales', () => {
  it.each(['today', 'week', 'month'])('%s: money reads 0.00, counts 0, every change and share null', async (period) => {
    const r = await w.ctx.call('GET', '/administer/home/summary', { token: w.boss2, query: { period } });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      sales: '0.00', salesPrev: '0.00', salesChange: null,
      tickets: 0, ticketsPrev: 0, ticketsChange: null,
      avgTicket: null, avgTicketPrev: null, avgTicketChange: null,
      grossProfit: '0.00', grossProfitPrev: '0.00', grossProfitChange: null, grossMargin: null, grossMarginPrev: null, grossMarginChange: null,
      memberShare: null, memberSharePrev: null, memberShareChange: null,
    });
  });

  it('one store with no sales answers the same shape', async () => {
    const r = await w.ctx.call('GET', '/administer/home/summary', { token: w.boss2, query: { period: 'today', branchId: w.merchant2BranchId } });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ branchId: w.merchant2BranchId, sales: '0.00', grossProfit: '0.00', salesChange: null });
  });

  it('the store ranking lists every store with zero money, no share and no average', async () => {
    const r = await w.ctx.call('GET', '/administer/home/branch-rank', { token: w.boss2, query: { period: 'week' } });
    expect(r.code).toBe(0);
    const rows = r.data.rows as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ sales: '0.00', tickets: 0, avgTicket: null, grossProfit: '0.00', grossMargin: null, share: null });
    }
  });
});
