import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
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
 * Brotli for answers made per request: quality 3 with a 256 KB window makes a 20-row page as small as the library's
 * default (quality 4, 4 MB window) in less than half the time (measured on a 6 KB list page: 610 vs 612 bytes,
 * 31 vs 74 µs); most of the default's cost is setting up the large window for every answer.
 */
const BROTLI_PARAMS = { [zlibConstants.BROTLI_PARAM_QUALITY]: 3, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 };

/** On-the-fly compression for every route registered after this (register it before the API and the app). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'], brotliOptions: { params: BROTLI_PARAMS } });
}

/**
 * API answers are about one user at one moment: no browser or proxy keeps them (a shared phone's next user, a
 * back button after logout). Set before the handler runs, so a route that means otherwise can still say so.
 */
export function registerApiNoStore(app: FastifyInstance, prefix: string): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith(prefix)) reply.header('cache-control', 'no-store');
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
