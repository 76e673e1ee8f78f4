import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { cacheControlFor } from '../../server/lib/webAssets';

/** Files kept in memory, served on loopback with the cache headers the product's server gives its build (assets/ immutable). */
export interface MemoryServer {
  base: string;
  close: () => void;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** `files` by path from the root ("/index.html", "/assets/x.js"). */
export function serveFromMemory(files: Map<string, Buffer | string>): Promise<MemoryServer> {
  const server = http.createServer((req, res) => {
    const file = (req.url ?? '/').split(/[?#]/)[0]!;
    const body = files.get(file);
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': cacheControlFor(file.slice(1)) }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() })));
}
