import { installRouteTable } from '../navigation/routeTable';

// The entry carries only the router and the hand-written screens' declarations; the full route table (with the
// page index and the menus) is its own chunk. The router asks for it as soon as an address is not one of the
// screens open to anyone (login, agreements), so it travels beside that screen's chunk; on login it loads once
// the screen is drawn and the browser is idle.

export type AppRoutesModule = typeof import('./appRoutes');

let loaded: AppRoutesModule | null = null;
let loading: Promise<AppRoutesModule> | null = null;

export function loadAppRoutes(): Promise<AppRoutesModule> {
  loading ??= import('./appRoutes').then(
    (m) => {
      loaded = m;
      installRouteTable(m.routeFacts, m.routeAdmits);
      return m;
    },
    (err: unknown) => {
      // A chunk that failed to arrive (network) is asked for again on the next navigation.
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The table when it has loaded; null before. */
export function appRoutesNow(): AppRoutesModule | null {
  return loaded;
}
