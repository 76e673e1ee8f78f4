import os from 'node:os';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { buildApp } from '../server/app';
import { kyselyFor } from '../server/db/connect';
import { nameShim, phoneContext } from './lib/chromium';
import { atMost, info, type Figure, type Section } from './lib/figures';
import { waitForQuietCpu } from './lib/machine';
import { storageInitScript, type StoredSession } from './lib/session';
import { median, percentile, round } from './lib/stats';
import { buildAppCopy } from './listRenderAppCopy';
import { baselineScroll } from './listRenderBaseline';
import { addBenchEndpoint, BENCH_ROUTE, BENCH_ROWS, benchPageSchema } from './listRenderPage';
import { installProbe, renderTimes, scrollAndSample, watchTapToDetail, type ScrollResult } from './listRenderProbe';

// A 10,000-row list rendered by the engine (quality.md §1.4, §1.6): a bench-only list page (listRenderPage.ts) in a
// throw-away build of the app (listRenderAppCopy.ts), served by the real server code on the demo database with one
// extra endpoint answering 10,000 rows. Per run, at 1x and 4x CPU alternating: first render (rows in hand → first
// card painted), a 3 s scroll at 200 px a frame (frame intervals, blank frames, long tasks), then a tap on a card to
// the detail page painted.

interface Run {
  rate: number;
  firstRender: number;
  responseToPaint: number;
  openToPaint: number;
  scroll: ScrollResult;
  tapToDetail: number;
}

async function supplierOrderIds(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const r = await client.query<{ id: string }>(
      "select po.id from purchase_order po join supplier s on s.id = po.supplier_id where s.code = 'S001' order by po.id limit 500",
    );
    return r.rows.map((x) => Number(x.id));
  } finally {
    await client.end();
  }
}

async function runOnce(browser: Browser, base: string, stored: StoredSession, rate: number): Promise<Run> {
  const context = await browser.newContext(phoneContext);
  try {
    await context.addInitScript(nameShim);
    await context.addInitScript(storageInitScript(stored));
    await context.addInitScript(installProbe);
    const page: Page = await context.newPage();
    // Home first, as a user arrives; the list route's code and data are fetched when it opens.
    await page.goto(`${base}/#/pages/index/index`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const opened = await page.evaluate(() => performance.now());
    await page.evaluate((route) => (location.hash = `#${route}`), BENCH_ROUTE);
    await page.waitForFunction(() => window.__bench.painted > 0, null, { timeout: 120_000 });
    const times = await page.evaluate(renderTimes, '/bench/list-render/rows');
    const loaded = Number(await page.locator('.eng-list').getAttribute('data-loaded'));
    if (loaded !== BENCH_ROWS) throw new Error(`expected ${BENCH_ROWS} rows in the list, got ${loaded}`);
    await page.waitForTimeout(500);
    // The pointer rests on the nav bar, as a finger would be off the list: a mouse over scrolling content fires
    // hover events every frame, which a phone never does.
    await page.mouse.move(195, 20);
    const scroll = await page.evaluate(scrollAndSample, [3000, 200] as [number, number]);
    await page.waitForTimeout(300);

    // A card fully on screen, below the bars at the top, where the scroll left the list.
    const box = await page.evaluate(() => {
      const cards = [...document.querySelectorAll('.eng-card')].map((c) => c.getBoundingClientRect());
      const r = cards.find((b) => b.top >= window.innerHeight * 0.3 && b.bottom <= window.innerHeight * 0.9);
      return r ? { x: r.left + r.width / 2, y: r.top + Math.min(20, r.height / 2) } : null;
    });
    if (!box) throw new Error('no card on screen to tap');
    await page.evaluate(watchTapToDetail);
    await page.touchscreen.tap(box.x, box.y);
    await page.waitForFunction(() => (window.__bench as unknown as { detailPainted: number }).detailPainted > 0, null, { timeout: 60_000 });
    const tap = await page.evaluate(() => window.__bench as unknown as { tapAt: number; detailPainted: number });
    return {
      rate,
      firstRender: times.painted - times.rowsInHand,
      responseToPaint: times.painted - times.responseEnd,
      openToPaint: times.painted - opened,
      scroll,
      tapToDetail: tap.detailPainted - tap.tapAt,
    };
  } finally {
    await context.close();
  }
}

function figuresAt(rate: number, list: Run[], baseline: { p50: number; p95: number }): Figure[] {
  const m = (f: (r: Run) => number, digits = 0) => round(median(list.map(f)), digits);
  const p95s = list.map((r) => round(percentile(r.scroll.frames, 95), 1));
  const p95 = round(median(p95s), 1);
  const worst = (f: (r: Run) => number) => Math.max(...list.map(f));
  const figures: Figure[] = [];
  const firstRender = m((r) => r.firstRender);
  const renderNote = `runs: ${list.map((r) => Math.round(r.firstRender)).join(', ')}; answer → painted ${m((r) => r.responseToPaint)} ms (adds parsing 10,000 rows), route opened → painted ${m((r) => r.openToPaint)} ms`;
  figures.push(rate === 4 ? atMost(`first render at ${rate}x`, firstRender, 100, 'ms', renderNote) : info(`first render at ${rate}x`, firstRender, 'ms', renderNote));
  figures.push(atMost(`scroll frame p95 at ${rate}x`, p95, rate === 1 ? 17 : 34, 'ms',
    `runs: ${p95s.join(', ')}; p50 ${m((r) => percentile(r.scroll.frames, 50), 1)} ms, worst frame ${round(worst((r) => Math.max(...r.scroll.frames)), 1)} ms; ` +
    `a plain hand-written 36 px list in the same browser right after: p50 ${baseline.p50} / p95 ${baseline.p95} ms`));
  figures.push(atMost(`blank frames while scrolling at ${rate}x (all runs)`, list.reduce((s, r) => s + r.scroll.blankFrames, 0), 0, ''));
  figures.push(atMost(`long tasks while scrolling at ${rate}x (all runs)`, list.reduce((s, r) => s + r.scroll.longTasks, 0), 0, '',
    `at most ${worst((r) => r.scroll.maxCards)} cards and ${worst((r) => r.scroll.maxNodes)} elements in the DOM${longFramesNote(list)}`));
  const tap = m((r) => r.tapToDetail);
  const tapNote = `runs: ${list.map((r) => Math.round(r.tapToDetail)).join(', ')}; includes the detail route's code on first use and its request`;
  figures.push(rate === 4 ? atMost(`tap → detail painted at ${rate}x`, tap, 200, 'ms', tapNote) : info(`tap → detail painted at ${rate}x`, tap, 'ms', tapNote));
  return figures;
}

/** What the long frames while scrolling ran (long-animation-frame entries with blocking time), across the runs. */
function longFramesNote(list: Run[]): string {
  const frames = list.flatMap((r) => r.scroll.longFrames);
  if (!frames.length) return '';
  const told = frames.map(
    (f) =>
      `${Math.round(f.duration)} ms frame (${Math.round(f.blocking)} ms blocking; tasks ${Math.round(f.tasks)}, frame callbacks ${Math.round(f.frameCallbacks)}, ` +
      `style and layout ${Math.round(f.styleAndLayout)} ms): ${f.scripts.length ? f.scripts.join(', ') : 'no script'}`,
  );
  return `; long frames: ${told.join('; ')}`;
}

export async function benchListRender(browser: Browser, databaseUrl: string, stored: StoredSession, runs: number, log: (m: string) => void): Promise<Section> {
  log('building a copy of the app with the 10,000-row bench page…');
  const copy = await buildAppCopy({ 'schemas/supplier/zz-bench-list-render.list.json': `${JSON.stringify(benchPageSchema, null, 2)}\n` });
  const db = kyselyFor(databaseUrl, 10);
  const app = await buildApp({ db, webRoot: copy.dist });
  addBenchEndpoint(app, await supplierOrderIds(databaseUrl));
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const runsAt: Record<number, Run[]> = { 1: [], 4: [] };
    for (let i = 0; i < runs; i++) {
      for (const rate of [1, 4]) {
        await waitForQuietCpu();
        const run = await runOnce(browser, base, stored, rate);
        runsAt[rate]!.push(run);
        log(`list ${rate}x run ${i + 1}/${runs}: first render ${Math.round(run.firstRender)} ms, scroll p95 ${round(percentile(run.scroll.frames, 95), 1)} ms, ` +
          `${run.scroll.blankFrames} blank, ${run.scroll.longTasks} long tasks, tap → detail ${Math.round(run.tapToDetail)} ms`);
      }
    }
    const figures: Figure[] = [];
    for (const rate of [1, 4]) figures.push(...figuresAt(rate, runsAt[rate]!, await baselineScroll(browser, rate)));
    return {
      title: 'List of 10,000 rows (engine)',
      method:
        `A bench-only list page (page size 10,000, purchase-order columns) in a throw-away build of the app, on the real server code and the demo ` +
        `database; Chromium 390x844 DPR 3, a fresh context per run, home opened first, then the list route with the CPU throttled by CDP. ` +
        `First render: the engine's \`scm:list-rows\` mark (rows parsed) → the frame after the first card. Scroll: 200 px per frame for 3 s, ` +
        `rAF intervals; a blank frame is one in which three points down the middle of the screen meet no card; long tasks from a ` +
        `PerformanceObserver. Tap: a touch on a card on screen → the frame after the detail heading is in the DOM. Each run starts once the machine's cores are quiet (as for the first row). Median of ${runs} runs at each rate, ` +
        `alternating; machine load before: ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}.`,
      figures,
    };
  } finally {
    await app.close();
    await db.destroy();
    copy.cleanup();
  }
}
