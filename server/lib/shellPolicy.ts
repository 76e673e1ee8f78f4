import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { deploymentCsp, cspHeader } from './securityHeaders';
import { vendorWebsiteOrigin } from './vendorWebsite';

// The app shell (index.html) carries one inline script written by the build (scripts/build/firstRoundPreload.ts) and
// the entry's style sheets as inline style elements (scripts/build/inlineEntryStyles.ts). The policy of every other
// answer allows neither; the shell's allows exactly the scripts and styles it carries, by their SHA-256, so nothing
// injected next to them could run or restyle the page. Read from the file (kept while it and the vendor
// website setting are unchanged), so a rebuild served by a running server gets its own hashes.

const cached = new Map<string, { mtimeMs: number; vendor: string | null; header: string }>();

/**
 * Whether a request asks for the shell the studio's preview frames (`/?frame=studio-preview`, PreviewFrame.tsx): the
 * one document this server lets a page of its own origin frame. Every other answer keeps refusing any framing.
 */
export const isPreviewFrameRequest = (url: string): boolean => new URLSearchParams(url.split('?')[1] ?? '').get('frame') === 'studio-preview';

const sha256Source = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** 'sha256-…' sources of the inline scripts of an HTML text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1]!)
    .filter((body) => body.length > 0)
    .map(sha256Source);
}

/** 'sha256-…' sources of the style elements of an HTML text. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!).filter((body) => body.length > 0).map(sha256Source);
}

/** The Content-Security-Policy header of the shell at `file`; `framedBySelf`: the preview's copy, framed by the studio. */
export function shellPolicy(file: string, framedBySelf = false): string {
  const key = `${file}\0${framedBySelf}`;
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const vendor = vendorWebsiteOrigin();
  const held = cached.get(key);
  if (held?.mtimeMs === mtimeMs && held.vendor === vendor) return held.header;
  const html = mtimeMs ? fs.readFileSync(file, 'utf8') : '';
  const csp = deploymentCsp();
  const header = cspHeader({
    'script-src': [...csp['script-src']!, ...inlineScriptHashes(html)],
    'style-src-elem': [...csp['style-src-elem']!, ...inlineStyleHashes(html)],
    ...(framedBySelf ? { 'frame-ancestors': ["'self'"] } : {}),
  });
  cached.set(key, { mtimeMs, vendor, header });
  return header;
}
