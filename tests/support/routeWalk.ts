import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { transitionsOver } from './transitions';
import { localizeIn, type Lang } from '../../common/text';
import { appRoutes } from '../../src/router/appRoutes';
import type { RouteDef } from '../../src/router/routes';
import { SUPPLIER_PATH } from '../../common/routes/appPaths';
import { LOADING } from './loading';
import { demoPassword } from './testContext';

// The route list the whole-app sweeps share (the route walk, the axe-core sweep): every route of the route table,
// opened by every account below whose menu grants it, once per view: the same route is two screens for two page sets
// (supplier, buyer, boss), and for two accounts whose codes differ among those the screen answers to (its menu codes
// and every code its page file names: a shielded column, an action's permission); an account that sees a route as
// an earlier account saw it does not open it again. Routes whose page reads a document (its API names `{{id}}` or
// another value of the address) are not opened bare: they are the details other e2e files open from their lists.

export type PageSet = 'supplier' | 'buyer' | 'boss';
export const LANGS: readonly Lang[] = ['zh-CN', 'en'];

export const ACCOUNTS: readonly { account: string; password: string; set: PageSet }[] = [
  { account: '13800000001', password: demoPassword, set: 'supplier' },
  { account: '13800000003', password: demoPassword, set: 'supplier' },
  { account: '13900000001', password: demoPassword, set: 'buyer' },
  { account: 'boss', password: 'Boss@2026demo', set: 'boss' },
  { account: 'author', password: 'Boss@2026demo', set: 'boss' },
];

/** Every page file's text with its page set directory (supplier, buyer, boss) and route (one route may have two files). */
const pageFiles = ['supplier', 'buyer', 'boss'].flatMap((dir) =>
  fs.readdirSync(path.resolve('schemas', dir)).map((file) => {
    const text = fs.readFileSync(path.resolve('schemas', dir, file), 'utf8');
    return { dir, text, page: JSON.parse(text) as { route?: string; api?: unknown; load?: { api?: unknown } } };
  }),
);

/** Routes whose page file reads a document named in the address (its data, or a form's starting values). */
function documentRoutes(): Set<string> {
  // The studio's preview draws a draft the studio names.
  const found = new Set<string>(['/packagesSub/studio/preview']);
  for (const { page } of pageFiles) if (page.route && /\{\{/.test(JSON.stringify([page.api, page.load?.api]))) found.add(page.route);
  return found;
}

const needsDocument = documentRoutes();

/** The routes anyone may open before logging in. */
export const openRoutes = (): RouteDef[] => appRoutes.routes.filter((r) => r.auth === 'none');

/**
 * How `route` looks to a user of `set` holding `codes`: the page set, the path, and which of the codes the screen
 * answers to (the route's menu codes, and every code its page file names) the user holds.
 */
export function viewOf(set: PageSet, route: RouteDef, codes: readonly string[]): string {
  const path = route.path.split('?')[0];
  const text = pageFiles.filter((f) => f.dir === set && f.page.route === path).map((f) => f.text).join('\n');
  const named = codes.filter((c) => route.menuCodes.includes(c) || text.includes(`"${c}"`));
  return `${set}:${route.path}|${[...new Set(named)].sort().join(',')}`;
}

/** The routes of `set` that a user holding `codes` may open bare, minus the views `walked` already holds. */
export function routesOf(set: PageSet, codes: readonly string[], walked: ReadonlySet<string> = new Set()): RouteDef[] {
  const held = new Set(codes);
  return appRoutes.routes.filter(
    (r) =>
      r.auth !== 'none' &&
      !needsDocument.has(r.path) &&
      // choosing among one's suppliers is a supplier user's step
      !(r.path === SUPPLIER_PATH && set === 'boss') &&
      (!r.titles || r.titles[set]) &&
      (r.menuCodes.length === 0 || r.menuCodes.some((c) => held.has(c))) &&
      !walked.has(viewOf(set, r, codes)),
  );
}

/** The route's title in `lang` as the page set's user sees it (the document's title starts with it). */
export const routeTitleIn = (r: RouteDef, set: PageSet, lang: Lang): string => localizeIn(r.titles?.[set] ?? r.title, lang);

/** A fresh load (its own address) with nothing stored but the language: the login screen, as a new phone sees it; then logs in. */
export async function logIn(page: Page, url: string, account: string, password: string, lang: Lang): Promise<void> {
  if (!page.url().startsWith(url)) await page.goto(`${url}/`);
  await page.evaluate((l) => (localStorage.clear(), localStorage.setItem('lang', l)), lang);
  // A new document: the same address but its hash (a second try of the same account) would not load the app again.
  await page.goto('about:blank');
  await page.goto(`${url}/?as=${account}#/pages/login/index`);
  await page.locator('#login-account').fill(account);
  await page.locator('#login-password').fill(password);
  await page.locator('.login__submit').click();
  await page.waitForURL(/pages\/index\/index/);
}

/** The menu codes the logged-in user holds (the tree the server sent at login) minus those shielded from them. */
export async function heldCodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Node = { code: string; children?: Node[] };
    const codes: string[] = [];
    const walk = (items: Node[]) => items.forEach((n) => (codes.push(n.code), walk(n.children ?? [])));
    walk(JSON.parse(localStorage.getItem('menu_list') ?? '[]'));
    const shielded: string[] = JSON.parse(localStorage.getItem('shieldCode') ?? '[]');
    return codes.filter((c) => !shielded.includes(c));
  });
}


/**
 * Opens `route` inside the running app (no reload) and waits until its screen has drawn its data and its enter
 * transition (opacity) is over. Returns what still loads after 10 s, empty when all is drawn.
 */
export async function openRoute(page: Page, route: RouteDef, set: PageSet, lang: Lang): Promise<string[]> {
  await page.evaluate((p) => (window.location.hash = p), route.path);
  return screenDrawn(page, route, set, lang);
}

/**
 * Opens `path` (a route of the table, with its query) as openRoute does, in the language the app shows, as `set`'s
 * user sees it.
 */
export async function openPath(page: Page, path: string, set: PageSet = 'supplier'): Promise<string[]> {
  return openRoute(page, routeAt(path), set, await appLang(page));
}

/** Waits until the screen of `path`, just navigated to, has drawn (see screenDrawn). */
export async function pathDrawn(page: Page, path: string, set: PageSet = 'supplier'): Promise<string[]> {
  return screenDrawn(page, routeAt(path), set, await appLang(page));
}

function routeAt(path: string): RouteDef {
  const route = appRoutes.find(path.split('?')[0]!);
  if (!route) throw new Error(`${path} is no route of the table`);
  return { ...route, path };
}

const appLang = (page: Page) => page.evaluate(() => document.documentElement.lang) as Promise<Lang>;

/**
 * After a navigation to `route`: waits until its screen shows (the document's title is the route's, which the screen
 * sets when it mounts), has drawn its data and its enter transition is over. Returns what still loads after 10 s.
 */
async function screenDrawn(page: Page, route: RouteDef, set: PageSet, lang: Lang): Promise<string[]> {
  await page.waitForFunction((t) => document.title.startsWith(t), routeTitleIn(route, set, lang), { timeout: 15_000 });
  try {
    await page.waitForFunction((sel) => !document.querySelector(sel), LOADING, { timeout: 10_000 });
    return [];
  } catch {
    return page.evaluate((sel) => [...document.querySelectorAll(sel)].map((e) => e.outerHTML.slice(0, 120)), LOADING);
  } finally {
    // The screen's enter transition over: the animations running two frames after the screen drew, finished.
    await transitionsOver(page, { afterFrames: true });
  }
}
