import bossMenu from '../../schemas/menu/boss.json';
import buyerMenu from '../../schemas/menu/buyer.json';
import supplierMenu from '../../schemas/menu/supplier.json';
import { indexMenus, type MenuEntry, type MenuFile, type ShieldCodeDef } from '../../common/menus/menuIndex';
import { getSession, type MenuItem } from '../stores/session';

// The menu files are the resource list (schemas/menu/*.json), imported once in the app, here; the server reads the
// same files and indexes them with the same function. The route table takes its menu routes from this index too.

export type { MenuEntry, MenuRoute, ShieldCodeDef } from '../../common/menus/menuIndex';

/** The three menus indexed (supplier first: a route's title is its first entry's). */
export const MENU_INDEX = indexMenus({
  supplier: (supplierMenu as MenuFile).menu,
  buyer: (buyerMenu as MenuFile).menu,
  boss: (bossMenu as MenuFile).menu,
});
const { byCode: entries, shieldByCode: shields } = MENU_INDEX;

/** The entry of `code` in the user's menu from the server (which holds entries the merchant published at run time). */
function servedEntry(code: string): MenuEntry | undefined {
  const walk = (items: readonly MenuItem[]): MenuItem | undefined => {
    for (const item of items) {
      if (item.code === code) return item;
      const below = walk(item.children ?? []);
      if (below) return below;
    }
    return undefined;
  };
  const item = walk(getSession().menuList);
  if (!item) return undefined;
  const name = typeof item.name === 'string' ? { 'zh-CN': item.name, en: item.name } : { 'zh-CN': item.name['zh-CN'], en: item.name.en ?? item.name['zh-CN'] };
  return { code: item.code, name, route: item.route, icon: item.icon, children: [] };
}

/** The menu entry of a code, in any of the three menus, else in the user's menu from the server (a published entry). */
export function menuEntry(code: string): MenuEntry | undefined {
  return entries.get(code) ?? servedEntry(code);
}

export function isMenuCode(code: string): boolean {
  return entries.has(code);
}

export function isShieldCode(code: string): boolean {
  return shields.has(code);
}

/** Every declared shield code (the meta-check and the docs list them). */
export function shieldCodes(): ShieldCodeDef[] {
  return [...shields.values()];
}
