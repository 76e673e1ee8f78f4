import type { RowLink, RowLinks } from '../../../common/page/schemaTypes';
import { evaluate } from '../../../common/page/condition';

/**
 * The link a row (or a document line) opens: the only one, or the first of a list whose `when` the row meets (a
 * ledger's rows each open the document of their own type). None when no link applies: the row does not open.
 */
export function rowLinkFor(links: RowLinks | undefined, record: unknown): RowLink | undefined {
  if (!links) return undefined;
  const list = Array.isArray(links) ? links : [links];
  return list.find((l) => evaluate(l.when, record));
}

/** Every link of a row-link setting, in order (for checks that look at all of them). */
export function allRowLinks(links: RowLinks | undefined): RowLink[] {
  if (!links) return [];
  return Array.isArray(links) ? links : [links];
}
