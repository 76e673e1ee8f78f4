import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { countsByStatus, pageWithTotal, type PageParams } from './paging';
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

/**
 * One page of a reviewed list in the viewer's order (reviewOrder), with the counts per status of the same filters
 * for the tabs: `matching` is the list (table `alias`) filtered by everything but the status tab, `f.status` the
 * tab's codes (none: every status), `columns` selects a row.
 */
export async function reviewedPage<DB, TB extends keyof DB, Row>(
  alias: string,
  viewer: Viewer,
  matching: SelectQueryBuilder<DB, TB, object>,
  columns: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  f: PageParams & { status?: readonly number[] },
) {
  const status = sql.ref(`${alias}.status`);
  const filtered = f.status?.length ? matching.where(sql<boolean>`${status} in (${sql.join([...f.status])})`) : matching;
  const [page, counts] = await Promise.all([
    pageWithTotal(columns(filtered.orderBy(reviewOrder(alias, viewer))), filtered, f),
    // Kysely cannot work out the selected row for a builder of unknown tables; it is exactly `{ status, n }`.
    matching
      .select([sql<number>`${status}`.as('status'), sql<string>`count(*)`.as('n')])
      .groupBy(status)
      .$castTo<{ status: number; n: string }>()
      .execute(),
  ]);
  return { ...page, statusCounts: countsByStatus(counts) };
}
