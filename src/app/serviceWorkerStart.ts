/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { updateFound, workerRegistered } from './serviceWorker';

// Registers the service worker (once, after the first screen, and only in a build: the dev server has no worker).

let started = false;

/** A phone keeps the app open for days without navigating (hash routes): look for a new build now and then too. */
const checkEveryMs = 60 * 60_000;

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (navigator.onLine) void registration.update().catch(() => {});
  };
  setInterval(check, checkEveryMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

export function startServiceWorker(): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  const apply = registerSW({
    onNeedRefresh: updateFound,
    // The reload is applyUpdate's, after the tap; never one of the library's own.
    onNeedReload: () => {},
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
  });
  workerRegistered(apply);
}
