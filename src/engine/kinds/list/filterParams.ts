import type { Filter } from '../../schemaTypes';
import { isDatePreset, presetRange, type DateRange } from './datePresets';

// What a filter's value is, where it starts, and how it becomes request parameters.

/** Chosen option value, [from, to] range, picked {id, name}, or text. Undefined = not filtering. */
export type FilterValue = string | number | boolean | (string | number)[] | DateRange | PickedValue | NumberRange | undefined;
export interface PickedValue {
  id: string | number;
  name: string;
}
export type NumberRange = { min?: string; max?: string };
export type FilterValues = Record<string, FilterValue>;

/** Spec §5: a text filter keeps Chinese characters, letters, digits and a few symbols; others are stripped. */
export function sanitizeKeyword(text: string): string {
  return text.replace(/[^\u4e00-\u9fa5A-Za-z0-9\s\-_.·@#&()（）/+]/g, '').trim();
}

export function initialValue(filter: Filter, now?: Date): FilterValue {
  const d = filter.default;
  if (d === undefined) return undefined;
  if (filter.widget === 'dateRange') return isDatePreset(d) ? presetRange(d, now) : undefined;
  return d as FilterValue;
}

export function initialValues(filters: Filter[], now?: Date): FilterValues {
  return Object.fromEntries(filters.map((f) => [f.field, initialValue(f, now)]));
}

function isPicked(v: FilterValue): v is PickedValue {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && 'id' in v;
}

/** Request parameters of the current filter values. */
export function filterParams(filters: Filter[], values: FilterValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of filters) {
    const v = values[f.field];
    if (v === undefined || v === '') continue;
    switch (f.widget) {
      case 'dateRange':
      case 'numberRange': {
        const [from, to] = f.widget === 'dateRange' ? (v as DateRange) : [(v as NumberRange).min, (v as NumberRange).max];
        if (from !== undefined && from !== '') out[f.paramFrom ?? `${f.field}From`] = from;
        if (to !== undefined && to !== '') out[f.paramTo ?? `${f.field}To`] = to;
        break;
      }
      case 'branch':
      case 'item':
        out[f.param ?? f.field] = isPicked(v) ? v.id : v;
        break;
      case 'text': {
        const text = sanitizeKeyword(String(v));
        if (text) out[f.param ?? f.field] = text;
        break;
      }
      default:
        out[f.param ?? f.field] = v;
    }
  }
  return out;
}

/** Required filters without a value (a report's period): the list waits until they are chosen. */
export function missingRequired(filters: Filter[], values: FilterValues): Filter[] {
  return filters.filter((f) => f.required && (values[f.field] === undefined || values[f.field] === ''));
}
