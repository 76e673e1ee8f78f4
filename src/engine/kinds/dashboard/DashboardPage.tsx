import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { navigateTo } from '../../../navigation/navigate';
import { linkQuery } from '../../actions/runAction';
import { ChartBox } from '../../charts/ChartBox';
import { readList } from '../../data/api';
import type { ChartSpec, RowLink, StatTile } from '../../../../common/page/schemaTypes';
import { ErrorView } from '../../ui/StateViews';
import { refreshSession } from '../../session/sessionMoves';
import { ActionsTile } from './ActionsTile';
import { BannerTile } from './BannerTile';
import { LinksTile } from './LinksTile';
import { MenuTiles } from './MenuTiles';
import { NoteTile } from './NoteTile';
import { ProfileTile } from './ProfileTile';
import { Stats } from './StatTile';
import { useTileAnswer, type SharedCalls } from './tileAnswer';
import { FilterBar } from '../list/FilterBar';
import { filterParams, initialValues, type FilterValue, type FilterValues } from '../../../../common/filters/filterParams';
import type { DashboardKindProps } from '../types';
import '../list/list.css';
import './dashboard.css';

// kind "dashboard": stat tiles and charts, each tile with its own api call (so one slow figure does not
// hold the others), all sharing the page's filters; banners and the user's functions (the supplier's home); and the
// tiles that draw the session itself from its values ({{$session.userName}}): profile, links, actions and note (the
// my page, choose supplier).

const NO_PARAMS: Record<string, unknown> = {};
const NO_ROWS: Record<string, unknown>[] = [];

/** A tapped chart row opens `drill.to`, its query filled from the row and the page's filter values (`{{$params.period}}`). */
function drillTo(link: RowLink | undefined, params: Record<string, unknown>) {
  return link ? (row: Record<string, unknown>) => void navigateTo(link.to, linkQuery(link.query, { ...row, $params: params })) : undefined;
}

function Chart({ tile, params, pageParams, shared }: { tile: ChartSpec & { api: StatTile['api'] }; params: Record<string, unknown>; pageParams: Record<string, unknown>; shared: SharedCalls }): ReactNode {
  const answer = useTileAnswer(tile.api, params, shared);
  if (answer.status === 'error') return <ErrorView message={answer.error} onRetry={answer.retry} />;
  // The card and its height are there while the figures load.
  if (answer.status !== 'ready') return <ChartBox chart={tile} rows={NO_ROWS} loading />;
  return <ChartBox chart={tile} rows={readList(tile.api, answer.data).rows} onPick={drillTo(tile.drill, pageParams)} />;
}

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
        <FilterBar filters={filters} values={values} onChange={(f: string, v: FilterValue) => setValues((s) => ({ ...s, [f]: v }))} />
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
          case 'menu':
            return <MenuTiles key={i} tile={w} />;
        }
        // a tile whose figures do not depend on the period (to-do counts) is not sent the page's filters
        const sent = w.filters === false ? NO_PARAMS : params;
        switch (w.type) {
          case 'stat':
            return <Stats key={i} tile={w} index={i} pageId={page.id} params={sent} shared={shared} />;
          case 'banner':
            return <BannerTile key={i} tile={w} pageId={page.id} />;
          default:
            return <Chart key={i} tile={w} params={sent} pageParams={params} shared={shared} />;
        }
      })}
    </div>
  );
}
