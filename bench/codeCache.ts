import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromeFlags, chromiumPath } from './lib/chromium';
import { info, type Section } from './lib/figures';
import { serveFromMemory } from './lib/memoryServer';

// Whether this Chromium reads back V8's code cache for a classic script and for a module script: the returning ways
// of the first-row bench assume a later visit compiles less than the first. One script body (~890 KB of small
// functions, a little over the app's first-round code) served twice from a local server with the product's cache headers for
// hashed files (immutable, a year), once as a classic script and once as a module, each opened four times in its own
// persistent profile (an incognito context keeps its code cache in memory only), with a trace of each visit: where
// V8 compiled the file (on the streaming thread, `v8.parseOnBackground`) or read its cache instead
// (`v8.deserializeOnBackground`, `consumedCacheSize` on the compile event), and what it wrote (`producedCacheSize`).

const VISITS = 4;
const FUNCTIONS = 6000;

const KINDS = ['classic', 'module'] as const;
type Kind = (typeof KINDS)[number];

/** The same functions, as a classic script or as a module. */
function scriptBody(kind: Kind): string {
  let body = 'var __fns = [];\n';
  for (let i = 0; i < FUNCTIONS; i++) body += `__fns.push(function f${i}(a, b) { var c = a + b * ${i}; if (c > ${i}) return c - 1; return [a, b, c].map(function (x) { return x * 2; }).join(','); });\n`;
  return kind === 'module' ? `${body}export default __fns;\n` : body;
}

/** A page that loads the kind's script, under assets/ so it gets the build's cache headers. */
const scriptUrl = (kind: Kind) => `/assets/${kind}.js`;
const pageTag = (kind: Kind) => `<script${kind === 'module' ? ' type="module"' : ''} src="${scriptUrl(kind)}"></script>`;
const files = new Map(KINDS.flatMap((kind) => [[`/${kind}.html`, `<!doctype html>${pageTag(kind)}<p>${kind}</p>`], [scriptUrl(kind), scriptBody(kind)]] as const));

interface Visit {
  /** ms the streaming thread spent compiling the file, or reading its cache */
  backgroundMs: number;
  consumedBytes: number;
  producedBytes: number;
}

type TraceEvent = { name: string; dur?: number; args?: { data?: Record<string, unknown> } & Record<string, unknown> };

function visitOf(events: TraceEvent[], url: string): Visit {
  const ofFile = events.filter((e) => JSON.stringify(e.args ?? {}).includes(url));
  const background = ofFile.filter((e) => e.name === 'v8.parseOnBackground' || e.name === 'v8.deserializeOnBackground');
  const bytes = (key: string) => Math.max(0, ...ofFile.map((e) => Number(e.args?.data?.[key] ?? 0)));
  return { backgroundMs: background.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0), consumedBytes: bytes('consumedCacheSize'), producedBytes: bytes('producedCacheSize') };
}

async function visitsOf(base: string, kind: Kind): Promise<Visit[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-code-cache-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: chromeFlags, headless: true });
  try {
    const visits: Visit[] = [];
    for (let v = 0; v < VISITS; v++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['v8', 'devtools.timeline'] } });
      await page.goto(`${base}/${kind}.html`);
      // the cache is written after the script has run, off the page's critical path
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      await page.waitForTimeout(500);
      await cdp.send('Tracing.end');
      await complete;
      visits.push(visitOf(events, scriptUrl(kind)));
      await page.close();
    }
    return visits;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export async function benchCodeCache(log: (m: string) => void): Promise<Section> {
  const server = await serveFromMemory(files);
  try {
    const figures = [];
    for (const kind of KINDS) {
      const visits = await visitsOf(server.base, kind);
      const kb = (b: number) => Math.round(b / 1024);
      const last = visits.at(-1)!;
      log(`code cache, ${kind}: background ms ${visits.map((v) => v.backgroundMs.toFixed(0)).join(', ')}; read on the last visit ${kb(last.consumedBytes)} KB`);
      figures.push(
        info(`${kind} script: V8 code cache read on visit ${VISITS}`, kb(last.consumedBytes), 'KB',
          `written: ${visits.map((v, i) => `visit ${i + 1} ${kb(v.producedBytes)} KB`).join(', ')}; ` +
          `streaming thread compiling or reading the cache: ${visits.map((v) => v.backgroundMs.toFixed(0)).join(', ')} ms`),
      );
    }
    return {
      title: 'V8 code cache: classic and module scripts',
      method:
        `One script of ${FUNCTIONS} small functions (${Math.round(files.get(scriptUrl('classic'))!.length / 1024)} KB) from a local server with the cache headers of the ` +
        `product's hashed files (immutable, one year), as a classic script and as a module, each opened ${VISITS} times in a persistent Chromium profile ` +
        `of its own, traced: the cache V8 read for the file on the last visit (the compile event's consumedCacheSize), what each visit wrote ` +
        `(producedCacheSize), and the streaming thread's time on the file (v8.parseOnBackground or v8.deserializeOnBackground). The app's code is ` +
        `modules: a returning visit compiles it again when the module row reads 0 KB.`,
      figures,
    };
  } finally {
    server.close();
  }
}
