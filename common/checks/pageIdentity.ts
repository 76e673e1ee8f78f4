import type { LocalizedText } from '../page/schemaTypes';
import { PAGE_SETS } from './pageFiles';
import { issueAt } from './jsonFile';
import type { Issue } from './issues';
import { menusOf, type MenuIndex, type MenuRecord } from './menuFiles';
import type { ValidPage } from './pageMeta';

// One identity record per screen: a page names its menu entry (`menuCode`) and takes the entry's route and
// title unless it sets its own (details and forms do). The same rule the browser and the server follow.

export interface ResolvedPage extends ValidPage {
  route: string | null;
  title: LocalizedText;
  entry: MenuRecord | undefined;
  /** the menu codes and shield codes the page's set knows */
  menus: MenuIndex;
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
        issueAt(p, '/menuCode', shield ? `${p.page.menuCode} is a shield code (${shield.file} ${shield.pointer}), not a menu entry: name the entry of the screen` : `unknown menu code ${p.page.menuCode}: not an entry of ${menuFiles}`),
      );
    }
    const route = p.page.route ?? entry?.route ?? null;
    if (!route && entry) errors.push(issueAt(p, '/menuCode', `no route: the page sets none and menu entry ${entry.code} (${entry.file} ${entry.pointer}) opens none; add "route" to the page or to the entry`));
    if (entry && p.page.route && p.page.route === entry.route) {
      warnings.push(issueAt(p, '/route', `repeats the route of menu entry ${entry.code}: leave it out, the page takes it from the entry`));
    }
    const title = p.page.title ?? entry?.name ?? route ?? p.page.id;
    return { ...p, route, title, entry, menus };
  });

  // Ids name column settings, drafts and generated validators; routes pick the file: both must be unique.
  const byId = new Map<string, string>();
  const byRoute = new Map<string, string>();
  for (const p of resolved) {
    if (byId.has(p.page.id)) errors.push(issueAt(p, '/id', `id "${p.page.id}" is also used by ${byId.get(p.page.id)}`));
    else byId.set(p.page.id, p.file);
    if (!p.route) continue;
    const key = `${p.set} ${p.route}`;
    const at = p.page.route ? '/route' : '/menuCode';
    if (byRoute.has(key)) errors.push(issueAt(p, at, `route ${p.route} is also served by ${byRoute.get(key)}`));
    else byRoute.set(key, p.file);
  }
  return { pages: resolved, errors, warnings };
}
