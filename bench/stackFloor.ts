import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { classicScripts } from '../scripts/build/classicScripts';
import { addCompileHint } from '../scripts/build/compileHints';
import { reactRouterProduction } from '../scripts/build/reactRouterProduction';
import { firstRowProbe, loadToFirstRow } from './firstRow';
import { phoneContext } from './lib/chromium';
import { info, type Section } from './lib/figures';
import { serveFromMemory, type MemoryServer } from './lib/memoryServer';
import { median } from './lib/stats';

// What the first row costs before any of the product's own code: the same measure as the PO list's first row
// (firstRow.ts) on three pages as small as they can be (bench/floor/): the row in the HTML itself; twenty rows
// fetched and drawn by React; the same by React with react-router's hash data router, the libraries every screen of
// the app loads before its own code. The scripted pages are built as the app is: classic scripts in the System.register
// form, loaded by the app's loader (scripts/build/classicScripts.ts), so that a returning visit reads V8's compiled code
// back as the app's does (codeCache.ts says why). They are also measured for a returning visitor, as the PO list's
// returning ways are: their files in the browser's cache after two earlier visits. The PO list's targets read against
// these.

const FLOOR_SRC = path.resolve('bench/floor');
const FLOOR_OUT = path.resolve('bench/output/floor');
const PAGES = [
  { file: 'static.html', label: 'the row in the HTML, no script' },
  { file: 'react.html', label: 'React: twenty rows fetched in an effect' },
  { file: 'router.html', label: "React and react-router's hash data router: twenty rows fetched by the route's loader" },
] as const;

/**
 * How a page is opened: a first visit (nothing cached), or a returning one after two earlier visits in the same
 * browser (the files in its HTTP cache, as the product's server marks hashed files immutable; V8 writes a classic
 * script's compiled code at its second load and reads it back from the third).
 */
const WAYS = [
  { key: 'cold', earlier: 0, label: '' },
  { key: 'returning', earlier: 2, label: ', returning (files cached)' },
] as const;
const SCRIPTED = new Set<string>(['react.html', 'router.html']);

async function buildFloor(): Promise<void> {
  await build({
    root: FLOOR_SRC,
    base: './',
    configFile: false,
    logLevel: 'warn',
    // every script here runs as the page opens: each carries the compile hint, as the app's first-round files do
    plugins: [react(), classicScripts({ scriptlessPages: true }), { name: 'floor-compile-hints', generateBundle: { order: 'post', handler: (_o, bundle) => Object.values(bundle).forEach((c) => c.type === 'chunk' && addCompileHint(c)) } }],
    resolve: { alias: reactRouterProduction },
    build: { outDir: FLOOR_OUT, emptyOutDir: true, manifest: true, modulePreload: false, rollupOptions: { input: PAGES.map((p) => path.join(FLOOR_SRC, p.file)) } },
  });
  const rows = Array.from({ length: 20 }, (_, i) => ({ id: i, name: `CG${String(i).padStart(12, '0')}` }));
  fs.writeFileSync(path.join(FLOOR_OUT, 'rows.json'), JSON.stringify(rows));
}

/** The built floor from memory on loopback, as the product's server sends its hashed files. */
function serveFloor(): Promise<MemoryServer> {
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else files.set(`/${path.relative(FLOOR_OUT, full).replace(/\\/g, '/')}`, fs.readFileSync(full));
    }
  };
  walk(FLOOR_OUT);
  return serveFromMemory(files);
}

/**
 * One load of a floor page at `rate`x CPU to its first card, as firstRow.ts loads the PO list: after `earlier` visits
 * of it in the same browser (unthrottled, each until its first card and an idle moment, when V8 writes its cache).
 */
async function floorOnce(browser: Browser, base: string, file: string, rate: number, earlier: number): Promise<number> {
  const context = await browser.newContext(phoneContext);
  try {
    await context.addInitScript(firstRowProbe);
    for (let visit = 0; visit < earlier; visit++) {
      const before = await context.newPage();
      await before.goto(`${base}/${file}#/list`);
      await before.waitForFunction(() => (window as unknown as { __firstRow: number }).__firstRow > 0, null, { timeout: 30_000, polling: 50 });
      await before.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
      await before.close();
    }
    const page = await context.newPage();
    // first a page of the same origin that runs no script, as the PO list's runs store their session from one
    await page.goto(`${base}/rows.json`);
    const err = await loadToFirstRow(page, `${base}/${file}#/list`, rate);
    if (err) throw err;
    return await page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow);
  } finally {
    await context.close();
  }
}

export async function benchStackFloor(browser: Browser, runs: number, log: (m: string) => void): Promise<Section> {
  await buildFloor();
  const server = await serveFloor();
  const rates = [1, 4] as const;
  const results = new Map<string, number[]>();
  try {
    for (let r = 0; r < runs; r++) {
      for (const way of WAYS) {
        for (const page of PAGES.filter((p) => way.earlier === 0 || SCRIPTED.has(p.file))) {
          for (const rate of rates) {
            const key = `${way.key}${page.file}${rate}`;
            const ms = await floorOnce(browser, server.base, page.file, rate, way.earlier);
            results.set(key, [...(results.get(key) ?? []), ms]);
            log(`floor ${way.key} ${page.file} ${rate}x run ${r + 1}/${runs}: ${Math.round(ms)} ms`);
          }
        }
      }
    }
  } finally {
    server.close();
  }
  // a page's scripts: its entry and what the entry imports, from the build's manifest
  const manifest = JSON.parse(fs.readFileSync(path.join(FLOOR_OUT, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const scriptKb = (key: string, seen = new Set<string>()): number => {
    if (seen.has(key) || !manifest[key]) return 0;
    seen.add(key);
    const own = fs.statSync(path.join(FLOOR_OUT, manifest[key].file)).size / 1024;
    return (manifest[key].imports ?? []).reduce((sum, k) => sum + scriptKb(k, seen), own);
  };
  return {
    title: 'First row: the floor of the stack',
    method:
      `The PO list's first-row measure (fresh browser context, CPU throttled by CDP, loopback, from navigation start to the frame after the ` +
      `first card is in the DOM, told by the page's probe on its console) on three pages built by \`vite build\` from bench/floor/ and ` +
      `served from memory: the row in the HTML with no script; twenty rows fetched and drawn by React; the same by React with ` +
      `react-router's hash data router (its loader fetching them). No product code: what the browser and the libraries every screen loads ` +
      `cost on this machine. The two scripted pages also for a returning visitor: two earlier visits in the same browser context ` +
      `(unthrottled, each to its first card and an idle moment), the files then in the HTTP cache (immutable, as the product's server sends ` +
      `hashed files; their compiled code read back from V8's cache: the scripted pages are built as the app is, classic scripts in the System.register ` +
      `form loaded by the app's loader); the floor of the PO list's returning ways. Median of ${runs} runs of each page ` +
      `at each rate, interleaved.`,
    figures: WAYS.flatMap((way) =>
      PAGES.filter((p) => way.earlier === 0 || SCRIPTED.has(p.file)).flatMap((page) =>
        rates.map((rate) => {
          const list = results.get(`${way.key}${page.file}${rate}`)!;
          const size = SCRIPTED.has(page.file) ? `; ${Math.round(scriptKb(page.file))} KB of script before compression` : '';
          return info(`floor, ${page.label}${way.label}: first row at ${rate}x CPU`, Math.round(median(list)), 'ms', `runs: ${list.map(Math.round).join(', ')}${size}`);
        }),
      ),
    ),
  };
}
