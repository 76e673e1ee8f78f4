import type { ErrorSchema } from '@rjsf/utils';

// Plain operations on @rjsf error schemas (nested objects whose `__errors` hold a field's messages), for the
// form's live checking: which fields the user changed, which errors to show, and which server refusals still
// apply to what is on screen.

type Node = Record<string, unknown>;
const ERRORS = '__errors';

function isObject(v: unknown): v is Node {
  return typeof v === 'object' && v !== null;
}

/** Dotted paths of the values that differ between two versions of the form data (leaves, array items included). */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (Object.is(before, after)) return [];
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after)) return [prefix];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((k) => changedPaths(before[k], after[k], prefix ? `${prefix}.${k}` : k));
}

/** The part of an error schema at whose paths `keep` says yes (path '' is the form itself). */
export function pickErrors(schema: ErrorSchema | undefined, keep: (path: string) => boolean, prefix = ''): ErrorSchema {
  const out: Node = {};
  for (const [k, v] of Object.entries((schema ?? {}) as Node)) {
    if (k === ERRORS) {
      if (Array.isArray(v) && v.length && keep(prefix)) out[k] = v;
    } else if (isObject(v)) {
      const sub = pickErrors(v as ErrorSchema, keep, prefix ? `${prefix}.${k}` : k) as Node;
      if (Object.keys(sub).length) out[k] = sub;
    }
  }
  return out as ErrorSchema;
}

/** Both schemas' messages; where `over` has messages for a field they replace those of `base` (a more precise word). */
export function overlayErrors(base: ErrorSchema | undefined, over: ErrorSchema | undefined): ErrorSchema {
  const out: Node = { ...((base ?? {}) as Node) };
  for (const [k, v] of Object.entries((over ?? {}) as Node)) {
    if (k === ERRORS) out[k] = v;
    else if (isObject(v)) out[k] = overlayErrors(out[k] as ErrorSchema | undefined, v as ErrorSchema);
  }
  return out as ErrorSchema;
}

/** All messages of both schemas. */
export function mergeErrors(a: ErrorSchema | undefined, b: ErrorSchema | undefined): ErrorSchema {
  const out: Node = { ...((a ?? {}) as Node) };
  for (const [k, v] of Object.entries((b ?? {}) as Node)) {
    if (k === ERRORS) out[k] = [...((out[k] as string[] | undefined) ?? []), ...(v as string[])];
    else if (isObject(v)) out[k] = mergeErrors(out[k] as ErrorSchema | undefined, v as ErrorSchema);
  }
  return out as ErrorSchema;
}

export function hasErrors(schema: ErrorSchema | undefined): boolean {
  return Object.keys(pickErrors(schema, () => true)).length > 0;
}

function valueAt(data: unknown, path: string): unknown {
  if (path === '') return data;
  let cur = data;
  for (const part of path.split('.')) cur = isObject(cur) ? cur[part] : undefined;
  return cur;
}

/** Whether the user has touched `path` or anything inside it (a row error stays with the row's fields). */
export function touches(touched: ReadonlySet<string>, path: string): boolean {
  if (touched.has(path)) return true;
  for (const t of touched) if (path === '' || t.startsWith(`${path}.`)) return true;
  return false;
}

/**
 * The server's refusals that still apply: an error stays on a field only while the field holds the value the
 * server refused. Correcting the field (or changing the row an error is about) takes its error away.
 */
export function stillRefused(serverErrors: ErrorSchema | undefined, sent: unknown, now: unknown): ErrorSchema {
  return pickErrors(serverErrors, (path) => JSON.stringify(valueAt(sent, path)) === JSON.stringify(valueAt(now, path)));
}
