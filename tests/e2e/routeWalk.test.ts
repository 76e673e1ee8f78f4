import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../src/router/appRoutes';
import type { RouteDef } from '../../src/router/routes';
import { SUPPLIER_PATH } from '../../src/navigation/appPaths';
import { snap, usePhoneSession } from '../support/browser';
import { demoPassword } from '../support/testContext';
import { smallTargets } from '../support/touchTargets';

// Every route of the app, in Chinese at 390x844, opened by an account that may see it (issue 32 §8): it draws its
// own screen (not "not available yet", not an error or a refusal), logs no console error, has no layout fault
// (snap), and every control a finger taps is 44 × 44 px. A route is walked once per page set (supplier, buyer,
// boss: the same route can be two screens), by the first account below whose menu grants it; accounts that see no
// route not yet walked only log in. Routes whose page reads a document (its API names `{{id}}` or another value of
// the address) are not opened bare: they are the details other e2e files open from their lists.

type PageSet = 'supplier' | 'buyer' | 'boss';
const ACCOUNTS: { account: string; password: string; set: PageSet }[] = [
  { account: '13800000001', password: demoPassword, set: 'supplier' },
  { account: '13800000003', password: demoPassword, set: 'supplier' },
  { account: '13900000001', password: demoPassword, set: 'buyer' },
  { account: 'boss', password: 'Boss@2026demo', set: 'boss' },
  { account: 'author', password: 'Boss@2026demo', set: 'boss' },
];

/**
 * Targets under 44 px that are right as they are. Each entry: the route, and the start of the measured line
 * ("width×height name").
 */
const SMALL_ON_PURPOSE: [route: string, target: string][] = [];

/**
 * Console errors known and left for now, each with the route and the start of its text. CodeMirror mounts its base
 * theme as a <style> element, which the app's CSP (style-src-elem 'self') refuses; the studio draws from its own
 * codemirror.css, so nothing is lost but the message.
 */
const KNOWN_CONSOLE: [route: string, text: string][] = [['/packagesSub/studio/index', 'Applying inline style violates']];

/** Routes whose page file reads a document named in the address (its data, or a form's starting values). */
function documentRoutes(): Set<string> {
  // The studio's preview draws a draft the studio names.
  const found = new Set<string>(['/packagesSub/studio/preview']);
  for (const dir of ['supplier', 'buyer', 'boss']) {
    for (const file of fs.readdirSync(path.resolve('schemas', dir))) {
      const page = JSON.parse(fs.readFileSync(path.resolve('schemas', dir, file), 'utf8')) as { route?: string; api?: unknown; load?: { api?: unknown } };
      if (page.route && /\{\{/.test(JSON.stringify([page.api, page.load?.api]))) found.add(page.route);
    }
  }
  return found;
}

const session = usePhoneSession();
const errors: string[] = [];

const zhTitle = (r: RouteDef, set: PageSet): string => {
  const t = r.titles?.[set] ?? r.title;
  return typeof t === 'string' ? t : t['zh-CN'];
};

/** Opens `route` inside the running app and waits until its screen has drawn its data. */
async function openRoute(page: Page, route: RouteDef, set: PageSet): Promise<void> {
  await page.evaluate((p) => (window.location.hash = p), route.path);
  await page.waitForFunction((t) => document.title.startsWith(t), zhTitle(route, set), { timeout: 15_000 });
  const loading = '[aria-busy="true"], .adm-dot-loading, .adm-skeleton, .eng-list[data-status="loading"]';
  try {
    await page.waitForFunction((sel) => !document.querySelector(sel), loading, { timeout: 10_000 });
  } catch {
    const still = await page.evaluate((sel) => [...document.querySelectorAll(sel)].map((e) => e.outerHTML.slice(0, 120)), loading);
    errors.push(`still loading after 10 s: ${still.join(' | ')}`);
  }
  await page.waitForTimeout(250);
}

/** What is wrong with the screen on show: a placeholder, an error or refusal, a console error since the last look. */
async function faults(page: Page): Promise<string[]> {
  const found = await page.evaluate(() =>
    [
      ['.status-page', 'not available yet / unknown route'],
      ['.eng-state--error', 'error state'],
      ['.eng-state--forbidden', 'forbidden state'],
      ['.adm-dialog', 'a dialog'],
    ]
      .filter(([sel]) => document.querySelector(sel))
      .map(([, what]) => what),
  );
  const known = (e: string) => KNOWN_CONSOLE.some(([r, t]) => page.url().includes(`#${r}`) && e.startsWith(t));
  found.push(...errors.splice(0).filter((e) => !known(e)).map((e) => `console: ${e.slice(0, 160)}`));
  return found;
}

async function logIn(page: Page, account: string, password: string): Promise<void> {
  // A fresh load (its own address) with nothing stored: the login screen, as a new phone sees it.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${session.ctx.url}/?as=${account}#/pages/login/index`);
  await page.locator('#login-account').fill(account);
  await page.locator('#login-password').fill(password);
  await page.locator('.login__submit').click();
  await page.waitForURL(/pages\/index\/index/);
}

/** The menu codes the logged-in user holds (the tree the server sent at login) minus those shielded from them. */
async function heldCodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Node = { code: string; children?: Node[] };
    const codes: string[] = [];
    const walk = (items: Node[]) => items.forEach((n) => (codes.push(n.code), walk(n.children ?? [])));
    walk(JSON.parse(localStorage.getItem('menu_list') ?? '[]'));
    const shielded: string[] = JSON.parse(localStorage.getItem('shieldCode') ?? '[]');
    return codes.filter((c) => !shielded.includes(c));
  });
}

const walked = new Set<string>();

/** Opens each route in turn and returns what is wrong, by route ({} when all is well). */
async function walk(page: Page, routes: readonly RouteDef[], set: PageSet): Promise<Record<string, string[]>> {
  const report: Record<string, string[]> = {};
  for (const route of routes) {
    const key = `${set}:${route.path}`;
    await openRoute(page, route, set);
    const small = (await smallTargets(page)).filter((t) => !SMALL_ON_PURPOSE.some(([r, s]) => r === route.path && t.startsWith(s)));
    const found = [...(await faults(page)), ...small.map((t) => `target ${t}`)];
    if (found.length) report[key] = found;
    await snap(page, `walk-${key.replace(/[/:]+/g, '_')}`);
    walked.add(key);
  }
  return report;
}

describe('every route of every account (zh-CN): its screen, no console error, no placeholder, no target under 44 px', () => {
  it('before login', async () => {
    const { ctx, page } = session;
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${ctx.url}/`);
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
    expect(await walk(page, appRoutes.routes.filter((r) => r.auth === 'none'), 'supplier')).toEqual({});
  });

  const needsDocument = documentRoutes();
  it.each(ACCOUNTS)('$account', async ({ account, password, set }) => {
    const { page } = session;
    await logIn(page, account, password);
    errors.length = 0;
    const codes = new Set(await heldCodes(page));
    const mine = appRoutes.routes.filter(
      (r) =>
        r.auth !== 'none' &&
        !needsDocument.has(r.path) &&
        // choosing among one's suppliers is a supplier user's step
        !(r.path === SUPPLIER_PATH && set === 'boss') &&
        (!r.titles || r.titles[set]) &&
        (r.menuCodes.length === 0 || r.menuCodes.some((c) => codes.has(c))) &&
        !walked.has(`${set}:${r.path}`),
    );
    expect(await walk(page, mine, set)).toEqual({});
  });

  it('walked the routes of every page set', () => {
    const bySet = (set: string) => [...walked].filter((k) => k.startsWith(`${set}:`)).length;
    expect({ supplier: bySet('supplier') > 40, buyer: bySet('buyer') > 3, boss: bySet('boss') > 15 }).toEqual({ supplier: true, buyer: true, boss: true });
  });
});
