import { arrivedAnswer, callApi } from '../../data/api';
import { useApi } from '../../data/useApi';
import type { StatTile } from '../../../../common/page/schemaTypes';

export interface SharedCalls {
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
export function useTileAnswer(api: StatTile['api'], params: Record<string, unknown>, shared: SharedCalls) {
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

