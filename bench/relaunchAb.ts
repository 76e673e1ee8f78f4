import path from 'node:path';
import { chromium } from 'playwright-core';
import { FOUR_G, paintedProbe } from './firstRow';
import { serveCheckout } from './lib/appServer';
import { chromeFlags, chromiumPath, phoneContext } from './lib/chromium';
import { waitForQuietCpu } from './lib/machine';
import { median } from './lib/stats';
import { homeUser } from './lib/session';

// Two builds side by side: the first time the app is opened again after a login, at home (the launch whose data the
// shell can send only if home's opening after the login remembered its calls: common/shell/shellCalls.ts). Each run a
// fresh browser context logs in through the form, waits until home has drawn and settled (SETTLE_MS, 2.5 s), leaves
// the app and opens home again, CPU throttled, over the 4G link of bench/firstRow.ts; timed inside the page to the
// frame after home's first content (the supplier's first banner, the merchant admin's first overview figure). The
// two builds' runs interleaved; each checkout serves its own dist/ (build it first) from its own server and database.
//
//   npx tsx bench/relaunchAb.ts <checkout A> <checkout B> [runs, default 6]
//   WHO=boss (the merchant admin), RATE=<CPU slowdown, default 1>, SETTLE_MS=<ms after home has drawn>

const [dirA, dirB] = [process.argv[2], process.argv[3]].map((d) => path.resolve(d ?? ''));
const runs = Number(process.argv[4] ?? 6);
const { who, content } = homeUser();
const rate = Number(process.env.RATE ?? 1);
const settleMs = Number(process.env.SETTLE_MS ?? 2500);
const SEEN = 'scm-bench:home-content';

const servers = { A: await serveCheckout(dirA!, '/tmp/scm-relaunch-ab/A/pg'), B: await serveCheckout(dirB!, '/tmp/scm-relaunch-ab/B/pg') };
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromeFlags });
const times: Record<'A' | 'B', number[]> = { A: [], B: [] };
try {
  for (let r = 0; r < runs; r++) {
    for (const k of r % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
      const base = servers[k].base;
      const context = await browser.newContext(phoneContext);
      try {
        await context.addInitScript(paintedProbe(content, '__homeContent', SEEN));
        const page = await context.newPage();
        await page.goto(`${base}/`);
        await page.getByPlaceholder('请输入手机号或账号').fill(who.account);
        await page.getByPlaceholder('请输入密码').fill(who.password);
        await page.getByRole('button', { name: '登录' }).click();
        await page.locator(content).first().waitFor();
        await page.waitForTimeout(settleMs);
        await page.goto('about:blank');
        await waitForQuietCpu();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FOUR_G });
        const seen = page.waitForEvent('console', { predicate: (m) => m.text() === SEEN, timeout: 30_000 });
        await page.goto(`${base}/#/pages/index/index`, { waitUntil: 'commit' });
        await seen;
        const t = Math.round(await page.evaluate(() => (window as unknown as { __homeContent: number }).__homeContent));
        times[k].push(t);
        console.log(`${new Date().toISOString().slice(11, 19)} ${k}: home's first content ${t} ms`);
      } finally {
        await context.close();
      }
    }
  }
  console.log(`A ${dirA}, B ${dirB}; ${runs} runs each, interleaved, ${rate}x CPU over 4G`);
  for (const k of ['A', 'B'] as const) console.log(`${k}: median ${median(times[k])} ms (runs ${times[k].join(', ')})`);
} finally {
  await browser.close();
  await servers.A.stop();
  await servers.B.stop();
}
