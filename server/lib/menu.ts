import { indexMenus, type MenuEntry, type MenuFile, type MenuIndex } from '../../common/menus/menuIndex';
import type { AuthContext } from './auth';
import { readRepoJson } from './jsonFile';
import type { UserKind } from './userKind';

// The menu files are indexed by the module the app bundles too (common/menus/menuIndex.ts, no fs), so the server,
// the app and the schema check agree on what a code is. A merchant may publish menus of its own over the files
// (server/lib/publishedSchemas.ts): each published set is a MenuSet of its own, built whole and then swapped in.

/** An entry of schemas/menu/<kind>.json (schemas/menu.schema.json describes the files). */
export type MenuItem = MenuEntry;

/** An entry as a user receives it: what they may open, without the role rules. */
export type UserMenuItem = Omit<MenuItem, 'roles' | 'shieldCodes' | 'children'> & { children: UserMenuItem[] };

export const menuKinds: readonly UserKind[] = ['supplier', 'buyer', 'boss'];

type Who = Pick<AuthContext, 'userKind' | 'roles'>;
const keyOf = (who: Who) => `${who.userKind}:${[...who.roles].sort().join(',')}`;

function allowed(item: MenuItem, roles: readonly string[]): boolean {
  return !item.roles || item.roles.some((r) => roles.includes(r));
}

/** The three menu trees indexed, with what users of each kind and roles may open (kept per kind and roles). */
export class MenuSet {
  readonly index: MenuIndex;
  private readonly menuCodes = new Map<string, Set<string>>();
  private readonly shielded = new Map<string, Set<string>>();

  constructor(readonly trees: Readonly<Record<UserKind, MenuItem[]>>) {
    this.index = indexMenus(trees);
  }

  /** The user's menu: the kind's tree without entries their roles may not see; role rules stay server-side. */
  menuFor(kind: UserKind, roles: readonly string[]): UserMenuItem[] {
    const walk = (items: MenuItem[]): UserMenuItem[] =>
      items
        .filter((i) => allowed(i, roles))
        .map(({ roles: _r, shieldCodes: _s, children, ...rest }) => ({ ...rest, children: walk(children) }));
    return walk(this.trees[kind]);
  }

  /** The menu codes the user's menu holds. */
  menuCodesFor(who: Who): Set<string> {
    const key = keyOf(who);
    let codes = this.menuCodes.get(key);
    if (!codes) {
      // the entries of the user's menu: each role list on the way to the entry holds one of the user's roles
      codes = new Set(
        this.index.entries.filter((e) => e.menu === who.userKind && e.roleChain.every((needed) => needed.some((r) => who.roles.includes(r)))).map((e) => e.code),
      );
      this.menuCodes.set(key, codes);
    }
    return codes;
  }

  /**
   * The shield codes the user is shielded from: those listing every role the user holds (roles grant, so a
   * finance+sales user is not shielded from what only finance is). A user holding no role yet holds no exemption.
   */
  shieldedCodesFor(who: Who): Set<string> {
    const key = keyOf(who);
    let codes = this.shielded.get(key);
    if (!codes) {
      codes = new Set([...this.index.shieldByCode.values()].filter((s) => who.roles.every((r) => s.roles.includes(r))).map((s) => s.code));
      this.shielded.set(key, codes);
    }
    return codes;
  }

  isMenuCode(code: string): boolean {
    return this.index.byCode.has(code);
  }

  isShieldCode(code: string): boolean {
    return this.index.shieldByCode.has(code);
  }

  /** Every menu and shield code of every kind (the client's code list). */
  allFunctionCodes(): string[] {
    return [...this.index.byCode.keys(), ...this.index.shieldByCode.keys()];
  }
}

let builtIn: MenuSet | null = null;

/** The menu files of schemas/menu, read once when first needed (so a start-up check can report a broken file first). */
export function builtInMenus(): MenuSet {
  builtIn ??= new MenuSet(Object.fromEntries(menuKinds.map((k) => [k, readRepoJson<MenuFile>(`schemas/menu/${k}.json`).menu])) as Record<UserKind, MenuItem[]>);
  return builtIn;
}
