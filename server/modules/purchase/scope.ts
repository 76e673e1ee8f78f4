import type { AuthContext } from '../../lib/auth';

/** The supplier and tenant every purchasing query is filtered by (quality.md §3, BOLA). */
export interface SupplierScope {
  supplierId: number;
  merchantId: number;
  userId: number;
}

export function scopeOf(auth: AuthContext): SupplierScope {
  // Routes run with auth 'supplier', so the guard has already refused a session without a chosen supplier.
  if (auth.supplierId === null) throw new Error('supplier scope missing on a supplier route');
  return { supplierId: auth.supplierId, merchantId: auth.merchantId, userId: auth.userId };
}
