import { describe, expect, it } from 'vitest';
import type { Filter } from '../page/schemaTypes';
import { presetOf, presetRange } from './datePresets';
import { filterParams, initialValues, missingRequired, sanitizeKeyword } from './filterParams';

const now = new Date(2026, 2, 15, 10, 0); // 2026-03-15

const filters: Filter[] = [
  { field: 'status', widget: 'tabs', enum: 'poStatus' },
  { field: 'date', widget: 'dateRange', default: 'last30days', required: true },
  { field: 'branchId', widget: 'branch' },
  { field: 'keyword', widget: 'text' },
  { field: 'amount', widget: 'numberRange', paramFrom: 'minAmount' },
];

describe('date presets', () => {
  it('computes inclusive ranges of business days', () => {
    expect(presetRange('today', now)).toEqual(['2026-03-15', '2026-03-15']);
    expect(presetRange('last7days', now)).toEqual(['2026-03-09', '2026-03-15']);
    expect(presetRange('last30days', now)).toEqual(['2026-02-14', '2026-03-15']);
    expect(presetRange('lastMonth', now)).toEqual(['2026-02-01', '2026-02-28']);
    expect(presetRange('thisYear', now)).toEqual(['2026-01-01', '2026-03-15']);
    expect(presetOf(['2026-03-01', '2026-03-15'], now)).toBe('thisMonth');
    expect(presetOf(['2026-03-02', '2026-03-15'], now)).toBeNull();
  });
  it('name a range two presets share by the filter\'s default when it is one of them', () => {
    const seventh = new Date(2026, 11, 7, 0, 30); // 2026-12-07: this month is the last 7 days
    const firstOfYear = new Date(2027, 0, 1, 9); // today, this month and this year
    expect(presetOf(['2026-12-01', '2026-12-07'], seventh)).toBe('last7days');
    expect(presetOf(['2026-12-01', '2026-12-07'], seventh, 'thisMonth')).toBe('thisMonth');
    expect(presetOf(['2026-12-01', '2026-12-07'], seventh, 'last30days')).toBe('last7days');
    expect(presetOf(['2027-01-01', '2027-01-01'], firstOfYear, 'thisYear')).toBe('thisYear');
    expect(presetOf(['2027-01-01', '2027-01-01'], firstOfYear)).toBe('today');
    expect(presetOf(['2026-12-01', '2026-12-07'], seventh, 'nonsense')).toBe('last7days');
  });
});

describe('filter parameters', () => {
  it('start from the defaults', () => {
    expect(initialValues(filters, now)).toEqual({ status: undefined, date: ['2026-02-14', '2026-03-15'], branchId: undefined, keyword: undefined, amount: undefined });
  });
  it('map values to request parameters', () => {
    const params = filterParams(filters, {
      status: [3, 5],
      date: ['2026-03-01', '2026-03-15'],
      branchId: { id: 4, name: '一号店' },
      keyword: '  可乐<script>  ',
      amount: { min: '10', max: '' },
    });
    expect(params).toEqual({ status: [3, 5], dateFrom: '2026-03-01', dateTo: '2026-03-15', branchId: 4, keyword: '可乐script', minAmount: '10' });
  });
  it('leave out empty values and report missing required ones', () => {
    expect(filterParams(filters, { keyword: '%%%' })).toEqual({});
    expect(missingRequired(filters, {}).map((f) => f.field)).toEqual(['date']);
  });
  it('keeps Chinese, letters, digits and common symbols in keywords', () => {
    expect(sanitizeKeyword('CG-2026/01（测试）#1 😀')).toBe('CG-2026/01（测试）#1');
  });
});

describe('filters from the route query', () => {
  const filters = [
    { field: 'status', widget: 'tabs', enum: 'poStatus', only: [2, 3] },
    { field: 'date', widget: 'dateRange', default: 'last30days' },
    { field: 'dueToday', widget: 'select', options: [{ value: true, label: 'x' }] },
    { field: 'keyword', widget: 'text' },
  ] as Filter[];
  const now = new Date(2026, 10, 21);

  it('a link names the whole filter: named filters take its values, the rest start empty', () => {
    expect(initialValues(filters, now, { status: '2' })).toEqual({ status: 2, date: undefined, dueToday: undefined, keyword: undefined });
    expect(initialValues(filters, now, { dueToday: 'true' }).dueToday).toBe(true);
    expect(initialValues(filters, now, { dateFrom: '2026-11-01', dateTo: '2026-11-21' }).date).toEqual(['2026-11-01', '2026-11-21']);
    expect(initialValues(filters, now, { date: 'today' }).date).toEqual(['2026-11-21', '2026-11-21']);
  });

  it("a required filter the link does not name keeps its default (a report's period)", () => {
    const report = [
      { field: 'date', widget: 'dateRange', default: 'thisMonth', required: true },
      { field: 'groupBy', widget: 'select', default: 'branch', options: [{ value: 'day', label: 'x' }, { value: 'branch', label: 'y' }] },
      { field: 'branchId', widget: 'branch' },
    ] as Filter[];
    expect(initialValues(report, now, { groupBy: 'day' })).toEqual({ date: ['2026-11-01', '2026-11-21'], groupBy: 'day', branchId: undefined });
    expect(initialValues(report, now, { dateFrom: '2026-10-01', dateTo: '2026-10-31' })).toEqual({ date: ['2026-10-01', '2026-10-31'], groupBy: undefined, branchId: undefined });
  });

  it('without a query the schema defaults apply, and unknown query keys change nothing', () => {
    expect(initialValues(filters, now, {}).date).toEqual(initialValues(filters, now).date);
    expect(initialValues(filters, now, { id: '7' }).date).toBeDefined();
  });
});
