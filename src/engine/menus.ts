import bossMenu from '../../schemas/menu/boss.json';
import buyerMenu from '../../schemas/menu/buyer.json';
import supplierMenu from '../../schemas/menu/supplier.json';
import type { LocalizedText } from './schemaTypes';

// The menu files are the resource list (schemas/menu/*.json): each entry is a screen's identity (code,
// route, title, icon, roles) and names the shield codes that hide parts of its screens from some roles.
// The server reads the same files; here they answer "what is this code" for pages and permissions.

export interface ShieldCodeDef {
  code: string;
  name: LocalizedText;
  /** roles this code is shielded from (a user is shielded when every role they hold is listed) */
  roles: string[];
}

export interface MenuEntry {
  code: string;
  name: LocalizedText;
  route?: string;
  icon?: string;
  roles?: string[];
  shieldCodes?: ShieldCodeDef[];
  children?: MenuEntry[];
}

const entries = new Map<string, MenuEntry>();
const shields = new Map<string, ShieldCodeDef>();

function collect(items: readonly MenuEntry[]): void {
  for (const item of items) {
    entries.set(item.code, item);
    for (const s of item.shieldCodes ?? []) shields.set(s.code, s);
    collect(item.children ?? []);
  }
}
collect([supplierMenu, buyerMenu, bossMenu].flatMap((m) => m.menu as MenuEntry[]));

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
