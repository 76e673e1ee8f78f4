import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneLoggedInAs, useServerAndBrowser } from '../support/browser';

// A report's chart drawn by the server (src/engine/charts/StillChart.tsx) while the drawing of new figures is on its
// way: the box says it is loading, rather than keep the drawing of the earlier figures, whose labels the table beside
// it no longer says and whose bars a tap would drill into the rows now at their places. Real server and database; the
// browser only holds two answers back, to see the moment between them.

const server = useServerAndBrowser();
// The purchase summary by day over the last 30 days: its first page (20 rows) is charted first, then the whole
// series, fetched in pages of 100 (src/engine/kinds/report/useChartRows.ts): new figures for the same chart.
const REPORT = '/packagesSub/report/purchaseSummary/index?date=last30days&groupBy=day';
const PAGE_SIZE = 20;
const DRAWING = '**/mobile/api/scm/chart/svg*';
const ROWS = '**/mobile/api/scm/report/purchase-summary/query*';

/** A gate a route handler waits at until the test opens it. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describe('a report chart whose figures change', () => {
  it('shows the loading words, not the drawing of the earlier figures, until the new drawing arrives', async () => {
    const page = await phoneLoggedInAs(server.browser, server.ctx.url, '13800000001', 'zh-CN');
    // The whole series waits until the first page's drawing is on screen: answered sooner, the first drawing would
    // never be shown, and there would be no earlier drawing to leave.
    const series = gate();
    let seriesAsked!: () => void;
    const seriesRequested = new Promise<void>((resolve) => (seriesAsked = resolve));
    await page.route(ROWS, async (route: Route) => {
      if ((route.request().postDataJSON() as { pageSize?: number } | null)?.pageSize !== PAGE_SIZE) {
        seriesAsked();
        await series.wait;
      }
      await route.continue();
    });
    // Drawings pass until the test holds the next one: the drawing of the whole series.
    let holdNext = false;
    const redraw = gate();
    let redrawAsked!: () => void;
    const redrawRequested = new Promise<void>((resolve) => (redrawAsked = resolve));
    await page.route(DRAWING, async (route: Route) => {
      if (holdNext) {
        holdNext = false;
        redrawAsked();
        await redraw.wait;
      }
      await route.continue();
    });
    try {
      await page.goto(`${server.ctx.url}/#${REPORT}`);
      const list = page.locator('.eng-list[data-page-id="purchase-summary.report"][data-status="ready"]');
      await list.waitFor();
      // More days than one page: else there is no second set of figures and the test would prove nothing.
      expect(Number(await list.getAttribute('data-total')), 'days with receipts or returns in the last 30').toBeGreaterThan(PAGE_SIZE);
      await seriesRequested;
      const still = page.locator('.eng-chart__still');
      const drawing = still.locator('svg[role="img"]');
      await drawing.waitFor();
      const firstDrawing = await drawing.evaluate((svg) => svg.outerHTML);

      holdNext = true;
      series.open();
      await redrawRequested;
      // The new figures are in the table beside the chart while their drawing is held: the box says it is loading
      // (the words show once the quiet first moment is over) and holds no drawing at all. Polled: the words come a
      // moment after the figures; a box that kept the earlier drawing fails here, naming what it shows.
      const boxShows = async () => ({ loadingWords: await still.getByText('加载中...').isVisible(), drawings: await drawing.count() });
      await expect.poll(boxShows, { timeout: 10_000 }).toEqual({ loadingWords: true, drawings: 0 });

      redraw.open();
      await drawing.waitFor();
      expect(await still.getByText('加载中...').count()).toBe(0);
      expect(await drawing.evaluate((svg) => svg.outerHTML)).not.toBe(firstDrawing);
    } finally {
      series.open();
      redraw.open();
      await page.unrouteAll({ behavior: 'wait' });
      await page.context().close();
    }
  });
});
