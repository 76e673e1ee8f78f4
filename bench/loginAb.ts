import path from 'node:path';
import { chromium } from 'playwright-core';
import { FOUR_G } from './firstRow';
import { serveCheckout } from './lib/appServer';
import { chromeFlags, chromiumPath, phoneContext } from './lib/chromium';
import { waitForQuietCpu } from './lib/machine';
import { median } from './lib/stats';
import { homeUser } from './lib/session';

// Two builds side by side: from the tap on 登录 to the frame after home's first content is in the page (the supplier's
// first banner, the merchant admin's first overview figure), timed inside the page. Each run a fresh browser context
// (cold HTTP cache) that opens login, types the account and waits as a person typing would (TYPE_MS, 3 s by default:
// the service worker's precache has usually finished by then; 500 to tap at once), CPU throttled, over the 4G link of
// bench/firstRow.ts; the two builds' runs interleaved. Each checkout serves its own dist/ (build it first) from its
// own server and database.
//
//   npx tsx bench/loginAb.ts <checkout A> <checkout B> [runs, default 6]
//   WHO=boss (the merchant admin), RATE=<CPU slowdown, default 4>, TYPE_MS=<ms between typing and the tap>

const [dirA, dirB] = [process.argv[2], process.argv[3]].map((d) => path.resolve(d ?? ''));
const runs = Number(process.argv[4] ?? 6);
const { who, content } = homeUser();
const rate = Number(process.env.RATE ?? 4);
const typing = Number(process.env.TYPE_MS ?? 3000);

/** In the page before its code runs: `__drawnAt`, the frame after `selector` first matched (0 until then). */
const drawnProbe = (selector: string) => {
  const w = window as unknown as { __drawnAt: number };
  w.__drawnAt = 0;
  let seen = false;
  new MutationObserver((_m, observer) => {
    if (seen || !document.querySelector(selector)) return;
    seen = true;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (w.__drawnAt = performance.now())));
  }).observe(document, { childList: true, subtree: true });
};

const servers = { A: await serveCheckout(dirA!, path.join('/tmp/scm-login-ab', 'A', 'pg')), B: await serveCheckout(dirB!, path.join('/tmp/scm-login-ab', 'B', 'pg')) };
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromeFlags });
try {
  const taken: Record<'A' | 'B', number[]> = { A: [], B: [] };
  for (let r = 0; r < runs; r++) {
    for (const k of r % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
      const context = await browser.newContext(phoneContext);
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FOUR_G });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.addInitScript(drawnProbe, content);
        await page.goto(`${servers[k].base}/`, { waitUntil: 'load' });
        await page.getByPlaceholder('请输入手机号或账号').fill(who.account);
        await page.getByPlaceholder('请输入密码').fill(who.password);
        await page.waitForTimeout(typing);
        await waitForQuietCpu();
        const tapAt = (await page.evaluate('performance.now()')) as number;
        await page.getByRole('button', { name: '登录' }).click();
        // A function, not a string: the app's policy allows no eval.
        await page.waitForFunction(() => (window as unknown as { __drawnAt: number }).__drawnAt > 0, undefined, { timeout: 30_000 });
        const ms = Math.round(((await page.evaluate('window.__drawnAt')) as number) - tapAt);
        taken[k].push(ms);
        console.log(`${k} run ${r + 1}: ${ms} ms`);
      } finally {
        await context.close();
      }
    }
  }
  for (const k of ['A', 'B'] as const) console.log(`${k} ${k === 'A' ? dirA : dirB}: median ${median(taken[k])} ms (${taken[k].join(', ')})`);
} finally {
  await browser.close();
  await Promise.all([servers.A.stop(), servers.B.stop()]);
}
