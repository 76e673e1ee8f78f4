import type { Filter } from '../../../../common/page/schemaTypes';
import type { FilterValue, FilterValues } from '../../../../common/filters/filterParams';
import { getSession } from '../../../stores/session';

// Filters that say `remember`: the value a user last chose is where such a filter starts the next time, on every page
// that remembers the same field (the dock schedule and its week share the chosen store). Kept per user on this phone;
// a value the page's link names wins.

const PREFIX = 'scm_filter:';
const keyOf = (field: string) => `${PREFIX}${getSession().userCode}:${field}`;

function read(field: string): FilterValue | undefined {
  try {
    const text = localStorage.getItem(keyOf(field));
    return text === null ? undefined : (JSON.parse(text) as FilterValue);
  } catch {
    return undefined;
  }
}

/** `values` with each remembering filter that has no value yet started at its remembered one. */
export function withRemembered(filters: readonly Filter[], values: FilterValues): FilterValues {
  const out = { ...values };
  for (const f of filters) if (f.remember && (out[f.field] === undefined || out[f.field] === '')) out[f.field] = read(f.field);
  return out;
}

/** Keeps a remembering filter's new value (an emptied filter forgets it). */
export function remember(filters: readonly Filter[], field: string, value: FilterValue): void {
  if (!filters.some((f) => f.field === field && f.remember)) return;
  try {
    if (value === undefined || value === '') localStorage.removeItem(keyOf(field));
    else localStorage.setItem(keyOf(field), JSON.stringify(value));
  } catch {
    // storage full or refused (a private window): the filter simply starts empty next time
  }
}
