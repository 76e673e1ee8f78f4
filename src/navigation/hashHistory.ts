// The app's history, kept in the address's hash (spec §2: base '/', the server only ever serves index.html):
// `#/pages/...?a=1`. Each entry the app creates carries `{ key, idx }` in history.state: the key tells one visit
// of an address from another (a screen is fresh on every visit), idx is the entry's position in the app's own
// stack, which relaunch and the nav bar's back read. No React here: the router subscribes, navigation drives it.

export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

export interface HistoryLocation {
  pathname: string;
  search: string;
  /** one visit of one history entry; 'default' for the entry the app was opened on, before it moved */
  key: string;
  idx: number;
}

export interface HistorySnapshot {
  location: HistoryLocation;
  action: HistoryAction;
}

interface EntryState {
  key?: unknown;
  idx?: unknown;
}

const newKey = (): string => Math.random().toString(36).slice(2, 10);

/** '#/a/b?x=1' → pathname '/a/b', search '?x=1'; an empty hash is '/'. */
export function parseHash(hash: string): { pathname: string; search: string } {
  const raw = hash.replace(/^#/, '');
  const q = raw.indexOf('?');
  const pathPart = q < 0 ? raw : raw.slice(0, q);
  const search = q < 0 || q === raw.length - 1 ? '' : raw.slice(q);
  let pathname = pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
  try {
    pathname = decodeURI(pathname);
  } catch {
    // a malformed escape stays as typed: the route table simply does not know it
  }
  return { pathname, search };
}

function readEntry(): { key: string | null; idx: number | null } {
  const state = window.history.state as EntryState | null;
  return {
    key: state && typeof state.key === 'string' ? state.key : null,
    idx: state && typeof state.idx === 'number' ? state.idx : null,
  };
}

function writeEntry(method: 'pushState' | 'replaceState', key: string, idx: number, to?: string): void {
  const state = { ...(window.history.state as object | null), key, idx };
  const url = to === undefined ? undefined : `#${to}`;
  try {
    window.history[method](state, '', url);
  } catch {
    // Safari refuses more than 100 history calls in 30 s; the page still has to go where it was asked.
    if (url !== undefined) window.location[method === 'pushState' ? 'assign' : 'replace'](url);
  }
}

let snapshot: HistorySnapshot | null = null;
const listeners = new Set<() => void>();

function set(next: HistorySnapshot): void {
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

function onPopState(): void {
  const { key, idx } = readEntry();
  const prev = current().location;
  if (idx !== null) {
    set({ location: { ...parseHash(window.location.hash), key: key ?? 'default', idx }, action: 'POP' });
    return;
  }
  // An address typed into the bar (or a link to another hash): a new entry the app did not make. It becomes one
  // of the app's, one step above the entry it replaced the view of.
  const entry = { key: newKey(), idx: prev.idx + 1 };
  writeEntry('replaceState', entry.key, entry.idx);
  set({ location: { ...parseHash(window.location.hash), ...entry }, action: 'POP' });
}

// The address is watched from the first read on, for the page's whole life: a change that came while no screen was
// subscribed (start-up, between a route's chunks) would otherwise leave the snapshot on the address before it.
let watching = false;

/** The current entry; the first call adopts the entry the app was opened on (idx 0 unless reloaded mid-stack). */
export function current(): HistorySnapshot {
  if (!watching) {
    watching = true;
    window.addEventListener('popstate', onPopState);
  }
  if (!snapshot) {
    const { key, idx } = readEntry();
    if (idx === null) writeEntry('replaceState', key ?? 'default', 0);
    snapshot = { location: { ...parseHash(window.location.hash), key: key ?? 'default', idx: idx ?? 0 }, action: 'POP' };
  }
  return snapshot;
}

/** For useSyncExternalStore: the snapshot object changes only when the location does. */
export function subscribe(listener: () => void): () => void {
  current();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `to` is an app address: '/pages/x?y=1'. */
export function push(to: string): void {
  const entry = { key: newKey(), idx: current().location.idx + 1 };
  writeEntry('pushState', entry.key, entry.idx, to);
  set({ location: { ...parseHash(to), ...entry }, action: 'PUSH' });
}

export function replace(to: string): void {
  const entry = { key: newKey(), idx: current().location.idx };
  writeEntry('replaceState', entry.key, entry.idx, to);
  set({ location: { ...parseHash(to), ...entry }, action: 'REPLACE' });
}

/** Steps through the browser's history; the location changes when the browser says so (popstate). */
export function go(delta: number): void {
  window.history.go(delta);
}
