import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { dayEnd, dayStart } from '../../../lib/businessDay';
import { countsByStatus } from '../../../lib/paging';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
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
 * The filters receipts and returns share, on the document under `alias`, as SQL text (the lists are single
 * statements, see receipts.ts): this supplier's, in a visible status (or the chosen ones, unless `withStatus` is
 * false: the tab badges count every status), reconciliation status, business-day period on `timeColumn`, branch.
 * Lists of codes are one array parameter each, so the statement text (and its prepared plan) does not change with
 * how many are chosen.
 */
export function docWhereSql(alias: string, timeColumn: string, scope: SupplierScope, f: DocListFilter, visible: readonly number[], withStatus = true): RawBuilder<unknown> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const statuses = withStatus && f.status?.length ? f.status : [...visible];
  const conds: RawBuilder<unknown>[] = [ownedBySql(alias, scope), sql`${col('status')} = any(${statuses}::smallint[])`];
  if (f.reconStatus?.length) conds.push(sql`${col('recon_status')} = any(${f.reconStatus}::smallint[])`);
  if (f.dateFrom) conds.push(sql`${col(timeColumn)} >= ${dayStart(f.dateFrom)}`);
  if (f.dateTo) conds.push(sql`${col(timeColumn)} < ${dayEnd(f.dateTo)}`);
  if (f.branchId) conds.push(sql`${col('branch_id')} = ${f.branchId}`);
  return sql.join(conds, sql` and `);
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
