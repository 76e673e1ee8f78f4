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

/**
 * Start values. A link into a list (a home figure, an assistant answer) states its whole filter in the route query
 * (`?status=2`, `?dateFrom=…&dateTo=…`, `?date=today`); then filters it does not name start empty, so the list
 * shows exactly what the link promised rather than the intersection with the list's own defaults.
 */
export function initialValues(filters: Filter[], now?: Date, query: Record<string, string> = {}): FilterValues {
  const fromQuery = valuesFromQuery(filters, query, now);
  if (Object.keys(fromQuery).length > 0) return Object.fromEntries(filters.map((f) => [f.field, fromQuery[f.field]]));
  return Object.fromEntries(filters.map((f) => [f.field, initialValue(f, now)]));
}

/** Query text as a filter value of the filter's own type: option codes keep the type the options use. */
function valueFromText(filter: Filter, text: string): FilterValue {
  const codes = [...(filter.options ?? []).map((o) => o.value), ...(filter.only ?? [])];
  const numeric = codes.some((c) => typeof c === 'number') || (filter.enum !== undefined && /^-?\d+$/.test(text));
  if (text === 'true' || text === 'false') return text === 'true';
  return numeric && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

export function valuesFromQuery(filters: Filter[], query: Record<string, string>, now?: Date): FilterValues {
  const out: FilterValues = {};
  for (const f of filters) {
    if (f.widget === 'dateRange' || f.widget === 'numberRange') {
      const preset = query[f.field];
      const from = query[f.paramFrom ?? `${f.field}From`];
      const to = query[f.paramTo ?? `${f.field}To`];
      if (f.widget === 'dateRange' && preset !== undefined && isDatePreset(preset)) out[f.field] = presetRange(preset, now);
      else if (from !== undefined || to !== undefined) {
        out[f.field] = f.widget === 'dateRange' ? ([from ?? '', to ?? ''] as DateRange) : { min: from, max: to };
      }
      continue;
    }
    const text = query[f.param ?? f.field] ?? query[f.field];
    if (text !== undefined && text !== '') out[f.field] = valueFromText(f, text);
  }
  return out;
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
