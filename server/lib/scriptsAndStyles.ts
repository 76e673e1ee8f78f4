import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_ONLY_HEADERS } from './securityHeaders';

// The build's hashed scripts and style sheets, answered from memory. A first visit asks for twenty to thirty of them
// at once over the browser's six connections, so the time the server spends on each one is paid in line, several
// times over: read from disk per request (stat, open, stream) each took ~1.5–2 ms of the server's single thread;
// from memory it is a copy into the socket. A file's bytes never change under its hashed name, so what was read once
// stays true for the life of the process (and keeps answering pages of an earlier build after a rebuild removed it).
// A build written into the folder while the server runs is found too: its shell (index.html) is read afresh on every
// request, so the names it asks for must be answerable without a restart; a name not in the list reads the folder's
// listing again, at most once per RELIST_MS (a flood of made-up names costs one listing a second).

/** Files handled here: a script or style sheet directly under assets/ (their .br/.gz siblings are written at build). */
export const SCRIPT_OR_STYLE = /^[^/]+\.(js|css)$/;

/** Shortest time between two readings of the folder's listing for a name it did not hold. */
export const RELIST_MS = 1000;

const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings the browser accepts, in our order of preference (brotli, gzip, none); q=0 refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined, available: ReadonlySet<Encoding>): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.has('br') && ok('br')) return 'br';
  if (available.has('gzip') && ok('gzip')) return 'gzip';
  return 'identity';
}

interface Held {
  type: string;
  bodies: Map<Encoding, Buffer>;
}

/**
 * Registers GET (and HEAD) /assets/:file for the scripts and style sheets `assetsDir` holds (listed at start and again
 * for a name the list lacks, at most once per `relistMs`; each read on first use), with the given cache policy. Other
 * names answer 404 (an asset of an older build that was never read here: the page offers a reload).
 */
export function registerScriptsAndStyles(app: FastifyInstance, assetsDir: string, cacheControl: string, relistMs = RELIST_MS): void {
  const list = () => new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).filter((n) => SCRIPT_OR_STYLE.test(n)) : []);
  let names = list();
  let listedAt = performance.now();
  const held = new Map<string, Held>();
  const listed = (name: string): boolean => {
    if (names.has(name) || !SCRIPT_OR_STYLE.test(name) || performance.now() - listedAt < relistMs) return names.has(name);
    names = list();
    listedAt = performance.now();
    return names.has(name);
  };
  const read = (name: string): Held | null => {
    const found = held.get(name);
    if (found) return found;
    if (!listed(name)) return null;
    const file = path.join(assetsDir, name);
    try {
      const bodies = new Map<Encoding, Buffer>([['identity', fs.readFileSync(file)]]);
      for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
        if (fs.existsSync(file + suffix)) bodies.set(encoding, fs.readFileSync(file + suffix));
      }
      const asset = { type: TYPES[path.extname(name).slice(1)]!, bodies };
      held.set(name, asset);
      return asset;
    } catch (err) {
      // Listed, then removed before its first request (a rebuild emptied the folder): as if it never was.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      names.delete(name);
      return null;
    }
  };

  app.get<{ Params: { file: string } }>('/assets/:file', { compress: false }, async (req: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const asset = read(req.params.file);
    if (!asset) return reply.status(404).type('text/plain').header('cache-control', 'no-store').send('not found');
    const encoding = chooseEncoding(req.headers['accept-encoding'], new Set(asset.bodies.keys()));
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    reply.header('content-type', asset.type).header('cache-control', cacheControl).header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(asset.bodies.get(encoding));
  });
}
