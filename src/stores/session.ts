import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { TOKEN_KEY } from '../../common/shell/shellCalls';
import { setBusinessTimeZone } from '../../common/time/businessClock';
import { USER_KIND_KEY } from '../../common/page/schemaSets';
import { keyedStorage, type KeyMap } from './keyedStorage';
import {
  DEFAULT_OTHER_CONFIG,
  type MenuItem,
  type MonitorInfo,
  type OtherConfig,
  type SupplierRef,
  type SystemConfig,
  type UserInfo,
  type UserKind,
} from './sessionTypes';

export type { LocalText, MenuItem, MonitorInfo, OtherConfig, SupplierRef, SystemConfig, UserInfo, UserKind } from './sessionTypes';

export interface SessionData {
  token: string | null;
  /** a stored token means logged in (spec §4); kept as its own key because the spec lists is_login */
  isLogin: boolean;
  userName: string;
  /** the login account, as typed */
  userCode: string;
  /** supplier user, buyer or merchant admin (boss) — decides which screen set applies */
  userKind: UserKind | null;
  userInfo: UserInfo | null;
  menuList: MenuItem[];
  shieldCode: string[];
  /** the supplier the session currently acts for */
  supplierInfo: SupplierRef | null;
  /** every supplier linked to the user (stored as supplier_info) — decides whether "switch supplier" is offered */
  supplierList: SupplierRef[];
  otherConfig: OtherConfig;
  /** the settings of config/all, read at login and at every launch with a token */
  config: SystemConfig | null;
  shopAdminName: string;
  monitorInfo: MonitorInfo | null;
}

export interface SessionActions {
  setLogin(login: { token: string; account: string; supplierList: SupplierRef[]; userKind?: UserKind }): void;
  setToken(token: string): void;
  setUserInfo(info: UserInfo): void;
  setSupplier(supplier: SupplierRef | null): void;
  setSupplierList(list: SupplierRef[]): void;
  setOtherConfig(config: Partial<OtherConfig>): void;
  setConfig(config: SystemConfig): void;
  clear(): void;
}

export type SessionState = SessionData & SessionActions;

/**
 * The launch refresh answers the permissions the app already holds, nearly always unchanged: keeping the old list
 * then keeps every screen that depends on it as it is, instead of re-resolving an open page (and a form reloading
 * its record) for an equal copy.
 */
function unlessSame<T>(current: T, next: T): T {
  return JSON.stringify(current) === JSON.stringify(next) ? current : next;
}

const EMPTY: SessionData = {
  token: null,
  isLogin: false,
  userName: '',
  userCode: '',
  userKind: null,
  userInfo: null,
  menuList: [],
  shieldCode: [],
  supplierInfo: null,
  supplierList: [],
  otherConfig: DEFAULT_OTHER_CONFIG,
  config: null,
  shopAdminName: '',
  monitorInfo: null,
};

/** The localStorage key of each stored value (spec §3). */
export const SESSION_KEYS = {
  token: { key: TOKEN_KEY, raw: true },
  isLogin: { key: 'is_login' },
  userName: { key: 'user_name', raw: true },
  userCode: { key: 'user_code', raw: true },
  userKind: { key: USER_KIND_KEY, raw: true },
  menuList: { key: 'menu_list' },
  userInfo: { key: 'userInfo' },
  supplierInfo: { key: 'supplierInfo' },
  supplierList: { key: 'supplier_info' },
  shieldCode: { key: 'shieldCode' },
  otherConfig: { key: 'otherConfig' },
  config: { key: 'config' },
  shopAdminName: { key: 'shop_admin_name', raw: true },
  monitorInfo: { key: 'monitor_info' },
} satisfies KeyMap<SessionData>;

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      setLogin: ({ token, account, supplierList, userKind }) =>
        set({ ...EMPTY, otherConfig: get().otherConfig, token, isLogin: true, userCode: account, supplierList, userKind: userKind ?? null }),
      setToken: (token) => set({ token, isLogin: true }),
      setUserInfo: (info) =>
        set({
          // userInfo always carries userKind, so code that only sees userInfo can tell the screen set.
          userInfo: { ...info, userKind: info.userKind ?? get().userKind ?? undefined },
          userKind: info.userKind ?? get().userKind,
          userName: info.userName,
          menuList: unlessSame(get().menuList, info.menuList ?? []),
          shieldCode: unlessSame(get().shieldCode, info.shieldCode ?? []),
          shopAdminName: info.userName,
          monitorInfo: {
            merchantName: info.merchantName ?? info.companyName ?? '',
            shopAdminId: info.shopAdminId ?? null,
            loginName: get().userCode,
          },
        }),
      setSupplier: (supplier) => set({ supplierInfo: supplier }),
      setSupplierList: (list) => set({ supplierList: list }),
      setOtherConfig: (config) => set({ otherConfig: { ...get().otherConfig, ...config } }),
      setConfig: (config) => set({ config: unlessSame(get().config, config) }),
      clear: () => set({ ...EMPTY, otherConfig: get().otherConfig }),
    }),
    {
      name: 'session',
      storage: keyedStorage<SessionData>(SESSION_KEYS),
      partialize: (s): SessionData => ({
        token: s.token,
        isLogin: s.isLogin,
        userName: s.userName,
        userCode: s.userCode,
        userKind: s.userKind,
        userInfo: s.userInfo,
        menuList: s.menuList,
        shieldCode: s.shieldCode,
        supplierInfo: s.supplierInfo,
        supplierList: s.supplierList,
        otherConfig: s.otherConfig,
        config: s.config,
        shopAdminName: s.shopAdminName,
        monitorInfo: s.monitorInfo,
      }),
      // Values come from separate keys that may be missing; a missing key is the empty session's value, not the one
      // held before: a rehydrate that follows another tab (src/session/otherTabs.ts) then holds what is stored, and
      // keeps none of an earlier user's menu or supplier. A value equal to the one held stays the same object, so a
      // screen that depends on it is not drawn again for a copy.
      merge: (persisted, current) => {
        const stored = persisted as Partial<SessionData>;
        const next: SessionData = {
          ...EMPTY,
          ...stored,
          isLogin: Boolean(stored.token),
          otherConfig: { ...DEFAULT_OTHER_CONFIG, ...stored.otherConfig },
        };
        const kept = Object.fromEntries(Object.entries(next).map(([k, v]) => [k, unlessSame(current[k as keyof SessionData], v)]));
        return { ...current, ...kept };
      },
    },
  ),
);

// Days and times read on the chain's clock, the zone the launch settings name (stored with the session: a returning
// launch has it before its first screen draws).
setBusinessTimeZone(useSessionStore.getState().config?.timeZone);
useSessionStore.subscribe((s) => setBusinessTimeZone(s.config?.timeZone));

/** Non-React read for code outside components (API client, guards). */
export function getSession(): SessionState {
  return useSessionStore.getState();
}
