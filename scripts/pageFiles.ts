import fs from 'node:fs';
import path from 'node:path';

// Where page schemas live. The engine's registry globs the same folders (src/engine/registry.ts).
export const PAGE_DIRS = ['schemas/supplier', 'schemas/boss'] as const;

export interface PageFile {
  /** repo-relative path, forward slashes */
  file: string;
  text: string;
  /** parsed JSON, or undefined when the text is not JSON */
  json: unknown;
  parseError?: string;
}

export function listPageFiles(root: string): PageFile[] {
  const out: PageFile[] = [];
  for (const dir of PAGE_DIRS) {
    const abs = path.join(root, dir);
    if (!fs.existsSync(abs)) continue;
    for (const name of fs.readdirSync(abs).filter((n) => n.endsWith('.json')).sort()) {
      const file = `${dir}/${name}`;
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      try {
        out.push({ file, text, json: JSON.parse(text) });
      } catch (err) {
        out.push({ file, text, json: undefined, parseError: (err as Error).message });
      }
    }
  }
  return out;
}

export function readJson<T>(root: string, file: string): T {
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
}
