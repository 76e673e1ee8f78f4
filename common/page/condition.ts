import { evaluateExpression, isExpression } from '../expressions/expression';
import type { Condition } from './schemaTypes';
import { getPath } from './template';
import { businessDay } from '../time/businessClock';

// Conditions are data ({field, op, value}, or an expression), evaluated here for the app and the checks alike;
// codes compare as text so 2 and '2' match.

function same(a: unknown, b: unknown): boolean {
  return a === b || (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b));
}

function num(v: unknown): number {
  return typeof v === 'number' ? v : Number(v);
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * Order of two values: dates (YYYY-MM-DD, or an instant starting so; "today" is the current day) by their day,
 * anything else as numbers (as before: an empty value counts as 0). A missing date is NaN: it fails every comparison.
 */
function order(v: unknown, against: unknown): number {
  const other = against === 'today' ? businessDay() : against;
  if (typeof other === 'string' && DAY.test(other)) {
    if (typeof v !== 'string' || !DAY.test(v)) return NaN;
    const a = v.slice(0, 10);
    const b = other.slice(0, 10);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return num(v) - num(other);
}

export function evaluate(cond: Condition | undefined, record: unknown): boolean {
  if (!cond) return true;
  if (isExpression(cond)) return Boolean(evaluateExpression(cond, record));
  if ('all' in cond) return cond.all.every((c) => evaluate(c, record));
  if ('any' in cond) return cond.any.some((c) => evaluate(c, record));
  if ('not' in cond) return !evaluate(cond.not, record);
  const v = getPath(record, cond.field);
  const list = Array.isArray(cond.value) ? cond.value : [cond.value];
  switch (cond.op) {
    case 'eq':
      return same(v, cond.value);
    case 'ne':
      return !same(v, cond.value);
    case 'in':
      return list.some((x) => same(v, x));
    case 'nin':
      return !list.some((x) => same(v, x));
    case 'gt':
      return order(v, cond.value) > 0;
    case 'gte':
      return order(v, cond.value) >= 0;
    case 'lt':
      return order(v, cond.value) < 0;
    case 'lte':
      return order(v, cond.value) <= 0;
    case 'empty':
      return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
    case 'notEmpty':
      return !(v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0));
  }
}
