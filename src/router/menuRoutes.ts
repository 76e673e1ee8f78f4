import bossMenu from '../../schemas/menu/boss.json';
import buyerMenu from '../../schemas/menu/buyer.json';
import supplierMenu from '../../schemas/menu/supplier.json';
import { normalizePath } from '../navigation/address';

// The menu files are the resource list: every entry with a route names a screen, its title and the code that
// opens it. The route table reads them here, so a screen's title and permission are written once.

export interface MenuTitle {
  'zh-CN': string;
  en: string;
}

interface MenuNode {
  code: string;
  name: MenuTitle;
  route?: string;
  children?: MenuNode[];
}

export interface MenuRoute {
  path: string;
  /** the first menu entry's name (supplier menu first, then buyer, then boss) */
  title: MenuTitle;
  /** every menu code, in any menu, whose entry opens this route: holding one of them grants the screen */
  codes: string[];
}

const MENUS = [supplierMenu, buyerMenu, bossMenu].map((file) => file.menu as MenuNode[]);

function collect(items: readonly MenuNode[], into: Map<string, MenuRoute>): void {
  for (const item of items) {
    if (item.route) {
      const path = normalizePath(item.route);
      const known = into.get(path);
      if (known) known.codes.push(item.code);
      else into.set(path, { path, title: item.name, codes: [item.code] });
    }
    collect(item.children ?? [], into);
  }
}

const byPath = new Map<string, MenuRoute>();
for (const menu of MENUS) collect(menu, byPath);

export const MENU_ROUTES: readonly MenuRoute[] = [...byPath.values()];

export function menuRoute(path: string): MenuRoute | undefined {
  return byPath.get(normalizePath(path));
}
