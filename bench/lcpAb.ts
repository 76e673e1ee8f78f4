import path from 'node:path';
import { chromium } from 'playwright-core';
import { FOUR_G } from './firstRow';
import { serveCheckout } from './lib/appServer';
import { chromeFlags, chromiumPath, phoneContext } from './lib/chromium';
import { waitForQuietCpu } from './lib/machine';
import { median } from './lib/stats';
import { benchAccount, loginAndReadStorage, storeSession, type StoredSession } from './lib/session';

// Two builds side by side: a screen's largest contentful paint as Chromium itself reports it (its
// `largest-contentful-paint` entries, the last one), on a first visit with the session stored (cold HTTP cache, no
// service worker), 390x844, CPU throttled, over the 4G link of bench/firstRow.ts unless LINK=none; the two builds'
// runs interleaved. Lighthouse's simulation of the same load can read a change the other way (docs/decisions.md).
// Each checkout serves its own dist/ (build it first) from its own server and database.
//
//   npx tsx bench/lcpAb.ts <checkout A> <checkout B> [runs, default 5] [route, default home]
//   WHO=boss (the merchant admin), RATE=<CPU slowdown, default 4>, LINK=none (loopback)

const [dirA, dirB] = [process.argv[2], process.argv[3]].map((d) => path.resolve(d ?? ''));
const runs = Number(process.argv[4] ?? 5);
const route = process.argv[5] ?? '/#/pages/index/index';
const who = process.env.WHO === 'boss' ? { account: 'boss', password: 'Boss@2026demo' } : benchAccount;
const rate = Number(process.env.RATE ?? 4);
const link = process.env.LINK === 'none' ? undefined : FOUR_G;

/** In the page before its code runs: every largest-contentful-paint entry, with its element's class. */
const lcpProbe = () => {
  const seen: [number, string][] = ((window as unknown as { __lcp: [number, string][] }).__lcp = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) seen.push([Math.round(e.startTime), e.element?.className ?? '']);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

const servers = { A: await serveCheckout(dirA!, path.join('/tmp/scm-lcp-ab', 'A', 'pg')), B: await serveCheckout(dirB!, path.join('/tmp/scm-lcp-ab', 'B', 'pg')) };
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromeFlags });
try {
  const stored: Record<'A' | 'B', StoredSession> = { A: await loginAndReadStorage(browser, servers.A.base, who), B: await loginAndReadStorage(browser, servers.B.base, who) };
  const lcp: Record<'A' | 'B', number[]> = { A: [], B: [] };
  for (let r = 0; r < runs; r++) {
    for (const k of r % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
      const context = await browser.newContext(phoneContext);
      try {
        await context.addInitScript(lcpProbe);
        const page = await context.newPage();
        await storeSession(page, servers[k].base, stored[k]);
        await waitForQuietCpu();
        const cdp = await context.newCDPSession(page);
        if (link) {
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link });
        }
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.goto(`${servers[k].base}${route}`, { waitUntil: 'load' });
        // the largest paint may come after the load event (data, then its cards); a tap would end the entries
        await page.waitForTimeout(4000);
        const entries = (await page.evaluate(() => (window as unknown as { __lcp: [number, string][] }).__lcp)) ?? [];
        const last = entries.at(-1);
        if (!last) throw new Error(`no largest-contentful-paint entry at ${route}`);
        lcp[k].push(last[0]);
        console.log(`${new Date().toISOString().slice(11, 19)} ${k} run ${r + 1}: LCP ${last[0]} ms (${last[1]}; entries at ${entries.map((e) => e[0]).join(', ')})`);
      } finally {
        await context.close();
      }
    }
  }
  console.log(`A ${dirA}, B ${dirB}; ${route}, ${runs} runs each, interleaved, ${rate}x CPU, ${link ? '4G link' : 'loopback'}`);
  for (const k of ['A', 'B'] as const) console.log(`${k}: LCP median ${median(lcp[k])} ms (runs ${lcp[k].join(', ')})`);
} finally {
  await browser.close();
  await servers.A.stop();
  await servers.B.stop();
}
