import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RouteLike } from '../../common/checks/routeIndex';

// The server's routes as data, kept between runs of the check: loading the server's modules to read them is most of
// a whole-tree check's time (about 400 files through the TypeScript loader), and they change far less often than the
// pages. The copy is keyed by a digest of every file the routes can come from (server/, common/, schemas/ and the
// installed packages' lock): any edit there, saved or not yet committed, loads the modules again.

const SOURCES = ['server', 'common', 'schemas'];
const LOCK = 'package-lock.json';
const CACHE = 'data/cache/server-routes.json';

function filesUnder(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/** A digest of the names and contents of the files the server's routes are made from. */
export function routeSourcesDigest(root: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...SOURCES.flatMap((d) => filesUnder(root, d)), LOCK]) {
    const abs = path.join(root, file);
    if (!fs.existsSync(abs)) continue;
    hash.update(`${file}\0`).update(fs.readFileSync(abs)).update('\0');
  }
  return hash.digest('hex');
}

export function cachedRoutes(root: string, digest: string): readonly RouteLike[] | null {
  try {
    const kept = JSON.parse(fs.readFileSync(path.join(root, CACHE), 'utf8')) as { digest: string; routes: RouteLike[] };
    return kept.digest === digest && Array.isArray(kept.routes) ? kept.routes : null;
  } catch {
    return null;
  }
}

/** Keeps the routes as plain data (what the check reads of them); a copy that cannot be written is simply not kept. */
export function keepRoutes(root: string, digest: string, routes: readonly RouteLike[]): void {
  try {
    const data = routes.map(({ method, url, auth, menuCode, shieldCode, summary, read, schema }) => ({ method, url, auth, menuCode, shieldCode, summary, read, schema }));
    const file = path.join(root, CACHE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written whole under another name, then renamed: a check running beside this one never reads half a file.
    const temp = `${file}.${process.pid}`;
    fs.writeFileSync(temp, JSON.stringify({ digest, routes: data }));
    fs.renameSync(temp, file);
  } catch {
    // read-only checkout, or routes that are not plain data: the next run loads the modules again
  }
}
