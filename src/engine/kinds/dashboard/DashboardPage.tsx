import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { DashboardFilters, FigureTiles } from './dashboardParts';
import { refreshSession } from '../../session/sessionMoves';
import { ActionsTile } from './ActionsTile';
import { LinksTile } from './LinksTile';
import { NoteTile } from './NoteTile';
import { ProfileTile } from './ProfileTile';
import type { SharedCalls } from './tileAnswer';
import { filterParams, initialValues, type FilterValue, type FilterValues } from '../../../../common/filters/filterParams';
import type { DashboardKindProps } from '../types';
import { filterPeriod } from '../../../../common/charts/timeAxis';
import { evaluate } from '../../../../common/page/condition';
import './dashboard.css';

// kind "dashboard": stat tiles and charts, each tile with its own api call (so one slow figure does not
// hold the others), all sharing the page's filters; banners and the user's functions (the supplier's home); and the
// tiles that draw the session itself from its values ({{$session.userName}}): profile, links, actions and note (the
// my page, choose supplier). The tiles of figures and functions are a part of their own (FigureTile.tsx).

const NO_PARAMS: Record<string, unknown> = {};

export default function DashboardPage({ page, query }: DashboardKindProps): ReactNode {
  const filters = useMemo(() => page.filters ?? [], [page]);
  // A drill-down link states the filters in its route query (a branch and the period it was tapped in).
  const [values, setValues] = useState<FilterValues>(() => initialValues(filters, undefined, query));
  const params = useMemo(() => filterParams(filters, values), [filters, values]);
  const [shared] = useState<SharedCalls>(() => ({ calls: new Map(), arrived: new Map() }));
  useEffect(() => refreshSession(page.sessionRefresh ?? []), [page]);
  return (
    <div className="eng-dashboard">
      {filters.length > 0 && (
        <DashboardFilters filters={filters} values={values} onChange={(f: string, v: FilterValue) => setValues((s) => ({ ...s, [f]: v }))} />
      )}
      {page.tiles.map((w, i) => {
        switch (w.type) {
          case 'profile':
            return <ProfileTile key={i} tile={w} />;
          case 'links':
            return <LinksTile key={i} tile={w} />;
          case 'actions':
            return <ActionsTile key={i} tile={w} />;
          case 'note':
            return <NoteTile key={i} tile={w} />;
        }
        // a tile shown only for some filter values (a chart of days, not for a one-day period) is left out for the others
        if ('visibleWhen' in w && !evaluate(w.visibleWhen, params)) return null;
        // a tile whose figures do not depend on the period (to-do counts) is not sent the page's filters
        const sent = w.type !== 'menu' && w.filters === false ? NO_PARAMS : params;
        // a chart of days spans the period the tile is sent (this month: from the 1st to today, days without rows too)
        return <FigureTiles key={i} tile={w} index={i} pageId={page.id} params={sent} pageParams={params} period={filterPeriod(filters, sent)} shared={shared} />;
      })}
    </div>
  );
}
