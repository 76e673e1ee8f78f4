import type { Issue } from './issues.ts';
import { issueAt } from './jsonFile.ts';
import { checkMenus, menuFileOf, type MenuIndex } from './menuFiles.ts';
import type { ResolvedPage } from './pageIdentity.ts';
import { SCREEN_PATHS } from '../routes/screenPaths.ts';

// A menu entry the merchant added whose page was never saved: the studio's "new page" saves the menu entry first
// (so the page's menu code is one the check knows) and the page only when the author saves it. An author who walks
// away leaves the entry behind as a draft; published, it would put a tile on every phone that opens "not available
// yet". Entries of the built-in menu files are not judged here: a tile waiting for its screen is theirs to have.

/**
 * The entries the `changed` menu documents add (not in the built-in menu file) that open a route no page file and no
 * hand-written screen serves, and that no page names as its menu code.
 */
export function orphanMenuEntries(root: string, documents: ReadonlyMap<string, string>, menus: MenuIndex, pages: readonly ResolvedPage[], changed: readonly string[]): Issue[] {
  const menuFiles = changed.filter((f) => documents.has(f) && f.startsWith('schemas/menu/'));
  if (menuFiles.length === 0) return [];
  const builtIn = new Set(checkMenus(root).index.entries.map((e) => `${e.menu} ${e.code}`));
  return menus.entries
    .filter((e) => e.route && menuFiles.includes(menuFileOf(e.menu)) && !builtIn.has(`${e.menu} ${e.code}`))
    .filter((e) => !SCREEN_PATHS.includes(e.route!) && !pages.some((p) => p.page.menuCode === e.code || p.route === e.route))
    .map((e) => {
      const file = menuFileOf(e.menu);
      return issueAt({ file, text: documents.get(file)! }, e.pointer, {
        en: `menu entry ${e.code} opens ${e.route}, but no page is published or saved as a draft for it (a new page left unsaved?): save the page's draft first, or remove the entry`,
        zh: `菜单项 ${e.code} 打开 ${e.route}，但没有为它发布或保存草稿的页面（新建的页面没有保存？）：请先保存该页面的草稿，或删除此菜单项`,
      });
    });
}
