import { describe, expect, it } from 'vitest';
import { schemaRoutes } from '../engine/index';
import { HOME_PATH, LOGIN_PATH, MY_PATH, SUPPLIER_PATH } from '../../common/routes/appPaths';
import { admit } from './admission';
import { appRoutes } from './appRoutes';
import { MENU_ROUTES, menuRoute } from './menuRoutes';
import { buildRouteTable, tabRoutes } from './routeTable';
import { SPEC_ROUTES } from '../../common/routes/specRoutes';
import { declaredFacts, HAND_WRITTEN, LATER, openRoute, type RouteDef } from './routes';


const pagePaths = new Set(schemaRoutes().map((p) => p.path));
const paths = (routes: readonly { path: string }[]): string[] => routes.map((r) => r.path).sort();

describe('route table', () => {
  it('holds every spec route once; anything else is a menu function, a page file or a declared hand-written screen', () => {
    const all = paths(appRoutes.routes);
    expect(new Set(all).size).toBe(all.length);
    for (const path of SPEC_ROUTES) expect(appRoutes.find(path), path).toBeDefined();
    const extra = all.filter((p) => !SPEC_ROUTES.includes(p));
    const handWritten = new Set(HAND_WRITTEN.map((d) => d.path));
    for (const path of extra) expect(pagePaths.has(path) || menuRoute(path) !== undefined || handWritten.has(path), path).toBe(true);
    for (const m of MENU_ROUTES) expect(appRoutes.find(m.path), m.path).toBeDefined();
  });

  it('declares no screen a page file serves (but those drawing it under their header): page files bring their own route and title', () => {
    const declared = [...HAND_WRITTEN, ...LATER].filter((d) => !d.pageBody).map((d) => d.path);
    expect(declared.filter((p) => pagePaths.has(p))).toEqual([]);
    // home draws its page file under its header; my and choose supplier are their page files; each set has one
    expect(HAND_WRITTEN.filter((d) => d.pageBody).map((d) => d.path).sort()).toEqual([HOME_PATH, MY_PATH, SUPPLIER_PATH].sort());
    for (const path of [HOME_PATH, MY_PATH, SUPPLIER_PATH]) expect(pagePaths.has(path), path).toBe(true);
    expect(pagePaths.has('/packagesSub/purchaseOrder/index')).toBe(true);
  });

  it('writes a title only for screens no menu entry names (tabs aside): the menu is the record', () => {
    const doubled = [...HAND_WRITTEN, ...LATER].filter((d) => d.title && d.kind !== 'tab' && menuRoute(d.path));
    expect(doubled.map((d) => d.path)).toEqual([]);
    expect(appRoutes.find('/packagesSub/purchaseIn/list')?.title).toEqual(menuRoute('/packagesSub/purchaseIn/list')?.title);
    expect(appRoutes.find('/packagesSub/bluetoothPrint/index')?.title['zh-CN']).toBe('蓝牙打印');
  });

  it('titles every route in both languages', () => {
    for (const r of appRoutes.routes) {
      expect(r.title['zh-CN'], r.path).toMatch(/\S/);
      expect(r.title.en, r.path).toMatch(/\S/);
    }
  });

  it('has the two tabs, home first, and marks the pages whose back exits', () => {
    expect(tabRoutes(appRoutes).map((r) => r.path)).toEqual([HOME_PATH, MY_PATH]);
    expect(appRoutes.facts('/pages/my/index/')).toEqual({ tab: true, backExits: false });
    expect(appRoutes.routes.filter((r) => r.backExits).map((r) => r.path).sort()).toEqual([HOME_PATH, LOGIN_PATH].sort());
    expect(appRoutes.facts('/nope')).toBeUndefined();
  });

  it('draws the open screens and knows the hand-written ones before the table loads, exactly as the table does', () => {
    for (const r of appRoutes.routes.filter((x) => x.auth === 'none')) expect(openRoute(r.path), r.path).toEqual(r);
    for (const r of appRoutes.routes.filter((x) => x.auth !== 'none')) expect(openRoute(r.path), r.path).toBeUndefined();
    for (const d of HAND_WRITTEN) expect(declaredFacts(d.path), d.path).toEqual(appRoutes.facts(d.path));
    expect(openRoute('/pages/login/index/')?.path).toBe(LOGIN_PATH);
    expect(declaredFacts('/packagesSub/purchaseOrder/index')).toBeUndefined();
  });

  it('keeps login and the legal texts open to everyone, everything else behind login', () => {
    const open = appRoutes.routes.filter((r) => r.auth === 'none').map((r) => r.path).sort();
    expect(open).toEqual(['/pages/login/index', '/pages/login/privacyAgreement', '/pages/login/serviceAgreement']);
    expect(appRoutes.find(SUPPLIER_PATH)?.auth).toBe('user');
  });

  it('grants a screen by the menu codes that open it, in any menu', () => {
    expect(appRoutes.find('/packagesBoss/branchRank/index')?.menuCodes).toEqual(['BOSS_BRANCH_RANK']);
    expect(appRoutes.find('/packagesSub/purchaseOrder/orderDetails')?.menuCodes).toEqual(['SCM_PURCHASE_ORDER']);
    expect(appRoutes.find('/packagesSub/newProductApply/list')?.menuCodes).toEqual(expect.arrayContaining(['SCM_NEW_PRODUCT', 'BUYER_NEW_PRODUCT_REVIEW']));
    // Feedback is a supplier's function ("my" offers it to supplier users whose menu holds it); the tabs belong to everyone.
    expect(appRoutes.find('/packagesSub/my/feedbackAi')?.menuCodes).toEqual(['SCM_FEEDBACK']);
    for (const path of [HOME_PATH, MY_PATH]) expect(appRoutes.find(path)?.menuCodes, path).toEqual([]);
  });
});

describe('buildRouteTable', () => {
  it('lets a page file take over a later route and never a hand-written screen', () => {
    const table = buildRouteTable([
      { path: '/pages/finance/bill-detail/', title: { 'zh-CN': '对账单' }, set: 'supplier', menuCode: 'SCM_FINANCE' },
      { path: LOGIN_PATH, title: 'ignored', set: 'supplier', menuCode: '' },
    ]);
    expect(table.find('/pages/finance/bill-detail')).toMatchObject({ title: { 'zh-CN': '对账单', en: '对账单' }, menuCodes: ['SCM_FINANCE'] });
    expect(table.find(LOGIN_PATH)?.title['zh-CN']).toBe('登录');
  });

  it('grants a route two sets serve to either set\'s code', () => {
    const table = buildRouteTable([
      { path: '/x/report', title: 'R', set: 'supplier', menuCode: 'SCM_A' },
      { path: '/x/report', title: 'R', set: 'boss', menuCode: 'BOSS_A' },
    ]);
    expect(table.find('/x/report')?.menuCodes).toEqual(['SCM_A', 'BOSS_A']);
  });
});

describe('admission', () => {
  const route = (over: Partial<RouteDef>): RouteDef => ({ path: '/r', title: { 'zh-CN': 'r', en: 'r' }, kind: 'schema', auth: 'supplier', menuCodes: [], ...over });
  const s = { id: 1, code: 'S1', name: 'S' };
  const none = (): boolean => false;

  it('sends a visitor without a session to login, except on open screens', () => {
    expect(admit(route({}), { token: null, supplierInfo: null, supplierList: [] }, none)).toEqual({ type: 'redirect', to: LOGIN_PATH });
    expect(admit(route({ auth: 'none' }), { token: null, supplierInfo: null, supplierList: [] }, none)).toEqual({ type: 'show' });
  });

  it('sends a user of several suppliers who has chosen none to choose, before judging menu codes', () => {
    const session = { token: 't', supplierInfo: null, supplierList: [s, { ...s, id: 2 }] };
    expect(admit(route({ menuCodes: ['SCM_X'] }), session, none)).toEqual({ type: 'redirect', to: SUPPLIER_PATH });
    expect(admit(route({ auth: 'user' }), session, none)).toEqual({ type: 'show' });
  });

  it('refuses a screen none of whose codes the user holds', () => {
    const session = { token: 't', supplierInfo: s, supplierList: [s] };
    expect(admit(route({ menuCodes: ['BOSS_X'] }), session, (c) => c.startsWith('SCM_'))).toEqual({ type: 'forbidden' });
    expect(admit(route({ menuCodes: ['BOSS_X', 'SCM_Y'] }), session, (c) => c.startsWith('SCM_'))).toEqual({ type: 'show' });
    // Merchant staff act without a supplier.
    expect(admit(route({ menuCodes: ['BOSS_X'] }), { token: 't', supplierInfo: null, supplierList: [] }, () => true)).toEqual({ type: 'show' });
  });
});
