import type { Condition } from '../schemaTypes';
import { getPath } from './template';

// Conditions are data ({field, op, value}), evaluated here; codes compare as text so 2 and '2' match.

function same(a: unknown, b: unknown): boolean {
  return a === b || (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b));
}

function num(v: unknown): number {
  return typeof v === 'number' ? v : Number(v);
}

export function evaluate(cond: Condition | undefined, record: unknown): boolean {
  if (!cond) return true;
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
      return num(v) > num(cond.value);
    case 'gte':
      return num(v) >= num(cond.value);
    case 'lt':
      return num(v) < num(cond.value);
    case 'lte':
      return num(v) <= num(cond.value);
    case 'empty':
      return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
    case 'notEmpty':
      return !(v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0));
  }
}
