import { buildAddress } from '../navigation/address';

// A declared route may be another route's alias: the spec names the category picker and the packagings of the
// new-product form as pages of their own, while the app keeps them inside the form (leaving a form loses the
// place). Opening an alias replaces the address with its target, so Back never returns into the alias.

export interface AliasOf {
  /** the route that draws the screen */
  path: string;
  /** what the alias adds to the address (focus=categoryId: the form opens at that field) */
  query?: Readonly<Record<string, string>>;
}

/**
 * The address an alias opens: the target path with the alias's own query (id=… of the record being edited) and
 * the declared query on top (the declared part is what the alias means, so it wins a clash).
 */
export function aliasAddress(aliasOf: AliasOf, search: string): string {
  const carried = Object.fromEntries(new URLSearchParams(search).entries());
  return buildAddress(aliasOf.path, { ...carried, ...aliasOf.query });
}
