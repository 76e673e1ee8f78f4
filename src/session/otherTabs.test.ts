import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../stores/sessionTypes';
import { nextStep } from './otherTabs';

// When a tab, having taken the session another tab stored, starts afresh at home rather than keep its screens.

const S1 = { id: 1, code: 'S001', name: 'One' };
const S2 = { id: 2, code: 'S002', name: 'Two' };
const none = { token: null, userCode: '', userInfo: null, supplierInfo: null, supplierList: [] };
const user: UserInfo = { userName: 'Zhang', id: 7, roleList: [], menuList: [], shieldCode: [] };
const supplierUser = (token: string, supplier: typeof S1 | null): Parameters<typeof nextStep>[0] => ({ token, userCode: '13800000002', userInfo: supplier ? user : null, supplierInfo: supplier, supplierList: [S1, S2] });

describe('following another tab', () => {
  it('starts afresh once a login made elsewhere is whole: user info and, with several suppliers, the one chosen', () => {
    expect(nextStep(none, supplierUser('t1', null))).toBe('keepScreens');
    expect(nextStep(supplierUser('t1', null), supplierUser('t1', S1))).toBe('startAfresh');
    // merchant staff act for no supplier: their user info makes the session whole
    const boss = { token: 'b', userCode: 'boss', userInfo: null as UserInfo | null, supplierInfo: null, supplierList: [] };
    expect(nextStep(none, boss)).toBe('keepScreens');
    expect(nextStep(boss, { ...boss, userInfo: user })).toBe('startAfresh');
  });

  it('holds the new token of a switch without moving, and starts afresh when the supplier has changed', () => {
    expect(nextStep(supplierUser('t1', S1), supplierUser('t2', S1))).toBe('keepScreens');
    expect(nextStep(supplierUser('t2', S1), supplierUser('t2', S2))).toBe('startAfresh');
  });

  it('keeps its screens for a change of the same session (a menu refreshed elsewhere)', () => {
    expect(nextStep(supplierUser('t1', S1), { ...supplierUser('t1', S1), userInfo: { ...user, userName: 'Li' } })).toBe('keepScreens');
  });

  it('starts afresh for another account on the same supplier', () => {
    expect(nextStep(supplierUser('t1', S1), { ...supplierUser('t3', S1), userCode: '13800000003' })).toBe('startAfresh');
  });
});
