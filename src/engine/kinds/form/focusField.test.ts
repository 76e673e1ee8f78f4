import { describe, expect, it } from 'vitest';
import { draftKey } from './drafts';
import { focusFieldName, recordQuery, withFirstLine } from './focusField';

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

describe('withFirstLine', () => {
  const schema = {
    type: 'object',
    properties: {
      packagings: { type: 'array', maxItems: 10, items: { type: 'object', properties: { unit: { type: 'string' } } } },
      photos: { type: 'array', items: { type: 'string' } },
      none: { type: 'array', maxItems: 0, items: { type: 'object' } },
      name: { type: 'string' },
    },
  } as const;

  it('gives an empty group of lines the link points at one empty line', () => {
    expect(withFirstLine('packagings', schema, {}, { name: 'x' })).toEqual({ data: { name: 'x', packagings: [{}] }, added: true });
    expect(withFirstLine('packagings', schema, {}, { packagings: [] }).added).toBe(true);
  });

  it('leaves lines already there, other fields, and groups that may not be added to', () => {
    const lines = { packagings: [{ unit: '箱' }] };
    expect(withFirstLine('packagings', schema, {}, lines)).toEqual({ data: lines, added: false });
    expect(withFirstLine(null, schema, {}, {}).added).toBe(false);
    expect(withFirstLine('name', schema, {}, {}).added).toBe(false);
    expect(withFirstLine('photos', schema, {}, {}).added).toBe(false);
    expect(withFirstLine('none', schema, {}, {}).added).toBe(false);
    expect(withFirstLine('packagings', schema, { packagings: { 'ui:options': { addable: false } } }, {}).added).toBe(false);
    expect(withFirstLine('packagings', schema, { 'ui:readonly': true }, {}).added).toBe(false);
    expect(withFirstLine('packagings', schema, { packagings: { 'ui:widget': 'images' } }, {}).added).toBe(false);
  });
});
