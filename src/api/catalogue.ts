import type { Envelope } from './types';

// Spec §8 error catalogue as a pure mapping from a response envelope to what the client must do.
// Side effects (toasts, dialogs, logout, events) are carried out by client.ts; keeping the decision here
// makes every row of the table testable without a browser.

/** a fixed text by i18n key, or the server's own message */
export type Message = { key: string } | { text: string };

export interface ItemError {
  itemId?: string | number;
  failReason?: string;
  nameAndMsg?: string;
  [field: string]: unknown;
}

export type Outcome =
  | { type: 'resolve'; data: unknown }
  | { type: 'reject'; toast?: Message; data?: unknown }
  | { type: 'dialog'; text: Message; then: 'home' | 'logout' }
  | { type: 'itemError'; items: ItemError[]; toast?: Message };

const TOAST_ON_SUCCESS_BUSINESS = new Set([300007, 300313, 300514]);
const SILENT_CODES = new Set([300192, 301544, 301554]);
const AUTH_FAILED_CODES = new Set([140001, 140002, 301537]);

export const CODE = {
  ok: 0,
  noPermission: 107,
  itemErrors: 140,
  loggedInElsewhere: 301543,
  loginExpiredAuth: 301553,
  notAuthorized: 301552,
  rejectOnly: 301546,
} as const;

export function isLoginDialogCode(code: number): boolean {
  return code === CODE.loggedInElsewhere || AUTH_FAILED_CODES.has(code);
}

/** Code 140 carries a JSON list of per-item problems in `message`. */
export function parseItemErrors(message: string | undefined): ItemError[] | null {
  if (!message) return null;
  try {
    const parsed: unknown = JSON.parse(message);
    if (!Array.isArray(parsed)) return null;
    return parsed.filter((x): x is ItemError => typeof x === 'object' && x !== null);
  } catch {
    return null;
  }
}

export function firstItemErrorText(items: ItemError[]): string | undefined {
  for (const item of items) {
    const text = item.failReason || item.nameAndMsg;
    if (typeof text === 'string' && text) return text;
  }
  return undefined;
}

export function interpret(env: Envelope, opts: { silent?: boolean } = {}): Outcome {
  const message = typeof env.message === 'string' ? env.message.trim() : '';
  const toast = (m: Message | undefined): Message | undefined => (opts.silent ? undefined : m);
  const own = message ? { text: message } : undefined;

  if (env.businessCode === 113) return { type: 'reject', data: env.data };
  if (env.businessCode === 300022) return { type: 'reject', toast: toast(own ?? { key: 'error.system' }), data: env.data };
  if (env.code === CODE.ok) {
    if (env.businessCode !== undefined && TOAST_ON_SUCCESS_BUSINESS.has(env.businessCode) && message) {
      return { type: 'reject', toast: toast(own), data: env.data };
    }
    return { type: 'resolve', data: env.data };
  }

  if (env.code === CODE.rejectOnly || SILENT_CODES.has(env.code)) return { type: 'reject', data: env.data };
  if (env.code === CODE.noPermission) return { type: 'dialog', text: { key: 'error.noPermission' }, then: 'home' };
  if (env.code === CODE.loggedInElsewhere) return { type: 'dialog', text: { key: 'error.loggedInElsewhere' }, then: 'logout' };
  if (AUTH_FAILED_CODES.has(env.code)) return { type: 'dialog', text: { key: 'error.authFailed' }, then: 'logout' };
  if (env.code === CODE.loginExpiredAuth) return { type: 'reject', toast: toast({ key: 'error.loginExpiredAuth' }) };
  if (env.code === CODE.notAuthorized) return { type: 'reject', toast: toast({ key: 'error.notAuthorized' }) };

  if (env.code === CODE.itemErrors) {
    const items = parseItemErrors(env.message);
    if (items) {
      const first = firstItemErrorText(items);
      return { type: 'itemError', items, toast: toast(first ? { text: first } : { key: 'error.system' }) };
    }
  }

  return { type: 'reject', toast: toast(own ?? { key: 'error.system' }), data: env.data };
}

/**
 * What the catalogue shows for a refusal (none for the codes it keeps silent, for 113 and 301546, and for the
 * codes it answers with a dialog): a screen that called silently to handle refusals itself shows this, never more.
 */
export function shownMessage(env: Envelope): Message | undefined {
  const outcome = interpret(env);
  return outcome.type === 'reject' || outcome.type === 'itemError' ? outcome.toast : undefined;
}
