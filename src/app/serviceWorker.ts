/**
 * The service worker's life as the page sees it (scripts/build/pwa.ts builds the worker; serviceWorkerStart.ts,
 * fetched after the first screen, registers it). A new build found by a check installs in the background; the page
 * learns it waits (`updateReady`) and applies it only when asked (`applyUpdate`: the new worker takes over, then the
 * page reloads once).
 */

type Listener = () => void;

let updateReady = false;
let applyFn: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<Listener>();

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

/** The registration's answers: how to apply a waiting worker, and that one waits. */
export function workerRegistered(apply: (reload?: boolean) => Promise<void>): void {
  applyFn = apply;
}

export function updateFound(): void {
  updateReady = true;
  listeners.forEach((l) => l());
}
