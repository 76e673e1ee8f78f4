import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../common/page/condition';
import { businessDay } from '../../../common/time/businessClock';
import { fillTemplate, getPath, resolveValue } from '../../../common/page/template';

const order = { id: 7, sheetNo: 'CG001', version: 3, status: 2, remark: '', lines: [{ id: 11, orderQty: '5.000', confirmedQty: null }, { id: 12, orderQty: '2.000', confirmedQty: '1.000' }] };

describe('templates', () => {
  it('fills placeholders and dotted paths', () => {
    expect(fillTemplate('/detail/{{id}}', order)).toBe('/detail/7');
    expect(fillTemplate('{{sheetNo}} · {{lines.1.orderQty}}', order)).toBe('CG001 · 2.000');
    expect(fillTemplate('x{{missing}}y', order)).toBe('xy');
    expect(fillTemplate('/q/{{s}}', { s: 'a/b c' }, true)).toBe('/q/a%2Fb%20c');
  });
  it('takes the first non-empty of a||b', () => {
    expect(fillTemplate('{{remark||sheetNo}}', order)).toBe('CG001');
  });
  it('keeps the type of a whole placeholder and maps lists', () => {
    const body = resolveValue(
      { id: '{{id}}', version: '{{version}}', action: 'confirm', note: '{{nothing}}', lines: { $map: 'lines', to: { lineId: '{{id}}', confirmedQty: '{{confirmedQty||orderQty}}', order: '{{$root.sheetNo}}' } } },
      order,
    );
    expect(body).toEqual({
      id: 7,
      version: 3,
      action: 'confirm',
      lines: [
        { lineId: 11, confirmedQty: '5.000', order: 'CG001' },
        { lineId: 12, confirmedQty: '1.000', order: 'CG001' },
      ],
    });
    expect(getPath(order, 'lines.0.id')).toBe(11);
    expect(getPath(order, 'id.x')).toBeUndefined();
  });
});

describe('conditions', () => {
  it('compares codes as text and combines', () => {
    expect(evaluate({ field: 'status', op: 'eq', value: '2' }, order)).toBe(true);
    expect(evaluate({ field: 'status', op: 'in', value: [3, 5] }, order)).toBe(false);
    expect(evaluate({ field: 'status', op: 'nin', value: [3, 5] }, order)).toBe(true);
    expect(evaluate({ field: 'remark', op: 'empty' }, order)).toBe(true);
    expect(evaluate({ field: 'lines', op: 'notEmpty' }, order)).toBe(true);
    expect(evaluate({ all: [{ field: 'version', op: 'gte', value: 3 }, { not: { field: 'id', op: 'lt', value: 5 } }] }, order)).toBe(true);
    expect(evaluate({ any: [{ field: 'id', op: 'gt', value: 100 }, { field: 'sheetNo', op: 'ne', value: 'CG001' }] }, order)).toBe(false);
    expect(evaluate(undefined, order)).toBe(true);
  });

  it('compares dates by their day, "today" being the current one; a missing date matches nothing', () => {
    const now = businessDay();
    const past = { due: '2020-01-31', at: '2020-01-31T23:59:00+08:00' };
    expect(evaluate({ field: 'due', op: 'lt', value: 'today' }, past)).toBe(true);
    expect(evaluate({ field: 'at', op: 'lte', value: '2020-01-31' }, past)).toBe(true);
    expect(evaluate({ field: 'due', op: 'gt', value: '2020-01-30' }, past)).toBe(true);
    expect(evaluate({ field: 'due', op: 'lt', value: 'today' }, { due: now })).toBe(false);
    expect(evaluate({ field: 'due', op: 'gte', value: 'today' }, { due: now })).toBe(true);
    expect(evaluate({ field: 'due', op: 'lt', value: 'today' }, { due: null })).toBe(false);
    expect(evaluate({ field: 'due', op: 'gte', value: 'today' }, {})).toBe(false);
  });

  it("reads an instant's day on the chain's clock: 7 Dec 02:30 in Shanghai is 6 Dec in UTC", () => {
    const at = { at: '2026-12-06T18:30:00.000Z' };
    expect(evaluate({ field: 'at', op: 'gte', value: '2026-12-07' }, at)).toBe(true);
    expect(evaluate({ field: 'at', op: 'lt', value: '2026-12-07' }, at)).toBe(false);
  });

  it('compares instants by time against "now": a slot that has ended, one still ahead, none', () => {
    const ended = { slotEnd: new Date(Date.now() - 60_000).toISOString() };
    const ahead = { slotEnd: new Date(Date.now() + 3_600_000).toISOString() };
    expect(evaluate({ field: 'slotEnd', op: 'lt', value: 'now' }, ended)).toBe(true);
    expect(evaluate({ field: 'slotEnd', op: 'lt', value: 'now' }, ahead)).toBe(false);
    expect(evaluate({ field: 'slotEnd', op: 'gt', value: 'now' }, ahead)).toBe(true);
    expect(evaluate({ field: 'slotEnd', op: 'lt', value: 'now' }, { slotEnd: null })).toBe(false);
  });
});
