import { HOME_PATH, LOGIN_PATH, MY_PATH, SUPPLIER_PATH } from '../navigation/appPaths';
import { normalizePath } from '../navigation/address';
import { MENU_ROUTES, menuRoute, type MenuTitle } from './menuRoutes';

// The routes the app declares itself: its hand-written screens, and the spec routes (§2) whose screens a later
// release delivers (they open the honest "not available yet" page). Screens served by page schemas are not
// listed here: they take route and title from the page index (and through it from the menu entry of the
// page's menuCode). A route a menu entry names takes its title and menu codes from the menu, never from here.

export type RouteKind = 'screen' | 'schema' | 'tab';

/** who may open the route: anyone, a logged-in user, or a user acting for a chosen supplier */
export type RouteAuth = 'none' | 'user' | 'supplier';

export interface RouteDef {
  path: string;
  title: MenuTitle;
  /** screen: hand-written screen in src/screens; schema: drawn by the engine (or "not available yet"); tab: bottom tab */
  kind: RouteKind;
  auth: RouteAuth;
  /**
   * The menu codes that grant this screen (spec §6): the user's menu tree must hold one of them. Empty: every
   * logged-in user (the tabs, login, the screens "my" offers everyone).
   */
  menuCodes: readonly string[];
  /** position in the bottom tab bar */
  tabIndex?: number;
  /** the screen draws its own header instead of the shared nav bar */
  customHeader?: boolean;
  /** system back leaves the app from here (spec: login and home) */
  backExits?: boolean;
  background?: string;
}

export const PAGE_BACKGROUND = '#F0F3F5';

interface Declared {
  path: string;
  kind: RouteKind;
  /** only for routes no menu entry names (a test holds this) */
  title?: MenuTitle;
  auth?: RouteAuth;
  /** for screens no menu entry names: the menu function they belong to */
  menuCodes?: string[];
  /** open to every logged-in user even though a menu names it ("my" links to it for every kind of user) */
  everyone?: boolean;
  tabIndex?: number;
  customHeader?: boolean;
  backExits?: boolean;
  background?: string;
}

const zhEn = (zh: string, en: string): MenuTitle => ({ 'zh-CN': zh, en });
const WHITE = '#FFFFFF';

/** Screens drawn by src/screens (printing, the assistant and feedback arrive with their own issues). */
export const HAND_WRITTEN: readonly Declared[] = [
  { path: LOGIN_PATH, title: zhEn('登录', 'Log in'), kind: 'screen', auth: 'none', customHeader: true, backExits: true, background: WHITE },
  { path: '/pages/login/serviceAgreement', title: zhEn('用户服务协议', 'User service agreement'), kind: 'screen', auth: 'none', background: WHITE },
  { path: '/pages/login/privacyAgreement', title: zhEn('隐私政策', 'Privacy policy'), kind: 'screen', auth: 'none', background: WHITE },
  { path: SUPPLIER_PATH, title: zhEn('选择供应商', 'Choose supplier'), kind: 'screen', auth: 'user' },
  { path: HOME_PATH, title: zhEn('首页（快捷订货）', 'Home'), kind: 'tab', tabIndex: 0, customHeader: true, backExits: true },
  { path: MY_PATH, title: zhEn('我的', 'My'), kind: 'tab', tabIndex: 1, customHeader: true },
  { path: '/packagesSub/bluetoothPrint/index', kind: 'screen' },
  { path: '/packagesSub/AI/AI', kind: 'screen' },
  { path: '/packagesSub/my/feedbackAi', kind: 'screen', everyone: true },
  { path: '/packagesSub/my/web', title: zhEn('厂商官网', 'Vendor website'), kind: 'screen', everyone: true, auth: 'user' },
  { path: '/packagesSub/my/messageOpen', title: zhEn('消息', 'Message'), kind: 'screen', menuCodes: ['SCM_MESSAGE'] },
];

/** Spec routes no menu names and no page file serves yet: detail and form screens of later issues, "my" pages. */
export const LATER: readonly Declared[] = [
  { path: '/packagesSub/newProductApply/categoryPick/index', title: zhEn('选择类别', 'Choose category'), kind: 'schema', menuCodes: ['SCM_NEW_PRODUCT'] },
  { path: '/packagesSub/newProductApply/component/MorePacking', title: zhEn('多包装', 'Multiple packagings'), kind: 'schema', menuCodes: ['SCM_NEW_PRODUCT'] },
];

function toRoute(d: Declared): RouteDef {
  const menu = menuRoute(d.path);
  const title = d.title ?? menu?.title;
  if (!title) throw new Error(`route ${d.path} has no title: no menu entry names it and routes.ts gives none`);
  const tab = d.kind === 'tab';
  return {
    path: normalizePath(d.path),
    title,
    kind: d.kind,
    auth: d.auth ?? 'supplier',
    menuCodes: tab || d.everyone ? [] : [...new Set([...(d.menuCodes ?? []), ...(menu?.codes ?? [])])],
    ...(d.tabIndex !== undefined ? { tabIndex: d.tabIndex } : {}),
    ...(d.customHeader ? { customHeader: true } : {}),
    ...(d.backExits ? { backExits: true } : {}),
    ...(d.background ? { background: d.background } : {}),
  };
}

/** A menu function with no page file yet (finance, stock, sales, the boss side, …): "not available yet". */
function fromMenu(path: string, title: MenuTitle, codes: readonly string[]): RouteDef {
  return { path, title, kind: 'schema', auth: 'supplier', menuCodes: codes };
}

export const SCREEN_ROUTES: readonly RouteDef[] = HAND_WRITTEN.map(toRoute);
export const LATER_ROUTES: readonly RouteDef[] = LATER.map(toRoute);

const declaredPaths = new Set([...SCREEN_ROUTES, ...LATER_ROUTES].map((r) => r.path));

/** Menu entries whose route neither a hand-written screen nor a later spec route claims. */
export const MENU_ONLY_ROUTES: readonly RouteDef[] = MENU_ROUTES.filter((m) => !declaredPaths.has(m.path)).map((m) =>
  fromMenu(m.path, m.title, m.codes),
);

/** Every route known without the page files (scripts read this: a link may point at any of them). */
export const ROUTES: readonly RouteDef[] = [...SCREEN_ROUTES, ...LATER_ROUTES, ...MENU_ONLY_ROUTES];
