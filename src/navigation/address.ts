// Addresses are compared after normalising the path and sorting the query, so '/a?x=1&y=2' and
// '/a/?y=2&x=1' count as the same place for the repeat-navigation lock.

import { normalizePath } from '../../common/routes/normalizePath';

export { normalizePath } from '../../common/routes/normalizePath';

export type Query = Record<string, string | number | boolean | null | undefined>;

export function buildAddress(path: string, query?: Query): string {
  const [rawPath, rawSearch = ''] = path.split('?');
  const params = new URLSearchParams(rawSearch);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return normalizePath(rawPath ?? '') + (search ? `?${search}` : '');
}

export function canonicalAddress(address: string): string {
  const [rawPath, rawSearch = ''] = address.split('?');
  const params = [...new URLSearchParams(rawSearch).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return normalizePath(rawPath ?? '') + (search ? `?${search}` : '');
}

export function sameAddress(a: string, b: string): boolean {
  return canonicalAddress(a) === canonicalAddress(b);
}

