import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_BASE } from '../../common/apiBase.ts';
import { SW_ROUTES_FILE } from './swRoutes.ts';

/**
 * The installable app: a service worker that keeps the app shell and all of its code (every chunk, lazy ones
 * included, styles, images, the manifest and icons), so a second visit opens with no network. API answers are
 * never cached: they are one user's data at one moment, and a stale order list would mislead.
 *
 * - The manifest is public/manifest.webmanifest (index.html links it), so the plugin writes none.
 * - `prompt`: a new build installs in the background and waits; the page shows "a new version is ready" and
 *   reloads only when tapped (src/app/ShellNotices.tsx), never in the middle of a form.
 * - The Workbox runtime is inlined, so the worker is one file, `sw.js`, served `no-cache` like index.html
 *   (server/lib/webAssets.ts); a browser then sees a new build on its next check.
 * - Static routes (scripts/build/swRoutes.ts): the browser answers the shell and the hashed files from the cache and
 *   sends API calls to the network without running the worker's script, so opening the app needs no worker started.
 * - Pre-compressed siblings (.br, .gz) are written after this plugin and never precached: the browser asks for a
 *   file and the server picks its encoding.
 */
export function pwa(): PluginOption {
  return VitePWA({
    registerType: 'prompt',
    // The app registers the worker itself, after the first screen (ShellNotices), so no script is injected.
    injectRegister: null,
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,jpg,jpeg,webp,gif,woff,woff2,webmanifest,json}'],
      // Build reports (.vite/) are never served to browsers.
      globIgnores: ['.vite/**', '**/*.br', '**/*.gz'],
      // Hashed names change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      // The app routes by hash: every page navigation is the app shell...
      navigateFallback: 'index.html',
      // ...except the API and the server's own pages (the API docs).
      // (and not the studio's preview frame, whose shell the server answers with the framing it allows)
      navigateFallbackDenylist: [new RegExp(`${API_BASE}/`), /\/docs(\/|$)/, /[?&]frame=studio-preview/],
      // No runtime caching: requests outside the precache (all API calls) go to the network as if no worker ran.
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // The first install takes the open page at once (its later lazy chunks come from the cache); an update
      // waits for the tap.
      clientsClaim: true,
      skipWaiting: false,
      inlineWorkboxRuntime: true,
      // The shell, the hashed files and the API skip the worker's script (scripts/build/swRoutes.ts).
      importScripts: [SW_ROUTES_FILE],
      // ECharts is the biggest chunk (~570 KB raw); leave room without precaching something absurd.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}
