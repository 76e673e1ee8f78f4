import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chunkOf, readChunks, ROUTE_TABLE } from '../../scripts/build/routeBytes';
import { logoMarkup } from '../../scripts/build/shellLogo';
import { fillLoginForm, loginThroughUi, phone, usePhoneSession, withSessionPhone } from '../support/browser';
import { demoPassword } from '../support/testContext';

// The first round of code: the shell draws the brand before any script runs, a deep link asks for the route table
// while the page is still being parsed (the shell's inline script, allowed by its hash), and login asks for it only
// once its form is drawn.

const session = usePhoneSession();

/** Records policy violations and when `selector` first appeared. */
const watch = (selector: string) => {
  const w = window as unknown as { __violations: string[]; __readyAt: number };
  w.__violations = [];
  w.__readyAt = 0;
  document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  // When a script put each style sheet in place (at the call: an observer would hear of it only after the script).
  const sheetsAt: { path: string; at: number }[] = ((window as unknown as { __sheetsAt: typeof sheetsAt }).__sheetsAt = []);
  const append = Node.prototype.appendChild;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') sheetsAt.push({ path: new URL(node.href).pathname, at: performance.now() });
    return append.call(this, node) as T;
  };
  new MutationObserver((_m, o) => {
    if (document.querySelector(selector)) {
      w.__readyAt = performance.now();
      o.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

interface Call {
  url: string;
  /** calls made in the same task share a number */
  task: number;
  /** performance.now() at the call: a fetch's resource timing may start later than the call that made it */
  at: number;
}

/**
 * Records each fetch the page makes in `window.__calls`. Calls made before a zero-delay timer could run share a
 * task number. Answers' timings prove no order: a quick answer can come back before a call made in the same task
 * is timed as started.
 */
const recordCalls = () => {
  const calls: Call[] = ((window as unknown as { __calls: Call[] }).__calls = []);
  let task = 0;
  let open = false;
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (!open) {
      task += 1;
      open = true;
      setTimeout(() => (open = false));
    }
    calls.push({ url: new URL(input instanceof Request ? input.url : String(input), location.href).href, task, at: performance.now() });
    return send(input, init);
  };
};

/** The built file of the route table (it shares a chunk with the engine's page frame: scripts/build/chunkGroups.ts). */
const tableFile = path.basename(chunkOf(readChunks(path.resolve('dist')), ROUTE_TABLE));

/** When the first request for an asset whose name starts with `name` (and ends with `ext`) started (-1: none), and when parsing ended. */
async function timing(page: Page, name: string, ext = ''): Promise<{ start: number; parsed: number }> {
  // A string, evaluated in the page: the test's own functions carry helpers of the test build.
  return (await page.evaluate(`({
    start: performance.getEntriesByType('resource').find((e) => { const p = new URL(e.name).pathname; return p.startsWith('/assets/${name}') && p.endsWith('${ext}'); })?.startTime ?? -1,
    parsed: performance.getEntriesByType('navigation')[0].domInteractive,
  })`)) as { start: number; parsed: number };
}

describe('the first round of code', () => {
  it('a deep link fetches the route table, its page file and their style sheets while the shell is parsed, and the policy lets only that script run', async () => {
    const { ctx, page } = session;
    await loginThroughUi(page, `${ctx.url}/`, '13800000001', demoPassword);
    await withSessionPhone(session.page, async (fresh) => {
      await fresh.addInitScript(watch, '.eng-card');
      await fresh.goto(`${ctx.url}/#/packagesSub/purchaseOrder/index`);
      await fresh.locator('.eng-card').first().waitFor();
      const table = await timing(fresh, tableFile);
      const pageFile = await timing(fresh, 'purchase-order.list-');
      expect(table.start).toBeGreaterThan(0);
      // Module scripts run after parsing: a request that starts before it ends came from the shell's own script.
      expect(table.start).toBeLessThan(table.parsed);
      expect(pageFile.start).toBeGreaterThan(0);
      expect(pageFile.start).toBeLessThan(pageFile.parsed);
      // The page's style sheets too: the import of its code waits for them.
      const sheet = await timing(fresh, 'ListView-', '.css');
      expect(sheet.start).toBeGreaterThan(0);
      expect(sheet.start).toBeLessThan(sheet.parsed);
      // The entry applies them once, after its own sheets, as it starts (before the page asks the server anything),
      // so no chunk's loader waits for a sheet's load event on the way to the page's data.
      const sheets = (await fresh.evaluate(`[...document.querySelectorAll('link[rel=stylesheet]')].map((l) => new URL(l.href).pathname)`)) as string[];
      expect(new Set(sheets).size).toBe(sheets.length);
      expect(sheets.some((p) => p.startsWith('/assets/ListView-'))).toBe(true);
      // ...and no loader of a lazy chunk fetches the entry's sheets again, which the lazy chunks sharing its modules
      // list among the files they wait for.
      const manifest = JSON.parse(fs.readFileSync(path.resolve('dist/.vite/manifest.json'), 'utf8')) as Record<string, { css?: string[]; imports?: string[] }>;
      const entrySheets = [manifest['index.html']!, ...(manifest['index.html']!.imports ?? []).map((i) => manifest[i]!)].flatMap((c) => c.css ?? []).map((f) => `/${f}`);
      expect(entrySheets.length).toBeGreaterThan(0);
      const fetched = (await fresh.evaluate(`performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)`)) as string[];
      expect(fetched.filter((p) => entrySheets.includes(p))).toEqual([]);
      // The entry's own rules are the shell's style elements (scripts/build/inlineEntryStyles.ts), which the page's
      // sheets follow and refine.
      const entryRulesFirst = await fresh.evaluate(`(() => {
        const styles = [...document.querySelectorAll('head > style')];
        const list = [...document.querySelectorAll('link[rel=stylesheet]')].find((l) => new URL(l.href).pathname.startsWith('/assets/ListView-'));
        return styles.length > 0 && styles.every((s) => s.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING);
      })()`);
      expect(entryRulesFirst).toBe(true);
      const applied = (await fresh.evaluate(`window.__sheetsAt.find((s) => s.path.startsWith('/assets/ListView-'))?.at ?? -1`)) as number;
      const listRequest = (await fresh.evaluate(`performance.getEntriesByType('resource').find((e) => e.name.includes('/purchase-order/list'))?.startTime ?? -1`)) as number;
      expect(applied).toBeGreaterThan(0);
      expect(listRequest).toBeGreaterThan(0);
      expect(applied).toBeLessThan(listRequest);
      // The launch refresh (configuration and menu) waits until the first cards are drawn, so its calls and the
      // storage it writes do not compete with the page's own.
      const launchRefresh = () => fresh.evaluate(`performance.getEntriesByType('resource').find((e) => e.name.includes('/getLoginUserInfo'))?.startTime ?? -1`) as Promise<number>;
      await expect.poll(launchRefresh, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await launchRefresh()).toBeGreaterThan((await fresh.evaluate('window.__readyAt')) as number);
      expect(await fresh.evaluate('window.__violations')).toEqual([]);
    });
  });

  it("a list whose style sheet is slow draws its first cards styled, not before the sheet has arrived", async () => {
    const { ctx, page } = session;
    await loginThroughUi(page, `${ctx.url}/`, '13800000001', demoPassword);
    await withSessionPhone(session.page, async (fresh) => {
      // The sheet holding the card's rules (list.css), 1.5 s late, as on a slow network.
      await fresh.route(/\/assets\/list-[^/]*\.css$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      // The first card's corner as it enters the page (before any frame could show it).
      await fresh.addInitScript(() => {
        new MutationObserver((_m, o) => {
          const card = document.querySelector('.eng-card');
          if (!card) return;
          o.disconnect();
          (window as unknown as { __cornerAtFirst: string }).__cornerAtFirst = getComputedStyle(card).borderTopLeftRadius;
        }).observe(document, { childList: true, subtree: true });
      });
      await fresh.goto(`${ctx.url}/#/packagesSub/purchaseOrder/index`);
      await fresh.locator('.eng-card').first().waitFor();
      expect(await fresh.evaluate('window.__cornerAtFirst')).toBe('8px');
    });
  });

  it("a list's first cards are drawn with the user's saved fields: the settings travel with the list's own request", async () => {
    const { ctx, page } = session;
    // The session the phone holds (a new login would end it).
    const token = (await page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
    const fields = ['sheetNo', 'status', 'branchName', 'orderDate', 'expectedDate', 'lineCount', 'totalQty', 'totalAmount'];
    const saved = await ctx.call('POST', '/common/column-setting/save', { token, body: { pageId: 'purchase-order.list', settings: { hidden: ['orderDate'], order: fields } } });
    expect(saved.code).toBe(0);
    try {
      await withSessionPhone(session.page, async (fresh) => {
        await fresh.addInitScript(recordCalls);
        await fresh.addInitScript(() => {
          const w = window as unknown as { __firstCard: string };
          // The first card as it is first put in the page, before anything could redraw it.
          new MutationObserver((_m, o) => {
            const card = document.querySelector('.eng-card');
            if (!card) return;
            w.__firstCard = card.textContent ?? '';
            o.disconnect();
          }).observe(document, { childList: true, subtree: true });
        });
        await fresh.goto(`${ctx.url}/#/packagesSub/purchaseOrder/index`);
        await fresh.locator('.eng-card').first().waitFor();
        const firstCard = (await fresh.evaluate('window.__firstCard')) as string;
        expect(firstCard).toContain('预计到货');
        expect(firstCard).not.toContain('订单日期');
        const calls = ((await fresh.evaluate('window.__calls')) as Call[]).filter((c) => /column-setting\/list|purchase-order\/list/.test(c.url));
        const settings = calls.filter((c) => c.url.includes('column-setting'));
        const list = calls.find((c) => c.url.includes('purchase-order/list'))!;
        // Asked once, in the same task as the rows (so not by the page's code once it has arrived).
        expect(settings).toHaveLength(1);
        expect(settings[0]!.task).toBe(list.task);
      });
    } finally {
      await ctx.db.deleteFrom('column_setting').where('page_id', '=', 'purchase-order.list').execute();
    }
  });

  it('a deep link to a hand-written screen (home) fetches its chunk while the shell is parsed', async () => {
    await withSessionPhone(session.page, async (fresh) => {
      await fresh.goto(`${session.ctx.url}/#/pages/index/index`);
      await fresh.locator('.home').waitFor();
      const { start, parsed } = await timing(fresh, 'HomePage-');
      expect(start).toBeGreaterThan(0);
      expect(start).toBeLessThan(parsed);
    });
  });

  it("a deep link to the merchant admin's home asks each overview tile's figures once, as the route table runs, not after the dashboard's code", async () => {
    const { ctx } = session;
    const boss = await session.page.context().browser()!.newPage({ ...phone });
    try {
      await loginThroughUi(boss, `${ctx.url}/`, 'boss', 'Boss@2026demo');
      await withSessionPhone(boss, async (fresh) => {
        await fresh.addInitScript(recordCalls);
        // The dashboard's code is held back until the five tiles' figures of today have been asked: they can only
        // have been asked by the route's loader then. Were they asked by that code, they would never come and the
        // test would fail on its timeout. An order, not a timing: nothing here depends on how fast the machine is.
        // (The sixth tile, sales per day, is drawn for a week or a month only: `visibleWhen` on the period.)
        const tilesAsked = new Promise<void>((resolve) => {
          let asked = 0;
          fresh.on('request', (r) => {
            if (r.url().includes('/administer/home/') && ++asked === 5) resolve();
          });
        });
        let held = 0;
        await fresh.route(/\/assets\/DashboardPage-[^/]*\.js$/, async (route) => {
          held += 1;
          await tilesAsked;
          await route.continue();
        });
        await fresh.goto(`${ctx.url}/#/pages/index/index`);
        await fresh.locator('.eng-stat__value:not(.eng-stat__value--loading)').first().waitFor();
        await fresh.locator('.eng-chart svg').first().waitFor();
        /** The overview tiles' requests so far, as path and query. */
        const tileRequests = async () =>
          ((await fresh.evaluate('window.__calls')) as Call[]).filter((c) => c.url.includes('/administer/home/')).map((c) => new URL(c.url).pathname + new URL(c.url).search);
        // summary, branch rank, hourly sales, pay ways, categories: one request each, none asked again once the
        // dashboard's code had arrived; sales per day neither asked nor drawn for one day
        expect((await tileRequests()).sort()).toEqual([
          '/mobile/api/administer/home/branch-rank?period=today',
          '/mobile/api/administer/home/item-cls-stat?period=today',
          '/mobile/api/administer/home/payway-stat?period=today',
          '/mobile/api/administer/home/summary?period=today',
          '/mobile/api/administer/home/time-stat?by=hour&period=today',
        ]);
        expect(held).toBeGreaterThan(0);
        const perDay = fresh.locator('.eng-chart', { hasText: '每日销售' });
        expect(await perDay.count()).toBe(0);
        // This week: the chart of its days is drawn, asked by the dashboard as it draws it.
        await fresh.locator('.eng-dashboard [role="tab"]', { hasText: '本周' }).click();
        await perDay.locator('svg').first().waitFor();
        expect(await tileRequests()).toContain('/mobile/api/administer/home/time-stat?by=day&period=week');
      });
    } finally {
      await boss.close();
    }
  });

  it('login draws without the route table and fetches it afterwards', async () => {
    const { ctx } = session;
    const fresh = await session.page.context().browser()!.newPage({ ...phone });
    try {
      await fresh.addInitScript(watch, 'input[type=password]');
      await fresh.goto(`${ctx.url}/`);
      await fresh.locator('input[type=password]').waitFor();
      // A function, not a string: the policy allows no eval, also not Playwright's.
      await fresh.waitForFunction((file) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(`/assets/${file}`)), tableFile, { timeout: 15_000 });
      const { start } = await timing(fresh, tableFile);
      const readyAt = (await fresh.evaluate('window.__readyAt')) as number;
      expect(readyAt).toBeGreaterThan(0);
      expect(start).toBeGreaterThan(readyAt);
    } finally {
      await fresh.close();
    }
  });

  it('the shell draws the brand area (its logo inline) before any script has run, where login then draws it', async () => {
    const { ctx } = session;
    const browser = session.page.context().browser()!;
    const boxes = async (javaScriptEnabled: boolean) => {
      const fresh = await browser.newPage({ ...phone, javaScriptEnabled });
      try {
        await fresh.goto(`${ctx.url}/`);
        if (javaScriptEnabled) await fresh.locator('input[type=password]').waitFor();
        // The shell's logo is markup of the page itself: no request behind the app's code, no image document to build.
        else expect(await fresh.locator('.app-logo').evaluate((el) => el.outerHTML)).toBe(logoMarkup(process.cwd()));
        return await Promise.all(['.app-logo', '.login__name', '.login__slogan'].map(async (s) => ({ box: await fresh.locator(s).boundingBox(), text: await fresh.locator(s).textContent() })));
      } finally {
        await fresh.close();
      }
    };
    const [shell, login] = [await boxes(false), await boxes(true)];
    expect(shell.map((b) => b.text)).toEqual(['', '云快订', '供应商移动门户']);
    expect(shell).toEqual(login);
  });

  it("logging in starts home's code and its to-dos beside the request for the user's info, and home asks them once", async () => {
    const { ctx } = session;
    // No service worker: what it answers from its cache passes by the page's request routing.
    const fresh = await session.page.context().browser()!.newPage({ ...phone, serviceWorkers: 'block' });
    try {
      await fillLoginForm(fresh, `${ctx.url}/`, '13800000003', demoPassword);
      // The user's info is held back until home's chunk and its to-dos have been asked: only the login's own step can
      // have asked them then (home opens after the info). Were they asked after it, neither would come and the test
      // would fail on its timeout. An order, not a timing.
      const asked = { code: false, summary: 0 };
      let release: () => void = () => undefined;
      const bothAsked = new Promise<void>((resolve) => (release = resolve));
      fresh.on('request', (r) => {
        const url = new URL(r.url());
        if (/\/assets\/HomePage-[^/]*\.js$/.test(url.pathname)) asked.code = true;
        if (url.pathname.endsWith('/scm/home/summary')) asked.summary += 1;
        if (asked.code && asked.summary) release();
      });
      await fresh.route(/\/getLoginUserInfo/, async (route) => {
        await bothAsked;
        await route.continue();
      });
      await fresh.getByRole('button', { name: '登录' }).click();
      // The chain's banners are drawn by the dashboard's first pass, which also takes (or asks) the to-dos.
      await fresh.locator('.home-banner__subtitle').first().waitFor();
      expect(asked.summary).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
