import type { ReactNode } from 'react';
import { readList } from '../../data/api';
import { drillTo } from '../../data/drill';
import { Chart } from '../../pageParts';
import type { ChartSpec, DashboardPage, StatTile } from '../../../../common/page/schemaTypes';
import { ErrorView } from '../../ui/StateViews';
import { BannerTile } from './BannerTile';
import { MenuTiles } from './MenuTiles';
import { Stats } from './StatTile';
import { useTileAnswer, type SharedCalls } from './tileAnswer';

// The dashboard tiles that show figures and functions: stat tiles, charts, banners and the user's function grid.
// A part of its own (src/engine/pageParts.tsx): the pages that draw only the session's tiles (the my page, choose
// supplier) do not download them.

type Tile = DashboardPage['tiles'][number];
export type FigureTileSpec = Extract<Tile, { type: 'stat' | 'banner' | 'menu' | 'bar' | 'line' | 'pie' }>;

const NO_ROWS: Record<string, unknown>[] = [];

function ChartTile({ tile, params, pageParams, period, shared }: { tile: ChartSpec & { api: StatTile['api'] }; params: Record<string, unknown>; pageParams: Record<string, unknown>; period: [string, string] | null; shared: SharedCalls }): ReactNode {
  const answer = useTileAnswer(tile.api, params, shared);
  if (answer.status === 'error') return <ErrorView message={answer.error} onRetry={answer.retry} cause={answer.cause} />;
  // The card and its height are there while the figures load.
  if (answer.status !== 'ready') return <Chart chart={tile} rows={NO_ROWS} loading />;
  return <Chart chart={tile} rows={readList(tile.api, answer.data).rows} period={period} onPick={drillTo(tile.drill, pageParams)} />;
}

export interface FigureTileProps {
  tile: FigureTileSpec;
  /** the tile's place on the page and the page's id: where a tile remembers its height */
  index: number;
  pageId: string;
  /** the parameters the tile sends (the page's filter values, or none for a tile that does not take them) */
  params: Record<string, unknown>;
  /** the page's filter values, which a chart's drill-down states */
  pageParams: Record<string, unknown>;
  /** the period of the page's date range the tile is sent, over which a chart of days is drawn */
  period: [string, string] | null;
  shared: SharedCalls;
}

export function FigureTile({ tile, index, pageId, params, pageParams, period, shared }: FigureTileProps): ReactNode {
  switch (tile.type) {
    case 'menu':
      return <MenuTiles tile={tile} />;
    case 'stat':
      return <Stats tile={tile} index={index} pageId={pageId} params={params} shared={shared} />;
    case 'banner':
      return <BannerTile tile={tile} pageId={pageId} />;
    default:
      return <ChartTile tile={tile} params={params} pageParams={pageParams} period={period} shared={shared} />;
  }
}
