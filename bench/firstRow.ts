import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { phoneContext } from './lib/chromium';
import { atMost, info, type Section } from './lib/figures';
import { waitForQuietCpu } from './lib/machine';
import { storeSession, type StoredSession } from './lib/session';
import { median } from './lib/stats';

// First row of the purchase-order list from navigation start, cold cache (a fresh browser context each run), the
// session already stored, the CPU throttled by CDP, no network throttling (loopback): what the code costs before the
// data shows. 1x and 4x runs alternate. Also when the list request starts: the target is that it starts in the first
// round of code, in parallel with the page's own chunks, not after them.

const LIST_ROUTE = '/#/packagesSub/purchaseOrder/index';
const LIST_API = '/purchase/purchase-order/list';
const outputDir = path.resolve('bench/output');

/** In the page before its code runs: the first list card painted (frame callback, then a message after that frame). */
const probe = `(() => {
  window.__firstRow = 0;
  new MutationObserver((_m, observer) => {
    if (!document.querySelector('.eng-card')) return;
    observer.disconnect();
    requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => (window.__firstRow = performance.now()); c.port2.postMessage(null); });
  }).observe(document, { childList: true, subtree: true });
})();`;

export interface Run {
  firstRow: number;
  requestStart: number;
  responseEnd: number;
  /** when the last script the page fetched before its first row had arrived */
  lastScriptEnd: number;
  scripts: number;
}

/** One cold load of `route` (a list over the purchase orders) at `rate`x CPU, to its first card. */
export async function runOnce(browser: Browser, base: string, stored: StoredSession, rate: number, route = LIST_ROUTE): Promise<Run> {
  const context = await browser.newContext(phoneContext);
  try {
    await context.addInitScript(probe);
    const page = await context.newPage();
    await storeSession(page, base, stored);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${base}${route}`, { waitUntil: 'commit' });
    try {
      await page.waitForFunction(() => (window as unknown as { __firstRow: number }).__firstRow > 0, null, { timeout: 30_000, polling: 50 });
    } catch (err) {
      fs.mkdirSync(outputDir, { recursive: true });
      const shot = path.join(outputDir, `first-row-failed-${Date.now()}.png`);
      await page.screenshot({ path: shot });
      throw new Error(`no row within 30 s at ${rate}x (screen: ${path.relative(process.cwd(), shot)}): ${String(err).split('\n')[0]}`);
    }
    return await page.evaluate((api) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const list = entries.find((e) => e.name.includes(api));
      const firstRow = (window as unknown as { __firstRow: number }).__firstRow;
      const scripts = entries.filter((e) => e.initiatorType === 'script' || /\.js(\?|$)/.test(e.name)).filter((e) => e.startTime < firstRow);
      return {
        firstRow,
        requestStart: list?.startTime ?? NaN,
        responseEnd: list?.responseEnd ?? NaN,
        lastScriptEnd: Math.max(0, ...scripts.map((e) => e.responseEnd)),
        scripts: scripts.length,
      };
    }, LIST_API);
  } finally {
    await context.close();
  }
}

export async function benchFirstRow(browser: Browser, base: string, stored: StoredSession, runs: number, log: (m: string) => void): Promise<Section> {
  const results: Record<number, Run[]> = { 1: [], 4: [] };
  const failures: string[] = [];
  for (let r = 0; r < runs; r++) {
    for (const rate of [1, 4]) {
      let run: Run | null = null;
      // A run that never shows a row is reported, then tried again (twice at most), so one bad moment does not
      // cost the whole figure.
      for (let attempt = 0; !run; attempt++) {
        try {
          await waitForQuietCpu();
          run = await runOnce(browser, base, stored, rate);
        } catch (err) {
          failures.push(String(err instanceof Error ? err.message : err));
          log(`first row ${rate}x run ${r + 1}: ${failures.at(-1)}`);
          if (attempt >= 2) throw err;
        }
      }
      results[rate]!.push(run);
      log(`first row ${rate}x run ${r + 1}/${runs}: ${Math.round(run.firstRow)} ms (request ${Math.round(run.requestStart)}–${Math.round(run.responseEnd)} ms, last script ${Math.round(run.lastScriptEnd)} ms)`);
    }
  }
  const figures = [1, 4].flatMap((rate) => {
    const list = results[rate]!;
    const m = (f: (x: Run) => number) => Math.round(median(list.map(f)));
    const firstRow = m((x) => x.firstRow);
    const requestStart = m((x) => x.requestStart);
    const responseEnd = m((x) => x.responseEnd);
    const lastScript = m((x) => x.lastScriptEnd);
    const timeline =
      `runs: ${list.map((x) => Math.round(x.firstRow)).join(', ')}; list request ${requestStart}–${responseEnd} ms, ` +
      `${median(list.map((x) => x.scripts))} scripts fetched before the first row, the last one in at ${lastScript} ms; ` +
      `after the answer: ${firstRow - responseEnd} ms to paint`;
    return [
      atMost(`PO list: first row at ${rate}x CPU`, firstRow, rate === 1 ? 300 : 800, 'ms', timeline),
      info(`PO list: list request starts at ${rate}x CPU`, requestStart, 'ms',
        requestStart < lastScript ? 'before the last script arrived: in parallel with the code' : 'after the last script arrived: the request waits for the code'),
    ];
  });
  return {
    title: 'First row of the purchase-order list',
    method:
      `Chromium (390x844, DPR 3), a fresh browser context per run (cold HTTP cache), the session already in localStorage (put there from an API address of ` +
      `the origin, which loads none of the app, before the CPU is throttled), ` +
      `CPU throttled with CDP Emulation.setCPUThrottlingRate, loopback network without throttling. From navigation start to the frame ` +
      `after the first list card is in the DOM. Each run starts once the machine's cores are quiet (at most 15 % busy for 0.5 s, 10 s at most: ` +
      `the server's own start-up work and the database's upkeep after seeding are not the page's). Median of ${runs} runs at each rate, 1x and 4x alternating.`,
    figures,
    details: failures.length ? [`Runs that showed no row (tried again): ${failures.join('; ')}`] : [],
  };
}

