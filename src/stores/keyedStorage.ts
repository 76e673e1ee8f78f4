import type { PersistStorage, StorageValue } from 'zustand/middleware';

// The spec (§3) fixes one localStorage key per stored value (access_token, user_name, ...), which other
// parts of the product read directly. zustand's persist middleware writes one blob per store, so this
// adapter spreads the persisted fields over their own keys and gathers them back on hydration.

export interface KeySpec {
  key: string;
  /** stored as the plain string (e.g. the token), not JSON */
  raw?: boolean;
}

export type KeyMap<S> = { [K in keyof S]?: KeySpec };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The name of the studio's preview frame (src/widgets/studio): a tab of the app drawing a draft as a supplier. */
export const PREVIEW_FRAME = 'scm-studio-preview';

/** A copy of `from` kept in memory: read like it, written to nothing else. */
function memoryCopy(from: Storage): StorageLike {
  const values = new Map<string, string>();
  for (let i = 0; i < from.length; i++) values.set(from.key(i)!, from.getItem(from.key(i)!)!);
  return { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v), removeItem: (k) => void values.delete(k) };
}

let frameCopy: StorageLike | null = null;

/** Whether this tab is the studio's preview frame (its session is the previewed supplier's, kept in memory). */
export const isPreviewFrame = (): boolean => typeof window !== 'undefined' && window.name === PREVIEW_FRAME;

function browserStorage(): StorageLike | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    // The preview frame starts from the author's stored session and keeps what it changes (the previewed supplier's
    // menu) to itself: the author's tab, which shares the storage, stays the author's.
    if (isPreviewFrame()) return (frameCopy ??= memoryCopy(localStorage));
    return localStorage;
  } catch {
    // Some privacy modes throw on access; the app then simply forgets between reloads.
    return null;
  }
}

export function readKey(storage: StorageLike, spec: KeySpec): unknown {
  const text = storage.getItem(spec.key);
  if (text === null) return undefined;
  if (spec.raw) return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Nothing to keep: a missing key reads back as the store's default, and a logged-out phone keeps no key (spec §4). */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

export function writeKey(storage: StorageLike, spec: KeySpec, value: unknown): void {
  if (isEmpty(value)) {
    storage.removeItem(spec.key);
    return;
  }
  storage.setItem(spec.key, spec.raw ? String(value) : JSON.stringify(value));
}

export function keyedStorage<S>(fields: KeyMap<S>, getStorage: () => StorageLike | null = browserStorage): PersistStorage<S> {
  const entries = Object.entries(fields) as [keyof S & string, KeySpec][];
  return {
    getItem(): StorageValue<S> | null {
      const storage = getStorage();
      if (!storage) return null;
      const state: Partial<S> = {};
      for (const [field, spec] of entries) {
        const value = readKey(storage, spec);
        if (value !== undefined) state[field] = value as S[keyof S & string];
      }
      return { state: state as S, version: 0 };
    },
    setItem(_name, value): void {
      const storage = getStorage();
      if (!storage) return;
      for (const [field, spec] of entries) {
        try {
          writeKey(storage, spec, value.state[field]);
        } catch {
          // Quota exceeded: keep the in-memory state; losing persistence is better than crashing.
        }
      }
    },
    removeItem(): void {
      const storage = getStorage();
      if (!storage) return;
      for (const [, spec] of entries) storage.removeItem(spec.key);
    },
  };
}
