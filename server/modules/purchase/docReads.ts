import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { pageOffset, type PageParams } from '../../lib/paging';
import type { SupplierScope } from './scope';
import { nameOf, reconStatusNames } from './statuses';

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

/** One page of a list (already filtered and ordered) and, side by side, how many rows the same filter matches. */
export async function pageWithTotal<RowsDB, RowsTB extends keyof RowsDB, Row, CountDB, CountTB extends keyof CountDB>(
  rows: SelectQueryBuilder<RowsDB, RowsTB, Row>,
  matching: SelectQueryBuilder<CountDB, CountTB, object>,
  page: PageParams,
) {
  const [pageRows, count] = await Promise.all([
    rows.limit(page.pageSize).offset(pageOffset(page)).execute(),
    // Kysely cannot work out the selected row for a builder of unknown tables; it is exactly `{ n }`.
    matching.select((eb) => eb.fn.countAll<string>().as('n')).$castTo<{ n: string }>().executeTakeFirstOrThrow(),
  ]);
  return { rows: pageRows, total: Number(count.n) };
}

/** Which document a row is and where it stands, as every list row and detail starts. */
export function docHeadFields<R extends { id: number; sheet_no: string; status: number }>(r: R, statusNames: Record<number, string>) {
  return { id: r.id, sheetNo: r.sheet_no, status: r.status, statusName: nameOf(statusNames, r.status) };
}

/** Whether a receipt or return has been reconciled or settled yet, named for the client. */
export function reconFields(r: { recon_status: number }) {
  return { reconStatus: r.recon_status, reconStatusName: nameOf(reconStatusNames, r.recon_status) };
}

/**
 * Receipt and return lines name their item from the item master (orders keep their own copy of barcode, name, spec
 * and unit, as ordered); `l` is the line and `i` the item.
 */
export const itemMasterLineColumns = ['l.id', 'l.line_no', 'l.item_id', 'i.code as item_code', 'i.barcode', 'i.name', 'i.spec', 'i.unit'] as const;

/** The columns that say which item a document line is. */
interface ItemLineRow {
  id: number;
  line_no: number;
  item_id: unknown;
  item_code: unknown;
  barcode: unknown;
  name: unknown;
  spec: unknown;
  unit: unknown;
}

/** The item part of a document line as the client reads it; the document's own figures follow it. */
export function itemLineFields<L extends ItemLineRow>(l: L) {
  return {
    id: l.id,
    lineNo: l.line_no,
    itemId: l.item_id,
    itemCode: l.item_code,
    barcode: l.barcode,
    name: l.name,
    spec: l.spec,
    unit: l.unit,
  };
}
