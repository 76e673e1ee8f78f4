import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { precompressDir } from '../../scripts/build/precompress';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/types';
import { route } from '../../server/lib/routeSpec';
import { DOCUMENT_ONLY_HEADERS } from '../../server/lib/securityHeaders';
import { chooseEncoding, RELIST_MS } from '../../server/lib/scriptsAndStyles';
import { IMMUTABLE, LARGE_BROTLI, REVALIDATE, SMALL_ANSWER, SMALL_BROTLI } from '../../server/lib/webAssets';

// Every kind of answer the server gives, as a browser asks for it (Accept-Encoding: br, gzip): the encoding it
// comes in and how long it may be kept. A scratch build folder (compressed the way `vite build` does), so the
// test does not depend on what dist/ holds right now; no database (the routes here never touch it).

const big = (n: number) => Array.from({ length: n }, (_, i) => `row ${i} 供应商`).join(' ');
const files: Record<string, string> = {
  'index.html': `<!doctype html><html><head><title>scm</title></head><body><div id="root"></div><!-- ${big(200)} --></body></html>`,
  'sw.js': `self.addEventListener('fetch', () => {}); // ${big(200)}`,
  'assets/index-AbC123.js': `console.log(${JSON.stringify(big(400))});`,
  'assets/index-AbC123.css': `body { color: red; } /* ${big(300)} */`,
  'assets/logo-XyZ789.svg': `<svg xmlns="http://www.w3.org/2000/svg"><title>${big(100)}</title></svg>`,
  'assets/tiny-Q1w2E3.js': 'export {};',
};

const rows = Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `供应商 ${i}` }));
const listAnswer = { type: 'object', properties: { rows: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } } } } as const;

let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-web-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  precompressDir(root);
  const routes = [
    route({ method: 'GET', url: '/test/big', auth: 'none', summary: 'a long answer', schema: { response: listAnswer }, handler: async () => ({ rows: rows.slice(0, 200) }) }),
    route({ method: 'GET', url: '/test/long', auth: 'none', summary: 'a report-sized answer', schema: { response: listAnswer }, handler: async () => ({ rows }) }),
    route({ method: 'GET', url: '/test/page', auth: 'none', summary: 'a page of a list', schema: { response: listAnswer }, handler: async () => ({ rows: rows.slice(0, 40) }) }),
    route({ method: 'GET', url: '/test/small', auth: 'none', summary: 'a short answer', schema: { response: listAnswer }, handler: async () => ({ rows: rows.slice(0, 1) }) }),
  ];
  app = await buildApp({ db: {} as Kysely<Database>, webRoot: root, routes });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, encoding = 'br, gzip') => app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (enc === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe('built app files', () => {
  it.each([
    ['/assets/index-AbC123.js', 'assets/index-AbC123.js', /javascript/],
    ['/assets/index-AbC123.css', 'assets/index-AbC123.css', /text\/css/],
    ['/assets/logo-XyZ789.svg', 'assets/logo-XyZ789.svg', /image\/svg\+xml/],
  ])('%s: brotli from the build, kept a year without revalidation', async (url, file, type) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(res)).toBe(files[file]);
    expect(res.rawPayload.length).toBeLessThan(files[file]!.length / 3);
  });

  it('gzip for a browser without brotli, identity for one that accepts neither', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(files['assets/index-AbC123.js']);
    const plain = await get('/assets/index-AbC123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['assets/index-AbC123.js']);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('a hashed file too small to compress is still kept a year', async () => {
    const res = await get('/assets/tiny-Q1w2E3.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(res)).toBe(files['assets/tiny-Q1w2E3.js']);
  });

  it.each(['/', '/index.html', '/pages/some/route'])('%s: the app shell, compressed and revalidated on every use', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(decoded(res)).toBe(files['index.html']);
  });

  it('the service worker is revalidated on every use (a new version is found at once)', async () => {
    const res = await get('/sw.js');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it.each([
    ['/assets/index-AbC123.js', 'br, gzip'],
    ['/assets/index-AbC123.css', 'gzip'],
    ['/assets/tiny-Q1w2E3.js', 'identity'],
  ])('%s (%s): a hashed script or style sheet carries no document-only header, and keeps the rest', async (url, encoding) => {
    const res = await get(url, encoding);
    expect(res.statusCode).toBe(200);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], name).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each(['/', '/sw.js', '/assets/logo-XyZ789.svg'])('%s: a document, a worker or an image one may open keeps every security header', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], name).toBeDefined();
  });

  it('an asset of an older build answers 404, never the shell, and is not cached', async () => {
    const res = await get('/assets/index-Old000.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a build written into the folder while the server runs: its new scripts are answered, a file it removed keeps answering once read', async () => {
    // (the first list was read at start; RELIST_MS keeps a second reading a second away)
    await new Promise((resolve) => setTimeout(resolve, RELIST_MS + 50));
    expect((await get('/assets/index-AbC123.js')).statusCode).toBe(200);
    fs.writeFileSync(path.join(root, 'assets/index-New456.js'), `console.log(${JSON.stringify(big(300))});`);
    precompressDir(root);
    fs.rmSync(path.join(root, 'assets/index-AbC123.js'));
    const fresh = await get('/assets/index-New456.js');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(decoded(fresh)).toContain('row 299');
    // read before the rebuild removed it: a page of the earlier build still gets it
    expect((await get('/assets/index-AbC123.js')).statusCode).toBe(200);
    // a name neither listed nor written: 404, and the listing is not read again within RELIST_MS
    const reads = vi.spyOn(fs, 'readdirSync');
    expect((await get('/assets/index-None00.js')).statusCode).toBe(404);
    expect((await get('/assets/index-None01.js')).statusCode).toBe(404);
    expect(reads).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, RELIST_MS + 50));
    expect((await get('/assets/index-None02.js')).statusCode).toBe(404);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it('a script asked with HEAD gets its headers and length, no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.rawPayload.length).toBe(0);
  });

  it.each(['/assets/..%2Findex.html', '/assets/index.html', '/assets/index-AbC123.js.br', '/assets/%2E%2E.js'])('%s: only the scripts and style sheets of the build are answered', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/<html/);
  });
});

describe('choosing an encoding', () => {
  const all = new Set(['br', 'gzip', 'identity'] as const);
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    [undefined, 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header, all)).toBe(expected);
  });

  it('never one the build did not write', () => {
    expect(chooseEncoding('br, gzip', new Set(['identity'] as const))).toBe('identity');
  });
});

describe('API answers', () => {
  it('JSON above the threshold is compressed per request (brotli, else gzip)', async () => {
    const br = await get('/mobile/api/test/big');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(decoded(br)).data.rows).toHaveLength(200);
    const gz = await get('/mobile/api/test/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gz)).data.rows).toHaveLength(200);
  });

  it('a page-sized answer at brotli\'s fastest quality, a long one at a stronger one', async () => {
    const page = await get('/mobile/api/test/page');
    const body = decoded(page);
    expect(body.length).toBeLessThanOrEqual(SMALL_ANSWER);
    expect(page.rawPayload.equals(brotliCompressSync(Buffer.from(body), SMALL_BROTLI))).toBe(true);
    const long = await get('/mobile/api/test/long');
    const longBody = Buffer.from(decoded(long));
    expect(longBody.length).toBeGreaterThan(SMALL_ANSWER);
    // The stream's bytes may be cut differently from a one-shot encoding; its size is the stronger quality's.
    const [strong, fast] = [brotliCompressSync(longBody, LARGE_BROTLI).length, brotliCompressSync(longBody, SMALL_BROTLI).length];
    expect(strong).toBeLessThan(fast);
    expect(Math.abs(long.rawPayload.length - strong)).toBeLessThan(fast - strong);
  });

  it('JSON below the threshold goes as it is', async () => {
    const res = await get('/mobile/api/test/small');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.rows).toHaveLength(1);
  });

  it('is never kept by the browser or a proxy', async () => {
    for (const url of ['/mobile/api/test/big', '/mobile/api/test/small']) expect((await get(url)).headers['cache-control']).toMatch(/no-store/);
  });
});
