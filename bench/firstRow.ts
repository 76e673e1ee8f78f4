import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { phoneContext } from './lib/chromium';
import { atMost, info, type Section } from './lib/figures';
import { waitForQuietCpu } from './lib/machine';
import { storeSession, type StoredSession } from './lib/session';
import { median } from './lib/stats';

// First row of the purchase-order list from navigation start, cold cache (a fresh browser context each run), the
// session already stored, the CPU throttled by CDP, no network throttling (loopback): what the code costs before the
// data shows. 1x and 4x runs alternate. Also when the list request starts: the target is that it starts in the first
// round of code, in parallel with the page's own chunks, not after them.

export const LIST_ROUTE = '/#/packagesSub/purchaseOrder/index';
const LIST_API = '/purchase/purchase-order/list';
const outputDir = path.resolve('bench/output');

/** What the page's probe logs once it has timed the first row (the bench hears it over the DevTools protocol). */
export const FIRST_ROW_SEEN = 'scm-bench:first-row';

/**
 * A phone's 4G link as Lighthouse's mobile preset describes it (RTT 150 ms, 1.6 Mbps down, 750 kbps up), applied by
 * Chromium to the page's own requests (CDP Network.emulateNetworkConditions: the latency added to each request, the
 * bytes paced). What the service worker answers from its cache does not cross the link, as on a phone.
 */
export interface Link {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}
export const FOUR_G: Link = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** The link in words, for the bench's method. */
const linkWords = (l: Link) =>
  `${l.latency} ms added to each request, ${(l.downloadThroughput * 8) / 1024 / 1024} Mbps down, ${(l.uploadThroughput * 8) / 1024} kbps up`;

/**
 * In the page before its code runs: the frame after the first element matching `selector` is in the DOM (a frame
 * callback, then a message after that frame), kept in `window[global]` and told on the console as `seen`. It says so
 * on the console rather than being polled: Playwright's polling runs its own script in the page (~30 ms of the page's
 * main thread at 4x as it first loads, then a call every 50 ms), work the measured load would be timed with.
 */
export const paintedProbe = (selector: string, global: string, seen: string): string => `(() => {
  window[${JSON.stringify(global)}] = 0;
  new MutationObserver((_m, observer) => {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    observer.disconnect();
    requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => { window[${JSON.stringify(global)}] = performance.now(); console.debug(${JSON.stringify(seen)}); }; c.port2.postMessage(null); });
  }).observe(document, { childList: true, subtree: true });
})();`;

/** The first list card painted, in `window.__firstRow`. */
export const firstRowProbe = paintedProbe('.eng-card', '__firstRow', FIRST_ROW_SEEN);

export interface Run {
  firstRow: number;
  requestStart: number;
  responseEnd: number;
  /** when the last script the page fetched before its first row had arrived */
  lastScriptEnd: number;
  scripts: number;
  /** of those, answered by the service worker */
  fromWorker: number;
}

/**
 * Loads `url` at `rate`x CPU in `page` (which shows a page of the same origin already, so the origin's renderer runs)
 * until the probe (`firstRowProbe`, an init script of its context) has timed the first card. Settles with the failure,
 * if any, or null. The setup's own work (a new context, that first page) settles before the measured load starts.
 */
export async function loadToFirstRow(page: Page, url: string, rate: number, link?: Link): Promise<unknown> {
  await waitForQuietCpu();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (link) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link });
  }
  // settles with the failure, if any, so a navigation that throws first leaves no unheard rejection behind
  const seen = page.waitForEvent('console', { predicate: (m) => m.text() === FIRST_ROW_SEEN, timeout: 30_000 }).then(() => null, (err: unknown) => err);
  await page.goto(url, { waitUntil: 'commit' });
  return seen;
}

/**
 * A returning user: the app opened once in this browser (its service worker installed, every chunk precached, the
 * page controlled), then `throughWorker - 1` more visits answered by the worker, then the phone comes back to the list
 * in a new tab. The earlier visits run unthrottled and are not measured. The first visit the worker answers also
 * writes V8's cache of the compiled code, which later visits read back instead of compiling: the app's chunks are
 * classic scripts for this (scripts/build/classicScripts.ts; Chromium reads it back for no module, codeCache.ts).
 */
async function returningPage(context: BrowserContext, base: string, stored: StoredSession, route: string, throughWorker: number): Promise<Page> {
  for (let visit = 0; visit < throughWorker; visit++) {
    const earlier = await context.newPage();
    await storeSession(earlier, base, stored);
    await earlier.goto(`${base}${route}`);
    await earlier.waitForFunction(() => (window as unknown as { __firstRow: number }).__firstRow > 0, null, { timeout: 30_000, polling: 50 });
    // Registered after the first screen; controlling once its install (the precache of every chunk) is done.
    await earlier.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 120_000, polling: 200 });
    // (the worker's precache and the code cache are written once the visit's scripts have run: wait until the page is idle)
    await earlier.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await earlier.close();
  }
  return context.newPage();
}

/** Stops the origin's service workers (as the browser does with an idle one), and waits until they have stopped. */
async function stopServiceWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const running = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => e.versions.forEach((v) => running.set(v.versionId, v.runningStatus)));
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  for (let i = 0; i < 100 && [...running.values()].some((status) => status !== 'stopped'); i++) await new Promise((r) => setTimeout(r, 20));
  await cdp.send('ServiceWorker.disable');
  await cdp.detach();
}

/**
 * One load of `route` (a list over the purchase orders) at `rate`x CPU, to its first card: a first visit (cold), or a
 * returning one whose code the service worker holds, after `throughWorker` earlier visits (see returningPage).
 */
export async function runOnce(
  browser: Browser, base: string, stored: StoredSession, rate: number, route = LIST_ROUTE, throughWorker = 0, stopWorker = false, link?: Link,
): Promise<Run> {
  const context = await browser.newContext(phoneContext);
  try {
    await context.addInitScript(firstRowProbe);
    const page = throughWorker ? await returningPage(context, base, stored, route, throughWorker) : await context.newPage();
    // Either way the tab first shows a page of the origin (the session page), so both ways start from the same tab:
    // a returning tab that came from about:blank would also start the origin's renderer inside the measured load.
    await storeSession(page, base, stored);
    // A phone reopening the app later: the browser stopped the idle worker long ago.
    if (stopWorker) await stopServiceWorkers(page);
    const err = await loadToFirstRow(page, `${base}${route}`, rate, link);
    if (err) {
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
        fromWorker: scripts.filter((e) => e.workerStart > 0).length,
      };
    }, LIST_API);
  } finally {
    await context.close();
  }
}

/**
 * The ways a phone opens the list: its first visit (nothing cached), back again with the app installed (the first
 * visit the worker answers), and a later visit (every file answered by the worker before). On loopback
 * a cached visit saves little (docs/decisions.md, "The targets beside the floor"); the first visit and the later one
 * over a 4G link, at 4x only and without a target, show what the worker saves a phone on the move.
 */
interface Way {
  key: string;
  throughWorker: number;
  stopWorker: boolean;
  label: string;
  rates: readonly (1 | 4)[];
  /** per rate; none: a figure without a target */
  targets?: Record<1 | 4, number>;
  link?: Link;
}
const ways: readonly Way[] = [
  { key: 'cold', throughWorker: 0, stopWorker: false, label: 'first visit', rates: [1, 4], targets: { 1: 200, 4: 600 } },
  { key: 'returning', throughWorker: 1, stopWorker: false, label: 'returning, code from the service worker', rates: [1, 4], targets: { 1: 120, 4: 350 } },
  { key: 'later', throughWorker: 2, stopWorker: false, label: 'returning again, the worker answering for the second time', rates: [1, 4], targets: { 1: 120, 4: 350 } },
  { key: 'stopped', throughWorker: 2, stopWorker: true, label: 'reopened later, its worker stopped', rates: [1, 4], targets: { 1: 120, 4: 350 } },
  { key: 'cold4g', throughWorker: 0, stopWorker: false, label: 'first visit over a 4G link', rates: [4], link: FOUR_G },
  { key: 'later4g', throughWorker: 2, stopWorker: false, label: 'returning again, over a 4G link', rates: [4], link: FOUR_G },
];

export async function benchFirstRow(browser: Browser, base: string, stored: StoredSession, runs: number, log: (m: string) => void): Promise<Section> {
  const results = new Map<string, Run[]>();
  const failures: string[] = [];
  for (let r = 0; r < runs; r++) {
    for (const way of ways) {
      for (const rate of way.rates) {
        let run: Run | null = null;
        // A run that never shows a row is reported, then tried again (twice at most), so one bad moment does not
        // cost the whole figure.
        for (let attempt = 0; !run; attempt++) {
          try {
            run = await runOnce(browser, base, stored, rate, LIST_ROUTE, way.throughWorker, way.stopWorker, way.link);
          } catch (err) {
            failures.push(String(err instanceof Error ? err.message : err));
            log(`first row ${way.key} ${rate}x run ${r + 1}: ${failures.at(-1)}`);
            if (attempt >= 2) throw err;
          }
        }
        const key = `${way.key}${rate}`;
        results.set(key, [...(results.get(key) ?? []), run]);
        log(`first row ${way.key} ${rate}x run ${r + 1}/${runs}: ${Math.round(run.firstRow)} ms (request ${Math.round(run.requestStart)}–${Math.round(run.responseEnd)} ms, last script ${Math.round(run.lastScriptEnd)} ms, ${run.fromWorker}/${run.scripts} scripts from the worker)`);
      }
    }
  }
  const figures = ways.flatMap((way) =>
    way.rates.flatMap((rate) => {
      const list = results.get(`${way.key}${rate}`)!;
      const m = (f: (x: Run) => number) => Math.round(median(list.map(f)));
      const firstRow = m((x) => x.firstRow);
      const requestStart = m((x) => x.requestStart);
      const responseEnd = m((x) => x.responseEnd);
      const lastScript = m((x) => x.lastScriptEnd);
      const timeline =
        `runs: ${list.map((x) => Math.round(x.firstRow)).join(', ')}; list request ${requestStart}–${responseEnd} ms, ` +
        `${median(list.map((x) => x.scripts))} scripts fetched before the first row (${median(list.map((x) => x.fromWorker))} from the service worker), the last one in at ${lastScript} ms; ` +
        `after the answer: ${firstRow - responseEnd} ms to paint`;
      const name = way.key === 'cold' ? 'PO list' : `PO list, ${way.label}`;
      const title = `${name}: first row at ${rate}x CPU`;
      return [
        way.targets ? atMost(title, firstRow, way.targets[rate], 'ms', timeline) : info(title, firstRow, 'ms', timeline),
        info(`${name}: list request starts at ${rate}x CPU`, requestStart, 'ms',
          requestStart < lastScript ? 'before the last script arrived: in parallel with the code' : 'after the last script arrived: the request waits for the code'),
      ];
    }),
  );
  return {
    title: 'First row of the purchase-order list',
    method:
      `Chromium (390x844, DPR 3), the session already in localStorage (put there from an API address of the origin, which loads none of the app, ` +
      `before the CPU is throttled), CPU throttled with CDP Emulation.setCPUThrottlingRate, loopback network without throttling. From navigation ` +
      `start to the frame after the first list card is in the DOM. First visit: a fresh browser context per run (cold HTTP cache, no service ` +
      `worker). Returning: a fresh context that opened the list once unthrottled and waited until the app's service worker controlled it (every ` +
      `chunk precached), then the list in a new tab of that context, which first shows the session page too. Returning again: one more visit ` +
      `answered by the worker before the measured one (the first such visit writes V8's cache of the compiled code, which the ` +
      `measured one reads back: the app's chunks are classic scripts, see the code-cache section). Reopened later: as returning again, with the origin's service worker stopped (CDP ServiceWorker.stopAllWorkers) ` +
      `after the session page, as the browser stops an idle worker: the worker would have to start before any request its fetch handler answers. Over a 4G link: ` +
      `the first visit and returning again at 4x, with CDP Network.emulateNetworkConditions (${linkWords(FOUR_G)}) ` +
      `on the page from the measured load on; what the worker answers from its cache does not cross the link. Each run starts once the machine's cores are quiet (at most 15 % busy for ` +
      `0.5 s, 10 s at most), after the run's own setup: the new context and the page that stores the session start a renderer and ` +
      `leave work behind, which a phone opening the app does not have; nor are the server's start-up or the database's upkeep the page's. Median of ${runs} runs ` +
      `of each way at each rate, the ten alternating.`,
    figures,
    details: failures.length ? [`Runs that showed no row (tried again): ${failures.join('; ')}`] : [],
  };
}
