import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session';
import { isMenuCode, isShieldCode } from './menus';
import { can } from './permissions';

function session(menuCodes: string[][], shieldCode: string[] = []) {
  // A two-level tree like the server's: groups holding pages.
  const menuList = menuCodes.map(([group, ...pages]) => ({
    code: group!,
    name: group!,
    children: pages.map((code) => ({ code, name: code, children: [] })),
  }));
  useSessionStore.setState({ menuList, shieldCode });
}

/** What can() says of each code, so one assertion shows every verdict of a case when it fails. */
const verdicts = (...codes: string[]) => Object.fromEntries(codes.map((code) => [code, can(code)]));

describe('can()', () => {
  beforeEach(() => session([]));

  it('allows an empty code', () => {
    expect(can()).toBe(true);
    expect(can('')).toBe(true);
    expect(can(null)).toBe(true);
  });

  it('allows menu codes present anywhere in the tree, groups and leaves', () => {
    session([['SCM_GROUP_PURCHASE', 'SCM_PURCHASE_ORDER', 'SCM_PURCHASE_IN']]);
    expect(verdicts('SCM_PURCHASE_ORDER', 'SCM_PURCHASE_IN', 'SCM_GROUP_PURCHASE')).toEqual({ SCM_PURCHASE_ORDER: true, SCM_PURCHASE_IN: true, SCM_GROUP_PURCHASE: true });
  });

  it('refuses menu codes missing from the tree', () => {
    session([['SCM_GROUP_PURCHASE', 'SCM_PURCHASE_IN']]);
    expect(isMenuCode('SCM_PURCHASE_ORDER')).toBe(true);
    expect(verdicts('SCM_PURCHASE_ORDER', 'SCM_FINANCE')).toEqual({ SCM_PURCHASE_ORDER: false, SCM_FINANCE: false });
  });

  it('refuses shielded codes, even when the tree holds them', () => {
    session([['SCM_GROUP_PURCHASE', 'SCM_PURCHASE_ORDER']], ['SCM_PURCHASE_ORDER']);
    expect(can('SCM_PURCHASE_ORDER')).toBe(false);
  });

  it('allows declared shield codes (buttons, columns) unless shielded', () => {
    session([['SCM_GROUP_PURCHASE', 'SCM_PURCHASE_ORDER']]);
    expect(isMenuCode('SCM_PURCHASE_ORDER_CONFIRM')).toBe(false);
    expect(isShieldCode('SCM_PURCHASE_ORDER_CONFIRM')).toBe(true);
    expect(can('SCM_PURCHASE_ORDER_CONFIRM')).toBe(true);
    session([['SCM_GROUP_PURCHASE', 'SCM_PURCHASE_ORDER']], ['SCM_PURCHASE_ORDER_CONFIRM']);
    expect(can('SCM_PURCHASE_ORDER_CONFIRM')).toBe(false);
  });

  it('fails closed on a code no menu file declares (a misspelt menu or shield code)', () => {
    session([['SCM_GROUP_PURCHASE', 'SCM_PURCHASE_ORDER']]);
    expect(verdicts('SCM_PURCHASE_ORDR', 'SCM_PURCHASE_ORDER_CONFIRMED')).toEqual({ SCM_PURCHASE_ORDR: false, SCM_PURCHASE_ORDER_CONFIRMED: false });
  });

  it('follows the session store as it changes (logout empties the tree)', () => {
    session([['SCM_GROUP_REPORT', 'SCM_PURCHASE_SUMMARY']]);
    expect(can('SCM_PURCHASE_SUMMARY')).toBe(true);
    useSessionStore.setState({ menuList: [], shieldCode: [] });
    expect(can('SCM_PURCHASE_SUMMARY')).toBe(false);
  });
});
