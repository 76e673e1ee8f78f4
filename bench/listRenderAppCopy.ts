import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// A throw-away copy of the app with some files added or changed, built with vite. Used where a check
// must see the app as it would be after a config author's edit (a new report file, a menu entry, a
// bench-only page) without touching the working tree others build from.

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '..');
const COPIED = ['common', 'src', 'schemas', 'server', 'scripts', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

export type FileEdit = string | ((current: string) => string);

export interface AppCopy {
  dir: string;
  dist: string;
  cleanup(): void;
}

/**
 * Copies the app with `edits` applied and builds the copy with vite. `precompress: false` leaves out the brotli and
 * gzip siblings (scripts/build/precompress.ts) where nothing measures what the copy sends.
 */
export async function buildAppCopy(edits: Record<string, FileEdit>, opts: { precompress?: boolean } = {}): Promise<AppCopy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-app-copy-'));
  for (const entry of COPIED) {
    const from = path.join(repo, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    fs.writeFileSync(target, typeof edit === 'function' ? edit(current) : edit);
  }
  const env = { ...process.env, ...(opts.precompress === false ? { SCM_PRECOMPRESS: '0' } : {}) };
  await run(path.join(repo, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: dir, env, timeout: 180_000 });
  return { dir, dist: path.join(dir, 'dist'), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Adds an entry to a group of a menu file (schemas/menu/*.json), as a config author would. */
export function addMenuEntry(groupCode: string, entry: { code: string; name: { 'zh-CN': string; en: string }; route: string; icon?: string }): FileEdit {
  return (current) => {
    const menu = JSON.parse(current) as { menu: { code: string; children: unknown[] }[] };
    const group = menu.menu.find((g) => g.code === groupCode);
    if (!group) throw new Error(`menu group ${groupCode} not found`);
    group.children.push({ ...entry, children: [] });
    return `${JSON.stringify(menu, null, 2)}\n`;
  };
}
