import { installRouteTable } from '../navigation/routeTable';

// The entry carries only the router and the hand-written screens' declarations; the full route table (with the
// page index and the menus) is its own chunk. The router asks for it as soon as the first route is not one of the
// screens open to anyone (login, agreements), so it travels beside that screen's chunk; on login it loads once
// the screen is drawn and the browser is idle.

export type AppRoutesModule = typeof import('./appRoutes');

let loaded: AppRoutesModule | null = null;
let loading: Promise<AppRoutesModule> | null = null;
let failed = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function loadAppRoutes(): Promise<AppRoutesModule> {
  loading ??= import('./appRoutes').then(
    (m) => {
      loaded = m;
      failed = false;
      installRouteTable(m.appRoutes.facts);
      notify();
      return m;
    },
    (err: unknown) => {
      // A chunk that failed to arrive (network) is asked for again on the next navigation.
      loading = null;
      failed = true;
      notify();
      throw err;
    },
  );
  return loading;
}

/** The table when it has loaded; null before (or after a failed load: see `appRoutesFailed`). */
export function appRoutesNow(): AppRoutesModule | null {
  return loaded;
}

export function appRoutesFailed(): boolean {
  return failed;
}

/** For useSyncExternalStore. */
export function onAppRoutes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
