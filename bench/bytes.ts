import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { styleBodies } from '../server/lib/shellPolicy';
import { phoneContext } from './lib/chromium';
import { atMost, info, type Figure, type Section } from './lib/figures';
import { storageInitScript, type StoredSession } from './lib/session';

// Bytes a route downloads before it is usable, per route kind: the scripts and stylesheets the browser actually
// fetched opening the route (fresh context) before the element that makes it usable appeared, each counted as
// gzip -9 of the built file
// — the measure of the bundle budget test, here taken from what the browser loaded rather than from the manifest.

export interface BytesRoute {
  name: string;
  path: string;
  loggedIn: boolean;
  /** budget in KB gz (its kind's, scripts/build/routeBytes.ts), when the route's kind has one */
  budgetKb?: number;
  /** the element whose arrival makes the route usable; without it, everything until the network is idle counts */
  ready?: string;
}

const dist = path.resolve('dist');

function gzKb(file: string): number {
  return gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
}

/** The entry's style sheets, which the build writes into index.html (scripts/build/inlineEntryStyles.ts): every route has them. */
function shellStylesKb(): { count: number; kb: number } {
  const bodies = styleBodies(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
  return { count: bodies.length, kb: bodies.reduce((s, b) => s + gzipSync(b, { level: 9 }).length / 1024, 0) };
}

async function assetsOf(browser: Browser, base: string, route: BytesRoute, stored: StoredSession): Promise<string[]> {
  const context = await browser.newContext(phoneContext);
  try {
    if (route.loggedIn) await context.addInitScript(storageInitScript(stored));
    if (route.ready) {
      await context.addInitScript(`(() => { window.__readyAt = 0; new MutationObserver((_m, o) => {
        if (document.querySelector(${JSON.stringify(route.ready)})) { window.__readyAt = performance.now(); o.disconnect(); } }).observe(document, { childList: true, subtree: true }); })();`);
    }
    const page = await context.newPage();
    await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
    const readyAt = route.ready ? await page.evaluate(() => (window as unknown as { __readyAt: number }).__readyAt) : Infinity;
    if (readyAt === 0) throw new Error(`${route.name}: ${route.ready} never appeared`);
    const urls = await page.evaluate((until) => performance.getEntriesByType('resource').filter((e) => e.startTime <= until).map((e) => e.name), readyAt === Infinity ? 1e12 : readyAt);
    return [...new Set(urls.map((u) => new URL(u).pathname).filter((p) => /^\/assets\/.+\.(js|css)$/.test(p)))].map((p) => p.slice(1));
  } finally {
    await context.close();
  }
}

export async function benchBytes(browser: Browser, base: string, routes: BytesRoute[], stored: StoredSession): Promise<Section> {
  const figures: Figure[] = [];
  const shell = shellStylesKb();
  for (const route of routes) {
    const files = await assetsOf(browser, base, route, stored);
    const kb = Math.round((files.reduce((s, f) => s + gzKb(f), 0) + shell.kb) * 10) / 10;
    const js = files.filter((f) => f.endsWith('.js')).length;
    const note = `${js} scripts, ${files.length - js + shell.count} stylesheets (${shell.count} written into the shell)`;
    figures.push(route.budgetKb ? atMost(`${route.name}: JS + CSS`, kb, route.budgetKb, 'KB', note) : info(`${route.name}: JS + CSS`, kb, 'KB', note));
  }
  return {
    title: 'Bytes before a route is usable (gzip)',
    method:
      'Each route opened in a fresh browser context (session stored for logged-in routes); every script and stylesheet under /assets whose ' +
      'request started before the route was usable (its main element in the DOM: password field, first card, detail heading, the chart drawing, ' +
      'submit button; home: until the network is idle) counted as gzip -9 of the built file, and the entry\'s style sheets the build writes into index.html (the bundle budget test\'s measure; the server sends brotli where the browser ' +
      'accepts it, which is smaller). HTML, fonts, images and API answers not counted. Budgets: the route kinds\' of the bundle budget test (scripts/build/routeBytes.ts).',
    figures,
  };
}
