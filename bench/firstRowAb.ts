import path from 'node:path';
import { chromium } from 'playwright-core';
import { serveCheckout } from './lib/appServer';
import { chromeFlags, chromiumPath } from './lib/chromium';
import { median } from './lib/stats';
import { FOUR_G, LIST_ROUTE, runOnce } from './firstRow';
import { loginAndReadStorage, type StoredSession } from './lib/session';

// Two builds of the app side by side: the PO list's first row on a first visit (1x and 4x on loopback) and for a
// returning user (two earlier visits: the code in the worker's cache), at 1x and 4x on loopback and at 4x over the
// 4G link, the two builds' runs interleaved so that the machine's drift falls on both. Each checkout serves its own
// dist/ (build it first) from its own server and database.
//
//   npx tsx bench/firstRowAb.ts <checkout A> <checkout B> [runs, default 5] [ways, default all: "first visit 4x,returning again 1x"]

const [dirA, dirB] = [process.argv[2], process.argv[3]].map((d) => path.resolve(d ?? ''));
const runs = Number(process.argv[4] ?? 5);
const ways = [
  { name: 'first visit 1x', rate: 1, visits: 0, link: undefined },
  { name: 'first visit 4x', rate: 4, visits: 0, link: undefined },
  { name: 'returning again 1x', rate: 1, visits: 2, link: undefined },
  { name: 'returning again 4x', rate: 4, visits: 2, link: undefined },
  { name: 'returning again 4x over 4G', rate: 4, visits: 2, link: FOUR_G },
].filter((way) => !process.argv[5] || process.argv[5].split(',').includes(way.name));

const servers = { A: await serveCheckout(dirA!, path.join('/tmp/scm-first-row-ab', 'A', 'pg')), B: await serveCheckout(dirB!, path.join('/tmp/scm-first-row-ab', 'B', 'pg')) };
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromeFlags });
try {
  const stored: Record<string, StoredSession> = { A: await loginAndReadStorage(browser, servers.A.base), B: await loginAndReadStorage(browser, servers.B.base) };
  const rows = new Map<string, { firstRow: number[]; request: number[] }>();
  for (let r = 0; r < runs; r++) {
    for (const way of ways) {
      for (const k of r % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
        const run = await runOnce(browser, servers[k].base, stored[k]!, way.rate, LIST_ROUTE, way.visits, false, way.link);
        const row = rows.get(`${way.name} ${k}`) ?? { firstRow: [], request: [] };
        rows.set(`${way.name} ${k}`, row);
        row.firstRow.push(Math.round(run.firstRow));
        row.request.push(Math.round(run.requestStart));
        console.log(`${new Date().toISOString().slice(11, 19)} ${way.name} ${k}: first row ${Math.round(run.firstRow)} ms, list request at ${Math.round(run.requestStart)} ms`);
      }
    }
  }
  console.log(`A ${dirA}, B ${dirB}; ${runs} runs each, interleaved`);
  for (const [name, row] of rows) console.log(`${name.padEnd(30)} first row median ${median(row.firstRow)} ms (runs ${row.firstRow.join(', ')}), list request at ${median(row.request)} ms`);
} finally {
  await browser.close();
  await servers.A.stop();
  await servers.B.stop();
}
