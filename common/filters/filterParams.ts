import { FILTER_KINDS, type FilterValue, type ParamFilter } from './filterKinds';

// The values of a page's filters: where they start, what a link's route query sets, and the request
// parameters they become. Each widget's own rules are in filters/filterKinds.ts.

export { paramFilter, sanitizeKeyword, type FilterValue, type ParamFilter, type NumberRange, type PickedValue } from './filterKinds';
export type FilterValues = Record<string, FilterValue>;

export function initialValue(filter: ParamFilter, now?: Date): FilterValue {
  return filter.default === undefined ? undefined : FILTER_KINDS[filter.widget].initial(filter, now);
}

export function valuesFromQuery(filters: ParamFilter[], query: Record<string, string>, now?: Date): FilterValues {
  const out: FilterValues = {};
  for (const f of filters) {
    const v = FILTER_KINDS[f.widget].fromQuery(f, query, now);
    if (v !== undefined) out[f.field] = v;
  }
  return out;
}

/**
 * Start values. A link into a list (a home figure, an assistant answer) states its whole filter in the route query
 * (`?status=2`, `?dateFrom=…&dateTo=…`, `?date=today`); then filters it does not name start empty, so the list
 * shows exactly what the link promised rather than the intersection with the list's own defaults. A required filter
 * it does not name (a report's period behind `?groupBy=day`) keeps its default: empty, the report would show nothing
 * but "choose a period first", which no link means.
 */
export function initialValues(filters: ParamFilter[], now?: Date, query: Record<string, string> = {}): FilterValues {
  const fromQuery = valuesFromQuery(filters, query, now);
  if (Object.keys(fromQuery).length > 0) return Object.fromEntries(filters.map((f) => [f.field, fromQuery[f.field] ?? (f.required ? initialValue(f, now) : undefined)]));
  return Object.fromEntries(filters.map((f) => [f.field, initialValue(f, now)]));
}

/** Request parameters of the current filter values; empty values send nothing. */
export function filterParams(filters: ParamFilter[], values: FilterValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of filters) {
    const v = values[f.field];
    if (v === undefined || v === '') continue;
    Object.assign(out, FILTER_KINDS[f.widget].toParams(f, v));
  }
  return out;
}

/** Required filters without a value (a report's period): the list waits until they are chosen. */
export function missingRequired<F extends ParamFilter>(filters: F[], values: FilterValues): F[] {
  return filters.filter((f) => f.required && (values[f.field] === undefined || values[f.field] === ''));
}
