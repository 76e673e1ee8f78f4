import supplierMenu from '../../schemas/menu/supplier.json';
import buyerMenu from '../../schemas/menu/buyer.json';
import bossMenu from '../../schemas/menu/boss.json';
import { useSessionStore } from '../stores/session';

// One synchronous permission check for menus, pages, columns, filters, actions and sections (spec §6).
// A code is either a menu code (it names an entry of schemas/menu/*.json, so the user's menu tree must hold
// it) or a finer function code (a button, a column) that is allowed unless the server lists it in
// shieldCode. The server enforces the same codes; this only decides what to show.

interface MenuNode {
  code: string;
  children?: MenuNode[];
}

function collect(items: readonly MenuNode[], into: Set<string>): Set<string> {
  for (const item of items) {
    into.add(item.code);
    if (item.children) collect(item.children, into);
  }
  return into;
}

const MENU_CODES: ReadonlySet<string> = collect(
  [supplierMenu, buyerMenu, bossMenu].flatMap((m) => m.menu as MenuNode[]),
  new Set<string>(),
);

export function isMenuCode(code: string): boolean {
  return MENU_CODES.has(code);
}

// The user's tree is walked once per menu list, not on every call: can() runs for every column and button.
let lastTree: readonly MenuNode[] | null = null;
let lastCodes: Set<string> = new Set();

function userCodes(tree: readonly MenuNode[]): Set<string> {
  if (tree !== lastTree) {
    lastTree = tree;
    lastCodes = collect(tree, new Set<string>());
  }
  return lastCodes;
}

/** True if `code` is empty, or (in the user's menu tree, or not a menu code at all) and not shielded. */
export function can(code?: string | null): boolean {
  if (!code) return true;
  const { menuList, shieldCode } = useSessionStore.getState();
  if (shieldCode.includes(code)) return false;
  return userCodes(menuList as MenuNode[]).has(code) || !isMenuCode(code);
}
