// Shapes of the session data the server hands out (contract "Session API") and the app stores (spec §3).

export type LocalText = string | { 'zh-CN': string; en?: string };

export interface SupplierRef {
  id: number;
  code: string;
  name: string;
}

export interface MenuItem {
  code: string;
  name: LocalText;
  route?: string;
  icon?: string;
  children?: MenuItem[];
}

export type UserKind = 'supplier' | 'buyer' | 'boss';

export interface UserInfo {
  userName: string;
  id: number;
  userKind?: UserKind;
  roleList: { name: string }[];
  roleNames?: string;
  shopAdminId?: number | string | null;
  companyName?: string;
  merchantName?: string;
  /** the supplier the session acts for, when the server includes it */
  supplier?: SupplierRef | null;
  menuList: MenuItem[];
  shieldCode: string[];
  /** the merchant's release of published pages and menus this menu is from (0: the built-in files alone) */
  schemaRevision?: number;
}

/** Stored as monitor_info and sent as a request header so server logs can name the caller. */
export interface MonitorInfo {
  merchantName: string;
  shopAdminId: number | string | null;
  loginName: string;
}

/** The settings GET /common/system/config/all answers, stored as `config` (spec §3, §7). */
export interface SystemConfig {
  appName: string;
  appTitle: string;
  version: string;
  versionCode: number;
  currencySymbol: string;
  /** the business's time zone (older servers say nothing: the product's default, Asia/Shanghai) */
  timeZone?: string;
  toastDuration: number;
  requestTimeout: number;
  imageQuality: number;
  imageMaxWidth: number;
  imageMaxHeight: number;
  /** the deployment names a vendor website (older servers say nothing: none) */
  hasVendorWebsite?: boolean;
}

export interface OtherConfig {
  currencySymbol: string;
}

export const DEFAULT_OTHER_CONFIG: OtherConfig = { currencySymbol: '¥' };
