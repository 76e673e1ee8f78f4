import { describe, expect, it } from 'vitest';
import { useSessionStore } from './session';
import type { UserInfo } from './sessionTypes';

const info = (shieldCode: string[]): UserInfo => ({
  userName: 'Zhang',
  id: 1,
  roleList: [],
  menuList: [{ code: 'SCM_PURCHASE_ORDER', name: '采购订单' }],
  shieldCode,
});

describe('the session store', () => {
  it('keeps the permission lists it holds when a refresh answers equal ones, so open screens stay as they are', () => {
    const { setUserInfo } = useSessionStore.getState();
    setUserInfo(info(['SCM_PURCHASE_ORDER_CONFIRM']));
    const before = useSessionStore.getState();
    setUserInfo(info(['SCM_PURCHASE_ORDER_CONFIRM']));
    const after = useSessionStore.getState();
    expect(after.menuList).toBe(before.menuList);
    expect(after.shieldCode).toBe(before.shieldCode);
    setUserInfo(info([]));
    expect(useSessionStore.getState().shieldCode).toEqual([]);
    expect(useSessionStore.getState().menuList).toBe(before.menuList);
  });

  it('reads a key missing from storage as the empty session, not as the value held before', () => {
    // Another tab logged in as someone else and has not stored its user info yet (src/session/otherTabs.ts): the
    // earlier user's menu and supplier must not stay with the new token.
    const { merge } = useSessionStore.persist.getOptions();
    useSessionStore.getState().setUserInfo(info([]));
    useSessionStore.getState().setSupplier({ id: 1, code: 'S001', name: 'One' });
    const held = useSessionStore.getState();
    const next = merge!({ token: 'other', userCode: '13900000001' }, held);
    expect(next).toMatchObject({ token: 'other', isLogin: true, userCode: '13900000001', userInfo: null, menuList: [], supplierInfo: null });
    // A stored value equal to the held one stays the same object: screens that depend on it do not draw again.
    const same = merge!({ token: 'other', menuList: JSON.parse(JSON.stringify(held.menuList)) as unknown }, held);
    expect(same.menuList).toBe(held.menuList);
    useSessionStore.getState().clear();
  });
});
