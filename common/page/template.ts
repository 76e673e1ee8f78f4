import { evaluateExpression, isExpression } from '../expressions/expression';
import type { QueryValue, ValueTemplate } from './schemaTypes';

// Templates and expressions are the only "code" a schema holds: {{field}} placeholders, dotted paths, {{a||b}} for
// the first non-empty of several fields, {"$map": path, "to": template} to reshape lists, and {"$expr": …}
// (common/expressions: JSON-logic as data). No eval.

export type Scope = Record<string, unknown>;

const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;
const WHOLE = /^\{\{([^{}]+)\}\}$/;

/** Value at a dotted path; `$root.x` reads from the outermost record while inside a $map. */
export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const part of path.split('.')) {
    if (cur === null || cur === undefined || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

/** First non-empty value of `a||b||c`. */
function lookup(scope: Scope, expr: string): unknown {
  const alternatives = expr.split('||').map((s) => s.trim());
  for (const path of alternatives) {
    const v = getPath(scope, path);
    if (!isBlank(v)) return v;
  }
  return getPath(scope, alternatives[alternatives.length - 1]!);
}

/** Fills every placeholder with the value's text ('' when empty). `encode` escapes values for URL paths. */
export function fillTemplate(template: string, scope: Scope, encode = false): string {
  return template.replace(PLACEHOLDER, (_m, expr: string) => {
    const v = lookup(scope, expr);
    if (isBlank(v)) return '';
    const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
    return encode ? encodeURIComponent(text) : text;
  });
}

function isMap(v: object): v is { $map: string; to: ValueTemplate } {
  return typeof (v as { $map?: unknown }).$map === 'string' && 'to' in v;
}

/**
 * Builds a value from a template: a string that is exactly one placeholder keeps the value's type
 * (numbers stay numbers, lists stay lists); object keys that resolve to undefined are left out.
 */
export function resolveValue(tpl: ValueTemplate | undefined, scope: Scope): unknown {
  if (tpl === undefined) return undefined;
  if (typeof tpl === 'string') {
    const whole = WHOLE.exec(tpl);
    return whole ? lookup(scope, whole[1]!) : fillTemplate(tpl, scope);
  }
  if (tpl === null || typeof tpl !== 'object') return tpl;
  if (Array.isArray(tpl)) return tpl.map((t) => resolveValue(t, scope));
  if (isExpression(tpl)) return evaluateExpression(tpl, scope);
  if (isMap(tpl)) {
    const list = getPath(scope, tpl.$map);
    if (!Array.isArray(list)) return [];
    const root = (scope.$root as Scope | undefined) ?? scope;
    return list.map((item) => resolveValue(tpl.to, { ...(item as Scope), $root: root }));
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(tpl)) {
    const r = resolveValue(v, scope);
    if (r !== undefined) out[k] = r;
  }
  return out;
}

/** A link's query filled from the record: each value a template ('' when empty) or an expression's value as text. */
export function linkQuery(query: Record<string, QueryValue> | undefined, scope: Scope): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query ?? {}).map(([k, v]) => {
      if (typeof v === 'string') return [k, fillTemplate(v, scope)];
      const value = evaluateExpression(v, scope);
      return [k, isBlank(value) ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)];
    }),
  );
}
