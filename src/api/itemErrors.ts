import type { ItemError } from './catalogue';

// Code 140 answers list per-item problems (e.g. one line of a sheet). Spec §8 publishes them as an
// item-error event; screens that show lines listen on window for it (a form also gets them on its ApiError).

export const ITEM_ERROR_EVENT = 'item-error';

export function publishItemErrors(items: ItemError[]): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<ItemError[]>(ITEM_ERROR_EVENT, { detail: items }));
}
