import type { RowLink } from '../../../common/page/schemaTypes';
import { linkQuery } from '../../../common/page/template';
import { navigateTo } from '../../navigation/navigate';
import { mayOpen } from '../../navigation/routeTable';

/**
 * A chart's drill-down (a report's chart, a dashboard's chart tile): a tapped row opens `link.to` with its query
 * filled from the row and the page's filter values (`{{$params.dateFrom}}`), so the next screen lists exactly the rows
 * behind the figure. None when the user may not open that page (mayOpen: the router's admission).
 */
export function drillTo(link: RowLink | undefined, params: Record<string, unknown> | null) {
  return link && mayOpen(link.to) ? (row: Record<string, unknown>) => void navigateTo(link.to, linkQuery(link.query, { ...row, $params: params ?? {} })) : undefined;
}
