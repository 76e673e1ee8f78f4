import fs from 'node:fs';
import path from 'node:path';
import type { SchemaSet } from '../page/schemaSets.ts';
import { jsonFilesIn, readJsonFile, type JsonFile, type SchemaRoot } from './jsonFile.ts';

// Where page schemas live, and which menu files name their codes. The engine's page index globs the same
// folders (src/engine/pageIndex.ts). The buyer's set names buyer menu codes; a buyer opens supplier pages only
// for routes the buyer set does not serve (the "my" pages, whose code both menus hold).

export type { SchemaSet } from '../page/schemaSets.ts';

export const PAGE_SETS: Record<SchemaSet, { dir: string; menus: string[] }> = {
  supplier: { dir: 'schemas/supplier', menus: ['supplier'] },
  buyer: { dir: 'schemas/buyer', menus: ['buyer'] },
  boss: { dir: 'schemas/boss', menus: ['boss'] },
};

export interface PageFile extends JsonFile {
  set: SchemaSet;
}

export function listPageFiles(root: SchemaRoot): PageFile[] {
  return (Object.keys(PAGE_SETS) as SchemaSet[]).flatMap((set) =>
    jsonFilesIn(root, PAGE_SETS[set].dir).map((file) => ({ ...readJsonFile(root, file), set })),
  );
}

export function readJson<T>(root: string, file: string): T {
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
}
