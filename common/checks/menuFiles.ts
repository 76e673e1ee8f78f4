import Ajv from 'ajv';
import { pageAjvOptions } from '../validation/ajvOptions';
import { explainErrors, type AjvError } from '../validation/explainErrors';
import { issueAt, jsonFilesIn, readJsonFile, type JsonFile } from './jsonFile';
import { pointerOf, type Issue } from './issues';
import { walkMenu, type MenuEntry, type ShieldCodeDef as ShieldCodeEntry } from '../menus/menuIndex';

// The menu files (schemas/menu/*.json) are the resource list: every screen's code, route, title and icon, and
// the shield codes each role gets. Checked against schemas/menu.schema.json, then what a schema cannot say:
// codes unique in a file (menu codes and shield codes share one name space), routes unique in a file. The walk
// over a tree is the one the server and the app index the menus with (common/menus/menuIndex.ts).

export const MENU_DIR = 'schemas/menu';
export const MENU_META = 'schemas/menu.schema.json';

export interface MenuRecord extends MenuEntry {
  /** menu file name without .json: supplier, buyer, boss */
  menu: string;
  /** the `roles` lists on the way from the top of the tree to this entry: a user must match each to see it */
  roleChain: string[][];
  file: string;
  pointer: string;
}

export interface ShieldRecord extends ShieldCodeEntry {
  menu: string;
  file: string;
  pointer: string;
  /** the menu entry declaring it */
  entryCode: string;
}

export interface MenuIndex {
  entries: MenuRecord[];
  shields: ShieldRecord[];
}

export interface MenuCheck {
  index: MenuIndex;
  issues: Issue[];
  files: JsonFile[];
}

/** Whether every user who sees entry `a` also sees entry `b`: each role list on b's way is wider than one on a's. */
export function seenWith(a: Pick<MenuRecord, 'roleChain'>, b: Pick<MenuRecord, 'roleChain'>): boolean {
  return b.roleChain.every((needed) => a.roleChain.some((held) => held.every((r) => needed.includes(r))));
}

export function checkMenus(root: string): MenuCheck {
  const issues: Issue[] = [];
  const index: MenuIndex = { entries: [], shields: [] };
  const metaFile = readJsonFile(root, MENU_META);
  if (metaFile.parseError) return { index, issues: [metaFile.parseError], files: [] };
  const validate = new Ajv({ ...pageAjvOptions }).compile(metaFile.json as object);

  const files = jsonFilesIn(root, MENU_DIR).map((file) => readJsonFile(root, file));
  for (const f of files) {
    if (f.parseError) {
      issues.push(f.parseError);
      continue;
    }
    if (!validate(f.json)) {
      for (const p of explainErrors((validate.errors ?? []) as AjvError[], f.json, metaFile.json)) issues.push(issueAt(f, p.pointer, p.message));
      continue;
    }
    const menu = f.file.slice(MENU_DIR.length + 1, -'.json'.length);
    const codes = new Map<string, string>();
    const routes = new Map<string, string>();
    const claim = (code: string, pointer: string, what: string) => {
      const first = codes.get(code);
      if (first) issues.push(issueAt(f, pointer, `${what} ${code} is already declared at ${first}: menu codes and shield codes must be unique in a menu file`));
      else codes.set(code, pointer);
    };
    for (const { entry, pointer, roleChain } of walkMenu((f.json as { menu: MenuEntry[] }).menu)) {
      claim(entry.code, `${pointer}/code`, 'menu code');
      if (entry.route) {
        const first = routes.get(entry.route);
        if (first) issues.push(issueAt(f, `${pointer}/route`, `route ${entry.route} is already opened by ${first}`));
        else routes.set(entry.route, `${pointer}/route`);
      }
      index.entries.push({ ...entry, menu, roleChain, file: f.file, pointer });
      (entry.shieldCodes ?? []).forEach((s, k) => {
        const at = `${pointer}${pointerOf('shieldCodes', k)}`;
        claim(s.code, `${at}/code`, 'shield code');
        index.shields.push({ ...s, menu, file: f.file, pointer: at, entryCode: entry.code });
      });
    }
  }
  return { index, issues, files };
}

/** The entries and shield codes of the given menus (a page set reads the supplier and buyer menus). */
export function menusOf(index: MenuIndex, menus: readonly string[]): MenuIndex {
  return { entries: index.entries.filter((e) => menus.includes(e.menu)), shields: index.shields.filter((s) => menus.includes(s.menu)) };
}
