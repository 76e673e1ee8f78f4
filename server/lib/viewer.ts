import { sql, type RawBuilder } from 'kysely';
import type { SupplierScope } from './scope';

/**
 * Who reads a document a supplier writes and the merchant's buyer reviews (replenishment requests, new-product
 * applications): the supplier sees its own; the buyer sees every supplier's once it has left the drafts.
 */
export type Viewer = { kind: 'supplier'; scope: SupplierScope } | { kind: 'buyer'; merchantId: number };

export const supplierView = (scope: SupplierScope): Viewer => ({ kind: 'supplier', scope });
export const buyerView = (merchantId: number): Viewer => ({ kind: 'buyer', merchantId });

/**
 * The condition on the document table `alias` (with `supplier_id`, `merchant_id`, `status`) that keeps what the
 * viewer may read; anything else looks exactly like a missing document.
 */
export function visibleTo(alias: string, viewer: Viewer, buyerStatuses: readonly number[]): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return viewer.kind === 'supplier'
    ? sql<boolean>`${col('supplier_id')} = ${viewer.scope.supplierId} and ${col('merchant_id')} = ${viewer.scope.merchantId}`
    : sql<boolean>`${col('merchant_id')} = ${viewer.merchantId} and ${col('status')} in (${sql.join([...buyerStatuses])})`;
}

/**
 * The order a reviewed list is read in: the buyer sees what waits for it first (status 1, submitted), newest
 * submission first; the supplier its newest documents first.
 */
export function reviewOrder(alias: string, viewer: Viewer): RawBuilder<unknown> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return viewer.kind === 'buyer'
    ? sql`${col('status')} = 1 desc, ${col('submitted_at')} desc, ${col('id')} desc`
    : sql`${col('created_at')} desc, ${col('id')} desc`;
}

/** Counts per status (`{ "1": 3 }`) from `status, count(*)` rows: the badges of a list's status tabs. */
export const countsByStatus = (rows: readonly { status: number; n: string | number }[]) =>
  Object.fromEntries(rows.map((c) => [String(c.status), Number(c.n)]));
