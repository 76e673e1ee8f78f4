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

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
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
