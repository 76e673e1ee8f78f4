import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';

// Early in the chain's business day no store has sold anything yet. The store ranking then says so in words and
// offers yesterday or this week, instead of ranking every store 1-2-3-4-5 at ¥0.00.

const session = usePhoneSession();

describe('the boss before the first sale of the day', () => {
  it('store ranking: no ranking of zeros, but yesterday or this week a tap away', async () => {
    const { ctx, page } = session;
    // the morning: today's tickets not yet rung up (the sale_* triggers take them out of the rollups too)
    const today = businessToday();
    await sql`delete from sale_payment where merchant_id = 1 and biz_date = ${today}::date`.execute(ctx.db);
    await sql`delete from sale_line where merchant_id = 1 and biz_date = ${today}::date`.execute(ctx.db);
    await sql`delete from sale_ticket where merchant_id = 1 and biz_date = ${today}::date`.execute(ctx.db);

    await loginThroughUi(page, ctx.url + '/', 'boss', 'Boss@2026demo');
    await page.goto(`${ctx.url}/#/packagesBoss/branchRank/index`);
    await page.locator('.eng-state--empty', { hasText: '这个期间还没有门店有销售' }).waitFor();
    expect(await page.locator('.eng-card').count()).toBe(0);
    await snap(page, 'boss-quiet-01-rank-today');

    await page.locator('[data-offer="period=yesterday"]').click();
    await page.waitForSelector('.eng-list[data-status="ready"] .eng-card');
    // the first card can be in before the rest of the stores are drawn
    await expect.poll(() => page.locator('.eng-card').count()).toBeGreaterThanOrEqual(5);
    await expect.poll(() => page.locator('[role="tab"][aria-selected="true"]').innerText()).toBe('昨日');
    expect(await page.locator('.eng-card').first().innerText()).not.toContain('¥0.00');
    await snap(page, 'boss-quiet-02-rank-yesterday');
  });
});
