import { Toast } from 'antd-mobile';
import { t } from '../i18n';
import { getSession } from '../stores/session';
import { buildAddress, type Query } from './address';
import { NavigationLock } from './navLock';
import { findRoute, HOME_PATH, LOGIN_PATH } from './routes';

// Navigation helpers used by screens and by the API client (which has no React context). They enforce the
// spec's rules: the page must exist, tab pages are reached only by switching, and a repeat navigation to the
// same address (or while one is in flight) is ignored.

interface RouterLocation {
  pathname: string;
  search: string;
  key: string;
}

/** The part of react-router's data router these helpers need; bound once at start-up. */
export interface NavRouter {
  state: { location: RouterLocation };
  navigate(to: number): Promise<void>;
  navigate(to: string, opts?: { replace?: boolean }): Promise<void>;
  subscribe(listener: (state: { location: RouterLocation; historyAction: string }) => void): () => void;
}

let router: NavRouter | null = null;
const lock = new NavigationLock();

export function bindRouter(r: NavRouter): void {
  router = r;
  let lastKey = r.state.location.key;
  r.subscribe((state) => {
    if (state.location.key !== lastKey) {
      lastKey = state.location.key;
      lock.release();
    }
  });
}

function requireRouter(): NavRouter {
  if (!router) throw new Error('router not bound yet');
  return router;
}

export function currentAddress(): string {
  const loc = requireRouter().state.location;
  return loc.pathname + loc.search;
}

export function currentPath(): string {
  return requireRouter().state.location.pathname;
}

/** react-router keeps the position inside the app's own history entries in history.state.idx */
function historyIndex(): number {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : 0;
}

function knownRoute(path: string): boolean {
  if (findRoute(path)) return true;
  console.warn(`[navigate] no such page: ${path}`);
  Toast.show({ content: t('page.unavailable') });
  return false;
}

/** Opens a screen on top of the current one. Tab pages are switched to instead. */
export function navigateTo(path: string, query?: Query): boolean {
  if (!knownRoute(path)) return false;
  if (findRoute(path)?.kind === 'tab') return switchTab(path);
  const target = buildAddress(path, query);
  if (!lock.tryAcquire(target, currentAddress(), Date.now())) return false;
  void requireRouter().navigate(target);
  return true;
}

/** Replaces the current screen (no new history entry). */
export function redirectTo(path: string, query?: Query): boolean {
  if (!knownRoute(path)) return false;
  const target = buildAddress(path, query);
  if (!lock.tryAcquire(target, currentAddress(), Date.now())) return false;
  void requireRouter().navigate(target, { replace: true });
  return true;
}

/** Tab pages sit at the root of the app's history: switching closes the screens stacked above. */
export function switchTab(path: string): boolean {
  if (findRoute(path)?.kind !== 'tab') {
    console.warn(`[navigate] not a tab page: ${path}`);
    return false;
  }
  return relaunch(path);
}

/**
 * Starts over at `path` as the only screen of the app: steps back to the app's first history entry and
 * replaces it, so system back from there leaves the app (spec: back on login and home exits).
 */
export function relaunch(path: string, query?: Query): boolean {
  if (!knownRoute(path)) return false;
  const r = requireRouter();
  const target = buildAddress(path, query);
  const idx = historyIndex();
  if (idx === 0 && !lock.tryAcquire(target, currentAddress(), Date.now())) return false;
  if (idx === 0) {
    void r.navigate(target, { replace: true });
    return true;
  }
  lock.release();
  lock.tryAcquire(target, '', Date.now());
  void stepBack(r, idx).then(() => r.navigate(target, { replace: true }));
  return true;
}

function stepBack(r: NavRouter, steps: number): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: () => void = () => undefined;
    const done = (): void => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    // popstate normally arrives within a frame; the timer only guards against a browser that drops it.
    const timer = setTimeout(done, 1000);
    unsubscribe = r.subscribe((state) => {
      if (state.historyAction === 'POP') done();
    });
    void r.navigate(-steps);
  });
}

/** Leaves the web app: back past its first history entry, or close the window when nothing is before it. */
export function exitApp(): void {
  window.history.go(-(historyIndex() + 1));
  // If the page is still here, there was no earlier entry; a window opened by script (or a WebView) can close.
  setTimeout(() => window.close(), 500);
}

/** The nav bar's back: previous screen, or — when the screen was opened directly — a sensible root. */
export function navigateBack(): void {
  const r = requireRouter();
  if (historyIndex() > 0) {
    void r.navigate(-1);
    return;
  }
  if (findRoute(currentPath())?.backExits) {
    exitApp();
    return;
  }
  relaunch(getSession().token ? HOME_PATH : LOGIN_PATH);
}
