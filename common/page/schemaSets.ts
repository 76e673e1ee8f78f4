// The page sets and who draws from which: the app's page index (src/engine/pageIndex.ts), the checks of the page
// files (common/checks/pageFiles.ts) and the shell's preload script (scripts/build/firstRoundPreload.ts), which picks
// a set's page files before any of the app's code has run.

/** The page sets: supplier users, buyers (their own pages, else the supplier's), the chain's merchant admins. */
export type SchemaSet = 'supplier' | 'buyer' | 'boss';

/** Where each set looks for a route, in order. */
export const SET_LOOKUP: Record<SchemaSet, readonly SchemaSet[]> = { supplier: ['supplier'], buyer: ['buyer', 'supplier'], boss: ['boss'] };

/** Where the session keeps the user's kind, raw (src/stores/session.ts; the shell reads it too). */
export const USER_KIND_KEY = 'user_kind';

/** The set of a user kind as the session stores it; none (an older session) is a supplier user. */
export function setOfUserKind(kind: string | null | undefined): SchemaSet {
  return kind === 'boss' ? 'boss' : kind === 'buyer' ? 'buyer' : 'supplier';
}

/** The set a page file belongs to, from its folder (`schemas/<set>/`, as the build's index or a published page names it). */
export function setOfPageFile(file: string): SchemaSet {
  return /(^|\/)schemas\/boss\//.test(file) ? 'boss' : /(^|\/)schemas\/buyer\//.test(file) ? 'buyer' : 'supplier';
}
