import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { dayEndText, dayStartText } from '../../../lib/businessDay';
import { countsByStatus } from '../../../lib/paging';
import { ownedByText, type SupplierScope } from '../../../lib/scope';
import { joinText, text, verbatim, type SqlText } from '../../../lib/sqlText';
import type { DocListFilter } from '../schemas';

/** Pieces every purchasing document read (orders, receipts, returns) is made of, so the three answer alike. */

/**
 * Receipt and return lines name their item from the item master (orders keep their own copy of barcode, name, spec
 * and unit, as ordered); `l` is the line and `i` the item.
 */
export const itemMasterLineColumns = [
  'l.id', 'l.line_no as lineNo', 'l.item_id as itemId', 'i.code as itemCode', 'i.barcode', 'i.name', 'i.spec', 'i.unit',
] as const;

/**
 * The filters receipts and returns share, on the document under `alias`, as `text` (the lists are single
 * statements, see receipts.ts): this supplier's, in a visible status (or the chosen ones, unless `withStatus` is
 * false: the tab badges count every status), reconciliation status, business-day period on `timeColumn`, branch.
 * Lists of codes are one array parameter each, so the statement text (and its prepared plan) does not change with
 * how many are chosen.
 */
export function docWhereText(alias: string, timeColumn: string, scope: SupplierScope, f: DocListFilter, visible: readonly number[], withStatus = true): SqlText {
  const col = (name: string) => verbatim(`${alias}.${name}`);
  const statuses = withStatus && f.status?.length ? f.status : [...visible];
  const conds: SqlText[] = [ownedByText(alias, scope), text`${col('status')} = any(${statuses}::smallint[])`];
  if (f.reconStatus?.length) conds.push(text`${col('recon_status')} = any(${f.reconStatus}::smallint[])`);
  if (f.dateFrom) conds.push(text`${col(timeColumn)} >= ${dayStartText(f.dateFrom)}`);
  if (f.dateTo) conds.push(text`${col(timeColumn)} < ${dayEndText(f.dateTo)}`);
  if (f.branchId) conds.push(text`${col('branch_id')} = ${f.branchId}`);
  return joinText(conds, ' and ');
}

/**
 * The tab badges and the total of a list whose page carried its per-status counts (`statusCounts`, a JSON object
 * from an uncorrelated sub-select of the page's statement). An empty page (no match, or paged past the end) carries
 * no row to ride on: `countApart` counts on its own then.
 */
export async function tabCounts(
  rows: readonly { statusCounts: Record<string, number> | null }[],
  visible: readonly number[],
  chosen: readonly number[] | undefined,
  countApart: () => Promise<{ status: number; n: number }[]>,
) {
  const counts = rows.length
    ? Object.entries(rows[0].statusCounts ?? {}).map(([status, n]) => ({ status: Number(status), n }))
    : await countApart();
  const statusCounts = countsByStatus(counts, visible);
  const selected = chosen?.length ? chosen : visible;
  return { statusCounts, total: selected.reduce((sum, s) => sum + (statusCounts[String(s)] ?? 0), 0) };
}

/** Lines (`l`) of one document with the item master (`i`) beside them, as itemMasterLineColumns read them, in line order. */
export function linesWithItem<L extends { item_id: unknown; line_no: unknown; id: unknown }, O>(lines: SelectQueryBuilder<Database & { l: L }, 'l', O>) {
  return lines.leftJoin('item as i', 'i.id', 'l.item_id').orderBy('l.line_no').orderBy('l.id');
}
