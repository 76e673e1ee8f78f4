import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { phoneContext } from './lib/chromium';
import { authorSession } from '../scripts/publishing/authorSession';
import { runOnce, type Run } from './firstRow';
import { atMost, info, type Section } from './lib/figures';
import { benchAuthor, storeSession, type StoredSession } from './lib/session';
import { median } from './lib/stats';

// A page published at run time against the built-in page it copies: the purchase-order list's file, published by the
// demo page author as a page of its own route (same menu code, same calls), then both opened cold, as the first-row
// bench opens the built-in one, alternating built-in and published at 1x and 4x CPU. On a phone that has seen the
// release, the published page comes from the kept copy (checked by this build when it first opened), and the shell's
// first-round script fetches its kind's renderer as it fetches a built-in page's module. Target
// (issue: authoring at run time): the published list's first row at most 60 ms after the built-in one's, on a phone
// that has seen the release (its stored menu names it, as after any navigation since the publish). Also measured: the
// first open on a phone whose stored menu is from before the release (it asks for the new menu first). The release
// is rolled back at the end, so the benches after this one see the built-in files alone.

export const BUILT_IN = '/#/packagesSub/purchaseOrder/index';
const SOURCE = 'schemas/supplier/purchase-order.list.json';
const PUBLISHED_PATH = 'schemas/supplier/bench-orders.list.json';
export const PUBLISHED_ROUTE = '/packagesSub/custom/benchOrders/index';
const MAX_EXTRA_MS = 60;

/** Publishes the copy; answers the roll back to the release before it. */
export async function publishCopy(base: string): Promise<() => Promise<void>> {
  const session = await authorSession({ ...benchAuthor, SCM_URL: base });
  const listed = await session.get('/scm/authoring/documents');
  if (listed.code !== 0) throw new Error(`documents: ${listed.message}`);
  const page = { ...JSON.parse(fs.readFileSync(SOURCE, 'utf8')), id: 'bench-orders.list', route: PUBLISHED_ROUTE };
  // A database the bench has published the copy in before holds its document: its draft goes on from there.
  const draftRev = (listed.data.documents as { path: string; draftRev: number }[]).find((d) => d.path === PUBLISHED_PATH)?.draftRev ?? 0;
  const saved = await session.post('/scm/authoring/draft/save', { path: PUBLISHED_PATH, text: JSON.stringify(page, null, 2), draftRev });
  if (saved.code !== 0) throw new Error(`draft refused: ${saved.message}`);
  const before = listed.data.revision as number;
  const published = await session.post('/scm/authoring/publish', { paths: [PUBLISHED_PATH], revision: before });
  if (published.code !== 0) throw new Error(`publish refused: ${published.message}`);
  return async () => {
    const back = await session.post('/scm/authoring/rollback', { toRevision: before, revision: published.data.revision });
    if (back.code !== 0) throw new Error(`roll back refused: ${back.message}`);
  };
}

/** The stored session of a phone that opened the published page once: its menu (schemaRevision) names the release. */
export async function afterSeeing(browser: Browser, base: string, stored: StoredSession): Promise<StoredSession> {
  const context = await browser.newContext(phoneContext);
  try {
    const page = await context.newPage();
    await storeSession(page, base, stored);
    await page.goto(`${base}/#${PUBLISHED_ROUTE}`);
    await page.locator('.eng-card').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => /"schemaRevision":[1-9]/.test(localStorage.getItem('userInfo') ?? ''), null, { timeout: 30_000 });
    return await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  } finally {
    await context.close();
  }
}

export async function benchPublishedList(browser: Browser, base: string, stored: StoredSession, runs: number, log: (m: string) => void): Promise<Section> {
  const rollBack = await publishCopy(base);
  const results: Record<string, Run[]> = {};
  try {
    const seen = await afterSeeing(browser, base, stored);
    const variants = [
      ['built-in', BUILT_IN, seen],
      ['published', `/#${PUBLISHED_ROUTE}`, seen],
      ['published, release not yet seen', `/#${PUBLISHED_ROUTE}`, stored],
    ] as const;
    for (let r = 0; r < runs; r++) {
      for (const rate of [1, 4]) {
        for (const [name, route, session] of variants) {
          const run = await runOnce(browser, base, session, rate, route);
          (results[`${name} ${rate}`] ??= []).push(run);
          log(`${name} list ${rate}x run ${r + 1}/${runs}: first row ${Math.round(run.firstRow)} ms (list request ${Math.round(run.requestStart)}–${Math.round(run.responseEnd)} ms)`);
        }
      }
    }
  } finally {
    await rollBack();
  }
  const figures = [1, 4].flatMap((rate) => {
    const builtIn = results[`built-in ${rate}`]!;
    const published = results[`published ${rate}`]!;
    const unseen = results[`published, release not yet seen ${rate}`]!;
    const first = (list: Run[]) => Math.round(median(list.map((x) => x.firstRow)));
    const runsOf = (list: Run[]) =>
      `runs: ${list.map((x) => Math.round(x.firstRow)).join(', ')}; list request starts at ${Math.round(median(list.map((x) => x.requestStart)))} ms (median), ${median(list.map((x) => x.scripts))} scripts before the first row`;
    return [
      info(`built-in PO list: first row at ${rate}x CPU`, first(builtIn), 'ms', runsOf(builtIn)),
      info(`published copy: first row at ${rate}x CPU`, first(published), 'ms', runsOf(published)),
      atMost(`published minus built-in at ${rate}x CPU`, first(published) - first(builtIn), MAX_EXTRA_MS, 'ms', 'difference of the medians'),
      info(`published, first open after the release: first row at ${rate}x CPU`, first(unseen), 'ms', `${runsOf(unseen)}; the new menu is asked for before the page`),
    ];
  });
  return {
    title: 'First row of a published list against the built-in one',
    method:
      `The purchase-order list's file published by the demo page author at run time as ${PUBLISHED_PATH} on its own route ` +
      `(${PUBLISHED_ROUTE}, same menu code and calls), then rolled back. Each run as the first-row bench: Chromium 390x844 DPR 3, ` +
      `a fresh context (cold cache), the session stored, CPU throttled by CDP, from navigation start to the frame after the first card. ` +
      `The phone's stored session has seen the release (one open of the published page before the runs), except in the first-open row, which starts ` +
      `from the session stored before the publish. Built-in and published alternate at each rate; median of ${runs} runs each.`,
    figures,
    details: [],
  };
}
