import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { closeContexts, sharedBrowser, loginThroughUi, phone, snap } from '../support/browser';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';

// The installed app: a first visit online leaves the app shell and all of its code on the phone; a second visit
// with no network opens and says that data needs the network; API answers are never kept; a new build waits for
// a tap. The server serves a private copy of dist/ so this file can put a "new build" in place.

const offlineText = '当前没有网络：页面可以打开，数据需要联网才能加载';
const updateText = '新版本已就绪，点击刷新';

let ctx: TestContext;
let app: FastifyInstance;
let browser: Browser;
let webRoot: string;
let url: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-pwa-'));
  fs.cpSync(path.resolve('dist'), webRoot, { recursive: true });
  if (!fs.existsSync(path.join(webRoot, 'sw.js'))) throw new Error('dist/ has no sw.js: run `npx vite build` first');
  ctx = await createTestContext();
  app = await buildApp({ db: ctx.db, webRoot });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await sharedBrowser();
});

afterAll(async () => {
  await closeContexts(browser);
  await app?.close();
  await ctx?.close();
  if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
});

/** A fresh phone whose first visit has installed the worker and handed it the page. */
async function installedPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(url + '/');
  await page.locator('.login__form').waitFor();
  // Active means every file of the precache list is stored; controlling means this page already goes through it.
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
  return { context, page };
}

describe('the app on the phone (service worker)', () => {
  it('opens with no network on a second visit and says that data needs the network', async () => {
    const { context, page } = await installedPhone();
    expect(await page.getByText(offlineText).count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.locator('.login__form').waitFor();
    await page.getByText(offlineText).waitFor();
    await snap(page, 'pwa-01-offline-login');

    await context.setOffline(false);
    await page.getByText(offlineText).waitFor({ state: 'detached' });
    await context.close();
  });

  it('keeps the code of every screen but no API answer: a logged-in phone offline opens a list and is told why it is empty', async () => {
    const { context, page } = await installedPhone();
    await loginThroughUi(page, url + '/', '13800000001', demoPassword);
    await page.evaluate(() => (window.location.hash = '/packagesSub/purchaseOrder/index'));
    await page.locator('.eng-list[data-status="ready"]').waitFor();

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached.some((u) => u.endsWith('/index.html'))).toBe(true);
    expect(cached.filter((u) => u.includes('/assets/') && u.endsWith('.js')).length).toBeGreaterThan(20);
    expect(cached.filter((u) => u.includes('/mobile/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByText(offlineText).waitFor();
    // The list's code comes from the phone; its data cannot: the app's network message, not a broken page.
    await page.locator('.adm-toast-main').getByText('操作失败，请检查网络连接').waitFor();
    expect(await page.getByText(/页面加载失败|failed to load/i).count()).toBe(0);
    await snap(page, 'pwa-02-offline-list');
    await context.close();
  });

  it("answers the app's code from the cache without running the worker's script for each file", async () => {
    const { context, page } = await installedPhone();
    await page.reload();
    await page.locator('.login__form').waitFor();
    // How the browser answered each script and style sheet: through a static route to the cache (scripts/build/swRoutes.ts),
    // not the worker's fetch handler.
    const sources = (await page.evaluate(`performance.getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
      .map((e) => e.workerMatchedSourceType + '/' + e.workerFinalSourceType)`)) as string[];
    expect(sources.length).toBeGreaterThan(3);
    expect(new Set(sources)).toEqual(new Set(['cache/cache']));
    await context.close();
  });

  it('opens again without waiting for the worker to start: the shell from its own cache, the API straight to the network', async () => {
    const { context, page } = await installedPhone();
    await loginThroughUi(page, url + '/', '13800000001', demoPassword);
    // A phone reopening the app later: the browser has stopped the idle worker.
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await page.goto(url + '/#/packagesSub/purchaseOrder/index');
    await page.locator('.eng-list[data-status="ready"]').waitFor();
    const sources = (await page.evaluate(`[performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')]
      .map((e) => [new URL(e.name).pathname, e.workerMatchedSourceType + '/' + e.workerFinalSourceType])`)) as [string, string][];
    const of = (test: (p: string) => boolean) => new Set(sources.filter(([p]) => test(p)).map(([, s]) => s));
    expect(sources[0]).toEqual(['/', 'cache/cache']);
    expect(of((p) => p.startsWith('/mobile/api/'))).toEqual(new Set(['network/network']));
    expect(of((p) => p.startsWith('/assets/'))).toEqual(new Set(['cache/cache']));
    // One shell cache, of this build (the worker removes those of earlier builds as it takes over).
    const shells = await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('scm-shell-')));
    expect(shells).toHaveLength(1);
    await context.close();
  });

  it('keeps no shell that is not its own build: a server already serving another index.html is answered by the fetch handler', async () => {
    const shellFile = path.join(webRoot, 'index.html');
    const original = fs.readFileSync(shellFile);
    const compressed = ['.br', '.gz'].map((ext) => shellFile + ext).filter((f) => fs.existsSync(f)).map((f) => [f, fs.readFileSync(f)] as const);
    // As if a deploy landed between the worker's download and its install: the shell no longer matches its digest.
    fs.appendFileSync(shellFile, '<!-- another build -->');
    for (const [f] of compressed) fs.rmSync(f);
    try {
      const { context, page } = await installedPhone();
      expect(await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('scm-shell-')).length)).toBe(0);
      await page.reload();
      await page.locator('.login__form').waitFor();
      const navigation = await page.evaluate(`performance.getEntriesByType('navigation')[0].workerMatchedSourceType ?? ''`);
      expect(navigation).not.toBe('cache');
      await context.close();
    } finally {
      fs.writeFileSync(shellFile, original);
      for (const [f, bytes] of compressed) fs.writeFileSync(f, bytes);
    }
  });

  it('says when a new version is ready and reloads only when tapped', async () => {
    const { context, page } = await installedPhone();
    // A new build: the worker's bytes change (as its precache list would).
    fs.appendFileSync(path.join(webRoot, 'sw.js'), `\n// build ${Date.now()}\n`);
    for (const stale of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(webRoot, stale), { force: true });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    await page.getByText(updateText).waitFor({ timeout: 30_000 });
    await snap(page, 'pwa-03-update-ready');
    // Nothing reloads by itself: the page (and whatever was typed into it) stays until the tap.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await Promise.all([page.waitForEvent('load'), page.getByText(updateText).click()]);
    await page.locator('.login__form').waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(await page.getByText(updateText).count()).toBe(0);
    await context.close();
  });
});
