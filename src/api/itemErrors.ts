import type { ItemError } from './catalogue';

// Code 140 answers list per-item problems (e.g. one line of a sheet). Screens that show lines subscribe
// to mark the offending rows; the event also goes out as a window CustomEvent for code outside React.

export const ITEM_ERROR_EVENT = 'item-error';

type Listener = (items: ItemError[]) => void;

const listeners = new Set<Listener>();

export function publishItemErrors(items: ItemError[]): void {
  for (const listener of listeners) listener(items);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<ItemError[]>(ITEM_ERROR_EVENT, { detail: items }));
}

/** Returns the unsubscribe function (fits React's useEffect cleanup). */
export function subscribeItemErrors(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
