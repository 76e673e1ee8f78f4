// The menu files (schemas/menu/*.json, described by schemas/menu.schema.json) are the resource list: each entry
// is a screen's identity (code, route, title, icon, roles) and names the shield codes that hide parts of its
// screens from some roles. The server, the app and the schema check all index them the same way, here. Pure data
// in, data out (no fs): the app bundles this file, the server and the check hand it the trees they read.

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

/** Menu codes and shield codes of some menus, each to its declaration. */
export interface MenuCodeIndex {
  entries: Map<string, MenuEntry>;
  shields: Map<string, ShieldCodeDef>;
}

/** The codes of the given menu trees (menu and shield codes share one name space per file; the check enforces it). */
export function indexMenus(trees: readonly (readonly MenuEntry[])[]): MenuCodeIndex {
  const entries = new Map<string, MenuEntry>();
  const shields = new Map<string, ShieldCodeDef>();
  for (const { entry } of trees.flatMap((tree) => walkMenu(tree))) {
    entries.set(entry.code, entry);
    for (const s of entry.shieldCodes ?? []) shields.set(s.code, s);
  }
  return { entries, shields };
}
