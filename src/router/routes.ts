import bossMenu from '../../schemas/menu/boss.json';
import { normalizePath } from '../navigation/address';

export { normalizePath } from '../navigation/address';

// Every screen of the spec's route table (§2) as data: the router, the nav bar, the tab bar and the
// navigation helpers all read this one list. Titles follow the glossary.

export type RouteKind = 'screen' | 'schema' | 'tab';

/** who may open the route: anyone, a logged-in user, or a user acting for a chosen supplier */
export type RouteAuth = 'none' | 'user' | 'supplier';

export interface RouteDef {
  path: string;
  title: { 'zh-CN': string; en: string };
  /** screen: hand-written screen in src/screens; schema: rendered from schemas/ by the engine; tab: bottom-tab screen */
  kind: RouteKind;
  auth: RouteAuth;
  /** position in the bottom tab bar */
  tabIndex?: number;
  /** the screen draws its own header instead of the shared nav bar */
  customHeader?: boolean;
  /** system back leaves the app from here (spec: login and home) */
  backExits?: boolean;
  pullRefresh?: boolean;
  /** distance from the bottom (px) at which a list loads its next page */
  loadMoreDistance?: number;
  background?: string;
}

export const PAGE_BACKGROUND = '#F0F3F5';
export const LOGIN_PATH = '/pages/login/index';
export const HOME_PATH = '/pages/index/index';
export const MY_PATH = '/pages/my/index';
export const SUPPLIER_PATH = '/packagesSub/login/supplier';

/** spec §2 pull-down refresh defaults, for screens that offer it */
export const PULL_REFRESH_DEFAULTS = { color: '#2BD009', style: 'circle', height: 70, range: 150 } as const;
/** spec §9 bottom-reach distance for screens that do not set their own */
export const DEFAULT_LOAD_MORE_DISTANCE = 100;

type Entry = Omit<RouteDef, 'title' | 'auth'> & { zh: string; en: string; auth?: RouteAuth };

const entries: Entry[] = [
  { path: LOGIN_PATH, zh: '登录', en: 'Log in', kind: 'screen', auth: 'none', customHeader: true, backExits: true, background: '#FFFFFF' },
  { path: '/pages/login/serviceAgreement', zh: '用户服务协议', en: 'User service agreement', kind: 'screen', auth: 'none', background: '#FFFFFF' },
  { path: '/pages/login/privacyAgreement', zh: '隐私政策', en: 'Privacy policy', kind: 'screen', auth: 'none', background: '#FFFFFF' },
  { path: SUPPLIER_PATH, zh: '选择供应商', en: 'Choose supplier', kind: 'screen', auth: 'user' },
  { path: HOME_PATH, zh: '首页（快捷订货）', en: 'Home', kind: 'tab', tabIndex: 0, customHeader: true, backExits: true },
  { path: MY_PATH, zh: '我的', en: 'My', kind: 'tab', tabIndex: 1, customHeader: true },

  { path: '/pages/finance/index', zh: '单据对账', en: 'Document reconciliation', kind: 'schema', pullRefresh: true, loadMoreDistance: 200 },
  { path: '/pages/finance/bill-detail', zh: '对账单详情', en: 'Reconciliation statement', kind: 'schema' },
  { path: '/pages/finance/account-info', zh: '结算单详情', en: 'Settlement statement', kind: 'schema' },
  { path: '/pages/index/stockQuery', zh: '库存查询', en: 'Stock query', kind: 'schema', loadMoreDistance: 200 },
  { path: '/pages/index/goods/index', zh: '商品资料', en: 'Goods data', kind: 'schema', loadMoreDistance: 200 },
  { path: '/pages/index/goodsDetails', zh: '商品详情', en: 'Goods details', kind: 'schema' },
  { path: '/pages/index/unsalable', zh: '滞销商品', en: 'Unsalable goods', kind: 'schema', loadMoreDistance: 200 },
  { path: '/packagesSub/branchProduct/index', zh: '供货机构商品', en: 'Goods of the supplying organisation', kind: 'schema', loadMoreDistance: 200 },
  { path: '/packagesSub/purchaseOrder/index', zh: '采购订单', en: 'Purchase orders', kind: 'schema', loadMoreDistance: 200 },
  { path: '/packagesSub/purchaseOrder/orderDetails', zh: '订单详情', en: 'Order details', kind: 'schema' },
  { path: '/packagesSub/bluetoothPrint/index', zh: '蓝牙打印', en: 'Bluetooth printing', kind: 'screen' },
  { path: '/packagesSub/report/purchaseSummary/index', zh: '采购汇总', en: 'Purchase summary', kind: 'schema', loadMoreDistance: 200 },
  { path: '/packagesSub/AI/AI', zh: '智能客服', en: 'Customer service assistant', kind: 'screen' },
  { path: '/packagesSub/report/jointSale/index', zh: '联营销售', en: 'Joint-venture sales', kind: 'schema', loadMoreDistance: 200 },
  { path: '/packagesSub/report/costAgent/index', zh: '成本代销销售', en: 'Cost-based agency sales', kind: 'schema', loadMoreDistance: 200 },
  { path: '/packagesSub/my/businessInfo', zh: '供应商信息', en: 'Supplier information', kind: 'schema' },
  { path: '/packagesSub/my/feedbackAi', zh: '投诉举报与反馈', en: 'Complaints and feedback', kind: 'screen' },
  { path: '/packagesSub/my/changePhone', zh: '修改密码', en: 'Change password', kind: 'schema' },
  { path: '/packagesSub/my/contcatUs', zh: '关于我们', en: 'About us', kind: 'schema' },
  { path: '/packagesSub/my/web', zh: '厂商官网', en: 'Vendor website', kind: 'schema' },
  { path: '/packagesSub/newProductApply/list', zh: '新品申请', en: 'New-product applications', kind: 'schema', auth: 'user', pullRefresh: true, loadMoreDistance: 200 },
  { path: '/packagesSub/newProductApply/info', zh: '新品申请单', en: 'New-product application', kind: 'schema' },
  { path: '/packagesSub/newProductApply/categoryPick/index', zh: '选择类别', en: 'Choose category', kind: 'schema' },
  { path: '/packagesSub/newProductApply/component/MorePacking', zh: '多包装', en: 'Multiple packagings', kind: 'schema' },
  { path: '/packagesSub/purchaseIn/list', zh: '采购收货（入库）单', en: 'Goods receipts', kind: 'schema', pullRefresh: true, loadMoreDistance: 200 },
  { path: '/packagesSub/purchaseIn/info', zh: '收货单详情', en: 'Goods receipt details', kind: 'schema' },
  { path: '/packagesSub/purchaseOut/list', zh: '采购退货单', en: 'Purchase returns', kind: 'schema', pullRefresh: true, loadMoreDistance: 200 },
  { path: '/packagesSub/purchaseOut/info', zh: '退货单详情', en: 'Purchase return details', kind: 'schema' },
  { path: '/packagesSub/arrivalRate/list', zh: '到货率', en: 'Arrival rate', kind: 'schema', pullRefresh: true, loadMoreDistance: 200 },
  { path: '/packagesSub/retailSales/list', zh: '零售销售', en: 'Retail sales', kind: 'schema', pullRefresh: true, loadMoreDistance: 200 },
  { path: '/packagesSub/wholesaleSales/list', zh: '批发销售', en: 'Wholesale sales', kind: 'schema', pullRefresh: true, loadMoreDistance: 200 },
  { path: '/packagesSub/replenish/list', zh: '自助补货', en: 'Self-service replenishment', kind: 'schema', auth: 'user', pullRefresh: true, loadMoreDistance: 200 },
  { path: '/packagesSub/replenish/info', zh: '新增补货单', en: 'Add replenishment', kind: 'schema' },
  { path: '/packagesSub/replenish/addProduct', zh: '添加商品', en: 'Add goods', kind: 'schema', loadMoreDistance: 200 },

];

interface MenuNode {
  name: { 'zh-CN': string; en: string };
  route?: string;
  children: MenuNode[];
}

/**
 * Boss-side functions (the chain's merchant admins): the menu names them, the spec shows no screens, so each route
 * comes from the menu and opens as a schema page or, until one exists, as "not available yet".
 */
function menuEntries(items: MenuNode[], known: Set<string>): Entry[] {
  return items.flatMap((item) => [
    ...(item.route && !known.has(item.route)
      ? [{ path: item.route, zh: item.name['zh-CN'], en: item.name.en, kind: 'schema' as const, auth: 'user' as const }]
      : []),
    ...menuEntries(item.children, known),
  ]);
}
entries.push(...menuEntries(bossMenu.menu as MenuNode[], new Set(entries.map((e) => e.path))));

export const ROUTES: readonly RouteDef[] = entries.map(({ zh, en, auth, ...rest }) => ({
  ...rest,
  title: { 'zh-CN': zh, en },
  auth: auth ?? 'supplier',
}));

const byPath = new Map(ROUTES.map((r) => [r.path, r]));
const extraRoutes: RouteDef[] = [];

/**
 * Adds screens that exist only as schema files (e.g. the merchant-side set), so adding a screen stays
 * "add a file". Entries of the spec table always win.
 */
export function registerSchemaRoutes(routes: readonly { path: string; title: string | { 'zh-CN': string; en?: string }; set?: string }[]): void {
  for (const r of routes) {
    const path = normalizePath(r.path);
    if (byPath.has(path)) continue;
    const zh = typeof r.title === 'string' ? r.title : r.title['zh-CN'];
    const en = typeof r.title === 'string' ? r.title : (r.title.en ?? r.title['zh-CN']);
    const def: RouteDef = { path, title: { 'zh-CN': zh, en }, kind: 'schema', auth: r.set === 'boss' ? 'user' : 'supplier' };
    byPath.set(path, def);
    extraRoutes.push(def);
  }
}

/** The spec table plus registered schema-only screens. */
export function allRoutes(): readonly RouteDef[] {
  return [...ROUTES, ...extraRoutes];
}

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(normalizePath(path));
}

export function isTabPath(path: string): boolean {
  return findRoute(path)?.kind === 'tab';
}

export const TAB_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => r.kind === 'tab').sort(
  (a, b) => (a.tabIndex ?? 0) - (b.tabIndex ?? 0),
);
