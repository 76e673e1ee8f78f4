import type { OtherConfig, SupplierRef, SystemConfig, UserInfo, UserKind } from '../stores/sessionTypes';
import { request } from './client';

// Typed wrappers of the session endpoints (contract "Session API"), so screens never spell URLs or
// payload shapes themselves.

export type { UserKind } from '../stores/sessionTypes';

export interface LoginResult {
  token: string;
  needChooseSupplier: boolean;
  supplierList: SupplierRef[];
  userKind: UserKind;
  /** the supplier chosen automatically when the user has exactly one */
  supplier?: SupplierRef | null;
  /** this device's token for the account: sent with later logins, failures elsewhere do not hold it back */
  deviceToken?: string;
}

export interface SessionInfo {
  userId: number;
  userName: string;
  userKind: UserKind;
  supplier: SupplierRef | null;
  expiresAt: string;
}

export interface SupplierListEntry extends SupplierRef {
  isCurrent: boolean;
}

export interface CurrentSupplier extends SupplierRef {
  contact?: string;
  mobile?: string;
  sellWay?: string | number;
  settleWay?: string | number;
  [field: string]: unknown;
}

export interface LoginForm {
  account: string;
  password: string;
  /** the login challenge's id and the number that solves it */
  captchaId?: string;
  captchaCode?: string;
  deviceTokens?: string[];
}

/** An ALTCHA proof-of-work challenge (see src/widgets/login/proofOfWork.ts). */
export interface LoginChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export const sessionApi = {
  login: (form: LoginForm) => request<LoginResult>('/mobile/scm/login', { method: 'POST', body: form }),
  checkLogin: (account: string, deviceTokens: string[] = []) =>
    request<{ captchaRequired: boolean }>('/validate/checkLogin', { method: 'POST', body: { account, deviceTokens }, silent: true }),
  captcha: () => request<{ captchaId: string; challenge: LoginChallenge }>('/validate/initImg', { silent: true }),
  chooseSupplier: (supplierId: number) =>
    request<{ supplier: SupplierRef }>('/mobile/scm/chooseSupplier', { method: 'POST', body: { supplierId } }),
  switchSupplier: (supplierId: number) =>
    request<{ token: string; supplier: SupplierRef }>('/mobile/scm/switchSupplier', { method: 'POST', body: { supplierId } }),
  getSession: (silent = false) => request<SessionInfo>('/mobile/scm/getSession', { silent }),
  logout: () => request<null>('/mobile/scm/logout', { silent: true }),
  getLoginUserInfo: (silent = false) => request<UserInfo>('/mobile/scm/getLoginUserInfo', { silent }),
  config: (silent = false) => request<SystemConfig>('/common/system/config/all', { silent }),
  otherConfig: (silent = false) => request<Partial<OtherConfig>>('/common/system/config/other', { silent }),
  supplierList: (silent = false) => request<SupplierListEntry[]>('/scm/my/querySupplierList', { silent }),
  currentSupplier: () => request<CurrentSupplier>('/scm/my/getCurSupplier'),
};
