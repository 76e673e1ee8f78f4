import { useSessionStore } from './session';

/** The page sets: supplier users, buyers (their own pages, else the supplier's), the chain's merchant admins. */
export type SchemaSet = 'supplier' | 'buyer' | 'boss';

/** Where each set looks for a route, in order. */
export const SET_LOOKUP: Record<SchemaSet, readonly SchemaSet[]> = { supplier: ['supplier'], buyer: ['buyer', 'supplier'], boss: ['boss'] };

/** The set of the signed-in user (kept apart from the page index so the router's chrome can ask without it). */
export function currentSchemaSet(): SchemaSet {
  const info = useSessionStore.getState().userInfo as { userKind?: string } | null;
  return info?.userKind === 'boss' ? 'boss' : info?.userKind === 'buyer' ? 'buyer' : 'supplier';
}
