import { HOME_PATH, LOGIN_PATH, MY_PATH, SUPPLIER_PATH } from '../../common/routes/appPaths';
import { normalizePath } from '../navigation/address';
import type { SchemaSet } from '../../common/page/schemaSets';
import type { MenuTitle } from './menuRoutes';

// The routes the app declares itself: its hand-written screens, and the spec routes (§2) whose screens a later
// release delivers (they open the honest "not available yet" page). Screens served by page schemas are not
// listed here: they take route and title from the page index (and through it from the menu entry of the
// page's menuCode). A route a menu entry names takes its title and menu codes from the menu, never from here.
// No menu file is read here: this module is part of the entry every route pays for (routeTable.ts, loaded beside
// the first screen, joins these declarations with the menus and the page files).

export type RouteKind = 'screen' | 'schema' | 'tab';

/** who may open the route: anyone, a logged-in user, or a user acting for a chosen supplier */
export type RouteAuth = 'none' | 'user' | 'supplier';

export interface RouteDef extends RouteLook {
  path: string;
  title: MenuTitle;
  /** each page set's own title when the sets serve the route with different pages (supplier's and buyer's detail) */
  titles?: Partial<Record<SchemaSet, MenuTitle>>;
  /** screen: hand-written (src/widgets); schema: drawn by the engine (or "not available yet"); tab: bottom tab */
  kind: RouteKind;
  auth: RouteAuth;
  /**
   * The menu codes that grant this screen (spec §6): the user's menu tree must hold one of them. Empty: every
   * logged-in user (the tabs, login, the screens "my" offers everyone).
   */
  menuCodes: readonly string[];
  /** a page the merchant published at run time (publishedRouteDef.ts): a later release may take it away again */
  published?: boolean;
}

/** How a route is shown and left, as its declaration sets it (routeTable.ts copies only what is set). */
export interface RouteLook {
  /** position in the bottom tab bar */
  tabIndex?: number;
  /** the screen draws its own header instead of the shared nav bar */
  customHeader?: boolean;
  /** system back leaves the app from here (spec: login and home) */
  backExits?: boolean;
  background?: string;
  /** the route is drawn from its page file (wholly, or under a hand-written header: home): its data starts with the route */
  pageBody?: boolean;
}

export const PAGE_BACKGROUND = '#F0F3F5';

export interface Declared extends RouteLook {
  path: string;
  kind: RouteKind;
  /** only for routes no menu entry names (a test holds this) */
  title?: MenuTitle;
  auth?: RouteAuth;
  /** for screens no menu entry names: the menu function they belong to */
  menuCodes?: string[];
  /** open to every logged-in user even though a menu names it ("my" links to it for every kind of user) */
  everyone?: boolean;
}

const zhEn = (zh: string, en: string): MenuTitle => ({ 'zh-CN': zh, en });
const WHITE = '#FFFFFF';

/**
 * Screens the route table cannot take from the menus and page files: hand-written ones (src/widgets:
 * screenLoaders.ts names each one's module), and those whose place the app fixes but whose body is a page file
 * (`pageBody`): the tabs, and choose supplier, open before any menu has arrived.
 */
export const HAND_WRITTEN: readonly Declared[] = [
  { path: LOGIN_PATH, title: zhEn('登录', 'Log in'), kind: 'screen', auth: 'none', customHeader: true, backExits: true, background: WHITE },
  { path: '/pages/login/serviceAgreement', title: zhEn('用户服务协议', 'User service agreement'), kind: 'screen', auth: 'none', background: WHITE },
  { path: '/pages/login/privacyAgreement', title: zhEn('隐私政策', 'Privacy policy'), kind: 'screen', auth: 'none', background: WHITE },
  { path: SUPPLIER_PATH, title: zhEn('选择供应商', 'Choose supplier'), kind: 'screen', auth: 'user', pageBody: true },
  { path: HOME_PATH, title: zhEn('首页（快捷订货）', 'Home'), kind: 'tab', tabIndex: 0, customHeader: true, backExits: true, pageBody: true },
  { path: MY_PATH, title: zhEn('我的', 'My'), kind: 'tab', tabIndex: 1, customHeader: true, pageBody: true },
  { path: '/packagesSub/bluetoothPrint/index', kind: 'screen' },
  { path: '/packagesSub/AI/AI', kind: 'screen' },
  { path: '/packagesBoss/assistant/index', kind: 'screen' },
  { path: '/packagesSub/my/web', title: zhEn('厂商官网', 'Vendor website'), kind: 'screen', everyone: true, auth: 'user' },
  { path: '/packagesSub/my/messageOpen', title: zhEn('消息', 'Message'), kind: 'screen', menuCodes: ['SCM_MESSAGE'] },
  { path: '/packagesSub/studio/index', kind: 'screen', background: WHITE },
  { path: '/packagesSub/studio/preview', title: zhEn('预览', 'Preview'), kind: 'screen', menuCodes: ['BOSS_AUTHORING'], background: WHITE },
  // Two fields of the new-product form on screens of their own (src/widgets/newProduct/fieldScreens.tsx).
  { path: '/packagesSub/newProductApply/categoryPick/index', title: zhEn('选择类别', 'Choose category'), kind: 'screen', menuCodes: ['SCM_NEW_PRODUCT'], background: WHITE },
  { path: '/packagesSub/newProductApply/component/MorePacking', title: zhEn('多包装', 'Multiple packagings'), kind: 'screen', menuCodes: ['SCM_NEW_PRODUCT'] },
];

/** Spec routes no menu names and no page file serves yet: detail and form screens of later issues, "my" pages. */
export const LATER: readonly Declared[] = [];

/**
 * The hand-written screens open to anyone (login, the agreements), as the entry draws them before the route table
 * has loaded: they declare their own title and belong to no menu (routes.test.ts holds that they equal the table's).
 */
export function openRoute(path: string): RouteDef | undefined {
  const d = HAND_WRITTEN.find((r) => r.auth === 'none' && r.path === normalizePath(path));
  return d?.title && { path: d.path, title: d.title, kind: d.kind, auth: 'none', menuCodes: [], ...pick(d) };
}

/** What navigation needs of a hand-written screen before the route table has loaded (a tab, back leaves the app). */
export function declaredFacts(path: string): { tab: boolean; backExits: boolean } | undefined {
  const d = HAND_WRITTEN.find((r) => r.path === normalizePath(path));
  return d && { tab: d.kind === 'tab', backExits: d.backExits === true };
}

/** The optional display facts of a declaration, only those it sets. */
export function pick(d: Declared): RouteLook {
  return {
    ...(d.tabIndex !== undefined ? { tabIndex: d.tabIndex } : {}),
    ...(d.customHeader ? { customHeader: true } : {}),
    ...(d.backExits ? { backExits: true } : {}),
    ...(d.background ? { background: d.background } : {}),
    ...(d.pageBody ? { pageBody: true } : {}),
  };
}
