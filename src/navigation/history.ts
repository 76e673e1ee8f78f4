// Navigation moves through the router's history without knowing the router (src/navigation stays below it and
// free of React): the router hands its three moves over at start-up. The router (react-router's hash history)
// keeps each entry's position in the app's own stack in history.state.idx, which relaunch and the nav bar's back
// read here.

export interface HistoryMoves {
  /** `to` is an app address: '/pages/x?y=1' */
  push(to: string): void;
  replace(to: string): void;
  /** steps through the browser's history; the location changes when the browser says so */
  go(delta: number): void;
}

let moves: HistoryMoves | null = null;

export function installHistory(installed: HistoryMoves): void {
  moves = installed;
}

function installedMoves(): HistoryMoves {
  if (!moves) throw new Error('navigation before the router was installed');
  return moves;
}

export const push = (to: string): void => installedMoves().push(to);
export const replace = (to: string): void => installedMoves().replace(to);
export const go = (delta: number): void => installedMoves().go(delta);

function stateIdx(): number | null {
  const state = window.history.state as { idx?: unknown } | null;
  return state && typeof state.idx === 'number' ? state.idx : null;
}

let lastIdx = 0;

// The browser tells where a Back or Forward landed at once (popstate), while the router reports the location only once
// its screen is drawn. An address typed before that draw (no position of its own) would be counted above the entry
// Back left, not the one it reached, and relaunch would then step back past the app's first entry.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    const idx = stateIdx();
    if (idx !== null) lastIdx = idx;
  });
}

/** The address of the window's current entry, which the router draws next if it has not yet: '/pages/x?y=1'. */
export function windowAddress(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

/** The current entry's position in the app's stack (0: the entry the app was opened on). */
export function historyIndex(): number {
  return stateIdx() ?? lastIdx;
}

/**
 * Called once a location is drawn. An address typed into the bar (or a link to another hash) is an entry the app did
 * not make and carries no position: it becomes one of the app's, one step above the entry it came from.
 */
export function adoptEntry(): void {
  const idx = stateIdx();
  if (idx !== null) {
    lastIdx = idx;
    return;
  }
  lastIdx += 1;
  window.history.replaceState({ ...(window.history.state as object | null), idx: lastIdx }, '');
}
