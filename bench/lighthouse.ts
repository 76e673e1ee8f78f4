import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromeFlags, chromiumPath } from './lib/chromium';
import { atLeast, atMost, type Section } from './lib/figures';
import { waitForQuietCpu } from './lib/machine';
import { SESSION_PAGE, writeStorage, type StoredSession } from './lib/session';
import { median, round } from './lib/stats';

// Lighthouse 13 mobile (its defaults: simulated 4G, 150 ms RTT, 1.6 Mbps, 4x CPU) on the app's main screens,
// quality.md §1.7. Every run gets a fresh Chromium profile (cold HTTP cache, no service worker); Lighthouse's own
// storage reset keeps localStorage, where the session is put beforehand for logged-in screens. Pages are
// interleaved (A B C … A B C …) so a slow moment of the machine spreads over all of them; the median is reported.

export interface LighthousePage {
  name: string;
  /** path and hash after the origin */
  path: string;
  loggedIn: boolean;
}

export interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** the LCP element's CSS path as Lighthouse gives it ('' when it names none) */
  lcpElement: string;
  /** what limits the run: LCP element and phases, main-thread work, the largest savings Lighthouse sees */
  limits: string;
}

async function putSession(port: number, base: string, stored: StoredSession): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}${SESSION_PAGE}`);
    await page.evaluate(writeStorage, stored);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

function lcpNodeOf(audits: Record<string, any>): any {
  return (audits['lcp-breakdown-insight']?.details?.items ?? []).find((i: any) => i.type === 'node');
}

/**
 * Whether a logged-in screen's LCP element is the boot shell's brand (index.html draws login's brand area before any
 * script runs, and the app replaces it): its LCP then times the shell's paint, not the screen's own content.
 */
export function lcpIsBootShell(run: Pick<LighthouseRun, 'lcpElement'>, page: Pick<LighthousePage, 'loggedIn'>): boolean {
  return page.loggedIn && /(^|[\s>])header\.login__brand([\s>]|$)/.test(run.lcpElement);
}

function limitsOf(audits: Record<string, any>): string {
  const parts: string[] = [];
  const lcp = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const subparts = lcp.find((i: any) => i.type === 'table')?.items ?? [];
  const node = lcpNodeOf(audits);
  if (node) parts.push(`LCP element ${node.selector ?? node.snippet} ("${String(node.nodeLabel ?? '').slice(0, 30)}")`);
  if (subparts.length) parts.push(`LCP ${subparts.map((p: any) => `${p.label.toLowerCase()} ${Math.round(p.duration)} ms`).join(', ')}`);
  const work = audits['mainthread-work-breakdown'];
  if (work?.numericValue) {
    const groups = (work.details?.items ?? []).slice(0, 3).map((g: any) => `${g.groupLabel.toLowerCase()} ${Math.round(g.duration)}`);
    parts.push(`main-thread work ${Math.round(work.numericValue)} ms (${groups.join(', ')})`);
  }
  const scripts = (audits['bootup-time']?.details?.items ?? []).slice(0, 3).map((i: any) => `${String(i.url).replace(/^https?:\/\/[^/]+/, '') || '(page)'} ${Math.round(i.total)}`);
  if (scripts.length) parts.push(`CPU by script ${scripts.join(', ')} ms`);
  const bytes = audits['total-byte-weight']?.numericValue;
  if (bytes) parts.push(`${Math.round(bytes / 1024)} KB transferred`);
  const chain = audits['network-dependency-tree-insight']?.details?.items?.[0]?.value?.longestChain;
  if (chain?.duration) parts.push(`longest request chain ${Math.round(chain.duration)} ms (observed, unthrottled)`);
  return parts.join('; ');
}

export function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync(path.resolve('node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

/** Every report is kept under bench/output/lighthouse (not committed) for a closer look. */
const outputDir = path.resolve('bench/output/lighthouse');

export async function runLighthouse(base: string, page: LighthousePage, stored: StoredSession, runIndex: number): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromeFlags] });
  try {
    if (page.loggedIn) await putSession(chrome.port, base, stored);
    await waitForQuietCpu();
    const result = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    fs.mkdirSync(outputDir, { recursive: true });
    fs.writeFileSync(path.join(outputDir, `${page.name.replace(/\W+/g, '-')}-${runIndex + 1}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const a = lhr.audits;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: a['total-blocking-time']?.numericValue ?? NaN,
      cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
      fcp: a['first-contentful-paint']?.numericValue ?? NaN,
      lcpElement: String(lcpNodeOf(a)?.selector ?? ''),
      limits: limitsOf(a),
    };
  } finally {
    chrome.kill();
  }
}

export async function benchLighthouse(base: string, pages: LighthousePage[], stored: StoredSession, runs: number, log: (m: string) => void): Promise<Section> {
  const byPage = new Map<string, LighthouseRun[]>(pages.map((p) => [p.name, []]));
  const failures: string[] = [];
  for (let r = 0; r < runs; r++) {
    for (const page of pages) {
      let run: LighthouseRun | null = null;
      // Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP); such a run is noted and done again, twice at most.
      for (let attempt = 0; !run; attempt++) {
        try {
          run = await runLighthouse(base, page, stored, r);
        } catch (err) {
          failures.push(`${page.name}: ${String(err instanceof Error ? err.message : err).split('\n')[0]}`);
          log(`lighthouse ${page.name} run ${r + 1}: ${failures.at(-1)}`);
          if (attempt >= 2) throw err;
        }
      }
      byPage.get(page.name)!.push(run);
      log(`lighthouse ${page.name} run ${r + 1}/${runs}: ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`);
    }
  }
  const figures = pages.flatMap((page) => {
    const list = byPage.get(page.name)!;
    const scores = list.map((x) => x.score);
    // The run whose score is the median speaks for what limits the page.
    const typical = [...list].sort((a, b) => a.score - b.score)[list.length >> 1]!;
    const spread = `runs: ${scores.join(', ')}`;
    const score = median(scores);
    const lcp = round(median(list.map((x) => x.lcp)) / 1000, 2);
    const tbt = Math.round(median(list.map((x) => x.tbt)));
    const cls = round(median(list.map((x) => x.cls)), 3);
    const missed = score < 95 || lcp > 2.5 || tbt > 200 || cls > 0.05;
    return [
      atLeast(`${page.name}: Lighthouse score`, score, 95, '', missed ? `${spread}. Limits (median run): ${typical.limits}` : spread),
      atMost(`${page.name}: LCP`, lcp, 2.5, 's', `FCP ${round(median(list.map((x) => x.fcp)) / 1000, 2)} s${lcpIsBootShell(typical, page) ? "; the LCP element is the boot shell's brand (drawn from the HTML before any script), not the screen's content" : ''}`),
      atMost(`${page.name}: TBT`, tbt, 200, 'ms'),
      atMost(`${page.name}: CLS`, cls, 0.05, ''),
    ];
  });
  return {
    title: 'Lighthouse 13, mobile',
    method:
      `Lighthouse ${lighthouseVersion()} Node API, default mobile settings (simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU; Moto G Power screen), ` +
      `performance category only, against the product's own server (compression and cache headers as shipped). Fresh Chromium profile per run, started once the machine's cores are quiet again (at most 15 % busy for 0.5 s, after the browser's own start-up and the previous run; 10 s at most); ` +
      `logged-in screens start with the session of 13800000001 in localStorage. Median of ${runs} interleaved runs per screen.`,
    figures,
    details: failures.length ? [`Runs Lighthouse lost and ran again: ${failures.join('; ')}`] : [],
  };
}
