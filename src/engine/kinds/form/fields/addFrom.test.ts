import { describe, expect, it } from 'vitest';
import { addDecimals, addResult, plainDecimal } from './addFromLines';
import { addFromFields, addFromProblems } from '../../../../../common/forms/addFromSpec';

const spec = { key: 'itemId', quantity: 'applyQty', map: { itemId: '{{itemId}}', name: '{{name}}', applyQty: '{{suggestQty}}' } };

describe('addFrom lines', () => {
  it('a tapped result becomes a line, its quantity without trailing zeros', () => {
    const r = addResult([], { itemId: 7, name: '大米', suggestQty: '24.000', stockQty: '3' }, spec);
    expect(r).toEqual({ lines: [{ itemId: 7, name: '大米', applyQty: '24' }], index: 0, merged: false });
  });

  it('the same goods tapped again add to the line already there, never a second line', () => {
    const lines = [{ itemId: 1, applyQty: '2' }, { itemId: 7, applyQty: '1.5' }];
    const r = addResult(lines, { itemId: '7', suggestQty: '0.250' }, spec);
    expect(r.lines).toEqual([{ itemId: 1, applyQty: '2' }, { itemId: 7, applyQty: '1.75' }]);
    expect(r).toMatchObject({ index: 1, merged: true });
    expect(lines[1]).toEqual({ itemId: 7, applyQty: '1.5' });
    // Without a quantity field the line stays as it is.
    expect(addResult(lines, { itemId: 1, suggestQty: '9' }, { ...spec, quantity: undefined }).lines).toEqual(lines);
  });

  it('adds exact decimals', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('999999999.999', '0.001')).toBe('1000000000');
    expect(addDecimals('', '3')).toBe('3');
    expect(addDecimals(2, '-0.5')).toBe('1.5');
    expect(plainDecimal('12.000')).toBe('12');
    expect(plainDecimal('120')).toBe('120');
    expect(plainDecimal('abc')).toBe('abc');
  });
});

describe('addFrom option check', () => {
  const ok = { api: { url: '/x', method: 'POST' }, search: 'keyword', key: 'itemId', title: '{{name}}', map: { itemId: '{{itemId}}' } };
  it('accepts a complete option', () => expect(addFromProblems(ok)).toEqual([]));
  it('names what is missing or unknown', () => {
    expect(addFromProblems(undefined)).toHaveLength(1);
    expect(addFromProblems({ ...ok, search: undefined }).map((p) => p[0])).toEqual(['search']);
    expect(addFromProblems({ ...ok, map: { name: '{{name}}' } }).map((p) => p[0])).toEqual(['map']);
    expect(addFromProblems({ ...ok, quantity: 'qty' }).map((p) => p[0])).toEqual(['quantity']);
    expect(addFromProblems({ ...ok, colour: 'red' }).map((p) => p[0])).toEqual(['colour']);
  });
  it('finds addFrom fields anywhere in a uiSchema', () => {
    const ui = { lines: { 'ui:field': 'addFrom', 'ui:options': { addFrom: ok } }, other: { 'ui:widget': 'date' } };
    expect(addFromFields(ui)).toEqual([{ spec: ok, pointer: '/uiSchema/lines/ui:options/addFrom' }]);
  });
});
