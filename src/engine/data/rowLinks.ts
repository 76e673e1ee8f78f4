import type { RowLink, RowLinks } from '../../../common/page/schemaTypes';
import { evaluate } from '../../../common/page/condition';
import { mayOpen } from '../../navigation/routeTable';

/**
 * The link a row (or a document line) opens: the only one, or the first of a list whose `when` the row meets (a
 * ledger's rows each open the document of their own type). None when no link applies, or when the user may not
 * open the page it names (mayOpen: the router's admission): the row does not open.
 */
export function rowLinkFor(links: RowLinks | undefined, record: unknown): RowLink | undefined {
  if (!links) return undefined;
  const list = Array.isArray(links) ? links : [links];
  const link = list.find((l) => evaluate(l.when, record));
  return link && mayOpen(link.to) ? link : undefined;
}

/** Whether any link of a row-link setting names a page the user may open (else no row is drawn as a link). */
export function anyOpenable(links: RowLinks | undefined): boolean {
  return allRowLinks(links).some((l) => mayOpen(l.to));
}

/** Every link of a row-link setting, in order (for checks that look at all of them). */
export function allRowLinks(links: RowLinks | undefined): RowLink[] {
  if (!links) return [];
  return Array.isArray(links) ? links : [links];
}
