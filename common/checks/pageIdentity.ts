import type { LocalizedText, RouteWhen } from '../page/schemaTypes';
import { servesQuery } from '../page/routeWhen';
import { PAGE_SETS } from './pageFiles';
import { issueAt } from './jsonFile';
import type { Issue } from './issues';
import { menuFileOf, menusOf, type MenuIndex, type MenuRecord } from './menuFiles';
import type { ValidPage } from './pageMeta';
import { didYouMeanWords } from '../validation/didYouMean';

// One identity record per screen: a page names its menu entry (`menuCode`) and takes the entry's route and
// title unless it sets its own (details and forms do). The same rule the browser and the server follow.

export interface ResolvedPage extends ValidPage {
  route: string | null;
  title: LocalizedText;
  entry: MenuRecord | undefined;
  /** the menu codes and shield codes the page's set knows */
  menus: MenuIndex;
}

/** A page's menu code that no menu of its kind of user holds, with the nearest code of those menus. */
function unknownMenuCode(code: string, menuFiles: string, known: string[]): { en: string; zh: string } {
  const hint = didYouMeanWords(code, known, false);
  // Nothing near: most likely the entry is not written yet (a new screen's step 2), so say how.
  const add = hint.en
    ? { en: '', zh: '' }
    : { en: `; add its entry ({ "code": "${code}", "name": …, "route": …, "children": [] }) to a group of ${menuFiles}`, zh: `；请在 ${menuFiles} 的某个分组中添加它的菜单项（{ "code": "${code}", "name": …, "route": …, "children": [] }）` };
  return { en: `unknown menu code ${code}: not an entry of ${menuFiles}${hint.en}${add.en}`, zh: `未知的菜单编码 ${code}：不是 ${menuFiles} 中的菜单项${hint.zh}${add.zh}` };
}

export function resolvePages(pages: ValidPage[], index: MenuIndex): { pages: ResolvedPage[]; errors: Issue[]; warnings: Issue[] } {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const resolved = pages.map((p): ResolvedPage => {
    const menus = menusOf(index, PAGE_SETS[p.set].menus);
    const entry = menus.entries.find((e) => e.code === p.page.menuCode);
    const menuFiles = PAGE_SETS[p.set].menus.map((m) => `schemas/menu/${m}.json`).join(' or ');
    if (!entry) {
      const shield = menus.shields.find((s) => s.code === p.page.menuCode);
      errors.push(
        issueAt(p, '/menuCode', shield ? `${p.page.menuCode} is a shield code (${menuFileOf(shield.menu)} ${shield.pointer}), not a menu entry: name the entry of the screen` : unknownMenuCode(p.page.menuCode, menuFiles, menus.entries.map((e) => e.code))),
      );
    }
    const route = p.page.route ?? entry?.route ?? null;
    if (!route && entry) errors.push(issueAt(p, '/menuCode', `no route: the page sets none and menu entry ${entry.code} (${menuFileOf(entry.menu)} ${entry.pointer}) opens none; add "route" to the page or to the entry`));
    // Details and forms must name their route (the meta-schema requires it), also when it is their entry's.
    if (entry && p.page.route && p.page.route === entry.route && p.page.kind !== 'detail' && p.page.kind !== 'form') {
      warnings.push(issueAt(p, '/route', `repeats the route of menu entry ${entry.code}: leave it out, the page takes it from the entry`));
    }
    const title = p.page.title ?? entry?.name ?? route ?? p.page.id;
    return { ...p, route, title, entry, menus };
  });

  // Ids name column settings, drafts and generated validators; routes (with the query a file asks, routeWhen) pick
  // the file: both must be unique.
  const byId = new Map<string, string>();
  const byRoute = new Map<string, string>();
  for (const p of resolved) {
    if (byId.has(p.page.id)) errors.push(issueAt(p, '/id', `id "${p.page.id}" is also used by ${byId.get(p.page.id)}`));
    else byId.set(p.page.id, p.file);
    if (!p.route) continue;
    const key = `${p.set} ${p.route}${whenText(p.page.routeWhen)}`;
    const at = p.page.routeWhen ? '/routeWhen' : p.page.route ? '/route' : '/menuCode';
    if (byRoute.has(key)) {
      const when = p.page.routeWhen;
      const whenZh = when ? `（带 ?${when.param}${when.value === undefined ? '' : `=${when.value}`}）` : '';
      errors.push(issueAt(p, at, { en: `route ${p.route}${whenText(when)} is also served by ${byRoute.get(key)}`, zh: `路由 ${p.route}${whenZh}也由 ${byRoute.get(key)} 提供` }));
    }
    else byRoute.set(key, p.file);
  }
  errors.push(...sharedRouteIssues(resolved));
  return { pages: resolved, errors, warnings };
}

const whenText = (when: RouteWhen | undefined) => (when ? ` with ?${when.param}${when.value === undefined ? '' : `=${when.value}`}` : '');

/**
 * Files sharing a route (routeWhen): the plain file gives the route its title and menu code, so it must exist and the
 * others must name the same menu code (who may open the route is decided once); a page tab must open one of them.
 */
function sharedRouteIssues(pages: ResolvedPage[]): Issue[] {
  const issues: Issue[] = [];
  const routeFiles = (p: ResolvedPage) => pages.filter((o) => o.set === p.set && o.route === p.route);
  for (const p of pages) {
    if (!p.route) continue;
    const plain = routeFiles(p).find((o) => !o.page.routeWhen);
    if (p.page.routeWhen && !plain) issues.push(issueAt(p, '/routeWhen', `no file serves ${p.route} without a query: the route needs one (its title and menu code)`));
    else if (p.page.routeWhen && plain && plain.page.menuCode !== p.page.menuCode) {
      issues.push(issueAt(p, '/menuCode', `${p.route} is opened under ${plain.page.menuCode} (${plain.file}): a file sharing the route names the same menu code`));
    }
    // Each tab opens another file of the route, and one of them is this file (the strip marks where the user is).
    const opened = (p.page.pageTabs ?? []).map((tab) => routeFiles(p).find((o) => o.page.routeWhen && servesQuery(o.page.routeWhen, tab.query ?? {})) ?? plain);
    opened.forEach((file, i) => {
      const first = opened.indexOf(file);
      if (file && first !== i) issues.push(issueAt(p, `/pageTabs/${i}/query`, `opens ${file.file} as tab ${first + 1} does: each tab opens another file of ${p.route}`));
    });
    if (opened.length && !opened.includes(p)) issues.push(issueAt(p, '/pageTabs', `no tab opens this file: its query (routeWhen) must be one of the tabs'`));
  }
  return issues;
}
