import { useMemo, useState, type ReactNode } from 'react';
import { navigateTo } from '../../../navigation/navigate';
import { linkQuery } from '../../actions/runAction';
import { ChartBox } from '../../charts/ChartBox';
import { arrivedAnswer, callApi, readList } from '../../data/api';
import { getPath } from '../../../../common/page/template';
import { useApi } from '../../data/useApi';
import type { ChartSpec, RowLink, StatTile } from '../../../../common/page/schemaTypes';
import { EMPTY, formatValue } from '../../../../common/format/format';
import { FieldValue } from '../../ui/FieldValue';
import { ErrorView } from '../../ui/StateViews';
import { useEngine } from '../../ui/useEngine';
import { FilterBar } from '../list/FilterBar';
import { filterParams, initialValues, type FilterValue, type FilterValues } from '../../../../common/filters/filterParams';
import type { DashboardKindProps } from '../types';
import '../list/list.css';
import './dashboard.css';

// kind "dashboard": stat tiles and charts, each tile with its own api call (so one slow figure does not
// hold the others), all sharing the page's filters.

/** A tile's answer for the page's filter values; re-asked when they change. */
const NO_PARAMS: Record<string, unknown> = {};
const NO_ROWS: Record<string, unknown>[] = [];

interface SharedCalls {
  calls: Map<string, Promise<unknown>>;
  /** the page's early answers (sent as the route opened) found as the tiles first drew, for every tile of that key */
  arrived: Map<string, { data: unknown } | undefined>;
}

/**
 * Tiles of one page asking the same api with the same parameters share one call: the API client drops an
 * identical call still pending (spec §4), so separate calls would leave all but the last tile loading. The shared
 * call is not tied to one tile's abort signal; a tile that goes away just ignores its answer. An answer that
 * arrived before the page drew (its first calls) is drawn in the first pass.
 */
function useTileAnswer(api: StatTile['api'], params: Record<string, unknown>, shared: SharedCalls) {
  const key = `${api.method ?? 'GET'} ${api.url} ${JSON.stringify(api.params ?? null)} ${JSON.stringify(params)}`;
  const arrived = () => {
    if (!shared.arrived.has(key)) shared.arrived.set(key, arrivedAnswer(api, { params }));
    return shared.arrived.get(key);
  };
  return useApi<unknown>(() => {
    let call = shared.calls.get(key);
    if (!call) {
      call = callApi(api, { params, silent: true });
      shared.calls.set(key, call);
      // Every tile asking in this render has its promise by the time it settles; a retry asks afresh.
      void call.finally(() => shared.calls.delete(key)).catch(() => undefined);
    }
    return call;
  }, key, arrived);
}

/** ▲12.34% / ▼3.10% of a change ratio, coloured by direction; nothing when there is no earlier figure to compare. */
function Change({ value }: { value: unknown }): ReactNode {
  const { ctx } = useEngine();
  const n = value === null || value === undefined || value === '' ? NaN : Number(value);
  // No change to show (the period before had nothing): say so with the empty mark rather than leave a gap.
  if (!Number.isFinite(n)) return <span className="eng-stat__change eng-stat__change--none">{EMPTY}</span>;
  const dir = n > 0 ? 'up' : n < 0 ? 'down' : 'flat';
  const text = formatValue(String(value).replace(/^-/, ''), 'rate', ctx);
  return <span className={`eng-stat__change eng-stat__change--${dir}`}>{dir === 'up' ? '▲' : dir === 'down' ? '▼' : ''}{text}</span>;
}

/** A tapped chart row opens `drill.to`, its query filled from the row and the page's filter values (`{{$params.period}}`). */
function drillTo(link: RowLink | undefined, params: Record<string, unknown>) {
  return link ? (row: Record<string, unknown>) => void navigateTo(link.to, linkQuery(link.query, { ...row, $params: params })) : undefined;
}

function Stats({ tile, params, shared }: { tile: StatTile; params: Record<string, unknown>; shared: SharedCalls }): ReactNode {
  const { text } = useEngine();
  const answer = useTileAnswer(tile.api, params, shared);
  // While the figures load, each tile is drawn with its label and an empty value of the figure's height: nothing
  // below moves when they arrive.
  const ready = answer.status === 'ready';
  return (
    <section className="eng-section" aria-busy={answer.loading}>
      {tile.title && <h3 className="eng-section__title">{text(tile.title)}</h3>}
      {answer.status === 'error' ? (
        <ErrorView message={answer.error} onRetry={answer.retry} />
      ) : (
        <div className="eng-stats">
          {tile.items.map((item) => {
            const open = ready && item.to ? () => navigateTo(item.to!, linkQuery(item.query, answer.data as Record<string, unknown>)) : undefined;
            return (
              <button key={item.field} type="button" className={open ? 'eng-stat eng-stat--link' : 'eng-stat'} onClick={open} disabled={!open}>
                <span className="eng-stat__label">{text(item.label)}</span>
                {ready ? (
                  <span className="eng-stat__value">
                    <FieldValue value={getPath(answer.data, item.field)} format={item.format} />
                  </span>
                ) : (
                  <span className="eng-stat__value eng-stat__value--loading">{'\u00a0'}</span>
                )}
                {item.change && (ready ? <Change value={getPath(answer.data, item.change)} /> : <span className="eng-stat__change">{'\u00a0'}</span>)}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
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
  return (
    <div className="eng-dashboard">
      {filters.length > 0 && (
        <FilterBar filters={filters} values={values} onChange={(f: string, v: FilterValue) => setValues((s) => ({ ...s, [f]: v }))} />
      )}
      {page.tiles.map((w, i) => {
        // a tile whose figures do not depend on the period (to-do counts) is not sent the page's filters
        const sent = w.filters === false ? NO_PARAMS : params;
        return w.type === 'stat' ? <Stats key={i} tile={w} params={sent} shared={shared} /> : <Chart key={i} tile={w} params={sent} pageParams={params} shared={shared} />;
      })}
    </div>
  );
}
