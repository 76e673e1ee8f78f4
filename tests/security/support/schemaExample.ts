import fc from 'fast-check';
import type { JsonSchema } from '../../../server/lib/routeSpec';

/**
 * A small valid value of an input schema, built by rule rather than at random: required properties only, defaults
 * and first enum values, dates of a period that ends today. `idFor(kind)` supplies a real id for an id input (the
 * caller's own records), so the request reaches the query rather than stopping at validation.
 */
export interface ExampleHints {
  /** a real value for an input naming a record of this kind, if one is known */
  idFor?: (name: string) => unknown;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
export const today = () => iso(new Date());
export const daysAgo = (n: number) => iso(new Date(Date.now() - n * 86_400_000));

const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : (s.type as string));

export function exampleOf(schema: JsonSchema, name = '', hints: ExampleHints = {}): unknown {
  if (hints.idFor) {
    const known = hints.idFor(name);
    if (known !== undefined) return known;
  }
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return exampleOf((schema.anyOf as JsonSchema[])[0], name, hints);
  switch (typeOf(schema)) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((k) => [k, exampleOf(props[k] ?? {}, k, hints)]));
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(Number(schema.minimum ?? 1), Math.min(Number(schema.maximum ?? 1), 1));
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date') return /from|start/i.test(name) ? daysAgo(60) : today();
      if (typeof schema.pattern === 'string') {
        const max = Number(schema.maxLength ?? 64);
        return fc.sample(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= 1 && s.length <= max), { numRuns: 1, seed: 1 })[0];
      }
      return 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    default:
      return null;
  }
}

/** Puts `value` at `path` inside `target` (a `*` step is the first item of an array, made from `schema` if missing). */
export function setAt(target: Record<string, unknown>, path: string[], value: unknown, schema: JsonSchema, hints: ExampleHints = {}): void {
  let node: any = target;
  let sub: JsonSchema = schema;
  for (let i = 0; i < path.length - 1; i++) {
    const step = path[i];
    const next = path[i + 1];
    sub = step === '*' ? (sub.items as JsonSchema) : ((sub.properties as Record<string, JsonSchema>)?.[step] ?? {});
    if (step === '*') {
      if (node.length === 0) node.push(exampleOf(sub, '', hints));
      node = node[0];
    } else {
      if (node[step] === undefined || node[step] === null) node[step] = next === '*' ? [] : exampleOf(sub, step, hints);
      node = node[step];
    }
  }
  const last = path[path.length - 1];
  if (last === '*') node[0] = value;
  else node[last] = value;
}
