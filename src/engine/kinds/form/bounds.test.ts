import type { ErrorSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { boundErrors, resolveDateBound } from './bounds';
import { changedPaths, overlayErrors, pickErrors, stillRefused, touches } from './errorSchemas';

const schema = {
  type: 'object',
  properties: {
    orderDate: { type: 'string', format: 'date' },
    promisedDate: { type: 'string', format: 'date' },
    lines: { type: 'array', items: { type: 'object', properties: { orderQty: { type: 'string' }, confirmedQty: { type: 'string' } } } },
  },
};
const ui = {
  promisedDate: { 'ui:options': { min: '{{orderDate}}', max: '{{orderDate}}+1y' } },
  lines: { items: { confirmedQty: { 'ui:options': { min: 0, max: '{{orderQty}}', decimals: 3 } } } },
};
const form = (promisedDate: string, ...qty: string[]) => ({
  orderDate: '2026-11-20',
  promisedDate,
  lines: qty.map((q) => ({ orderQty: '12.000', confirmedQty: q })),
});

describe('form bounds from ui:options', () => {
  it('checks each line against its own fields', () => {
    expect(boundErrors(schema, ui, form('2026-11-21', '12', '0', '11.999'), 'zh-CN')).toEqual({});
    expect(boundErrors(schema, ui, form('2026-11-21', '12.001', '-1', '1.2345'), 'en')).toEqual({
      lines: {
        '0': { confirmedQty: { __errors: ['Must be at most 12.000'] } },
        '1': { confirmedQty: { __errors: ['Must be at least 0'] } },
        '2': { confirmedQty: { __errors: ['At most 3 decimals'] } },
      },
    });
    // Trailing zeros are not decimals.
    expect(boundErrors(schema, ui, form('2026-11-21', '1.50000'), 'zh-CN')).toEqual({});
  });
  it('names text in a number field that is no number (it used to keep the old value silently)', () => {
    const numberUi = { lines: { items: { confirmedQty: { 'ui:widget': 'number' } } } };
    expect(boundErrors(schema, numberUi, form('2026-11-21', '12', '1.5'), 'zh-CN')).toEqual({});
    expect(boundErrors(schema, numberUi, form('2026-11-21', '12abc', '.'), 'zh-CN')).toEqual({
      lines: { '0': { confirmedQty: { __errors: ['只能输入数字'] } }, '1': { confirmedQty: { __errors: ['只能输入数字'] } } },
    });
    expect(boundErrors(schema, numberUi, form('2026-11-21', 'x'), 'en')).toEqual({ lines: { '0': { confirmedQty: { __errors: ['Numbers only'] } } } });
  });
  it('bounds dates by a field and an offset', () => {
    expect(boundErrors(schema, ui, form('2026-11-19'), 'zh-CN')).toEqual({ promisedDate: { __errors: ['不能早于 2026-11-20'] } });
    expect(boundErrors(schema, ui, form('2027-11-21'), 'zh-CN')).toEqual({ promisedDate: { __errors: ['不能晚于 2027-11-20'] } });
    expect(resolveDateBound('today+1y', {}, new Date(2026, 1, 28))).toBe('2027-02-28');
    expect(resolveDateBound('{{d}}-3d', { d: '2026-03-01' })).toBe('2026-02-26');
    expect(resolveDateBound('{{missing}}', {})).toBeUndefined();
  });
});

const es = (v: unknown) => v as ErrorSchema;

describe('error schemas of a live form', () => {
  it('finds the changed fields', () => {
    expect(changedPaths({ a: 1, l: [{ q: '1' }, { q: '2' }] }, { a: 1, l: [{ q: '1' }, { q: '3' }] })).toEqual(['l.1.q']);
  });
  it('shows errors of touched fields, precise words over generic ones', () => {
    const ajv = es({ l: { '0': { q: { __errors: ['格式不正确'] } }, '1': { q: { __errors: ['必填'] } } } });
    const mine = es({ l: { '0': { q: { __errors: ['最多 3 位小数'] } } } });
    const all = overlayErrors(ajv, mine);
    expect(pickErrors(all, (p) => touches(new Set(['l.0.q']), p))).toEqual({ l: { '0': { q: { __errors: ['最多 3 位小数'] } } } });
  });
  it('keeps a server refusal only while the refused value stays', () => {
    const refused = es({ l: { '0': { q: { __errors: ['不能大于订货数量 1.000'] } } } });
    const sent = { l: [{ q: '2' }] };
    expect(stillRefused(refused, sent, { l: [{ q: '2' }] })).toEqual(refused);
    expect(stillRefused(refused, sent, { l: [{ q: '1' }] })).toEqual({});
  });
});
