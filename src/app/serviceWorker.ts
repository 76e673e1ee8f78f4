/// <reference types="vite-plugin-pwa/vanillajs" />

/**
 * The service worker's life as the page sees it (scripts/build/pwa.ts builds the worker). Registered once, after
 * the first screen, and only in a build (the dev server has no worker). A new build found by a check installs in
 * the background; the page learns it waits (`updateReady`) and applies it only when asked (`applyUpdate`: the
 * new worker takes over, then the page reloads once).
 */

type Listener = () => void;

let updateReady = false;
let applyFn: ((reload?: boolean) => Promise<void>) | null = null;
let started = false;
const listeners = new Set<Listener>();

/** A phone keeps the app open for days without navigating (hash routes): look for a new build now and then too. */
const checkEveryMs = 60 * 60_000;

export function subscribeUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateReady(): boolean {
  return updateReady;
}

/**
 * The waiting worker takes over, then the page reloads once, on the new build. The reload hangs on the change of
 * controller itself: workbox-window reports it as an update only for pages that were controlled when they
 * registered, and the very first page of a phone was not.
 */
export function applyUpdate(): void {
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  void applyFn?.(true);
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (navigator.onLine) void registration.update().catch(() => {});
  };
  setInterval(check, checkEveryMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

export async function startServiceWorker(): Promise<void> {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  const { registerSW } = await import('virtual:pwa-register');
  applyFn = registerSW({
    onNeedRefresh: () => {
      updateReady = true;
      listeners.forEach((l) => l());
    },
    // The reload is applyUpdate's, after the tap; never one of the library's own.
    onNeedReload: () => {},
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
  });
}
