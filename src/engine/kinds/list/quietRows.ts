import { evaluate } from '../../../../common/page/condition';
import type { QuietRows } from '../../../../common/page/schemaTypes';
import type { Row } from './useListData';

/**
 * True when the list's whole answer is rows that say nothing yet (five stores ranked 1-2-3-4-5 at ¥0.00 before the
 * day's first sale): the screen then says so in words instead of ranking zeros. Only a complete answer counts, so a
 * page of quiet rows with more to load is still a list.
 */
export function allQuiet(quiet: QuietRows | undefined, rows: readonly Row[], complete: boolean): boolean {
  if (!quiet || !complete || rows.length === 0) return false;
  return rows.every((r) => evaluate(quiet.when, r));
}
