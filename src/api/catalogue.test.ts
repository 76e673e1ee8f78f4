import { describe, expect, it } from 'vitest';
import { firstItemErrorText, interpret, isLoginDialogCode, parseItemErrors, shownMessage } from './catalogue';

describe('error catalogue (spec §8)', () => {
  it('resolves data on code 0', () => {
    expect(interpret({ code: 0, message: '', data: { a: 1 } })).toEqual({ type: 'resolve', data: { a: 1 } });
  });

  it.each([300007, 300313, 300514])('code 0 with businessCode %i and a message toasts and rejects', (businessCode) => {
    expect(interpret({ code: 0, businessCode, message: '库存不足', data: 1 })).toEqual({
      type: 'reject',
      toast: { text: '库存不足' },
      data: 1,
    });
  });

  it('code 0 with one of those businessCodes but no message still resolves', () => {
    expect(interpret({ code: 0, businessCode: 300007, message: '', data: 2 })).toEqual({ type: 'resolve', data: 2 });
  });

  it('businessCode 300022 toasts and rejects; 113 rejects with data and no toast', () => {
    expect(interpret({ code: 0, businessCode: 300022, message: '单据已变更' })).toMatchObject({ type: 'reject', toast: { text: '单据已变更' } });
    expect(interpret({ code: 0, businessCode: 113, message: 'x', data: { rows: [] } })).toEqual({ type: 'reject', data: { rows: [] } });
  });

  it('301546 rejects; 300192, 301544, 301554 reject silently', () => {
    for (const code of [301546, 300192, 301544, 301554]) {
      const outcome = interpret({ code, message: 'should not show' });
      expect(outcome.type).toBe('reject');
      expect('toast' in outcome && outcome.toast).toBeFalsy();
    }
  });

  it('107 shows the no-permission dialog, then home', () => {
    expect(interpret({ code: 107, message: 'denied' })).toEqual({ type: 'dialog', text: { key: 'error.noPermission' }, then: 'home' });
  });

  it('301543 and the auth failures log out after a dialog', () => {
    expect(interpret({ code: 301543 })).toEqual({ type: 'dialog', text: { key: 'error.loggedInElsewhere' }, then: 'logout' });
    for (const code of [140001, 140002, 301537]) {
      expect(interpret({ code })).toEqual({ type: 'dialog', text: { key: 'error.authFailed' }, then: 'logout' });
      expect(isLoginDialogCode(code)).toBe(true);
    }
    expect(isLoginDialogCode(107)).toBe(false);
  });

  it('301553 and 301552 show their fixed texts', () => {
    expect(interpret({ code: 301553, message: 'x' })).toEqual({ type: 'reject', toast: { key: 'error.loginExpiredAuth' } });
    expect(interpret({ code: 301552, message: 'x' })).toEqual({ type: 'reject', toast: { key: 'error.notAuthorized' } });
  });

  it('140 publishes the item errors and toasts the first reason', () => {
    const message = JSON.stringify([{ itemId: 7, nameAndMsg: '可乐：价格为空' }, { itemId: 8, failReason: '条码重复' }]);
    expect(interpret({ code: 140, message })).toEqual({
      type: 'itemError',
      items: [{ itemId: 7, nameAndMsg: '可乐：价格为空' }, { itemId: 8, failReason: '条码重复' }],
      toast: { text: '可乐：价格为空' },
    });
  });

  it('140 with a message that is not a JSON list falls back to a plain toast', () => {
    expect(interpret({ code: 140, message: '商品校验失败' })).toEqual({ type: 'reject', toast: { text: '商品校验失败' } });
  });

  it('other codes toast the message, or "system exception" without one', () => {
    expect(interpret({ code: 1001, message: '账号或密码错误' })).toEqual({ type: 'reject', toast: { text: '账号或密码错误' } });
    expect(interpret({ code: 500, message: '  ' })).toEqual({ type: 'reject', toast: { key: 'error.system' } });
  });

  it('silent calls get no toasts but keep their dialogs', () => {
    expect(interpret({ code: 1001, message: 'x' }, { silent: true })).toEqual({ type: 'reject' });
    expect(interpret({ code: 140002 }, { silent: true }).type).toBe('dialog');
  });
});

describe('item errors', () => {
  it('parses only JSON lists of objects', () => {
    expect(parseItemErrors('[{"failReason":"a"}, 3, null]')).toEqual([{ failReason: 'a' }]);
    expect(parseItemErrors('{"failReason":"a"}')).toBeNull();
    expect(parseItemErrors(undefined)).toBeNull();
  });

  it('prefers failReason, then nameAndMsg, skipping empty items', () => {
    expect(firstItemErrorText([{}, { nameAndMsg: 'b', failReason: 'a' }])).toBe('a');
    expect(firstItemErrorText([{ failReason: '' , nameAndMsg: 'b' }])).toBe('b');
    expect(firstItemErrorText([])).toBeUndefined();
  });
});

describe('what a screen handling its own refusals may show (shownMessage)', () => {
  it('nothing for the silent codes, 113, 301546 and the dialog codes', () => {
    for (const env of [{ code: 300192 }, { code: 301544 }, { code: 301554 }, { code: 301546 }, { code: 0, businessCode: 113 }, { code: 107 }, { code: 301543 }, { code: 140001 }]) {
      expect(shownMessage({ ...env, message: 'should not show' })).toBeUndefined();
    }
  });

  it('the message, the fixed texts and the system exception default for the rest', () => {
    expect(shownMessage({ code: 0, businessCode: 300022, message: '单据已变更' })).toEqual({ text: '单据已变更' });
    expect(shownMessage({ code: 301553 })).toEqual({ key: 'error.loginExpiredAuth' });
    expect(shownMessage({ code: 301552, message: 'x' })).toEqual({ key: 'error.notAuthorized' });
    expect(shownMessage({ code: 409, message: '订单已被他人处理' })).toEqual({ text: '订单已被他人处理' });
    expect(shownMessage({ code: 500 })).toEqual({ key: 'error.system' });
  });
});
