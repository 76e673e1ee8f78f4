import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { preloadable } from '../../../ui/preloadable';
import { LoadingView } from '../../ui/StateViews';
import type { FilterBar } from '../list/FilterBar';
import type { FigureTile } from './FigureTile';
import type { SearchBox } from '../../widgets/SearchBox';

// A dashboard's parts that only some dashboards draw (as the chart, src/engine/pageParts.tsx): the filter bar and
// the tiles of figures and functions, and the keyword box of a links tile that searches (choose supplier). The my
// page draws none of them.

export const filterBarPart = preloadable(() => import('../list/FilterBar').then((m) => ({ default: m.FilterBar })));
export const figureTilePart = preloadable(() => import('./FigureTile').then((m) => ({ default: m.FigureTile })));
export const searchBoxPart = preloadable(() => import('../list/FilterBar').then((m) => ({ default: m.SearchBox })));

/** The page's filter bar (kinds/list/FilterBar.tsx, which lists and reports import themselves). */
export function DashboardFilters(props: ComponentProps<typeof FilterBar>): ReactNode {
  return (
    <Suspense fallback={<LoadingView />}>
      <filterBarPart.Component {...props} />
    </Suspense>
  );
}

/** A tile of figures or functions: stat, chart, banner, menu (FigureTile.tsx). */
export function FigureTiles(props: ComponentProps<typeof FigureTile>): ReactNode {
  return (
    <Suspense fallback={<LoadingView />}>
      <figureTilePart.Component {...props} />
    </Suspense>
  );
}

/** A links tile's keyword box (widgets/SearchBox.tsx); its height is held while it is on its way. */
export function LinksSearchBox(props: ComponentProps<typeof SearchBox>): ReactNode {
  return (
    <Suspense fallback={<div className="eng-searchbox" />}>
      <searchBoxPart.Component {...props} />
    </Suspense>
  );
}
