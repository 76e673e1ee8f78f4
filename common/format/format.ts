// Display formatters of spec §5 and ARCHITECTURE "The page schema": amount 2 decimals grouped, rate as a
// percent with 2 decimals, quantity 3, price 4, '-' for empty. Decimal strings are formatted exactly.
import { localizeIn as localize, type Lang, type LocalizableText } from '../text';
import type { Format } from '../page/schemaTypes';
import { formatDecimal, parseDecimal, shiftDecimal } from './decimal';
import { enumEntry } from './enums';
import { businessDay, dateTimeAt } from '../time/businessClock';

export type { Lang } from '../text';

export interface FormatContext {
  lang: Lang;
  /** otherConfig.currencySymbol (default ¥) */
  currencySymbol: string;
}

export const EMPTY = '-';
const DEFAULT_CONTEXT: FormatContext = { lang: 'zh-CN', currencySymbol: '¥' };

const NUMBER_PRESETS: Record<string, { decimals: number; grouping: boolean }> = {
  amount: { decimals: 2, grouping: true },
  quantity: { decimals: 3, grouping: true },
  price: { decimals: 4, grouping: true },
  integer: { decimals: 0, grouping: true },
  currency: { decimals: 2, grouping: true },
};

export function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/** A number with fixed decimals; text that is not a number is shown as it is. */
export function formatNumber(value: unknown, decimals: number, grouping = true): string {
  if (isEmpty(value)) return EMPTY;
  const d = typeof value === 'string' || typeof value === 'number' ? parseDecimal(value) : null;
  return d ? formatDecimal(d, decimals, grouping) : String(value);
}

/** A ratio (0.0177) as the number of its percent (1.77), exactly: a rate's figure, or a difference of two rates in points. */
export function percentNumber(value: unknown, decimals = 2): string {
  if (isEmpty(value)) return EMPTY;
  const d = typeof value === 'string' || typeof value === 'number' ? parseDecimal(value) : null;
  return d ? formatDecimal(shiftDecimal(d, 2), decimals, false) : String(value);
}

/** A ratio (0.12345) as a percent (12.35%); `input: 'percent'` when the value already is one. */
export function formatRate(value: unknown, decimals = 2, input: 'ratio' | 'percent' = 'ratio'): string {
  if (isEmpty(value)) return EMPTY;
  const d = typeof value === 'string' || typeof value === 'number' ? parseDecimal(value) : null;
  if (!d) return String(value);
  return `${input === 'ratio' ? percentNumber(value, decimals) : formatDecimal(d, decimals, false)}%`;
}

/**
 * A change against an earlier period (a ratio: 0.1234 = 12.34% more) with its direction: ▲12.34%, ▼3.10%, 0.00%.
 * The arrow says the direction without colour (the screen adds colour, spreadsheets keep the signed ratio).
 */
export function formatChange(value: unknown, decimals = 2): string {
  const text = formatRate(value, decimals);
  if (text === EMPTY || !/^-?[\d.]+%$/.test(text)) return text;
  if (text.startsWith('-')) return `▼${text.slice(1)}`;
  return /[1-9]/.test(text) ? `▲${text}` : text;
}

/** 'up', 'down' or null (no change, empty): how a change value is coloured. */
export function changeDirection(value: unknown): 'up' | 'down' | null {
  const text = formatChange(value);
  return text.startsWith('▲') ? 'up' : text.startsWith('▼') ? 'down' : null;
}

export function formatCurrency(value: unknown, symbol: string): string {
  const text = formatNumber(value, 2, true);
  if (text === EMPTY || !/^-?[\d,]+\.\d+$/.test(text)) return text;
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number' || typeof value === 'string') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

/**
 * A business day. 'YYYY-MM-DD' is shown as it is (no time zone may move it); timestamps on the chain's clock (the
 * business's time zone, common/time/businessClock.ts), not the phone's.
 */
export function formatDate(value: unknown): string {
  if (isEmpty(value)) return EMPTY;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = toDate(value);
  return d ? businessDay(d) : String(value);
}

export function formatDateTime(value: unknown): string {
  if (isEmpty(value)) return EMPTY;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = toDate(value);
  return d ? dateTimeAt(d) : String(value);
}

export function formatEnum(value: unknown, name: string, lang: Lang): string {
  if (isEmpty(value)) return EMPTY;
  const entry = enumEntry(name, value);
  return entry ? localize(entry.label, lang) : String(value);
}


/**
 * A yes/no value in words (是/否, Yes/No, or the schema's own words): true/false and their text forms; anything else
 * is shown as it is. Empty words (a badge that says nothing when false) show nothing rather than '-'.
 */
export function formatBoolean(value: unknown, lang: Lang, words: { true?: LocalizableText; false?: LocalizableText } = {}): string {
  if (isEmpty(value)) return EMPTY;
  const flag = value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;
  if (flag === null) return String(value);
  const own = flag ? words.true : words.false;
  return localize(own ?? (flag ? YES : NO), lang);
}

const YES: LocalizableText = { 'zh-CN': '是', en: 'Yes' };
const NO: LocalizableText = { 'zh-CN': '否', en: 'No' };

/** The formats a schema names by a word that are not a number preset (those are NUMBER_PRESETS). */
const NAMED_FORMATS = new Map<string, (value: unknown, ctx: FormatContext) => string>([
  ['rate', (value) => formatRate(value)],
  ['change', (value) => formatChange(value)],
  ['currency', (value, ctx) => formatCurrency(value, ctx.currencySymbol)],
  ['date', formatDate],
  ['datetime', formatDateTime],
  ['boolean', (value, ctx) => formatBoolean(value, ctx.lang)],
]);

/** The one entry point: a value and the schema's `format` (absent = text). */
export function formatValue(value: unknown, format: Format | undefined, ctx: FormatContext = DEFAULT_CONTEXT): string {
  if (format === undefined || format === 'text') {
    if (isEmpty(value)) return EMPTY;
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  if (typeof format === 'string') {
    const named = NAMED_FORMATS.get(format);
    if (named) return named(value, ctx);
    const preset = NUMBER_PRESETS[format]!;
    return formatNumber(value, preset.decimals, preset.grouping);
  }
  switch (format.type) {
    case 'number': {
      const text = formatNumber(value, format.decimals, format.grouping ?? true);
      return text === EMPTY || !format.suffix ? text : `${text}${format.suffix}`;
    }
    case 'rate':
      return formatRate(value, format.decimals ?? 2, format.input ?? 'ratio');
    case 'enum':
      return formatEnum(value, format.enum, ctx.lang);
    case 'boolean':
      return formatBoolean(value, ctx.lang, format);
  }
}

/** Formats whose values are numbers: right-aligned, summable, exportable as numbers. */
export function isNumericFormat(format: Format | undefined): boolean {
  if (format === undefined) return false;
  if (typeof format === 'string') return format in NUMBER_PRESETS || format === 'rate' || format === 'change';
  return format.type === 'number' || format.type === 'rate';
}

/** Decimals a numeric format shows (spreadsheet cell formats). */
export function decimalsOf(format: Format | undefined): number {
  if (format === undefined) return 0;
  if (typeof format === 'string') return format === 'rate' || format === 'change' ? 2 : (NUMBER_PRESETS[format]?.decimals ?? 0);
  if (format.type === 'number') return format.decimals;
  if (format.type === 'rate') return format.decimals ?? 2;
  return 0;
}
