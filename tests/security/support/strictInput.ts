import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../../../server/lib/routeSpec';
import type { RouteInput } from './harvest';
import { RawJson, wireQuery } from './http';
import type { InputPlace, RouteEntry } from './inventory';

/**
 * The suite's own reading of "valid input", stricter than any framework default, as the reliability issue asks:
 * bodies are typed (no coercion: `false` is not a reason, `[1]` is not a quantity, `true` is not an id); query
 * strings and paths are text, read as a number only when they are written as one (`12`, not `0x3`, `1e309` or
 * `Infinity`); no string may hold NUL or a lone surrogate (PostgreSQL cannot store them); dates are real days of
 * years 1 to 9999. A request the suite calls invalid must be refused (any code but 0) and change nothing.
 */
const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: false, useDefaults: false });
addFormats(ajv);
ajv.addFormat('date', {
  type: 'string',
  validate: (s: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!m || Number(m[1]) < 1) return false;
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  },
});

const compiled = new WeakMap<object, ValidateFunction>();
const validatorOf = (schema: JsonSchema) => {
  let v = compiled.get(schema);
  if (!v) compiled.set(schema, (v = ajv.compile(schema)));
  return v;
};

// eslint-disable-next-line no-control-regex
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL or a lone surrogate anywhere, keys included; nesting deeper than any input of this API counts too. */
function hasUnstorableText(v: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (typeof v === 'string') return unstorable.test(v);
  if (Array.isArray(v)) return v.some((x) => hasUnstorableText(x, depth + 1));
  if (typeof v === 'object' && v !== null && !(v instanceof RawJson)) {
    return Object.entries(v).some(([k, x]) => unstorable.test(k) || hasUnstorableText(x, depth + 1));
  }
  return false;
}

const typesOf = (s: JsonSchema | undefined): string[] => (!s ? [] : Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : []);

/** A query or path value as the typed value it plainly writes, or `undefined` when it writes none. */
function readText(text: string, schema: JsonSchema | undefined): unknown {
  const types = typesOf(schema);
  if (types.includes('integer') && /^-?\d{1,16}$/.test(text)) return Number(text);
  if (types.includes('number') && /^-?\d{1,16}(\.\d{1,16})?$/.test(text)) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.includes('string') || types.length === 0) return text;
  return undefined;
}

/** Text as the server decodes it from a URL: a lone surrogate cannot be sent and arrives as U+FFFD. */
const asDecoded = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** What the server receives in a query string, read strictly against the schema; undefined: unreadable. */
function readQuery(value: Record<string, unknown>, schema: JsonSchema): unknown {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const out: Record<string, unknown> = {};
  for (const [k, texts] of wireQuery(value)) {
    // A key with no values (an empty list) puts nothing on the wire.
    if (texts.length === 0) continue;
    const s = props[k];
    if (typesOf(s).includes('array')) {
      const items = texts.map((t) => readText(asDecoded(t), s.items as JsonSchema));
      if (items.includes(undefined)) return undefined;
      out[asDecoded(k)] = items;
    } else {
      // A key given twice is a list where one value is expected.
      if (texts.length !== 1) return undefined;
      const v = readText(asDecoded(texts[0]), s);
      if (v === undefined) return undefined;
      out[asDecoded(k)] = v;
    }
  }
  return out;
}

/** Path parameters as the server decodes them; a segment that is not valid percent-encoding is unreadable. */
function readParams(value: Record<string, unknown>, schema: JsonSchema): unknown {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const out: Record<string, unknown> = {};
  for (const [k, raw] of Object.entries(value)) {
    let text: string;
    try {
      text = raw instanceof RawJson ? decodeURIComponent(raw.text) : asDecoded(String(raw));
    } catch {
      return undefined;
    }
    const v = readText(text, props[k]);
    if (v === undefined) return undefined;
    out[k] = v;
  }
  return out;
}

/** Whether the suite counts this input as valid for the route (true) or as one the server must refuse (false). */
export function isValidInput(route: RouteEntry, input: RouteInput): boolean {
  for (const place of ['params', 'querystring', 'body'] as InputPlace[]) {
    const schema = route.inputs[place];
    const value = input[place];
    if (!schema) continue;
    if (place === 'body') {
      if (hasUnstorableText(value)) return false;
      const body = oneOrMany(schema, materialize(value) ?? (requiresNothing(schema) ? {} : undefined));
      if (!validatorOf(schema)(body)) return false;
    } else {
      const typed = place === 'params' ? readParams((value ?? {}) as Record<string, unknown>, schema) : readQuery((value ?? {}) as Record<string, unknown>, schema);
      if (typed !== undefined && hasUnstorableText(typed)) return false;
      if (typed === undefined || !validatorOf(schema)(typed)) return false;
    }
  }
  return true;
}

/** A single value of a property marked `x-oneOrMany` counts as a one-element list, as the server reads it. */
function oneOrMany(schema: JsonSchema, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [k, v] of Object.entries(out)) {
    if (props[k]?.['x-oneOrMany'] === true && v !== undefined && !Array.isArray(v)) out[k] = [v];
  }
  return out;
}

const requiresNothing = (s: JsonSchema) => !(Array.isArray(s.required) && s.required.length);

/** The body as the server parses it: a raw number (1e309, -0, 1e2) becomes what JSON.parse makes of it. */
function materialize(v: unknown): unknown {
  if (v instanceof RawJson) return JSON.parse(v.text);
  if (Array.isArray(v)) return v.map(materialize);
  if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, materialize(x)]));
  return v;
}
