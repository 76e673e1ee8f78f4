import type { ErrorSchema } from '@rjsf/utils';
import type { Lang } from '../../../i18n';
import { translate } from '../../texts';
import { fillTemplate, type Scope } from '../../../../common/page/template';
import { parseDecimal, type Decimal } from '../../../../common/format/decimal';
import { isoDay } from '../../../../common/filters/datePresets';
import { businessCalendarDay } from '../../../../common/time/businessClock';

// Bounds a form states in a field's "ui:options", checked in the browser while the user types, so a
// supplier learns at once what the server would refuse:
//   numbers (decimal text or numbers): "min", "max", "decimals"; text in a number widget that is no number;
//   dates ("format": "date"): "min", "max".
// A bound is a number, a date, "today", or a template over the record: "{{orderQty}}" reads the field of
// the same row first, then of the whole form. Dates may add an offset: "today+1y", "{{orderDate}}+30d".
// JSON Schema alone cannot say "not more than this line's ordered quantity"; these can.

type Node = Record<string, unknown>;
type Ui = Record<string, unknown> | undefined;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const OFFSET = /^(.+?)([+-])(\d+)([dy])$/;

/** A date bound as 'YYYY-MM-DD', or undefined when it cannot be resolved (missing field). */
export function resolveDateBound(bound: unknown, scope: Scope, today: Date = businessCalendarDay()): string | undefined {
  if (typeof bound !== 'string') return undefined;
  const m = OFFSET.exec(bound.trim());
  const baseText = m ? m[1]!.trim() : bound.trim();
  const base = baseText === 'today' ? isoDay(today) : fillTemplate(baseText, scope);
  if (!DAY.test(base)) return undefined;
  if (!m) return base;
  const n = Number(m[3]) * (m[2] === '-' ? -1 : 1);
  const [y, mo, d] = [Number(base.slice(0, 4)), Number(base.slice(5, 7)) - 1, Number(base.slice(8, 10))];
  return isoDay(m[4] === 'y' ? new Date(y + n, mo, d) : new Date(y, mo, d + n));
}

/** A number bound as decimal text, or undefined. */
function resolveNumberBound(bound: unknown, scope: Scope): string | undefined {
  if (typeof bound === 'number') return String(bound);
  if (typeof bound !== 'string') return undefined;
  const text = fillTemplate(bound, scope).trim();
  return parseDecimal(text) ? text : undefined;
}

function compareDecimal(a: Decimal, b: Decimal): number {
  if (a.negative !== b.negative) return a.negative ? -1 : 1;
  const sign = a.negative ? -1 : 1;
  if (a.int.length !== b.int.length) return sign * (a.int.length - b.int.length);
  if (a.int !== b.int) return sign * (a.int < b.int ? -1 : 1);
  const len = Math.max(a.frac.length, b.frac.length);
  const fa = a.frac.padEnd(len, '0');
  const fb = b.frac.padEnd(len, '0');
  return fa === fb ? 0 : sign * (fa < fb ? -1 : 1);
}

function optionsOf(ui: Ui): Node {
  const o = ui?.['ui:options'];
  return typeof o === 'object' && o !== null ? (o as Node) : {};
}

/** What is wrong with one value against its bounds, in the user's language (null when nothing is). */
function checkValue(schema: Node, ui: Ui, value: unknown, scope: Scope, lang: Lang): string | null {
  const o = optionsOf(ui);
  if (value === undefined || value === null || value === '') return null;
  // The number widget keeps what was typed, letters too: say so rather than ajv's "wrong format".
  if (ui?.['ui:widget'] === 'number' && typeof value === 'string' && !parseDecimal(value)) return translate(lang, 'engine.invalid.notANumber');
  if (o.min === undefined && o.max === undefined && o.decimals === undefined) return null;
  if (schema.format === 'date') {
    if (typeof value !== 'string' || !DAY.test(value)) return null;
    const min = resolveDateBound(o.min, scope);
    const max = resolveDateBound(o.max, scope);
    if (min && value < min) return translate(lang, 'engine.invalid.dateMin', { limit: min });
    if (max && value > max) return translate(lang, 'engine.invalid.dateMax', { limit: max });
    return null;
  }
  const d = typeof value === 'string' || typeof value === 'number' ? parseDecimal(value) : null;
  if (!d) return null;
  const min = resolveNumberBound(o.min, scope);
  const max = resolveNumberBound(o.max, scope);
  if (min !== undefined && compareDecimal(d, parseDecimal(min)!) < 0) return translate(lang, 'engine.invalid.minimum', { limit: min });
  if (max !== undefined && compareDecimal(d, parseDecimal(max)!) > 0) return translate(lang, 'engine.invalid.maximum', { limit: max });
  if (typeof o.decimals === 'number' && d.frac.replace(/0+$/, '').length > o.decimals) {
    return translate(lang, 'engine.invalid.decimals', { limit: o.decimals });
  }
  return null;
}

function walk(schema: unknown, ui: Ui, value: unknown, scope: Scope, lang: Lang, out: Node): void {
  if (typeof schema !== 'object' || schema === null) return;
  const s = schema as Node;
  if (s.properties && typeof s.properties === 'object') {
    const obj = (value && typeof value === 'object' ? value : {}) as Node;
    // Templates inside an object read its own fields first, then the form's.
    const inner = { ...scope, ...obj };
    for (const [name, sub] of Object.entries(s.properties as Node)) {
      const child: Node = {};
      walk(sub, ui?.[name] as Ui, obj[name], inner, lang, child);
      if (Object.keys(child).length) out[name] = child;
    }
    return;
  }
  if (s.items && Array.isArray(value)) {
    value.forEach((item, i) => {
      const child: Node = {};
      walk(s.items, ui?.items as Ui, item, scope, lang, child);
      if (Object.keys(child).length) out[String(i)] = child;
    });
    return;
  }
  const message = checkValue(s, ui, value, scope, lang);
  if (message) out.__errors = [message];
}

/** Every bound broken by `data`, as an @rjsf error schema. */
export function boundErrors(schema: unknown, uiSchema: unknown, data: unknown, lang: Lang): ErrorSchema {
  const out: Node = {};
  walk(schema, uiSchema as Ui, data, {}, lang, out);
  return out as ErrorSchema;
}
