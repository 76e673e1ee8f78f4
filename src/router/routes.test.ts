import { describe, expect, it } from 'vitest';
import { findRoute, HOME_PATH, isTabPath, LOGIN_PATH, MY_PATH, normalizePath, ROUTES, TAB_ROUTES } from './routes';

// The route table of spec §2, copied here so a route dropped from the app's table fails a test.
const SPEC_ROUTES = [
  '/pages/login/index', '/pages/login/serviceAgreement', '/pages/login/privacyAgreement', '/pages/finance/index',
  '/pages/finance/bill-detail', '/pages/finance/account-info', '/pages/index/index', '/pages/index/stockQuery',
  '/pages/index/goods/index', '/pages/index/goodsDetails', '/pages/index/unsalable', '/pages/my/index',
  '/packagesSub/branchProduct/index', '/packagesSub/purchaseOrder/index', '/packagesSub/purchaseOrder/orderDetails',
  '/packagesSub/bluetoothPrint/index', '/packagesSub/report/purchaseSummary/index', '/packagesSub/AI/AI',
  '/packagesSub/report/jointSale/index', '/packagesSub/report/costAgent/index', '/packagesSub/login/supplier',
  '/packagesSub/my/businessInfo', '/packagesSub/my/feedbackAi', '/packagesSub/my/changePhone', '/packagesSub/my/contcatUs',
  '/packagesSub/my/web', '/packagesSub/newProductApply/list', '/packagesSub/newProductApply/info',
  '/packagesSub/newProductApply/categoryPick/index', '/packagesSub/newProductApply/component/MorePacking',
  '/packagesSub/purchaseIn/list', '/packagesSub/purchaseIn/info', '/packagesSub/purchaseOut/list', '/packagesSub/purchaseOut/info',
  '/packagesSub/arrivalRate/list', '/packagesSub/retailSales/list', '/packagesSub/wholesaleSales/list',
  '/packagesSub/replenish/list', '/packagesSub/replenish/info', '/packagesSub/replenish/addProduct',
];

const PULL_REFRESH = [
  '/pages/finance/index', '/packagesSub/newProductApply/list', '/packagesSub/purchaseIn/list', '/packagesSub/purchaseOut/list',
  '/packagesSub/arrivalRate/list', '/packagesSub/retailSales/list', '/packagesSub/wholesaleSales/list', '/packagesSub/replenish/list',
];

describe('route table', () => {
  it('registers exactly the spec routes, once each, besides the boss-side set', () => {
    const own = ROUTES.map((r) => r.path).filter((p) => !p.startsWith('/packagesBoss/'));
    expect(own.sort()).toEqual([...SPEC_ROUTES].sort());
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('titles every route in both languages', () => {
    for (const r of ROUTES) {
      expect(r.title['zh-CN'], r.path).toMatch(/\S/);
      expect(r.title.en, r.path).toMatch(/\S/);
    }
  });

  it('has the two tabs, home first, and marks the pages whose back exits', () => {
    expect(TAB_ROUTES.map((r) => r.path)).toEqual([HOME_PATH, MY_PATH]);
    expect(isTabPath('/pages/my/index/')).toBe(true);
    expect(ROUTES.filter((r) => r.backExits).map((r) => r.path).sort()).toEqual([HOME_PATH, LOGIN_PATH].sort());
  });

  it('offers pull-down refresh where the spec says so, and load-more at 200 px on the long lists', () => {
    expect(ROUTES.filter((r) => r.pullRefresh).map((r) => r.path).sort()).toEqual([...PULL_REFRESH].sort());
    for (const path of ['/pages/index/stockQuery', '/packagesSub/purchaseOrder/index']) expect(findRoute(path)?.loadMoreDistance).toBe(200);
  });

  it('keeps login and the legal texts open to everyone, everything else behind login', () => {
    const open = ROUTES.filter((r) => r.auth === 'none').map((r) => r.path).sort();
    expect(open).toEqual(['/pages/login/index', '/pages/login/privacyAgreement', '/pages/login/serviceAgreement']);
  });

  it('normalises paths', () => {
    expect(normalizePath('pages/index/index/?a=1')).toBe('/pages/index/index');
    expect(normalizePath('/')).toBe('/');
    expect(findRoute('/nope')).toBeUndefined();
  });
});

describe('schema-only screens', () => {
  it('are added behind the spec table without overriding it', async () => {
    const { registerSchemaRoutes, allRoutes } = await import('./routes');
    registerSchemaRoutes([
      { path: '/packagesSub/purchaseOrder/index', title: 'ignored' },
      { path: 'bossSub/stockWarning/index/', title: { 'zh-CN': '库存预警' }, set: 'boss' },
    ]);
    expect(findRoute('/packagesSub/purchaseOrder/index')?.title['zh-CN']).toBe('采购订单');
    expect(findRoute('/bossSub/stockWarning/index')).toMatchObject({ kind: 'schema', auth: 'user', title: { 'zh-CN': '库存预警', en: '库存预警' } });
    expect(allRoutes()).toHaveLength(ROUTES.length + 1);
  });
});
