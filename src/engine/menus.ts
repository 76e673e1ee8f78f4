import bossMenu from '../../schemas/menu/boss.json';
import buyerMenu from '../../schemas/menu/buyer.json';
import supplierMenu from '../../schemas/menu/supplier.json';
import { indexMenus, type MenuEntry, type MenuFile, type ShieldCodeDef } from '../../common/menus/menuIndex';

// The menu files are the resource list (schemas/menu/*.json); the server reads the same files and indexes them
// with the same module. Here they answer "what is this code" for pages and permissions.

export type { MenuEntry, ShieldCodeDef } from '../../common/menus/menuIndex';

const { entries, shields } = indexMenus([supplierMenu, buyerMenu, bossMenu].map((m) => (m as MenuFile).menu));

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
