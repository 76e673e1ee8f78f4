import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { cspDirectives, cspHeader } from './securityHeaders';

// The app shell (index.html) carries one inline script written by the build (scripts/build/firstRoundPreload.ts).
// The policy of every other answer allows no inline script; the shell's allows exactly the scripts it carries, by
// their SHA-256, so nothing injected next to them could run. Read from the file (kept while it is unchanged), so
// a rebuild served by a running server gets its own hashes.

let cached: { file: string; mtimeMs: number; header: string } | null = null;

/** 'sha256-…' sources of the inline scripts of an HTML text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1]!)
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The Content-Security-Policy header of the shell at `file`. */
export function shellPolicy(file: string): string {
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.header;
  const hashes = mtimeMs ? inlineScriptHashes(fs.readFileSync(file, 'utf8')) : [];
  const header = cspHeader({ 'script-src': [...cspDirectives['script-src']!, ...hashes] });
  cached = { file, mtimeMs, header };
  return header;
}
