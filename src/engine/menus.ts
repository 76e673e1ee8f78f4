import bossMenu from '../../schemas/menu/boss.json';
import buyerMenu from '../../schemas/menu/buyer.json';
import supplierMenu from '../../schemas/menu/supplier.json';
import { indexMenus, type MenuEntry, type MenuFile, type ShieldCodeDef } from '../../common/menus/menuIndex';

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

/** The menu entry of a code, in any of the three menus. */
export function menuEntry(code: string): MenuEntry | undefined {
  return entries.get(code);
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
