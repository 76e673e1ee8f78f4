import { indexMenus, type MenuEntry, type MenuFile, type MenuIndex, type ShieldCodeDef } from '../../common/menus/menuIndex';
import type { AuthContext } from './auth';
import { readRepoJson } from './jsonFile';
import type { UserKind } from './userKind';

// The menu files are indexed by the module the app bundles too (common/menus/menuIndex.ts, no fs), so the server,
// the app and the schema check agree on what a code is.

/** A shield code: a part of an entry's screens hidden from users every role of whom is listed in `roles`. */
export type ShieldCode = ShieldCodeDef;

/** An entry of schemas/menu/<kind>.json (schemas/menu.schema.json describes the files). */
export type MenuItem = MenuEntry;

/** An entry as a user receives it: what they may open, without the role rules. */
export type UserMenuItem = Omit<MenuItem, 'roles' | 'shieldCodes' | 'children'> & { children: UserMenuItem[] };

const kinds: UserKind[] = ['supplier', 'buyer', 'boss'];

function readMenuFile(kind: UserKind): MenuItem[] {
  return readRepoJson<MenuFile>(`schemas/menu/${kind}.json`).menu;
}

interface Menus {
  trees: Record<UserKind, MenuItem[]>;
  index: MenuIndex;
}

let loaded: Menus | null = null;

/** The menu files, read once when first needed (so a start-up check can report a broken file first). */
function menus(): Menus {
  if (loaded) return loaded;
  const trees = Object.fromEntries(kinds.map((k) => [k, readMenuFile(k)])) as Record<UserKind, MenuItem[]>;
  loaded = { trees, index: indexMenus(trees) };
  return loaded;
}

function allowed(item: MenuItem, roles: readonly string[]): boolean {
  return !item.roles || item.roles.some((r) => roles.includes(r));
}

/** The user's menu: the kind's tree without entries their roles may not see; role rules stay server-side. */
export function menuFor(kind: UserKind, roles: readonly string[]): UserMenuItem[] {
  const walk = (items: MenuItem[]): UserMenuItem[] =>
    items
      .filter((i) => allowed(i, roles))
      .map(({ roles: _r, shieldCodes: _s, children, ...rest }) => ({ ...rest, children: walk(children) }));
  return walk(menus().trees[kind]);
}

type Who = Pick<AuthContext, 'userKind' | 'roles'>;
const keyOf = (who: Who) => `${who.userKind}:${[...who.roles].sort().join(',')}`;

const menuCodeCache = new Map<string, Set<string>>();
/** The menu codes the user's menu holds. */
export function menuCodesFor(who: Who): Set<string> {
  const key = keyOf(who);
  let codes = menuCodeCache.get(key);
  if (!codes) {
    // the entries of the user's menu: each role list on the way to the entry holds one of the user's roles
    codes = new Set(
      menus()
        .index.entries.filter((e) => e.menu === who.userKind && e.roleChain.every((needed) => needed.some((r) => who.roles.includes(r))))
        .map((e) => e.code),
    );
    menuCodeCache.set(key, codes);
  }
  return codes;
}

const shieldCache = new Map<string, Set<string>>();
/**
 * The shield codes the user is shielded from: those listing every role the user holds (roles grant, so a
 * finance+sales user is not shielded from what only finance is). A user holding no role yet holds no exemption.
 */
export function shieldedCodesFor(who: Who): Set<string> {
  const key = keyOf(who);
  let codes = shieldCache.get(key);
  if (!codes) {
    codes = new Set([...menus().index.shieldByCode.values()].filter((s) => who.roles.every((r) => s.roles.includes(r))).map((s) => s.code));
    shieldCache.set(key, codes);
  }
  return codes;
}

export function isMenuCode(code: string): boolean {
  return menus().index.byCode.has(code);
}

export function isShieldCode(code: string): boolean {
  return menus().index.shieldByCode.has(code);
}

/** Every menu and shield code of every kind (the client's code list). */
export function allFunctionCodes(): string[] {
  const { byCode, shieldByCode } = menus().index;
  return [...byCode.keys(), ...shieldByCode.keys()];
}
