/**
 * `npm run bench`: every performance figure of the product against its target, rewritten into bench/results.md
 * (quality.md has the methods). One command from a fresh clone: builds the app if dist/ is missing or stale, starts
 * the product's server on an embedded PostgreSQL in a temp folder (timing its first start with seeding and its
 * restarts), then measures in the browser and under load. About 10–15 minutes on 2 cores.
 *
 *   npm run bench                     all of it; API lists at scale large (seeded once into data/bench/large, ~1.5 min)
 *   npm run bench -- --scale demo     API lists on the demo data instead
 *   npm run bench -- --runs 5         more runs per browser figure (default 3)
 *   npm run bench -- --only lighthouse,firstRow   some benches only; written to bench/output/results-partial.md
 *   npm run bench -- --only soak      the soak alone (bench/soak.ts): 50 users for 60 minutes, its section put into
 *                                     bench/results.md; --soak-minutes 3 and --soak-users N for shorter, smaller runs
 *
 * Benches: start, firstRow, floor, codeCache, publishedList, lighthouse, sweep, list, api, login, loginTiming, bytes, stock, sales, assistant, authoringCheck, boss, bossReports, replica, dock; soak only when named.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { openBenchDatabase } from './apiBenchDb';
import { benchBossDashboard } from './bossDashboard';
import { benchBossReports } from './bossReports';
import { benchListBesideReplica } from './listBesideReplica';
import { benchDockSlots } from './dockSlots';
import { benchDockSchedule } from './dockSchedule';
import { benchBytes, type BytesRoute } from './bytes';
import { benchColdStart } from './coldStart';
import { benchFirstRow } from './firstRow';
import { benchStackFloor } from './stackFloor';
import { benchCodeCache } from './codeCache';
import { benchPublishedList } from './publishedList';
import { benchAuthoringCheck } from './authoringCheck';
import { benchLighthouse, type LighthousePage } from './lighthouse';
import { benchLighthouseSweep } from './lighthouseSweep';
import { benchListRender } from './listRender';
import { benchLoginUnderAttack } from './loginUnderAttack';
import { benchLoginTiming } from './loginTiming';
import { benchSalesReports } from './salesReports';
import { benchStockGoods } from './stockGoods';
import { benchFinance } from './finance';
import { benchAssistant, benchAssistantOnDatabase } from './assistant';
import { serverPorts } from './lib/appServer';
import { sectionFromOwnProcess } from './lib/ownProcess';
import { chromeFlags, chromiumPath } from './lib/chromium';
import { ensureBuild } from './lib/ensureBuild';
import type { Section } from './lib/figures';
import { chromiumVersion, commitLine, loadLine, machineLine } from './lib/machine';
import { writeResults, type RunInfo } from './lib/resultsFile';
import { loginAndReadStorage } from './lib/session';
import { anOrder } from './lib/orders';
import { benchSoak } from './soak';
import { appendSoakSection, putSoakIntoResults, soakSectionIn } from './soakResults';
import { ROUTE_BUDGET_KB } from '../scripts/build/routeBytes';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith('--') ? process.argv[i + 1]! : fallback;
}

const scale = arg('scale', 'large');
const runs = Number(arg('runs', '3'));
const only = process.argv.includes('--only') ? new Set(arg('only', '').split(',')) : null;
const wanted = (name: string) => !only || only.has(name);
const log = (m: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);

async function measured(title: string, sections: Section[], bench: () => Promise<Section>): Promise<void> {
  const loadBefore = loadLine();
  try {
    const section = await bench();
    // Two shared cores: what else ran at the time is part of the figure.
    sections.push({ ...section, method: `${section.method} Load average before this bench: ${loadBefore}.` });
  } catch (err) {
    console.error(err);
    sections.push({ title, method: '', figures: [], error: String(err instanceof Error ? err.message : err).split('\n')[0] });
  }
}

/**
 * The paged lists under load: 7 pairs of 3 s rounds (product, then bare), the servers in a process of their own
 * (apiListsProcess.ts). More and shorter pairs than 3 of 5 s: on shared cores the bare route alone swung 790-1,510
 * req/s between rounds, and three ratios left a target near 0.8 to the machine's minute.
 */
const apiLists = (databaseUrl: string, listScale: string) => sectionFromOwnProcess('bench/apiListsProcess.ts', [databaseUrl, listScale, '7', '3']);

function runInfo(t0: number, load: string): RunInfo {
  const minutes = Math.round((Date.now() - t0) / 6000) / 10;
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  return { date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', machine: machineLine(), browser: chromiumVersion(chromiumPath()), commit: commitLine(), load, minutes, command };
}

/** `--only soak`: the soak alone, written to the partial results and put into bench/results.md as its own section. */
async function soakAlone(): Promise<void> {
  const t0 = Date.now();
  const load = loadLine();
  const sections: Section[] = [];
  ensureBuild(log);
  await measured('Soak: a mixed load held over time', sections, () => benchSoak(Number(arg('soak-minutes', '60')), Number(arg('soak-users', '50')), log));
  const info = runInfo(t0, load);
  const partial = path.resolve('bench/output/results-partial.md');
  fs.mkdirSync(path.dirname(partial), { recursive: true });
  writeResults(partial, info, sections);
  if (!sections[0]!.error) putSoakIntoResults(path.resolve('bench/results.md'), info, sections[0]!);
  log(`done in ${info.minutes} min: ${path.relative(process.cwd(), partial)}${sections[0]!.error ? '' : ' and the soak section of bench/results.md'}`);
}

async function main(): Promise<void> {
  if (only?.size === 1 && only.has('soak')) return soakAlone();
  const t0 = Date.now();
  const load = loadLine();
  const sections: Section[] = [];
  ensureBuild(log);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-bench-'));
  const ports = await serverPorts();
  log(`starting the server on an empty data folder (${work})…`);
  const { section: start, server } = await benchColdStart(path.join(work, 'pg'), ports, 3, log);
  if (wanted('start')) sections.push(start);
  // The server, its database and the browser end with the run, whatever happens in it.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromeFlags, headless: true }).catch(async (err) => {
    await server.stop();
    throw err;
  });
  try {
    const stored = await loginAndReadStorage(browser, server.base);
    const awaiting = await anOrder(server.databaseUrl, 2);
    if (wanted('firstRow')) await measured('First row of the purchase-order list', sections, () => benchFirstRow(browser, server.base, stored, Math.max(runs, 5), log));
    if (wanted('floor')) await measured('First row: the floor of the stack', sections, () => benchStackFloor(browser, Math.max(runs, 5), log));
    if (wanted('codeCache')) await measured('V8 code cache: classic and module scripts', sections, () => benchCodeCache(log));
    if (wanted('publishedList')) await measured('First row of a published list against the built-in one', sections, () => benchPublishedList(browser, server.base, stored, Math.max(runs, 5), log));
    if (wanted('lighthouse')) {
      const pages: LighthousePage[] = [
        { name: 'login', path: '/', loggedIn: false },
        { name: 'home', path: '/#/pages/index/index', loggedIn: true },
        { name: 'PO list', path: '/#/packagesSub/purchaseOrder/index', loggedIn: true },
        { name: 'PO detail', path: `/#/packagesSub/purchaseOrder/orderDetails?id=${awaiting}`, loggedIn: true },
        { name: 'purchase summary (chart)', path: '/#/packagesSub/report/purchaseSummary/index', loggedIn: true },
        { name: 'confirm form', path: `/#/packagesSub/purchaseOrder/confirm?id=${awaiting}`, loggedIn: true },
      ];
      await measured('Lighthouse 13, mobile', sections, () => benchLighthouse(server.base, pages, stored, runs, log));
    }
    if (wanted('sweep')) await measured('Lighthouse 13, mobile: every screen', sections, () => benchLighthouseSweep(browser, server.base, server.databaseUrl, stored, log));
    if (wanted('bytes')) {
      const routes: BytesRoute[] = [
        { name: 'login', path: '/', loggedIn: false, budgetKb: ROUTE_BUDGET_KB.login, ready: 'input[type=password]' },
        { name: 'home', path: '/#/pages/index/index', loggedIn: true },
        { name: 'PO list (list)', path: '/#/packagesSub/purchaseOrder/index', loggedIn: true, budgetKb: ROUTE_BUDGET_KB.list, ready: '.eng-card' },
        { name: 'PO detail', path: `/#/packagesSub/purchaseOrder/orderDetails?id=${awaiting}`, loggedIn: true, ready: '.eng-detail__heading' },
        { name: 'purchase summary (report with chart)', path: '/#/packagesSub/report/purchaseSummary/index', loggedIn: true, budgetKb: ROUTE_BUDGET_KB['report+chart'], ready: '.eng-chart svg[role="img"]' },
        { name: 'confirm form (form)', path: `/#/packagesSub/purchaseOrder/confirm?id=${awaiting}`, loggedIn: true, budgetKb: ROUTE_BUDGET_KB.form, ready: '[data-action="submit"]' },
      ];
      await measured('Bytes before a route is usable (gzip)', sections, () => benchBytes(browser, server.base, routes, stored));
    }
    if (wanted('list')) await measured('List of 10,000 rows (engine)', sections, () => benchListRender(browser, server.databaseUrl, stored, Math.max(runs, 5), log));
    await browser.close();
    if (wanted('api') && scale === 'demo') await measured('API: paged lists under load (scale demo)', sections, () => apiLists(server.databaseUrl, 'demo'));
    if (wanted('login')) await measured('Login while another account is attacked', sections, () => benchLoginUnderAttack(server.base, log));
    if (wanted('loginTiming')) await measured('Login: an unknown account takes as long as a wrong password', sections, () => benchLoginTiming(server.base, server.databaseUrl, log));
    if (wanted('assistant')) await measured('Assistant: first streamed token', sections, () => benchAssistant(server.base, log));
    if (wanted('authoringCheck')) await measured('Page check: one page (studio) and the whole tree', sections, () => benchAuthoringCheck(server.base, log));
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
  // These API sections each run on the bench database of the scale (apiBenchDb.ts: seeded once, then reused).
  const onBenchDatabase = (title: string, bench: (databaseUrl: string) => Promise<Section>) =>
    measured(title, sections, async () => {
      const bdb = await openBenchDatabase(scale, log);
      try {
        return await bench(bdb.url);
      } finally {
        await bdb.close();
      }
    });
  if (wanted('api') && scale !== 'demo') await onBenchDatabase(`API: paged lists under load (scale ${scale})`, (url) => apiLists(url, scale));
  if (wanted('stock')) await onBenchDatabase(`API: stock and goods, one supplier's query (scale ${scale})`, (url) => benchStockGoods(url, scale, log));
  if (wanted('sales')) await onBenchDatabase(`API: sales reports, one supplier's month and year (scale ${scale})`, (url) => benchSalesReports(url, scale, log));
  if (wanted('boss')) await onBenchDatabase(`API: boss home dashboard, the whole chain (scale ${scale})`, (url) => benchBossDashboard(url, scale, log));
  if (wanted('bossReports')) await onBenchDatabase(`API: boss reports, the whole chain (scale ${scale})`, (url) => benchBossReports(url, scale, log));
  if (wanted('replica')) await onBenchDatabase(`API: the list beside whole-chain reports, on the primary and on a streaming replica (scale ${scale})`, (url) => benchListBesideReplica(url, scale, log));
  if (wanted('dock')) await onBenchDatabase(`API: free dock slots of a branch, next 14 days (scale ${scale})`, (url) => benchDockSlots(url, scale, log));
  if (wanted('dock')) await onBenchDatabase(`API: the dock schedule and a booking (scale ${scale})`, (url) => benchDockSchedule(url, scale, log));
  if (wanted('assistant') && scale !== 'demo') await onBenchDatabase(`Assistant: first streamed token (scale ${scale})`, (url) => benchAssistantOnDatabase(url, scale, log));
  if (wanted('finance')) await onBenchDatabase(`API: finance lists and details, one supplier's query (scale ${scale})`, (url) => benchFinance(url, scale, log));

  const file = only ? path.resolve('bench/output/results-partial.md') : path.resolve('bench/results.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const info = runInfo(t0, load);
  const soak = only ? null : soakSectionIn(file);
  writeResults(file, info, sections);
  if (soak) appendSoakSection(file, soak);
  log(`done in ${info.minutes} min: ${path.relative(process.cwd(), file)}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
