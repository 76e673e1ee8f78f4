import type { AuthContext } from '../../lib/auth';

/**
 * Function codes hidden from a user even though their menu holds the page: columns and actions a role must not see.
 * Sales staff do not see purchase prices and amounts on finance-sensitive reports; finance staff cannot confirm orders.
 */
const shieldByRole: Record<string, string[]> = {
  finance: ['SCM_PURCHASE_ORDER_CONFIRM'],
  sales: ['SCM_FINANCE_AMOUNTS'],
};

export function shieldCodesFor(auth: Pick<AuthContext, 'userKind' | 'roles'>): string[] {
  if (auth.userKind !== 'supplier') return [];
  const sets = auth.roles.map((r) => shieldByRole[r] ?? []);
  if (auth.roles.includes('admin') || sets.length === 0) return [];
  return [...new Set(sets.flat())];
}
