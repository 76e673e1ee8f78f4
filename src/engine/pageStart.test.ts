import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirstCallSpec } from '../../common/page/firstCalls';
import type * as Client from '../api/client';
import type { RequestOptions } from '../api/client';
import { SHELL_CALLS_KEY, type RememberedCall } from '../../common/shell/shellCalls';

// The first calls a route's loader asks ahead are the page's own requests, word for word: a list's first page
// (filters' defaults, paging) and a detail's record are sent once, when the route opens, and the page's own call
// takes that answer from the answer cache (data/api.ts) instead of asking again.

const sent: { url: string; opts: RequestOptions }[] = [];
/** The page's storage and address, which a route's opening remembers its calls with (no DOM in unit tests). */
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
  clear: () => storage.clear(),
});
vi.stubGlobal('location', new URL('http://app.test/#/pages/index/index'));
/** How long the stand-in server takes to answer a url (ms; none: at once). */
const slow = new Map<string, number>();
vi.mock(import('../api/client'), async (actual) => ({
  ...(await actual()),
  request: (async (url: string, opts: RequestOptions = {}) => {
    sent.push({ url, opts });
    if (slow.has(url)) await new Promise((resolve) => setTimeout(resolve, slow.get(url)));
    // (the client tells the address it asked, absolute, as the browser's answer names it)
    opts.answered?.({ url: new URL(`/mobile/api${url}`, location.href).href, method: opts.method ?? 'GET', headers: {}, signature: url });
    return { rows: [{ id: sent.length }], total: 1 };
  }) as typeof Client.request,
}));

const { arrivedAnswer, callApi } = await import('./data/api');
const { askFirstCalls } = await import('./pageStart');
const { unguardedOnly } = await import('./firstCallsAhead');
const { firstCallOf } = await import('../../common/page/firstCalls');
const { filterParams, initialValues } = await import('../../common/filters/filterParams');
const { useSessionStore } = await import('../stores/session');

/** A shield code of the menus: the session below is shielded from it. */
const SHIELDED = 'SCM_FINANCE_AMOUNTS';

const list: FirstCallSpec = {
  kind: 'list',
  pageSize: 20,
  filters: [
    { field: 'status', widget: 'tabs', enum: 'poStatus' },
    { field: 'date', widget: 'dateRange', default: 'last30days' },
    { field: 'branchId', widget: 'select', default: 'x', shieldCode: SHIELDED, options: [{ value: 'x' }] },
  ],
  calls: [{ api: { url: '/scm/po/list', method: 'POST' }, paged: true, scope: 'none' }],
};

/** The parameters the list itself sends for its first page (the filters the user sees, their defaults, paging). */
function listParams() {
  const visible = list.filters!.filter((f) => f.shieldCode !== SHIELDED);
  return { ...filterParams(visible, initialValues(visible)), pageNum: 1, pageSize: 20 };
}

beforeEach(() => {
  sent.length = 0;
  slow.clear();
  storage.clear();
  useSessionStore.setState({ shieldCode: [SHIELDED] });
});
afterEach(() => useSessionStore.getState().clear());

describe('first calls', () => {
  it("sends a list's first page as the list will, and the list's own call takes it instead of a second request", async () => {
    void askFirstCalls(list, {});
    expect(sent).toHaveLength(1);
    const params = listParams();
    expect(sent[0]!.opts.body).toEqual(params);
    expect(sent[0]!.opts.body).not.toHaveProperty('branchId');
    const answer = await callApi(list.calls[0]!.api, { params, silent: true });
    expect(answer).toEqual({ rows: [{ id: 1 }], total: 1 });
    expect(sent).toHaveLength(1);
    // Taken once: the next identical call (pull to refresh) asks the server.
    await callApi(list.calls[0]!.api, { params });
    expect(sent).toHaveLength(2);
  });

  it('hands an answer that has already arrived to the page at once, once; one still on its way stays a promise', async () => {
    const arrived = askFirstCalls(list, {});
    const params = listParams();
    const api = { ...list.calls[0]!.api, dataPath: 'rows' };
    // Not arrived yet (the request's promise has not settled): nothing to draw at once.
    expect(arrivedAnswer(api, { params })).toBeUndefined();
    await arrived;
    expect(arrivedAnswer(api, { params: { ...params, pageNum: 2 } })).toBeUndefined();
    expect(arrivedAnswer(api, { params })).toEqual({ data: [{ id: 1 }] });
    expect(arrivedAnswer(api, { params })).toBeUndefined();
    await callApi(api, { params });
    expect(sent).toHaveLength(2);
  });

  it('sends an identical first call once, however often the route opening is started', async () => {
    void askFirstCalls(list, {});
    await askFirstCalls(list, {});
    expect(sent).toHaveLength(1);
    await callApi(list.calls[0]!.api, { params: listParams() });
    expect(sent).toHaveLength(1);
  });

  it('leaves the early answer alone when the page asks something else', async () => {
    void askFirstCalls(list, { status: '2' });
    expect(sent[0]!.opts.body).toMatchObject({ status: 2 });
    await callApi(list.calls[0]!.api, { params: { status: 3, pageNum: 1, pageSize: 20 } });
    expect(sent).toHaveLength(2);
  });

  it('sends nothing while a required filter has no value', () => {
    void askFirstCalls({ ...list, filters: [{ field: 'date', widget: 'dateRange', required: true }] }, {});
    expect(sent).toHaveLength(0);
  });

  it("fills a detail's url from the route query, GET parameters in the query string, and the detail takes the answer", async () => {
    const api = { url: '/scm/po/{{id}}', method: 'GET' as const };
    await askFirstCalls({ kind: 'detail', calls: [{ api, paged: false, scope: 'query' }] }, { id: '42' });
    expect(sent[0]).toMatchObject({ url: '/scm/po/42', opts: { method: 'GET', query: {} } });
    expect(arrivedAnswer(api, { scope: { id: '42' } })).toEqual({ data: { rows: [{ id: 1 }], total: 1 } });
  });

  it('loads the record a form edits, and nothing for a new document (no onlyWith parameter in the route)', async () => {
    const api = { url: '/scm/po/detail/{{id}}', method: 'GET' as const };
    const form: FirstCallSpec = { kind: 'form', calls: [{ api, paged: false, scope: 'query', onlyWith: 'id' }] };
    void askFirstCalls(form, {});
    expect(sent).toHaveLength(0);
    void askFirstCalls(form, { id: '7' });
    expect(sent[0]).toMatchObject({ url: '/scm/po/detail/7', opts: { method: 'GET' } });
    // FormPage's own load (scope: the route query) takes that answer.
    await callApi(api, { scope: { id: '7' }, silent: true });
    expect(sent).toHaveLength(1);
  });
  it("sends a dashboard's calls one task apart, the first at once, and a tile's own call made before its turn takes that answer", async () => {
    const tile = (url: string) => ({ type: 'stat' as const, api: { url, method: 'POST' as const } });
    const dashboard = firstCallOf({ kind: 'dashboard', tiles: [tile('/a/summary'), tile('/a/rank'), tile('/a/trend')] })!;
    const arrived = askFirstCalls(dashboard, {});
    // One request's work per task: the rest wait for the browser's next turns.
    expect(sent.map((s) => s.url)).toEqual(['/a/summary']);
    // The page drawn meanwhile asks the last tile's data: it waits for the call kept ahead, no second request.
    const own = callApi(tile('/a/trend').api, { silent: true });
    await arrived;
    await own;
    expect(sent.map((s) => s.url)).toEqual(['/a/summary', '/a/rank', '/a/trend']);
  });

  it("leaves a tile drawn only for some filter values (a chart of days: not for one day) to the page", async () => {
    const period = { field: 'period', widget: 'tabs' as const, options: [{ value: 'today', label: '今日' }, { value: 'week', label: '本周' }], default: 'today', required: true, allOption: false };
    const dashboard = firstCallOf({
      kind: 'dashboard',
      filters: [period],
      tiles: [
        { type: 'stat', api: { url: '/a/summary', method: 'POST' } },
        { type: 'line', visibleWhen: { field: 'period', op: 'ne', value: 'today' }, api: { url: '/a/days', method: 'POST' } },
      ],
    })!;
    await askFirstCalls(dashboard, {});
    expect(sent.map((s) => s.url)).toEqual(['/a/summary']);
    sent.length = 0;
    await askFirstCalls(dashboard, { period: 'week' });
    expect(sent.map((s) => s.url)).toEqual(['/a/summary']);
  });

  it("asks no tile's call that the user may not see: a tile another menu's code guards is refused with 107 otherwise", async () => {
    // The purchasing overview's tiles as a finance user meets them: the arrival-rate tile belongs to
    // SCM_ARRIVAL_RATE, a code of the sales and admin menus only.
    const dashboard = firstCallOf({
      kind: 'dashboard',
      tiles: [
        { type: 'stat', api: { url: '/scm/report/purchase-summary/total', method: 'POST' } },
        { type: 'line', shieldCode: SHIELDED, api: { url: '/scm/report/purchase-summary/query', method: 'POST' } },
        { type: 'bar', shieldCode: 'SCM_ARRIVAL_RATE', api: { url: '/scm/report/delivery-rate-analyse/query', method: 'POST' } },
      ],
    })!;
    await askFirstCalls(dashboard, {});
    expect(sent.map((s) => s.url)).toEqual(['/scm/report/purchase-summary/total']);
    sent.length = 0;
    useSessionStore.setState({ shieldCode: [], menuList: [{ code: 'SCM_ARRIVAL_RATE' }] as never });
    await askFirstCalls(dashboard, {});
    // (the totals' answer is still waiting for the page, so it is not asked again)
    expect(sent.map((s) => s.url).sort()).toEqual(['/scm/report/delivery-rate-analyse/query', '/scm/report/purchase-summary/query']);
  });

  it('before the menu has arrived (login, ahead of the user info), asks only what no code guards: no guarded filter, no guarded tile', async () => {
    // The session as login leaves it: no menu, no shield list yet, so the module's `can` would let every shield code by.
    useSessionStore.setState({ shieldCode: [], menuList: [] });
    await askFirstCalls(list, {}, undefined, unguardedOnly);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.opts.body).not.toHaveProperty('branchId');
    sent.length = 0;
    const dashboard = firstCallOf({
      kind: 'dashboard',
      tiles: [
        { type: 'stat', api: { url: '/scm/home/summary', method: 'GET' } },
        { type: 'line', shieldCode: SHIELDED, api: { url: '/scm/report/purchase-summary/query', method: 'POST' } },
      ],
    })!;
    await askFirstCalls(dashboard, {}, undefined, unguardedOnly);
    expect(sent.map((s) => s.url)).toEqual(['/scm/home/summary']);
  });

  it("remembers an opening's calls in the page's order for the shell, also when a call another opening asked is answered last", async () => {
    // Login opens home before the menu has come (the unguarded summary only, slow to answer); home's own opening then
    // asks the guarded tiles, answered first. The shell sends the first SHELL_CALLS_PER_PAGE at the next launch: the
    // summary must be among them, not the three tiles that happened to answer sooner.
    const tile = (url: string, shieldCode?: string) => ({ type: 'stat' as const, shieldCode, api: { url, method: 'POST' as const } });
    const dashboard = firstCallOf({ kind: 'dashboard', tiles: [tile('/b/summary'), tile('/b/rank', 'B'), tile('/b/trend', 'B'), tile('/b/payway', 'B')] })!;
    slow.set('/b/summary', 30);
    void askFirstCalls(dashboard, {}, undefined, unguardedOnly);
    await askFirstCalls(dashboard, {}, { address: '/pages/index/index', page: 'boss-home.dashboard' }, () => true);
    expect(sent.map((s) => s.url)).toEqual(['/b/summary', '/b/rank', '/b/trend', '/b/payway']);
    const remembered = JSON.parse(storage.get(SHELL_CALLS_KEY) ?? '{}') as Record<string, RememberedCall[]>;
    expect(remembered['/pages/index/index boss-home.dashboard']!.map((c) => new URL(c.url).pathname)).toEqual(['/mobile/api/b/summary', '/mobile/api/b/rank', '/mobile/api/b/trend']);
  });

  it('drops the answers kept ahead when the session changes: the next session asks again', async () => {
    useSessionStore.setState({ token: 'first' });
    await askFirstCalls(list, {});
    useSessionStore.setState({ token: 'second' });
    await callApi(list.calls[0]!.api, { params: listParams() });
    expect(sent).toHaveLength(2);
  });
});
