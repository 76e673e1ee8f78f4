import Ajv from 'ajv';
import { pageAjvOptions } from '../validation/ajvOptions.ts';
import { issueAt, jsonFilesIn, readJsonFile, type JsonFile, type SchemaRoot } from './jsonFile.ts';
import { acceptedBy } from './schemaIssues.ts';
import type { Issue } from './issues.ts';
import { indexMenus, type MenuEntry, type MenuIndex as FullIndex, type MenuRecord, type ShieldRecord } from '../menus/menuIndex.ts';
import { compileOnce } from '../validation/compileOnce.ts';
import { endingWords, nearest } from '../validation/didYouMean.ts';

// The menu files (schemas/menu/*.json) are the resource list: every screen's code, route, title and icon, and
// the shield codes each role gets. Checked against schemas/menu.schema.json, then what a schema cannot say:
// codes unique in a file (menu codes and shield codes share one name space), routes unique in a file. The walk
// over a tree is the one the server and the app index the menus with (common/menus/menuIndex.ts).

export const MENU_DIR = 'schemas/menu';
export const MENU_META = 'schemas/menu.schema.json';

/** What the page checks read of the menus: every entry and shield code where its file has it. */
export type MenuIndex = Pick<FullIndex, 'entries' | 'shields'>;
export type { MenuRecord, ShieldRecord };

/** The menu a file holds: schemas/menu/supplier.json → supplier. */
const menuNameOf = (file: string): string => file.slice(MENU_DIR.length + 1, -'.json'.length);

/** The file a menu's records come from. */
export const menuFileOf = (menu: string): string => `${MENU_DIR}/${menu}.json`;

export interface MenuCheck {
  index: MenuIndex;
  issues: Issue[];
  files: JsonFile[];
  /** menus (supplier, buyer, boss) whose file is not JSON or not a menu file: left out of the index */
  broken: string[];
}

/** Whether every user who sees entry `a` also sees entry `b`: each role list on b's way is wider than one on a's. */
export function seenWith(a: Pick<MenuRecord, 'roleChain'>, b: Pick<MenuRecord, 'roleChain'>): boolean {
  return b.roleChain.every((needed) => a.roleChain.some((held) => held.every((r) => needed.includes(r))));
}

export function checkMenus(root: SchemaRoot): MenuCheck {
  const issues: Issue[] = [];
  const metaFile = readJsonFile(root, MENU_META);
  if (metaFile.parseError) return { index: { entries: [], shields: [] }, issues: [metaFile.parseError], files: [], broken: [] };
  const validate = compileOnce('menu', metaFile.json, () => new Ajv({ ...pageAjvOptions }).compile(metaFile.json as object));

  const files = jsonFilesIn(root, MENU_DIR).map((file) => readJsonFile(root, file));
  const valid = new Map<string, JsonFile>();
  for (const f of files) {
    if (!acceptedBy(f, validate, metaFile.json, issues)) continue;
    valid.set(menuNameOf(f.file), f);
  }
  const index = indexMenus(Object.fromEntries([...valid].map(([menu, f]) => [menu, (f.json as { menu: MenuEntry[] }).menu])));

  // What the meta-schema cannot say: codes (menu and shield codes alike) and routes unique in each file.
  const codes = new Map<string, string>();
  const routes = new Map<string, string>();
  const claim = (f: JsonFile, code: string, pointer: string, what: string) => {
    const first = codes.get(`${f.file} ${code}`);
    if (first) {
      const zhWhat = what === 'menu code' ? '菜单编码' : '屏蔽编码';
      issues.push(issueAt(f, pointer, { en: `${what} ${code} is already declared at ${first}: menu codes and shield codes must be unique in a menu file`, zh: `${zhWhat} ${code} 已在 ${first} 声明：同一菜单文件中的菜单编码和屏蔽编码不能重复` }));
    }
    else codes.set(`${f.file} ${code}`, pointer);
  };
  // The index lists each entry's shield codes in the order of the entries: they are claimed right after it.
  let next = 0;
  for (const entry of index.entries) {
    const f = valid.get(entry.menu)!;
    claim(f, entry.code, `${entry.pointer}/code`, 'menu code');
    if (entry.route) {
      const first = routes.get(`${f.file} ${entry.route}`);
      if (first) issues.push(issueAt(f, `${entry.pointer}/route`, `route ${entry.route} is already opened by ${first}`));
      else routes.set(`${f.file} ${entry.route}`, `${entry.pointer}/route`);
    }
    for (; index.shields[next]?.menu === entry.menu && index.shields[next]!.pointer.startsWith(`${entry.pointer}/shieldCodes/`); next++) {
      claim(f, index.shields[next]!.code, `${index.shields[next]!.pointer}/code`, 'shield code');
    }
  }
  issues.push(...roleSlips(valid, index.entries, index.shields));
  const broken = files.map((f) => menuNameOf(f.file)).filter((menu) => !valid.has(menu));
  return { index: { entries: index.entries, shields: index.shields }, issues, files, broken };
}

/**
 * A role the file names once, near one it names elsewhere ("finace" beside "finance"): roles are the users' and no file
 * lists them, so a slip would pass and hide the entry from the role meant, without a word.
 */
function roleSlips(files: ReadonlyMap<string, JsonFile>, entries: readonly MenuRecord[], shields: readonly ShieldRecord[]): Issue[] {
  const issues: Issue[] = [];
  for (const [menu, f] of files) {
    const named = [...entries, ...shields]
      .filter((r) => r.menu === menu)
      .flatMap((r) => (r.roles ?? []).map((role, i) => ({ role, pointer: `${r.pointer}/roles/${i}` })));
    const count = (role: string) => named.filter((n) => n.role === role).length;
    for (const { role, pointer } of named) {
      if (count(role) > 1) continue;
      const near = nearest(role, named.map((n) => n.role).filter((r) => r !== role && count(r) > 1));
      if (!near.length) continue;
      const hint = endingWords(near, []);
      issues.push(issueAt(f, pointer, { en: `role "${role}" is named nowhere else in this file${hint.en}`, zh: `本文件其他地方都没有角色 "${role}"${hint.zh}` }));
    }
  }
  return issues;
}

/** The entries and shield codes of the given menus (a page set reads the supplier and buyer menus). */
export function menusOf(index: MenuIndex, menus: readonly string[]): MenuIndex {
  return { entries: index.entries.filter((e) => menus.includes(e.menu)), shields: index.shields.filter((s) => menus.includes(s.menu)) };
}
