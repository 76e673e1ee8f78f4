import { afterEach, describe, expect, it, vi } from 'vitest';
import meta from '../../schemas/page.schema.json';
import type { Filter } from '../page/schemaTypes';
import { FILTER_KINDS, WIDGET_NAMES } from './filterKinds';

const texts = { text: (v: unknown) => (typeof v === 'string' ? v : ((v as { 'zh-CN'?: string })?.['zh-CN'] ?? '')), t: (k: string) => k };

describe('filter widget registry', () => {
  it('holds exactly the widgets the meta-schema allows', () => {
    const allowed = (meta as { $defs: { filter: { properties: { widget: { enum: string[] } } } } }).$defs.filter.properties.widget.enum;
    expect([...WIDGET_NAMES].sort()).toEqual([...allowed].sort());
  });

  it('names the parameters each filter sends', () => {
    expect(FILTER_KINDS.dateRange.params({ field: 'date', widget: 'dateRange' })).toEqual([
      { name: 'dateFrom', namedBy: 'paramFrom' },
      { name: 'dateTo', namedBy: 'paramTo' },
    ]);
    expect(FILTER_KINDS.numberRange.params({ field: 'amount', widget: 'numberRange', paramFrom: 'minAmount' })).toEqual([
      { name: 'minAmount', namedBy: 'paramFrom' },
      { name: 'amountTo', namedBy: 'paramTo' },
    ]);
    expect(FILTER_KINDS.branch.params({ field: 'branchId', widget: 'branch', param: 'branch' })).toEqual([{ name: 'branch', namedBy: 'param' }]);
  });

  it('summarises a choice for the drop-down title', () => {
    const branch: Filter = { field: 'branchId', widget: 'branch', label: '门店' };
    expect(FILTER_KINDS.branch.summary(branch, { id: 4, name: '一号店' }, texts)).toBe('一号店');
    // A link gives the id only: the title stays the filter's label rather than "undefined".
    expect(FILTER_KINDS.branch.summary(branch, 4, texts)).toBe('门店');
    const tabs: Filter = { field: 'dueToday', widget: 'select', options: [{ value: true, label: '今日应到' }] };
    expect(FILTER_KINDS.select.summary(tabs, true, texts)).toBe('今日应到');
    expect(FILTER_KINDS.numberRange.summary({ field: 'a', widget: 'numberRange' }, { min: '1' }, texts)).toBe('1~');
  });

  describe('a period on a day two presets share', () => {
    afterEach(() => vi.useRealTimers());
    it("is titled by the filter's default: this month on the 7th, not the last 7 days", () => {
      vi.useFakeTimers({ now: new Date(2026, 11, 7, 0, 30), toFake: ['Date'] });
      const month: Filter = { field: 'date', widget: 'dateRange', default: 'thisMonth' };
      expect(FILTER_KINDS.dateRange.summary(month, ['2026-12-01', '2026-12-07'], texts)).toBe('engine.thisMonth');
      expect(FILTER_KINDS.dateRange.summary({ ...month, default: 'last7days' }, ['2026-12-01', '2026-12-07'], texts)).toBe('engine.last7days');
      expect(FILTER_KINDS.dateRange.summary(month, ['2026-12-02', '2026-12-07'], texts)).toBe('12-02~12-07');
    });
  });

  it("reads a link's minute of the last day when the filter names its parameter, and drops it with a preset", () => {
    const period: Filter = { field: 'date', widget: 'dateRange', paramUntil: 'dateToUntil', default: 'thisMonth' };
    expect(FILTER_KINDS.dateRange.params(period).map((p) => p.name)).toEqual(['dateFrom', 'dateTo', 'dateToUntil']);
    const linked = FILTER_KINDS.dateRange.fromQuery(period, { dateFrom: '2026-11-24', dateTo: '2026-11-30', dateToUntil: '15:07' });
    expect(linked).toEqual(['2026-11-24', '2026-11-30', '15:07']);
    expect(FILTER_KINDS.dateRange.toParams(period, linked!)).toEqual({ dateFrom: '2026-11-24', dateTo: '2026-11-30', dateToUntil: '15:07' });
    expect(FILTER_KINDS.dateRange.summary(period, linked!, texts)).toBe('11-24~11-30 15:07');
    // empty (a whole-day figure's link), malformed, or a filter that does not take it: whole days
    expect(FILTER_KINDS.dateRange.fromQuery(period, { dateFrom: '2026-11-24', dateTo: '2026-11-30', dateToUntil: '' })).toEqual(['2026-11-24', '2026-11-30']);
    expect(FILTER_KINDS.dateRange.fromQuery(period, { dateFrom: '2026-11-24', dateTo: '2026-11-30', dateToUntil: '25:00' })).toEqual(['2026-11-24', '2026-11-30']);
    expect(FILTER_KINDS.dateRange.fromQuery({ ...period, paramUntil: undefined }, { dateFrom: '2026-11-24', dateTo: '2026-11-30', dateToUntil: '15:07' })).toEqual(['2026-11-24', '2026-11-30']);
  });

  it('never names a cut period by a preset: this month up to 15:07 is not this month', () => {
    vi.useFakeTimers({ now: new Date(2026, 11, 7, 18, 0), toFake: ['Date'] });
    try {
      const period: Filter = { field: 'date', widget: 'dateRange', paramUntil: 'dateToUntil', default: 'thisMonth' };
      expect(FILTER_KINDS.dateRange.summary(period, ['2026-12-01', '2026-12-07', '15:07'], texts)).toBe('12-01~12-07 15:07');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a picked id from the route query and sends it back', () => {
    const branch: Filter = { field: 'branchId', widget: 'branch' };
    const value = FILTER_KINDS.branch.fromQuery(branch, { branchId: '4' });
    // A number, as a pick sends it: a POST body is not coerced, so "4" would be refused where 4 is an id.
    expect(value).toBe(4);
    expect(FILTER_KINDS.branch.toParams(branch, value!)).toEqual({ branchId: 4 });
    expect(FILTER_KINDS.item.fromQuery({ field: 'itemId', widget: 'item' }, { itemId: '' })).toBeUndefined();
  });
});
