// Unsent form input kept in local storage, so a reload, a crash or a lost network loses nothing. One
// draft per form page and record (the route query), dropped once the form is submitted.

export interface Draft<T> {
  savedAt: number;
  data: T;
  /** written by a field's screen of its own (fieldScreen.ts): the form takes it back without offering it as restored */
  returned?: boolean;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'scm_draft:';
/** Drafts older than this are not offered back. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

function storage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function draftKey(pageId: string, query: Record<string, string>): string {
  const q = Object.keys(query)
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join('&');
  return `${PREFIX}${pageId}${q ? `?${q}` : ''}`;
}

export function readDraft<T>(key: string, now = Date.now(), store: StorageLike | null = storage()): Draft<T> | null {
  const text = store?.getItem(key);
  if (!text) return null;
  try {
    const d = JSON.parse(text) as Draft<T>;
    if (typeof d.savedAt !== 'number' || now - d.savedAt > DRAFT_MAX_AGE_MS) {
      store?.removeItem(key);
      return null;
    }
    return d;
  } catch {
    store?.removeItem(key);
    return null;
  }
}

export function writeDraft<T>(key: string, data: T, now = Date.now(), store: StorageLike | null = storage(), returned = false): void {
  try {
    store?.setItem(key, JSON.stringify({ savedAt: now, data, ...(returned ? { returned } : {}) } satisfies Draft<T>));
  } catch {
    // Storage full or blocked: the form still works, only the safety net is missing.
  }
}

export function clearDraft(key: string, store: StorageLike | null = storage()): void {
  store?.removeItem(key);
}
