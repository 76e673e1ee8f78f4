import { describe, expect, it } from 'vitest';
import './jsonLogic';
import { addDays, addMonths, earlierDate, formatDate, laterDate, monthEnd, monthStart } from './dateOps';
import { evaluateExpression, holdsExpression, readPaths, unknownOperations, type Expression } from './expression';
import { evaluate } from '../page/condition';
import { linkQuery, resolveValue } from '../page/template';

describe('date operations', () => {
  it('turn a month key into its first and last day, and nothing else', () => {
    expect([monthStart('2026-10'), monthEnd('2026-10'), monthEnd('2028-02'), monthEnd('2026-02')]).toEqual(['2026-10-01', '2026-10-31', '2028-02-29', '2026-02-28']);
    expect([monthStart('2026-10-15'), monthStart('B001'), monthStart(null), monthEnd('2026-13')]).toEqual([null, null, null, null]);
  });

  it('shift days and months, keeping a day inside its month', () => {
    expect([addDays('2026-10-31', 1), addDays('2026-03-01', -1), addDays('x', 1)]).toEqual(['2026-11-01', '2026-02-28', null]);
    expect([addMonths('2026-01', -1), addMonths('2026-03-31', -1), addMonths('2026-12-15', 1)]).toEqual(['2025-12', '2026-02-28', '2027-01-15']);
  });

  it('format days and month keys, and pick the later or earlier day', () => {
    expect([formatDate('2026-10-05', 'YYYY年MM月DD日'), formatDate('2026-10', 'MM/YYYY'), formatDate('nope', 'YYYY')]).toEqual(['2026年10月05日', '10/2026', null]);
    expect([laterDate('2026-10-01', '2026-10-15', null), earlierDate('2026-10-31', '2026-10-20'), laterDate(null)]).toEqual(['2026-10-15', '2026-10-20', null]);
  });
});

describe('expressions', () => {
  const row = { key: '2026-10', date: null, $params: { dateFrom: '2026-10-12', groupBy: 'month' } };

  it('are evaluated as JSON-logic with the date operations, in links, values and conditions', () => {
    const dateFrom: Expression = { $expr: { laterDate: [{ monthStart: { var: 'key' } }, { var: '$params.dateFrom' }] } };
    expect(linkQuery({ dateFrom, dateTo: { $expr: { monthEnd: { var: 'key' } } }, name: '{{key}}' }, row)).toEqual({ dateFrom: '2026-10-12', dateTo: '2026-10-31', name: '2026-10' });
    expect(resolveValue({ month: { $expr: { addMonths: [{ var: 'key' }, -1] } }, fixed: 1 }, row)).toEqual({ month: '2026-09', fixed: 1 });
    expect(evaluate({ $expr: { '==': [{ var: '$params.groupBy' }, 'month'] } }, row)).toBe(true);
    expect(evaluate({ not: { $expr: { var: 'date' } } }, row)).toBe(true);
  });

  it('are empty, never an error, when an operation is not allowed or fails', () => {
    expect(evaluateExpression({ $expr: { log: 'x' } }, row)).toBeNull();
    expect(evaluateExpression({ $expr: { nope: [1] } }, row)).toBeNull();
    expect(unknownOperations({ or: [{ monthstart: { var: 'key' } }] })).toEqual([{ op: 'monthstart', pointer: '/or/0/monthstart' }]);
  });

  it('say what they read and where they are', () => {
    expect(readPaths({ or: [{ monthStart: { var: 'key' } }, { var: ['date', null] }, { var: '$params.dateFrom' }] })).toEqual(['key', 'date', '$params.dateFrom']);
    expect(holdsExpression({ chart: { drill: { query: { a: '{{x}}', b: { $expr: { var: 'x' } } } } } })).toBe(true);
    expect(holdsExpression({ chart: { drill: { query: { a: '{{x}}' } } } })).toBe(false);
  });
});
