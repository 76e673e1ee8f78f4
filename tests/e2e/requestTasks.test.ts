import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughUi, usePhoneSession, withSessionPhone } from '../support/browser';

// A dashboard's requests leave one task each: its tiles' first calls as the route opens (firstCallsAhead.ts) and
// its charts' drawings (StillChart.tsx). Sent together they lengthened one task of the main thread by a few
// milliseconds each on a phone, counted whole against the page's blocking time. Read from Chromium's own trace: in
// which of the main thread's tasks each request was sent. A structure, not a timing.

const session = usePhoneSession();

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}

/** How many requests whose url holds each mark were sent in the busiest task of the page's main thread. */
async function mostSentInOneTask(page: Page, path: string, marks: string[], drawn: () => Promise<void>): Promise<Record<string, number>> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
  await page.goto(`${session.ctx.url}/#${path}`);
  await drawn();
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  const most: Record<string, number> = {};
  for (const mark of marks) {
    const sends = events.filter((e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url ?? '').includes(mark));
    expect(sends.length, `requests of ${mark}`).toBeGreaterThan(1);
    const perTask = tasks.map((t) => sends.filter((s) => s.pid === t.pid && s.tid === t.tid && t.ts <= s.ts && s.ts <= t.ts + (t.dur ?? 0)).length);
    most[mark] = Math.max(...perTask);
  }
  return most;
}

describe('requests of a dashboard', () => {
  it("the merchant admin's home sends its overview tiles' calls and its charts' drawings one task each", async () => {
    const { ctx, page } = session;
    await loginThroughUi(page, `${ctx.url}/`, 'boss', 'Boss@2026demo');
    await withSessionPhone(page, async (fresh) => {
      const most = await mostSentInOneTask(fresh, '/pages/index/index', ['/administer/home/', '/chart/svg'], async () => {
        await expect.poll(() => fresh.locator('.eng-dashboard .eng-chart svg[role="img"]').count(), { timeout: 15000 }).toBeGreaterThanOrEqual(4);
      });
      expect(most).toEqual({ '/administer/home/': 1, '/chart/svg': 1 });
    });
  });
});
