import { paramFilter, type ParamFilter } from '../filters/filterKinds.ts';
import { columnSettingsApi } from './columnSettingsApi.ts';
import type { Api, Filter, PageKind } from './schemaTypes.ts';

// The calls a page makes as it opens, read from its page file: the build bundles them with the route table
// (scripts/build/schemaJson.ts, `page.json?route`), so the route's loader sends them the moment the route opens,
// beside the page's code (src/engine/pageStart.ts), and the page's own identical call takes the answer.

export interface FirstCallSpec {
  kind: PageKind;
  /**
   * list, report and dashboard: the filters (their defaults and the route query become parameters), only what
   * their parameters are made of; a list's page size
   */
  filters?: ParamFilter[];
  pageSize?: number;
  /**
   * In the order the page sends them: rows (paged unless the api says not), a report's totals, the saved column
   * settings. `onlyWith`: sent only when the route query has this parameter (a form's load: without it, a new
   * document). `filters: false`: sent with its own parameters only, not the page's filters. `shieldCode`: the code
   * that guards the part asking (a dashboard tile): not sent for a user who may not see that part, as the page
   * does not draw it (a tile guarded by another menu's code would otherwise be refused with 107).
   */
  calls: { api: Api; paged: boolean; scope: 'query' | 'none'; onlyWith?: string; filters?: false; shieldCode?: string }[];
}

type Json = Record<string, unknown>;

/** The first calls of a page file as the page itself would send them (null: a kind that asks nothing up front). */
export function firstCallOf(page: Json): FirstCallSpec | null {
  const kind = page.kind as PageKind;
  const api = page.api as Api | undefined;
  const filters = ((page.filters as Filter[] | undefined) ?? []).map(paramFilter);
  if ((kind === 'list' || kind === 'report') && api) {
    const calls: FirstCallSpec['calls'] = [{ api, paged: api.paged !== false, scope: 'none' }];
    if (kind === 'report' && page.summaryApi) calls.push({ api: page.summaryApi as Api, paged: false, scope: 'none' });
    if (page.columnSettings !== false) calls.push({ api: columnSettingsApi(String(page.id)), paged: false, scope: 'none', filters: false });
    return { kind, filters, ...(typeof page.pageSize === 'number' ? { pageSize: page.pageSize } : {}), calls };
  }
  if (kind === 'detail' && api) return { kind, calls: [{ api, paged: false, scope: 'query' }] };
  // A dashboard asks each tile's api (once per api and parameters, as its tiles share one call) with the page's
  // filters, or with none for a tile whose figures do not depend on them.
  if (kind === 'dashboard') {
    const calls = new Map<string, FirstCallSpec['calls'][number]>();
    for (const tile of (page.tiles as { api?: Api; filters?: false; shieldCode?: string; visibleWhen?: unknown }[] | undefined) ?? []) {
      // A menu tile asks nothing (it draws the menu the session holds), nor do the tiles that draw the session. A tile
      // drawn only for some filter values (`visibleWhen`: a chart of days, not for one day) is asked by the page once
      // it draws it: the conditions' evaluator comes with the page's code, not ahead of it.
      if (!tile.api || tile.visibleWhen) continue;
      const call = {
        api: tile.api,
        paged: false,
        scope: 'none' as const,
        ...(tile.filters === false ? { filters: false as const } : {}),
        ...(tile.shieldCode ? { shieldCode: tile.shieldCode } : {}),
      };
      calls.set(JSON.stringify(call), call);
    }
    return { kind, filters, calls: [...calls.values()] };
  }
  // A form loads the record it edits; opened without its `onlyWith` parameter it is a new document and asks nothing.
  const load = page.load as { api?: Api; onlyWith?: string } | undefined;
  if (kind === 'form' && load?.api) return { kind, calls: [{ api: load.api, paged: false, scope: 'query', ...(load.onlyWith ? { onlyWith: load.onlyWith } : {}) }] };
  return null;
}
