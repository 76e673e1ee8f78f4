// The menu files (schemas/menu/*.json, described by schemas/menu.schema.json) are the resource list: each entry
// is a screen's identity (code, route, title, icon, roles) and names the shield codes that hide parts of its
// screens from some roles. The server, the app and the schema check all index them the same way, here. Pure data
// in, data out (no fs): the app bundles this file, the server and the check hand it the trees they read.
import { normalizePath } from '../routes/normalizePath.ts';

/** A title in both languages (the menu schema requires both). */
export interface MenuName {
  'zh-CN': string;
  en: string;
}

export interface ShieldCodeDef {
  code: string;
  name: MenuName;
  /** roles this code is shielded from (a user is shielded when every role they hold is listed) */
  roles: string[];
}

export interface MenuEntry {
  code: string;
  name: MenuName;
  route?: string;
  icon?: string;
  /** a user must hold one of these to see the entry (and so everything under it) */
  roles?: string[];
  shieldCodes?: ShieldCodeDef[];
  children: MenuEntry[];
}

/** A menu file's content. */
export interface MenuFile {
  menu: MenuEntry[];
}

export interface MenuVisit {
  entry: MenuEntry;
  /** the entry's JSON pointer in its file */
  pointer: string;
  /** the `roles` lists on the way from the top of the tree to this entry: a user must match each to see it */
  roleChain: string[][];
}

/** Every entry of a tree with its JSON pointer and role chain, depth first. */
export function walkMenu(items: readonly MenuEntry[], base = '/menu', chain: string[][] = []): MenuVisit[] {
  return items.flatMap((entry, i) => {
    const pointer = `${base}/${i}`;
    const roleChain = entry.roles ? [...chain, entry.roles] : chain;
    return [{ entry, pointer, roleChain }, ...walkMenu(entry.children ?? [], `${pointer}/children`, roleChain)];
  });
}

/** An entry where a menu file has it. */
export interface MenuRecord extends MenuEntry {
  /** menu file name without .json: supplier, buyer, boss */
  menu: string;
  /** the entry's JSON pointer in its file */
  pointer: string;
  /** the `roles` lists on the way from the top of the tree to this entry: a user must match each to see it */
  roleChain: string[][];
}

/** A shield code where a menu file declares it. */
export interface ShieldRecord extends ShieldCodeDef {
  menu: string;
  pointer: string;
  /** the menu entry declaring it */
  entryCode: string;
}

/** A route some menu entries open. */
export interface MenuRoute {
  /** normalised (common/routes/normalizePath.ts) */
  path: string;
  /** the first entry's name (in the order the menus were given: supplier, buyer, boss) */
  title: MenuName;
  /** every menu code, in any menu, whose entry opens this route: holding one of them grants the screen */
  codes: string[];
}

/** The menus indexed every way a reader asks: by code, by route, their shield codes, and each entry where it is. */
export interface MenuIndex {
  /** every entry, menu by menu, depth first */
  entries: MenuRecord[];
  /** every shield code declaration, in the same order */
  shields: ShieldRecord[];
  /** a menu code's entry (a code in several menus: the last menu's) */
  byCode: Map<string, MenuEntry>;
  /** a shield code's declaration */
  shieldByCode: Map<string, ShieldCodeDef>;
  /** the routes the entries open */
  byRoute: Map<string, MenuRoute>;
}

/**
 * The one index of the menu files, given each menu's tree by its name ({ supplier, buyer, boss }). Menu and shield
 * codes share one name space per file, and a route is opened once per file: the schema check holds the files to it.
 */
export function indexMenus(menus: Readonly<Record<string, readonly MenuEntry[]>>): MenuIndex {
  const index: MenuIndex = { entries: [], shields: [], byCode: new Map(), shieldByCode: new Map(), byRoute: new Map() };
  for (const [menu, tree] of Object.entries(menus)) {
    for (const { entry, pointer, roleChain } of walkMenu(tree)) {
      index.entries.push({ ...entry, menu, pointer, roleChain });
      index.byCode.set(entry.code, entry);
      (entry.shieldCodes ?? []).forEach((s, k) => {
        index.shields.push({ ...s, menu, pointer: `${pointer}/shieldCodes/${k}`, entryCode: entry.code });
        index.shieldByCode.set(s.code, s);
      });
      if (entry.route) {
        const path = normalizePath(entry.route);
        const known = index.byRoute.get(path);
        if (known) known.codes.push(entry.code);
        else index.byRoute.set(path, { path, title: entry.name, codes: [entry.code] });
      }
    }
  }
  return index;
}
