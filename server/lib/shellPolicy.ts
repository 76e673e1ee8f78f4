import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { deploymentCsp, cspHeader } from './securityHeaders';
import { vendorWebsiteOrigin } from './vendorWebsite';

// The app shell (index.html) carries inline scripts written by the build (the first calls, scripts/build/shellCalls.ts;
// the module loader, classicScripts.ts; the first round's files, firstRoundPreload.ts) and the entry's style sheets as inline style elements (scripts/build/inlineEntryStyles.ts). The policy of every other
// answer allows neither; the shell's allows exactly the scripts and styles it carries, by their SHA-256, so nothing
// injected next to them could run or restyle the page. Read from the file (kept while it and the vendor
// website setting are unchanged), so a rebuild served by a running server gets its own hashes.

const cached = new Map<string, { mtimeMs: number; vendor: string | null; header: string }>();

/**
 * Whether a request asks for the shell the studio's preview frames (`/?frame=studio-preview`, PreviewFrame.tsx): the
 * one document this server lets a page of its own origin frame. Every other answer keeps refusing any framing.
 */
export const isPreviewFrameRequest = (url: string): boolean => new URLSearchParams(url.split('?')[1] ?? '').get('frame') === 'studio-preview';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** The non-empty bodies of an HTML text's elements that `element` matches (its first group). */
const bodiesOf = (html: string, element: RegExp): string[] => [...html.matchAll(element)].map((m) => m[1]!).filter((body) => body.length > 0);
const sha256Sources = (bodies: string[]) => bodies.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);

/** The texts of an HTML text's style elements (the shell's: the entry's style sheets, scripts/build/inlineEntryStyles.ts). */
export const styleBodies = (html: string): string[] => bodiesOf(html, STYLE_ELEMENT);

/** 'sha256-…' sources of the inline scripts of an HTML text. */
export const inlineScriptHashes = (html: string): string[] => sha256Sources(bodiesOf(html, INLINE_SCRIPT));

/** 'sha256-…' sources of the style elements of an HTML text. */
export const inlineStyleHashes = (html: string): string[] => sha256Sources(styleBodies(html));

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
