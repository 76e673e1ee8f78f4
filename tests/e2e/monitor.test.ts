import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/testContext';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';

// Usage tracking end to end (spec §4): a supplier walks through five screens on a phone, the tab is hidden, and the
// page transitions are found stored on the server — with how each screen was reached and who was using the app.

const session = usePhoneSession();

interface StoredView {
  page_path: string | null;
  how: string | null;
  previous: string | null;
  user_id: number | null;
}

async function storedViews(userId: number): Promise<StoredView[]> {
  const rows = await session.ctx.db
    .selectFrom('monitor_event')
    .select(['page_path', 'user_id', 'payload'])
    .where('data_type', '=', 'pv')
    .where('user_id', '=', userId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const p = r.payload as { page?: { how?: string }; previousPage?: { pagePath?: string } };
    return { page_path: r.page_path, how: p.page?.how ?? null, previous: p.previousPage?.pagePath ?? null, user_id: r.user_id };
  });
}

describe('usage tracking on a phone, supplier 13800000001', () => {
  it('records each screen change with how it was reached, sends the records when the tab is hidden, and the server stores them', async () => {
    const { ctx, page } = session;
    const user = await ctx.db.selectFrom('supplier_user').select('id').where('mobile', '=', '13800000001').executeTakeFirstOrThrow();
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/monitor/collect') && calls.push(r.method()));

    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await page.locator('.function-tile').filter({ hasText: '采购订单' }).click();
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await page.locator('.eng-card').first().click();
    await page.waitForURL(/orderDetails\?id=\d+/);
    await page.locator('.app-nav-bar .app-nav-bar__back').click();
    await page.waitForURL(/purchaseOrder\/index/);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await page.locator('.app-nav-bar .app-nav-bar__back').click();
    await page.waitForURL(/pages\/index\/index/);
    await page.locator('.app-tab-bar .app-tab-bar__item').nth(1).click();
    await page.waitForURL(/pages\/my\/index/);
    // The my page is drawn (a screen is recorded once it shows, not when the address changes).
    await page.locator('.eng-profile').waitFor();
    await snap(page, 'monitor-01-my');

    // The tab goes to the background: what waits is sent (keepalive fetch, with the session's token).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await expect.poll(async () => (await storedViews(user.id)).map((v) => v.page_path), { timeout: 20_000 }).toEqual(
      expect.arrayContaining(['/pages/index/index', '/packagesSub/purchaseOrder/index', '/packagesSub/purchaseOrder/orderDetails', '/pages/my/index']),
    );
    const views = await storedViews(user.id);
    const seq = views.map((v) => `${v.how} ${v.page_path}`);
    expect(seq).toEqual(expect.arrayContaining([
      'navigate /packagesSub/purchaseOrder/index',
      'navigate /packagesSub/purchaseOrder/orderDetails',
      'back /packagesSub/purchaseOrder/index',
      'back /pages/index/index',
      'switchTab /pages/my/index',
    ]));
    const back = views.find((v) => v.how === 'back' && v.page_path === '/packagesSub/purchaseOrder/index')!;
    expect(back.previous).toBe('/packagesSub/purchaseOrder/orderDetails');
    // The screens seen after login (home, list, detail, list again, home again, my), each stored.
    expect(views.length).toBeGreaterThanOrEqual(6);
    expect(new Set(views.map((v) => v.page_path)).size).toBeGreaterThanOrEqual(4);
    expect(calls.length).toBeGreaterThan(0);

    // API calls went along, each with the Trace-Id the server answered with.
    const api = await ctx.db.selectFrom('monitor_event').select(['endpoint', 'trace_id', 'http_status', 'category']).where('data_type', '=', 'api').where('user_id', '=', user.id).execute();
    expect(api.length).toBeGreaterThan(0);
    expect(api.every((a) => /^[0-9a-f]{32}$/.test(a.trace_id ?? ''))).toBe(true);
    expect(api.map((a) => a.endpoint)).toContain('POST /scm/purchase/purchase-order/list');
  });
});
