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
});
