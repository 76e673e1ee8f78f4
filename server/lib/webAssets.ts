import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import zlib, { constants as zlibConstants } from 'node:zlib';
import { registerScriptsAndStyles } from './scriptsAndStyles';
import { DOCUMENT_ONLY_HEADERS } from './securityHeaders';
import { isPreviewFrameRequest, shellPolicy } from './shellPolicy';

// How the server sends text over the wire and how long browsers keep it:
// - the built web app: brotli and gzip files written next to each asset at build (scripts/build/precompress.ts),
//   chosen by Accept-Encoding, so nothing is compressed per request;
// - API JSON (and any other text answer): compressed on the fly above COMPRESS_THRESHOLD bytes;
// - hashed files under /assets/ never change under their name: a year, immutable (no revalidation on a visit);
//   everything else of the app (index.html, the service worker, the web manifest, icons) is revalidated on
//   every use (no-cache: a new build shows at once); API answers are no-store.

/** Below this many bytes a compressed answer saves less than its headers and CPU cost. */
export const COMPRESS_THRESHOLD = 1024;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Cache policy of a file of the built app, by its path inside the build folder. */
export function cacheControlFor(relativePath: string): string {
  return /^assets\//.test(relativePath.replace(/\\/g, '/')) ? IMMUTABLE : REVALIDATE;
}

/** A hashed script or style sheet of the build: loaded by the page, never opened as a document or run as a worker. */
export function isSubresource(relativePath: string): boolean {
  return /^assets\/[^/]+\.(js|css)$/.test(relativePath.replace(/\\/g, '/'));
}

/**
 * Brotli for answers made per request, by size. Up to SMALL_ANSWER bytes (a page of a list, a document): quality 1,
 * its one-pass encoder, compressed at once. On a 20-row list page it makes 942 bytes of 3.9 KB where quality 3 made
 * 770 (gzip level 1, nginx's default for dynamic answers, 928), and under 20 connections it took 46-47 µs of the
 * server's time a request against 99-105 at quality 3, 7 % of all the server spends on one (CPU profiles of the
 * return list at scale large, docs/decisions.md): the phone pays ~1 ms for the extra bytes at 4G's 1.6 Mbps, the
 * server answers ~13 % more pages a second. Larger answers (reports, long pages) are streamed through the thread
 * pool at quality 3, where the bytes reach the link: a 100-row page of 32 KB is 3.0 KB at quality 3, 4.0 KB at 1.
 * Both with a 256 KB window: the library's default (4 MB) costs more to set up for every answer than it saves here.
 */
export const SMALL_ANSWER = 8 * 1024;
const brotliAt = (quality: number) => ({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } });
export const SMALL_BROTLI = brotliAt(1);
export const LARGE_BROTLI = brotliAt(3);
/** The plugin's zlib: its synchronous brotli takes only small answers (syncThreshold below), its stream the rest. */
const brotliBySize = {
  ...zlib,
  brotliCompressSync: (payload: Buffer) => zlib.brotliCompressSync(payload, SMALL_BROTLI),
  createBrotliCompress: () => zlib.createBrotliCompress(LARGE_BROTLI),
};

/** On-the-fly compression for every route registered after this (register it before the API and the app). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, syncThreshold: SMALL_ANSWER, encodings: ['br', 'gzip'], zlib: brotliBySize });
}

/**
 * API answers are about one user at one moment: no browser or proxy keeps them (a shared phone's next user, a
 * back button after logout). Set before the handler runs, so a route that means otherwise can still say so.
 */
export function registerApiNoStore(app: FastifyInstance, prefix: string): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith(prefix)) reply.header('cache-control', 'no-store');
    done();
  });
}

/** The built web app at /, with its pre-compressed siblings and cache headers; other paths get the app shell. */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  fs.mkdirSync(webRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: webRoot,
    // One route per file of the build, listed at start-up: a wildcard route would read the folder's listing on every
    // request to refuse other spellings of a name, which made each asset cost ~1 ms of the server's time and kept a
    // first visit's thirty files waiting in line. A file rebuilt under the same name (the service worker, index.html)
    // is read afresh on every request, and the hashed scripts and style sheets a new build's shell asks for are found
    // without a restart (scriptsAndStyles.ts); a file of another new name is served from the next start.
    wildcard: false,
    // The hashed scripts and style sheets are answered from memory (scriptsAndStyles.ts).
    globIgnore: ['assets/*.{js,css}', 'assets/*.{js,css}.{br,gz}'],
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(webRoot, filePath).replace(/\.(br|gz)$/, '');
      reply.header('cache-control', cacheControlFor(relative));
      if (isSubresource(relative)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      if (relative === 'index.html') {
        // The studio's preview frame asks for the shell with its own query: that copy may be framed by this origin.
        const framed = isPreviewFrameRequest(reply.request.url);
        reply.header('content-security-policy', shellPolicy(path.join(webRoot, 'index.html'), framed));
        if (framed) reply.header('x-frame-options', 'SAMEORIGIN');
      }
    },
  });
  registerScriptsAndStyles(app, path.join(webRoot, 'assets'), IMMUTABLE);
  // The app routes by hash, so any other path gets the app shell.
  // A missing file (an asset of an older build) answers 404 rather than the shell, so the lazy-load error
  // placeholder can offer a reload instead of the browser choking on HTML served as JavaScript.
  app.setNotFoundHandler((req, reply) => {
    if (/\.[a-z0-9]+$/i.test(req.url.split('?')[0]!)) return reply.status(404).type('text/plain').header('cache-control', 'no-store').send('not found');
    return fs.existsSync(path.join(webRoot, 'index.html'))
      ? reply.sendFile('index.html')
      : reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`, then start the server again (`npm start` does both).');
  });
}
