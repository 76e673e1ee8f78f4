import type { Filter, LocalizedText, Option } from '../page/schemaTypes.ts';
import { isDatePreset, presetOf, presetRange, type DatePreset, type DateRange } from './datePresets.ts';
import { optionsOf, sameValue } from './options.ts';
import { CLOCK_TIME } from '../time/businessClock.ts';

// What each filter widget means, without its drawing: where its value starts, how a link's route query
// sets it, which request parameters it sends and how the filter bar names the current choice. The
// widget registry (registry.ts) adds the panel; this half is plain functions, so lint, tests and the
// schema check use it without React. Its keys are the meta-schema's widget names (typed from them, and a
// test compares the two).

export type WidgetName = Filter['widget'];

/** Chosen option value, [from, to] range, picked {id, name}, or text. Undefined = not filtering. */
export type FilterValue = string | number | boolean | (string | number)[] | DateRange | PickedValue | NumberRange | undefined;
export interface PickedValue {
  id: string | number;
  name: string;
}
export type NumberRange = { min?: string; max?: string };

export interface SummaryTexts {
  text: (value: LocalizedText | undefined) => string;
  /** the app's dictionary, for the words the kinds name (a date preset's name) */
  t: (key: `engine.${DatePreset}`) => string;
}

/** A request parameter a filter sends, and the filter's property that names it (absent: named after `field`). */
export interface FilterParam {
  name: string;
  namedBy: 'param' | 'paramFrom' | 'paramTo' | 'paramUntil';
}

/** A filter's properties that its value and request parameters are made of (the options' values tell their type). */
const PARAM_PROPERTIES = ['field', 'widget', 'param', 'paramFrom', 'paramTo', 'paramUntil', 'enum', 'only', 'default', 'required', 'shieldCode'] as const satisfies readonly (keyof Filter)[];

/**
 * What a filter's value and request parameters are made of. The rest of it (label, placeholder, the options' names,
 * where a picker's choices come from, counts on tabs) only draws it: the route table carries this part of every
 * page's filters for the first calls (common/page/firstCalls.ts), not the words each route would download.
 */
export type ParamFilter = Pick<Filter, (typeof PARAM_PROPERTIES)[number]> & { options?: Pick<Option, 'value'>[] };

export function paramFilter(filter: Filter): ParamFilter {
  const out: Record<string, unknown> = {};
  for (const key of PARAM_PROPERTIES) if (filter[key] !== undefined) out[key] = filter[key];
  if (filter.options) out.options = filter.options.map((o) => ({ value: o.value }));
  return out as ParamFilter;
}

export interface FilterKind {
  /** every request parameter the filter may send: one for a single value, the two bounds for a range */
  params: (filter: ParamFilter) => FilterParam[];
  /** the schema's `default` as a value */
  initial: (filter: ParamFilter, now?: Date) => FilterValue;
  /** the value a link states in the route query, undefined when the query does not name this filter */
  fromQuery: (filter: ParamFilter, query: Record<string, string>, now?: Date) => FilterValue;
  /** request parameters of a (non-empty) value */
  toParams: (filter: ParamFilter, value: NonNullable<FilterValue>) => Record<string, unknown>;
  /** the drop-down's title for a (non-empty) value */
  summary: (filter: Filter, value: NonNullable<FilterValue>, texts: SummaryTexts) => string;
}

/** Spec §5: a text filter keeps Chinese characters, letters, digits and a few symbols; others are stripped. */
export function sanitizeKeyword(text: string): string {
  return text.replace(/[^\u4e00-\u9fa5A-Za-z0-9\s\-_.·@#&()（）/+]/g, '').trim();
}

/** A minute a link may count a range's last day up to. */
const TIME_OF_DAY = new RegExp(CLOCK_TIME);

const paramOf = (f: ParamFilter) => f.param ?? f.field;
const fromOf = (f: ParamFilter) => f.paramFrom ?? `${f.field}From`;
const toOf = (f: ParamFilter) => f.paramTo ?? `${f.field}To`;

/** Query text as a value of the filter's own type: option codes keep the type the options use. */
function valueFromText(filter: ParamFilter, text: string): FilterValue {
  const codes = [...(filter.options ?? []).map((o) => o.value), ...(filter.only ?? [])];
  const numeric = codes.some((c) => typeof c === 'number') || (filter.enum !== undefined && /^-?\d+$/.test(text));
  if (text === 'true' || text === 'false') return text === 'true';
  return numeric && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

function isPicked(v: FilterValue): v is PickedValue {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && 'id' in v;
}

/** One parameter, the value as it is; the route query names it by its parameter (or field). */
const single: Pick<FilterKind, 'params' | 'initial' | 'fromQuery' | 'toParams'> = {
  params: (f) => [{ name: paramOf(f), namedBy: 'param' }],
  initial: (f) => f.default as FilterValue,
  fromQuery: (f, query) => {
    const text = query[paramOf(f)] ?? query[f.field];
    return text === undefined || text === '' ? undefined : valueFromText(f, text);
  },
  toParams: (f, v) => ({ [paramOf(f)]: v }),
};

const choice: FilterKind = {
  ...single,
  summary: (f, v, { text }) => {
    const o = optionsOf(f).find((x) => sameValue(x.value, v));
    return o ? text(o.label) : text(f.label) || f.field;
  },
};

const picker: FilterKind = {
  ...single,
  // A link (a drill-down, a home figure) gives the id as text; pickers' ids are numbers, as the user's pick sends them.
  fromQuery: (f, query) => {
    const text = query[paramOf(f)] ?? query[f.field];
    if (text === undefined || text === '') return undefined;
    return /^\d{1,15}$/.test(text) ? Number(text) : text;
  },
  toParams: (f, v) => ({ [paramOf(f)]: isPicked(v) ? v.id : v }),
  // A link gives only the id; the name is known once the user picks.
  summary: (f, v, { text }) => (isPicked(v) ? v.name : text(f.label) || f.field),
};

/** A range's two bounds: `paramFrom` and `paramTo`, or the field's name with From and To. */
const twoBounds = (f: ParamFilter): FilterParam[] => [
  { name: fromOf(f), namedBy: 'paramFrom' },
  { name: toOf(f), namedBy: 'paramTo' },
];

export const FILTER_KINDS: Record<WidgetName, FilterKind> = {
  text: {
    ...single,
    toParams: (f, v) => {
      const text = sanitizeKeyword(String(v));
      return text ? { [paramOf(f)]: text } : {};
    },
    summary: (_f, v) => String(v),
  },
  select: choice,
  tabs: choice,
  dateRange: {
    // the last day's minute, when the page reads one from its links (paramUntil)
    params: (f) => [...twoBounds(f), ...(f.paramUntil ? [{ name: f.paramUntil, namedBy: 'paramUntil' as const }] : [])],
    initial: (f, now) => (isDatePreset(f.default) ? presetRange(f.default, now) : undefined),
    fromQuery: (f, query, now) => {
      const preset = query[f.field];
      if (preset !== undefined && isDatePreset(preset)) return presetRange(preset, now);
      const from = query[fromOf(f)];
      const to = query[toOf(f)];
      if (from === undefined && to === undefined) return undefined;
      const until = f.paramUntil ? query[f.paramUntil] : undefined;
      return until && to && TIME_OF_DAY.test(until) ? [from ?? '', to, until] : [from ?? '', to ?? ''];
    },
    toParams: (f, v) => {
      const [from, to, until] = v as DateRange;
      return { ...(from ? { [fromOf(f)]: from } : {}), ...(to ? { [toOf(f)]: to } : {}), ...(until && f.paramUntil ? { [f.paramUntil]: until } : {}) };
    },
    summary: (f, v, { t }) => {
      const range = v as DateRange;
      const preset = presetOf(range, new Date(), f.default);
      if (preset) return t(`engine.${preset}`);
      return `${range[0].slice(5)}~${range[1].slice(5)}${range[2] ? ` ${range[2]}` : ''}`;
    },
  },
  numberRange: {
    params: twoBounds,
    initial: () => undefined,
    fromQuery: (f, query) => {
      const min = query[fromOf(f)];
      const max = query[toOf(f)];
      return min !== undefined || max !== undefined ? { min, max } : undefined;
    },
    toParams: (f, v) => {
      const { min, max } = v as NumberRange;
      return { ...(min ? { [fromOf(f)]: min } : {}), ...(max ? { [toOf(f)]: max } : {}) };
    },
    summary: (_f, v) => `${(v as NumberRange).min ?? ''}~${(v as NumberRange).max ?? ''}`,
  },
  branch: picker,
  item: picker,
  category: picker,
};

export const WIDGET_NAMES = Object.keys(FILTER_KINDS) as WidgetName[];
