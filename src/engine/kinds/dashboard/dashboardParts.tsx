import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { preloadable } from '../../../ui/preloadable';
import { LoadingView } from '../../ui/StateViews';
import type { FilterBar } from '../list/FilterBar';
import type { FigureTile } from './FigureTile';

// A dashboard's parts that only some dashboards draw (as the chart, src/engine/pageParts.tsx): the filter bar and
// the tiles of figures and functions. The my page and choose supplier draw neither.

export const filterBarPart = preloadable(() => import('../list/FilterBar').then((m) => ({ default: m.FilterBar })));
export const figureTilePart = preloadable(() => import('./FigureTile').then((m) => ({ default: m.FigureTile })));

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
