import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { AuthContext } from './auth';
import { text, verbatim, type SqlText } from './sqlText';

/**
 * The supplier and tenant every supplier query is filtered by (quality.md §3, BOLA). The guard puts it on the
 * request of every `auth: 'supplier'` route as `req.scope`, after checking the session has chosen a supplier.
 */
export interface SupplierScope {
  supplierId: number;
  merchantId: number;
  userId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on `auth: 'supplier'` routes only. */
    scope: SupplierScope;
  }
}

export function supplierScopeOf(auth: AuthContext): SupplierScope | null {
  return auth.supplierId === null ? null : { supplierId: auth.supplierId, merchantId: auth.merchantId, userId: auth.userId };
}

/** `alias.supplier_id = … and alias.merchant_id = …` for the query builder: rows of this supplier at this merchant. */
export function ownedBy(alias: string, scope: SupplierScope) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    eb.and([eb(sql.ref(`${alias}.supplier_id`), '=', scope.supplierId), eb(sql.ref(`${alias}.merchant_id`), '=', scope.merchantId)]);
}

/** The same condition for queries written as SQL text (the statement text stays the same for every supplier). */
export function ownedBySql(alias: string, scope: SupplierScope): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${alias}.supplier_id`)} = ${scope.supplierId} and ${sql.ref(`${alias}.merchant_id`)} = ${scope.merchantId}`;
}

/** The same condition as `text` (sqlText.ts), for the busiest lists. */
export function ownedByText(alias: string, scope: SupplierScope): SqlText {
  return text`${verbatim(alias)}.supplier_id = ${scope.supplierId} and ${verbatim(alias)}.merchant_id = ${scope.merchantId}`;
}

/**
 * The document `id` under `alias`, if it is this supplier's at this merchant and in a status the supplier may see.
 * Every read of a supplier's document by id (orders, receipts, returns, statements, settlements) goes through it:
 * another supplier's document, or one still in the chain's own hands, must look exactly like a missing one.
 */
export function visibleDoc(alias: string, scope: SupplierScope, id: number, statuses: readonly number[]) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    eb.and([
      eb(col('id'), '=', id),
      eb(col('supplier_id'), '=', scope.supplierId),
      eb(col('merchant_id'), '=', scope.merchantId),
      eb(col('status'), 'in', [...statuses]),
    ]);
}
