import { describe, expect, it } from 'vitest';
import { answerMessages, answerOffer, checkErrorSchema, checkOffers, fieldChecks, isCheckable, refusalMessages, uniqueErrors } from './fieldChecks';

const api = { url: '/scm/product/new-item/checkRepeatItemName', method: 'POST' as const };

describe('field checks while typing', () => {
  it('finds the checked fields of a uiSchema, ignoring ui: keys and incomplete checks', () => {
    const ui = { 'ui:order': ['name'], name: { 'ui:options': { check: { api, param: 'name' } } }, spec: { 'ui:options': { min: 1 } }, brand: { 'ui:options': { check: { api } } } };
    expect(Object.keys(fieldChecks(ui))).toEqual(['name']);
  });
  it('asks nothing about empty values', () => {
    expect([undefined, null, '', '  '].map(isCheckable)).toEqual([false, false, false, false]);
    expect(['a', 0, false].map(isCheckable)).toEqual([true, true, true]);
  });
  it('reads { ok, message } answers', () => {
    expect(answerMessages({ ok: true, message: null })).toEqual([]);
    expect(answerMessages({ ok: false, message: '商品名称：商品名称已存在' })).toEqual(['商品名称：商品名称已存在']);
    expect(answerMessages({ valid: false, why: 'taken' }, 'valid', 'why')).toEqual(['taken']);
  });
  it('offers the value a refusing answer names under offerPath, only while the field asks the same', () => {
    expect(answerOffer({ ok: false, pluCode: '1023', message: '已被占用' }, 'ok', 'pluCode')).toBe('1023');
    expect(answerOffer({ ok: true, pluCode: '1001' }, 'ok', 'pluCode')).toBeUndefined();
    expect(answerOffer({ ok: false, pluCode: '1023' }, 'ok', undefined)).toBeUndefined();
    expect(answerOffer({ ok: false, pluCode: '' }, 'ok', 'pluCode')).toBeUndefined();
    const results = { pluCode: { key: 'k1', messages: ['已被占用'], offer: '1023' } };
    expect(checkOffers(results, { pluCode: 'k1' })).toEqual({ pluCode: '1023' });
    expect(checkOffers(results, { pluCode: 'k2' })).toEqual({});
  });
  it('shows every item error of a code 140 refusal, the message of any other', () => {
    expect(refusalMessages({ code: 140, message: '[]', data: [{ failReason: 'dup', nameAndMsg: '可乐 6901: 条码已存在' }, { failReason: '雪碧: 条码已存在' }] })).toEqual([
      '可乐 6901: 条码已存在',
      '雪碧: 条码已存在',
    ]);
    expect(refusalMessages({ code: 400, message: 'barcode: 条码校验位不正确' })).toEqual(['barcode: 条码校验位不正确']);
  });
  it('shows an answer only while the field still asks the same question (a corrected field clears at once)', () => {
    const results = { name: { key: 'zh-CN {"name":"可乐"}', messages: ['已存在'] }, barcode: { key: 'k', messages: [] } };
    expect(checkErrorSchema(results, { name: 'zh-CN {"name":"可乐"}', barcode: 'k' })).toEqual({ name: { __errors: ['已存在'] } });
    expect(checkErrorSchema(results, { name: 'zh-CN {"name":"可乐 330ml"}', barcode: 'k' })).toEqual({});
    expect(checkErrorSchema(results, { name: null, barcode: 'k' })).toEqual({});
  });
  it('keeps one copy of a message said twice', () => {
    expect(uniqueErrors({ name: { __errors: ['已存在', '已存在'] } } as never)).toEqual({ name: { __errors: ['已存在'] } });
  });
});
