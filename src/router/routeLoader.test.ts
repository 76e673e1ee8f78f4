import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '../api/client';
import type { RequestOptions } from '../api/client';
import type { PageStart } from '../engine/index';
import { LOGIN_PATH, SUPPLIER_PATH } from '../../common/routes/appPaths';
import { useSessionStore } from '../stores/session';
import { routeLoader } from './routeLoader';
import type { RouteDef } from './routes';

// The loader every route of the table runs as it opens, driven through react-router's own data router (in memory):
// the gate of spec §6 (login, supplier, menu code) and a schema page's first calls started with the
// route's query and waited for before the screen draws.

/** Requests the app sent (the HTTP client's transport, answered here with an empty list). */
const sent: { url: string; opts: RequestOptions }[] = [];
vi.mock(import('../api/client'), async (actual) => ({
  ...(await actual()),
  request: (async (url: string, opts: RequestOptions = {}) => {
    sent.push({ url, opts });
    return { rows: [], total: 0 };
  }) as typeof Client.request,
}));

const list: RouteDef = { path: '/packagesSub/purchaseOrder/index', title: { 'zh-CN': '采购订单', en: 'Orders' }, kind: 'schema', auth: 'supplier', menuCodes: ['SCM_PO'] };

function engineFor(codes: string[]) {
  const started: { route: string; query: Record<string, string> }[] = [];
  let answer!: () => void;
  const ready = new Promise<void>((r) => (answer = r));
  const startPage = (route: string, query: Record<string, string>): PageStart => {
    started.push({ route, query });
    return { code: Promise.resolve(), ready };
  };
  return { engine: { can: (code?: string | null) => codes.includes(code ?? ''), startPage, refreshPublished: async () => false, publishedReady: async () => undefined, publishedRoutes: () => [] }, started, answer: () => answer() };
}

function open(route: RouteDef, at: string, engine: ReturnType<typeof engineFor>['engine'] | null) {
  const router = createMemoryRouter(
    [
      { id: route.path, path: route.path, loader: routeLoader(route, engine), Component: () => null },
      { path: '*', loader: () => 'elsewhere', Component: () => null },
    ],
    { initialEntries: [at] },
  );
  return new Promise<typeof router.state>((resolve) => {
    if (router.state.initialized) resolve(router.state);
    router.subscribe((state) => state.initialized && state.navigation.state === 'idle' && resolve(state));
  });
}

const login = (session: Partial<ReturnType<typeof useSessionStore.getState>>) => useSessionStore.setState(session);

afterEach(() => useSessionStore.getState().clear());

describe('route loader', () => {
  it('sends a visitor without a session to login, replacing the address', async () => {
    const state = await open(list, list.path, engineFor(['SCM_PO']).engine);
    expect(state.location.pathname).toBe(LOGIN_PATH);
    expect(state.historyAction).toBe('REPLACE');
  });

  it('sends a user of several suppliers who has chosen none to choose one', async () => {
    login({ token: 't', supplierInfo: null, supplierList: [{ supplierId: 1 } as never, { supplierId: 2 } as never] });
    const state = await open(list, list.path, engineFor(['SCM_PO']).engine);
    expect(state.location.pathname).toBe(SUPPLIER_PATH);
  });

  it('judges a route the user holds no code of forbidden, and starts none of its calls', async () => {
    login({ token: 't', supplierInfo: { supplierId: 1 } as never });
    const { engine, started } = engineFor([]);
    const state = await open(list, list.path, engine);
    expect(state.loaderData[list.path]).toEqual({ type: 'forbidden' });
    expect(started).toEqual([]);
  });

  it("starts a schema page's first calls with the route's query, and draws once they have answered", async () => {
    login({ token: 't', supplierInfo: { supplierId: 1 } as never });
    const { engine, started, answer } = engineFor(['SCM_PO']);
    let settled = false;
    const opened = open(list, `${list.path}?status=1`, engine).then((s) => ((settled = true), s));
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toEqual([{ route: list.path, query: { status: '1' } }]);
    expect(settled).toBe(false);
    answer();
    expect((await opened).loaderData[list.path]).toEqual({ type: 'show' });
  });

  it("sends a list page's first call from its loader, with the list's own parameters, while the page's code has not arrived", async () => {
    const { appRoutes, routeEngine } = await import('./appRoutes');
    const route = appRoutes.routes.find((r) => r.path === list.path)!;
    login({ token: 't', supplierInfo: { supplierId: 1 } as never, menuList: [{ code: 'SCM_PURCHASE_ORDER' }] as never });
    // The route's code never arrives: whatever is asked, the loader asked it.
    createMemoryRouter([{ id: route.path, path: route.path, loader: routeLoader(route, routeEngine), lazy: () => new Promise<never>(() => undefined) }], { initialEntries: [`${route.path}?status=1`] });
    await vi.waitFor(() => expect(sent.map((s) => s.url)).toContain('/scm/purchase/purchase-order/list'), { timeout: 30_000 });
    const rows = sent.find((s) => s.url === '/scm/purchase/purchase-order/list')!;
    expect(rows.opts.body).toMatchObject({ status: 1, pageNum: 1, pageSize: 20 });
  });

  it('lets anyone open a route known before the route table (no engine yet)', async () => {
    const state = await open({ ...list, auth: 'none' }, list.path, null);
    expect(state.loaderData[list.path]).toEqual({ type: 'show' });
  });
});
