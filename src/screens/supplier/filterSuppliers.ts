import type { SupplierRef } from '../../stores/sessionTypes';

/** Case-insensitive match on name or code; blank keeps everything. */
export function filterSuppliers<S extends SupplierRef>(list: S[], keyword: string): S[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return list;
  return list.filter((s) => s.name.toLowerCase().includes(needle) || s.code.toLowerCase().includes(needle));
}
