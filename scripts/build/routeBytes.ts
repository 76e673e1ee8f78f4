import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// What a route downloads before it is usable, read from the Vite manifest of a build: the static import graph of
// the entry and of the source modules the route loads (its screen or page chunk and the lazy chunks it waits for
// before it draws, such as ECharts for a chart), JavaScript and CSS, in gzip bytes (level 9, as the build
// writes them). Deterministic, so a test can hold every route to a budget.

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): ViteManifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/** The entry chunk's manifest key (index.html). */
export function entryKey(manifest: ViteManifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('the Vite manifest has no entry');
  return key;
}

/** Files (JS and CSS) in the static import closure of the given manifest keys. */
export function closureFiles(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of this build (renamed? update the route's modules)`);
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(walk);
  };
  keys.forEach(walk);
  return files;
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
