import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { dayEnd, dayStart } from '../../../lib/businessDay';
import { ownedBy, type SupplierScope } from '../../../lib/scope';
import type { DocListFilter } from '../schemas';

/** Pieces every purchasing document read (orders, receipts, returns) is made of, so the three answer alike. */

/**
 * The document `id` under `alias`, if it is this supplier's at this merchant and in a status the supplier may see.
 * Every read by id goes through it: another supplier's document, or one still in the chain's own hands, must look
 * exactly like a missing one.
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

/**
 * Receipt and return lines name their item from the item master (orders keep their own copy of barcode, name, spec
 * and unit, as ordered); `l` is the line and `i` the item.
 */
export const itemMasterLineColumns = [
  'l.id', 'l.line_no as lineNo', 'l.item_id as itemId', 'i.code as itemCode', 'i.barcode', 'i.name', 'i.spec', 'i.unit',
] as const;

/**
 * The filters receipts and returns share, on the document under `alias`: this supplier's, in a visible status (or
 * the chosen ones), reconciliation status, business-day period on `timeColumn`, branch.
 */
export function docListFilter(alias: string, timeColumn: string, scope: SupplierScope, f: DocListFilter, visible: readonly number[]) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => {
    const conds = [ownedBy(alias, scope)(eb), eb(col('status'), 'in', f.status?.length ? f.status : [...visible])];
    if (f.reconStatus?.length) conds.push(eb(col('recon_status'), 'in', f.reconStatus));
    if (f.dateFrom) conds.push(eb(col(timeColumn), '>=', dayStart(f.dateFrom)));
    if (f.dateTo) conds.push(eb(col(timeColumn), '<', dayEnd(f.dateTo)));
    if (f.branchId) conds.push(eb(col('branch_id'), '=', f.branchId));
    return eb.and(conds);
  };
}

/** Every visible status with its count (0 when none), as the tabs show them. */
export function countsByStatus(visible: readonly number[], counts: { status: number; n: number }[]): Record<string, number> {
  const byStatus: Record<string, number> = {};
  for (const s of visible) byStatus[String(s)] = 0;
  for (const c of counts) byStatus[String(c.status)] = Number(c.n);
  return byStatus;
}

/** Lines (`l`) of one document with the item master (`i`) beside them, as itemMasterLineColumns read them, in line order. */
export function linesWithItem<L extends { item_id: unknown; line_no: unknown; id: unknown }, O>(lines: SelectQueryBuilder<Database & { l: L }, 'l', O>) {
  return lines.leftJoin('item as i', 'i.id', 'l.item_id').orderBy('l.line_no').orderBy('l.id');
}
