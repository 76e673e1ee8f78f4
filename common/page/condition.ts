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
/** An instant as the server sends it (2026-12-07T04:00:00.000Z): a moment, not a day. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/** The chain's business day of a date or an instant (an instant's first ten characters are its day in UTC, not the chain's). */
function dayOf(v: string): string {
  return INSTANT.test(v) ? businessDay(new Date(v)) : v.slice(0, 10);
}

/**
 * Order of two values: against "now", instants by time (a booked slot that has ended); dates (YYYY-MM-DD, or an
 * instant, read on the chain's clock; "today" is the current business day) by their day; anything else as numbers
 * (as before: an empty value counts as 0). A missing date or time is NaN: it fails every comparison.
 */
function order(v: unknown, against: unknown): number {
  if (against === 'now') return typeof v === 'string' && DAY.test(v) ? Date.parse(v) - Date.now() : NaN;
  const other = against === 'today' ? businessDay() : against;
  if (typeof other === 'string' && DAY.test(other)) {
    if (typeof v !== 'string' || !DAY.test(v)) return NaN;
    const a = dayOf(v);
    const b = dayOf(other);
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
