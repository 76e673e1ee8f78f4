import { sql, type SelectQueryBuilder } from 'kysely';
import { ownedBy, type SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';

/** The filters of a finance sheet list (statements, settlements), as their list screens send them. */
export interface SheetFilter {
  status?: readonly number[];
  dateFrom?: string;
  dateTo?: string;
  keyword?: string;
}

/**
 * The sheets under `alias` a list shows: this supplier's, in the chosen statuses (none chosen: every one the supplier
 * sees), whose dates `[start, end]` overlap the period asked for (a sheet of one day names the same column twice),
 * and whose number starts with the keyword.
 */
export function sheetsMatching<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  alias: string,
  scope: SupplierScope,
  f: SheetFilter,
  visible: readonly number[],
  dates: { start: string; end: string },
) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const statuses = f.status?.length ? f.status : visible;
  let matched = q.where(ownedBy(alias, scope)).where(sql<boolean>`${col('status')} in (${sql.join([...statuses])})`);
  if (f.dateFrom) matched = matched.where(sql<boolean>`${col(dates.end)} >= ${f.dateFrom}`);
  if (f.dateTo) matched = matched.where(sql<boolean>`${col(dates.start)} <= ${f.dateTo}`);
  const kw = f.keyword?.trim();
  if (kw) matched = matched.where(sql<boolean>`${col('sheet_no')} like ${`${likeEscape(kw)}%`}`);
  return matched;
}
