import { describe, expect, it } from 'vitest';
import { draftKey } from './drafts';
import { focusFieldName, recordQuery } from './focusField';

describe('?focus on a form', () => {
  it('names the record without focus, so a deep link finds the draft typed before', () => {
    expect(recordQuery({ id: '5', focus: 'packagings' })).toEqual({ id: '5' });
    expect(draftKey('new-product.info', recordQuery({ id: '5', focus: 'categoryId' }))).toBe(draftKey('new-product.info', { id: '5' }));
    expect(recordQuery({})).toEqual({});
  });

  it('takes only a plain field name from the address', () => {
    expect(focusFieldName({ focus: 'categoryId' })).toBe('categoryId');
    expect(focusFieldName({})).toBeNull();
    expect(focusFieldName({ focus: '' })).toBeNull();
    expect(focusFieldName({ focus: 'a"] , body' })).toBeNull();
    expect(focusFieldName({ focus: '1x' })).toBeNull();
  });
});
