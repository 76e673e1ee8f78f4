import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Writes `file.br` and `file.gz` next to every text file of the build, at the strongest settings (done once at
// build instead of on every request); the server picks one by Accept-Encoding (server/lib/webAssets.ts).
// Files below MIN_BYTES are left alone: their compressed form saves less than a header line.
// SCM_PRECOMPRESS=0 writes none (about 7 s of CPU for brotli at its strongest): for a throwaway build served on this
// machine only, such as a test's copy of the app; the server then sends each file as it is.

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const MIN_BYTES = 1024;

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    // .vite/ holds build reports (manifest, chunk lists), never served to browsers.
    if (e.name.startsWith('.')) return [];
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return textFiles(full);
    return TEXT.test(e.name) ? [full] : [];
  });
}

/** Compresses every text file under `dir`; returns how many files got compressed siblings. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of textFiles(dir)) {
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'scm-precompress',
    apply: (_config, { command }) => command === 'build' && process.env.SCM_PRECOMPRESS !== '0',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the service worker and its precache list included).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}
