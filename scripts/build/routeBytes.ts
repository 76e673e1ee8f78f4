import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// What a route downloads before it is usable, read from the chunk table of a build (.vite/chunk-modules.json,
// scripts/build/chunkModules.ts): the static import graph of the entry and of the chunks holding the source modules
// the route loads (its screen or page module and the lazy modules it waits for before it draws, such as ECharts for
// a chart), JavaScript and CSS, in gzip bytes (level 9, as the build writes them). Modules are looked up by name, not
// by chunk: several dynamically imported modules may share one chunk (scripts/build/chunkGroups.ts). Deterministic,
// so a test can hold every route to a budget.

export interface BuiltChunk {
  isEntry: boolean;
  imports: string[];
  css: string[];
  /** source modules inside, relative to the project (`src/…`, `schemas/…json?page`, `node_modules/…`) */
  modules: string[];
}

/** The route table: every route past login loads it (the page index, menus, permissions). */
export const ROUTE_TABLE = 'src/router/appRoutes.ts';
/** The engine's page frame, which every route without a hand-written screen loads (besides its page module, if a file serves it). */
export const PAGE_FRAME = ['src/engine/SchemaPage.tsx'];
/** Both: what a schema route loads besides its page module. */
export const SCHEMA_FRAME = [ROUTE_TABLE, ...PAGE_FRAME];

/** Built chunks by file name (`assets/…js`). */
export type ChunkTable = Record<string, BuiltChunk>;

export function readChunks(dist: string): ChunkTable {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'chunk-modules.json'), 'utf8')) as ChunkTable;
}

/** The entry chunk's file (index.html's script). */
export function entryFile(chunks: ChunkTable): string {
  const file = Object.keys(chunks).find((f) => chunks[f]!.isEntry);
  if (!file) throw new Error('the build has no entry chunk');
  return file;
}

/** The chunk that holds a source module. */
export function chunkOf(chunks: ChunkTable, module: string): string {
  const file = Object.keys(chunks).find((f) => chunks[f]!.modules.includes(module));
  if (!file) throw new Error(`${module} is in no chunk of this build (renamed? update the route's modules)`);
  return file;
}

/** Files (JS and CSS) in the static import closure of the entry and of the chunks holding the given modules. */
export function closureFiles(chunks: ChunkTable, modules: readonly string[]): Set<string> {
  const files = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = chunks[file]!;
    chunk.css.forEach((c) => files.add(c));
    chunk.imports.forEach(walk);
  };
  [entryFile(chunks), ...modules.map((m) => chunkOf(chunks, m))].forEach(walk);
  return files;
}

/** Source modules inside the given files. */
export function modulesIn(chunks: ChunkTable, files: Iterable<string>): string[] {
  return [...files].flatMap((f) => chunks[f]?.modules ?? []);
}

const gzCache = new Map<string, number>();

/** gzip -9 bytes of one built file. */
export function gzBytes(dist: string, file: string): number {
  const full = path.join(dist, file);
  let n = gzCache.get(full);
  if (n === undefined) {
    n = gzipSync(fs.readFileSync(full), { level: 9 }).length;
    gzCache.set(full, n);
  }
  return n;
}

export function totalGz(dist: string, files: Iterable<string>): number {
  let sum = 0;
  for (const f of files) sum += gzBytes(dist, f);
  return sum;
}

export type RouteKindName = 'login' | 'screen' | 'unavailable' | 'list' | 'detail' | 'detail+chart' | 'report' | 'report+chart' | 'dashboard' | 'dashboard+chart' | 'form';

/** The targets of JS + CSS (gzip) a route of each kind loads before it is usable: tests/build/bundleBudget.test.ts holds every route to them, the bytes bench the main screens (bench/run.ts). */
// react-router's data router (~23 KB gz, in the entry every route loads) moved login 90 → 110, screen 150 → 160, and
// with TanStack Table's column model list and report 150 → 170 (docs/decisions.md, the router).
export const ROUTE_BUDGET_KB: Record<RouteKindName, number> = {
  login: 110,
  // hand-written screens (home, my, choose supplier, agreements) and "not available yet" weigh what a list may
  screen: 160,
  unavailable: 150,
  list: 170,
  detail: 150,
  // a page with a chart also waits for its still frame (the SVG the server draws); ECharts comes with the first tap
  'detail+chart': 250,
  report: 170,
  'report+chart': 250,
  dashboard: 150,
  'dashboard+chart': 250,
  form: 220,
};
