import type { JsonSchema } from './routeSpec';
import { isObject } from './jsonShape';

/**
 * Field-level shielding: a response property carrying `"x-shieldCode": "CODE"` is removed from the answer of a
 * user shielded from CODE. One walker over the route's response schema serves every route.
 */

type Remover = (data: unknown, shielded: ReadonlySet<string>) => void;


/** The remover of a schema, or null when nothing in it is shielded (most routes: no work per answer). */
export function shieldRemover(schema: JsonSchema): Remover | null {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const items = schema.items as JsonSchema | undefined;
  if (properties) {
    const steps: { key: string; code?: string; inner: Remover | null }[] = [];
    for (const [key, prop] of Object.entries(properties)) {
      const code = prop['x-shieldCode'] as string | undefined;
      const inner = shieldRemover(prop);
      if (code || inner) steps.push({ key, code, inner });
    }
    if (!steps.length) return null;
    return (data, shielded) => {
      if (!isObject(data)) return;
      for (const { key, code, inner } of steps) {
        if (code && shielded.has(code)) delete data[key];
        else if (inner) inner(data[key], shielded);
      }
    };
  }
  if (items) {
    const inner = shieldRemover(items);
    if (!inner) return null;
    return (data, shielded) => {
      if (Array.isArray(data)) for (const row of data) inner(row, shielded);
    };
  }
  return null;
}

/** Every shield code a schema names, so registration can refuse an undeclared one. */
export function shieldCodesIn(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) shieldCodesIn(s, into);
  else if (isObject(schema)) {
    if (typeof schema['x-shieldCode'] === 'string') into.add(schema['x-shieldCode']);
    for (const v of Object.values(schema)) shieldCodesIn(v, into);
  }
  return into;
}
