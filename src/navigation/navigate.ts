import { showMessage } from '../api/feedback';
import { t } from '../i18n';
import { getSession } from '../stores/session';
import { buildAddress, sameAddress, type Query } from './address';
import { HOME_PATH, LOGIN_PATH } from '../../common/routes/appPaths';
import * as history from './history';
import { leaveGuard } from './leaveGuard';
import { NavigationLock } from './navLock';
import { routeFacts } from './routeTable';

// Navigation helpers used by screens and by the API client (which has no React context). They enforce the
// spec's rules: the page must exist, tab pages are reached only by switching, and a repeat navigation to the
// same address (or while one is in flight) is ignored.

export interface RouterLocation {
  pathname: string;
  search: string;
  key: string;
}

type LocationListener = (location: RouterLocation, action: string) => void;

/** How the app got to a screen (spec §4: navigate, redirect, relaunch, tab switch, back); 'enter' for the first one. */
export type TransitionHow = 'navigate' | 'redirect' | 'relaunch' | 'switchTab' | 'back' | 'enter';
export interface Transition {
  pathname: string;
  search: string;
  how: TransitionHow;
}
type TransitionListener = (t: Transition) => void;

const transitionListeners = new Set<TransitionListener>();
/** what the app asked for last; a location change nobody asked for is the system's back (or forward) */
let intent: TransitionHow | null = null;
/**
 * A relaunch first steps back through the app's history (those steps are not screens the user saw), then replaces the
 * first entry with `target`; a tab tapped during the steps changes where it ends.
 */
let steppingBack: { target: string; how: 'relaunch' | 'switchTab' } | null = null;

/** Subscribes to screen changes as the user experiences them (usage monitoring). */
export function onTransition(listener: TransitionListener): () => void {
  transitionListeners.add(listener);
  return () => transitionListeners.delete(listener);
}
let current: RouterLocation = { pathname: '/', search: '', key: 'default' };
const listeners = new Set<LocationListener>();
const lock = new NavigationLock();

/** Called by the router once it has drawn a location (action: PUSH, REPLACE or POP). */
export function reportLocation(next: RouterLocation, action: string): void {
  // An entry the app did not make (a typed address) has no key of its own ('default'): its address tells it apart.
  const changed = next.key !== current.key || next.pathname + next.search !== currentAddress();
  current = next;
  history.adoptEntry();
  // Any report ends the navigation in flight, also one that comes back to the drawn location: a push that a Back
  // overtook before its screen was drawn ends on the same entry, and holding the lock then lost the next tap. Only
  // a relaunch's steps back hold it on: the screens they pass (login at the entry, which sends a session home) must
  // not start navigations of their own before the relaunch reaches its screen.
  if (!steppingBack) lock.release();
  // Also a draw of the location already drawn: a relaunch's steps back may end on an entry of the same address.
  for (const listener of [...listeners]) listener(next, action);
  if (!changed || steppingBack) return;
  const how: TransitionHow = intent ?? (action === 'POP' ? 'back' : 'enter');
  intent = null;
  for (const listener of [...transitionListeners]) listener({ pathname: next.pathname, search: next.search, how });
}

function go(to: string | number, opts?: { replace?: boolean }): void {
  if (typeof to === 'number') history.go(to);
  else if (opts?.replace) history.replace(to);
  else history.push(to);
}

export function currentAddress(): string {
  return current.pathname + current.search;
}

export function currentPath(): string {
  return current.pathname;
}

const historyIndex = history.historyIndex;

/**
 * Whether a navigation to `target` may start now: not to where the app is, not during another one (a tab tap takes
 * over one, navLock.ts), and never while a relaunch steps back. Those steps pass screens that start navigations of
 * their own (login at the entry sends a live session home), and on a slow phone drawing them outlasts the lock's hold.
 */
function mayStart(target: string, tabTap = false): boolean {
  if (steppingBack) return false;
  return tabTap ? lock.tryTakeOver(target, currentAddress(), Date.now()) : lock.tryAcquire(target, currentAddress(), Date.now());
}

function knownRoute(path: string): boolean {
  if (routeFacts(path)) return true;
  console.warn(`[navigate] no such page: ${path}`);
  showMessage(t('page.unavailable'));
  return false;
}

/** Opens a screen on top of the current one. Tab pages are switched to instead. */
export function navigateTo(path: string, query?: Query): boolean {
  if (!knownRoute(path)) return false;
  if (routeFacts(path)?.tab) return switchTab(path);
  const target = buildAddress(path, query);
  if (!mayStart(target)) return false;
  intent = 'navigate';
  go(target);
  return true;
}

/** Replaces the current screen (no new history entry). */
export function redirectTo(path: string, query?: Query): boolean {
  if (!knownRoute(path)) return false;
  const target = buildAddress(path, query);
  if (!mayStart(target)) return false;
  intent = 'redirect';
  go(target, { replace: true });
  return true;
}

/**
 * Tab pages sit at the root of the app's history: switching closes the screens stacked above. A tab tap wins over a
 * navigation still on its way to another screen (navLock.ts): on a slow phone the tab bar is there to tap before the
 * screen of the previous tap has drawn.
 */
export function switchTab(path: string): boolean {
  if (!routeFacts(path)?.tab) {
    console.warn(`[navigate] not a tab page: ${path}`);
    return false;
  }
  return startOver(path, undefined, 'switchTab');
}

/**
 * Starts over at `path` as the only screen of the app: steps back to the app's first history entry and
 * replaces it, so system back from there leaves the app (spec: back on login and home exits).
 */
export function relaunch(path: string, query?: Query): boolean {
  return startOver(path, query, 'relaunch');
}

function startOver(path: string, query: Query | undefined, how: 'relaunch' | 'switchTab'): boolean {
  if (!knownRoute(path)) return false;
  const target = buildAddress(path, query);
  if (steppingBack) {
    // A tab tapped while a relaunch steps back is where the relaunch now ends; nothing else may redirect it.
    if (how !== 'switchTab') return false;
    steppingBack = { target, how };
    return true;
  }
  const idx = historyIndex();
  if (idx === 0) {
    if (!mayStart(target, how === 'switchTab')) return false;
    intent = how;
    go(target, { replace: true });
    return true;
  }
  steppingBack = { target, how };
  intent = how;
  void stepBack(idx).then(() => {
    const { target: end, how: endHow } = steppingBack!;
    steppingBack = null;
    intent = endHow;
    // Held afresh from here until the screen is drawn, however long the steps took.
    lock.hold(end, Date.now());
    go(end, { replace: true });
  });
  return true;
}

/**
 * Steps back `steps` entries and settles once the router has drawn where they arrived. The browser says at once that
 * it has arrived (popstate); the draw can take seconds on a slow phone, and a relaunch that went on before it was
 * overtaken by that screen's own start. The first timer only guards against a browser that drops popstate, the
 * second against a draw that never comes (a route whose code failed to load shows its error instead).
 */
function stepBack(steps: number): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(() => done(), 1000);
    const arrived = (): void => {
      clearTimeout(timer);
      // Arrived where the app already is (an address typed twice): the router draws nothing new that could report.
      if (sameAddress(history.windowAddress(), currentAddress())) return done();
      timer = setTimeout(() => done(), 10_000);
    };
    const onLocation: LocationListener = (_loc, action) => {
      if (action === 'POP') done();
    };
    const done = (): void => {
      clearTimeout(timer);
      window.removeEventListener('popstate', arrived);
      listeners.delete(onLocation);
      resolve();
    };
    window.addEventListener('popstate', arrived);
    listeners.add(onLocation);
    go(-steps);
  });
}

/** Leaves the web app: back past its first history entry, or close the window when nothing is before it. */
export function exitApp(): void {
  window.history.go(-(historyIndex() + 1));
  // If the page is still here, there was no earlier entry; a window opened by script (or a WebView) can close.
  setTimeout(() => window.close(), 500);
}

/**
 * The nav bar's back: previous screen, or — when the screen was opened directly — a sensible root: `root` when
 * the caller knows one (a form saved from a link returns to its documents' list), else home.
 */
export function navigateBack(root?: string): void {
  const guard = leaveGuard();
  if (guard) {
    void guard.ask().then((mayGo) => mayGo && goBack(root));
    return;
  }
  goBack(root);
}

/**
 * A Back the app did not start (the phone's or browser's button): the router asks before it moves, when a screen
 * guards its input (src/engine/kinds/form/useLeaveGuard.ts). The app's own moves (the nav bar's back has asked already, a
 * relaunch's steps) pass.
 */
export function isSystemBack(): boolean {
  return intent === null && !steppingBack;
}

function goBack(root?: string): void {
  if (historyIndex() > 0) {
    intent = 'back';
    go(-1);
    return;
  }
  if (routeFacts(currentPath())?.backExits) {
    exitApp();
    return;
  }
  if (root && getSession().token && relaunch(root)) return;
  relaunch(getSession().token ? HOME_PATH : LOGIN_PATH);
}
