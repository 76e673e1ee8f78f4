import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { API_BASE } from '../../common/apiBase.ts';

// The static routes of the app's service worker (InstallEvent.addRoutes, Chrome 123+), written at build into
// sw-routes.js, which sw.js imports (scripts/build/pwa.ts). A worker that is not running has to start before a
// request its fetch handler might answer can go anywhere: ~80 ms of a phone opening the app again (on this machine's
// unthrottled worker thread, the first row of the PO list 345 against 262 ms with the worker running). Static routes
// are answered by the browser itself, so opening the app needs no worker at all:
// - the app's hashed files (assets/) from the precache, where they are kept under their own address;
// - the API straight to the network (the worker keeps no answer, so its handler would only pass them on);
// - the app shell, a navigation to the scope with no query, from a cache of this build's own (`scm-shell-<digest>`),
//   and the tab's icon the shell names. The shell is copied at install only when the server still serves the build this
//   worker precached (its SHA-256, stamped in here at build): a worker of another build must not serve this shell with
//   its files. Without the copy there is no navigation route, and the fetch handler serves the precached shell as
//   before (offline too). Each build's shell cache is removed when a later worker activates.
// Browsers without static routes go through the fetch handler for everything, as before.

export const SW_ROUTES_FILE = 'sw-routes.js';
/** The files the boot shell asks for besides its scripts and styles (assets/): the icons its links name. */
export function shellFiles(html: string): string[] {
  return [...html.matchAll(/<link rel="icon"[^>]* href="\.\/([^"]+)"/g)].map((m) => m[1]!);
}

/** The worker's routes for a build whose index.html has this SHA-256 (hex) and asks for these files. */
export function swRoutesScript(shellDigest: string, files: string[]): string {
  if (!/^[0-9a-f]{64}$/.test(shellDigest)) throw new Error(`swRoutes: "${shellDigest}" is not a SHA-256 in hex`);
  return `// Static routes of the app's service worker: written by scripts/build/swRoutes.ts (see there for why).
(() => {
  const SHELL_DIGEST = '${shellDigest}';
  const SHELL_CACHE = 'scm-shell-' + SHELL_DIGEST.slice(0, 16);
  const scope = new URL(self.registration.scope);
  const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

  /** The shell as the server sends it for a navigation, if it is this build's (else null). */
  async function fetchShell() {
    const res = await fetch(scope.href, { cache: 'reload', credentials: 'same-origin' });
    return res.ok && hex(await crypto.subtle.digest('SHA-256', await res.clone().arrayBuffer())) === SHELL_DIGEST ? res : null;
  }

  /** One of the shell's own files; its route is added only when it is kept. */
  async function keepFile(cache, name) {
    const url = new URL(name, scope).href;
    const res = await fetch(url, { cache: 'reload' });
    if (!res.ok) return false;
    await cache.put(url, res);
    return true;
  }

  self.addEventListener('install', (event) => {
    if (!event.addRoutes) return;
    event.waitUntil(
      (async () => {
        const routes = [
          { condition: { urlPattern: { pathname: scope.pathname + 'assets/*' } }, source: 'cache' },
          { condition: { urlPattern: { pathname: '${API_BASE}/*' } }, source: 'network' },
        ];
        const shell = await fetchShell().catch(() => null);
        if (shell) {
          const cache = await caches.open(SHELL_CACHE);
          await cache.put(scope.href, shell);
          routes.push({ condition: { requestMode: 'navigate', urlPattern: { pathname: scope.pathname, search: '' } }, source: { cacheName: SHELL_CACHE } });
          for (const name of ${JSON.stringify(files)}) {
            if (await keepFile(cache, name).catch(() => false)) routes.push({ condition: { urlPattern: { pathname: new URL(name, scope).pathname } }, source: { cacheName: SHELL_CACHE } });
          }
        }
        await event.addRoutes(routes);
      })().catch(() => undefined),
    );
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith('scm-shell-') && n !== SHELL_CACHE).map((n) => caches.delete(n)))));
  });
})();
`;
}

/** Writes sw-routes.js beside the built index.html, with that file's digest (before the worker is generated). */
export function swRoutes(): Plugin {
  let outDir = 'dist';
  return {
    name: 'scm-sw-routes',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') throw new Error('swRoutes: the build wrote no index.html');
      const digest = createHash('sha256').update(shell.source).digest('hex');
      fs.writeFileSync(path.join(outDir, SW_ROUTES_FILE), swRoutesScript(digest, shellFiles(String(shell.source))));
    },
  };
}
