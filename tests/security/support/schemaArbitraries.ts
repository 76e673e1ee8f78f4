import fc from 'fast-check';
import type { JsonSchema } from '../../../server/lib/routeSpec';
import type { RouteInput } from './harvest';
import type { InputPlace, RouteEntry } from './inventory';
import { nastyHeaders, nastyPathSegment, nastyRawBody, nastyValue } from './nastyValues';
import { daysAgo } from './schemaExample';

/**
 * fast-check arbitraries generated from a route's input schemas: values that fit the schema (with the caller's own
 * ids mixed in, so requests reach the queries), and the same values broken in one place.
 */

const typeOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : []);

const isoDay = (offset: number) => daysAgo(offset);

/** A value that fits `schema`; `ownIds(name)` offers real ids for an input of that name. */
export function validArb(schema: JsonSchema, name: string, ownIds: (name: string) => number[]): fc.Arbitrary<unknown> {
  const known = ownIds(name);
  if (known.length) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: plainArb(schema, name, ownIds) });
  return plainArb(schema, name, ownIds);
}

function plainArb(schema: JsonSchema, name: string, ownIds: (name: string) => number[]): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as JsonSchema[]).map((s) => validArb(s, name, ownIds)));
  const types = typeOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((t) => validArb({ ...schema, type: t }, name, ownIds)));
  const min = (d: number) => (typeof schema.minimum === 'number' ? schema.minimum : d);
  const max = (d: number) => (typeof schema.maximum === 'number' ? Math.min(schema.maximum, Number.MAX_SAFE_INTEGER) : d);
  switch (types[0]) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const record = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validArb(s, k, ownIds)]));
      return fc.record(record, { requiredKeys: ((schema.required ?? []) as string[]).filter((k) => k in props) });
    }
    case 'array': {
      const items = validArb((schema.items ?? {}) as JsonSchema, name, ownIds);
      const maxLength = Math.min(Number(schema.maxItems ?? 5), 5);
      return schema.uniqueItems ? fc.uniqueArray(items, { maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(items, { maxLength });
    }
    case 'integer':
      return fc.oneof(fc.integer({ min: min(-10), max: Math.min(max(1000), 2 ** 31 - 1) }), fc.constantFrom(min(0), max(2 ** 31 - 1)));
    case 'number':
      return fc.double({ min: min(-1e6), max: max(1e6), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      const minLength = Number(schema.minLength ?? 0);
      const maxLength = Math.min(Number(schema.maxLength ?? 64), 300);
      if (schema.format === 'date') return fc.integer({ min: -30, max: 800 }).map(isoDay);
      if (typeof schema.pattern === 'string') {
        return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= maxLength);
      }
      return fc.oneof(
        fc.string({ minLength, maxLength: Math.min(maxLength, 20) }),
        fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 20) }),
        fc.constantFrom('ZC', '1', '中', 'a'.repeat(Math.max(minLength, 1))).filter((s) => s.length >= minLength && s.length <= maxLength),
        fc.constant('x'.repeat(maxLength)).filter((s) => s.length >= minLength),
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every property path an input schema names (`lines/*\/lineId` as ['lines', '*', 'lineId']), the root as []. */
function pathsOf(schema: JsonSchema, path: string[] = []): string[][] {
  const out: string[][] = [path];
  for (const [k, s] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) out.push(...pathsOf(s, [...path, k]));
  if (schema.items && !Array.isArray(schema.items)) out.push(...pathsOf(schema.items as JsonSchema, [...path, '*']));
  return out;
}

/** Replaces (or, with `undefined`, removes) the value at `path`; an array step takes its first item, if any. */
function replaceAt(root: unknown, path: string[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (step === '*') {
    const arr = Array.isArray(root) ? [...root] : [];
    if (arr.length === 0) arr.push({});
    arr[0] = replaceAt(arr[0], rest, value, remove);
    return arr;
  }
  const obj = typeof root === 'object' && root !== null && !Array.isArray(root) ? { ...(root as Record<string, unknown>) } : {};
  if (rest.length === 0 && remove) delete obj[step];
  else obj[step] = replaceAt(obj[step], rest, value, remove);
  return obj;
}

export interface FuzzCase {
  kind: 'valid' | 'wrong value' | 'missing field' | 'extra field' | 'wrong body' | 'headers';
  input: RouteInput;
  rawBody?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** where the case broke the input, for the report */
  where?: string;
}

const placesOf = (route: RouteEntry): InputPlace[] => (['params', 'querystring', 'body'] as const).filter((p) => route.inputs[p]);

/**
 * Cases for one route: a third valid, the rest broken in one place (a value replaced by a hostile one, a required
 * field dropped, a field added, the whole body replaced or not JSON at all, odd headers). Routes that take no input
 * get junk query parameters and headers, which they must ignore.
 */
export function caseArb(route: RouteEntry, ownIds: (name: string) => number[]): fc.Arbitrary<FuzzCase> {
  const places = placesOf(route);
  const valid: fc.Arbitrary<RouteInput> = fc.record(
    Object.fromEntries(places.map((p) => [p, validArb(route.inputs[p]!, '', ownIds)])) as Record<string, fc.Arbitrary<unknown>>,
  ) as fc.Arbitrary<RouteInput>;
  const extraName = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'supplierId', 'supplier_id', 'merchantId', 'isAdmin', 'status', '', ' ', '\u0000', 'a.b', '$where'),
    fc.string({ maxLength: 12 }),
  );

  const wrongValue = fc
    .tuple(valid, fc.constantFrom(...(places.length ? places : (['querystring'] as InputPlace[]))), fc.nat(), nastyValue(), nastyPathSegment())
    .map(([input, place, pick, nasty, segment]): FuzzCase => {
      // An input schema without properties (a lookup that takes nothing) is broken like no input at all: a junk key.
      const declared = route.inputs[place] ? pathsOf(route.inputs[place]!).filter((p) => p.length > 0) : [];
      const paths = declared.length ? declared : [['q']];
      const path = paths[pick % paths.length];
      const value = place === 'params' ? segment : nasty;
      return { kind: 'wrong value', input: { ...input, [place]: replaceAt(input[place], path, value) }, where: `${place}.${path.join('.')}` };
    });
  const missing = fc.tuple(valid, fc.nat()).map(([input, pick]): FuzzCase => {
    const required = places.flatMap((place) => ((route.inputs[place]!.required ?? []) as string[]).map((k) => [place, k] as const));
    if (!required.length) return { kind: 'valid', input };
    const [place, key] = required[pick % required.length];
    return { kind: 'missing field', input: { ...input, [place]: replaceAt(input[place], [key], undefined, true) }, where: `${place}.${key}` };
  });
  const extra = fc.tuple(valid, extraName, nastyValue()).map(([input, key, value]): FuzzCase => {
    const place: InputPlace = route.method === 'POST' ? 'body' : 'querystring';
    const base = (input[place] ?? {}) as Record<string, unknown>;
    const withExtra = JSON.parse(JSON.stringify(base));
    Object.defineProperty(withExtra, key, { value, enumerable: true, configurable: true, writable: true });
    return { kind: 'extra field', input: { ...input, [place]: withExtra }, where: `${place}.${JSON.stringify(key)}` };
  });
  const wrongBody = fc.oneof(
    fc.tuple(valid, nastyRawBody()).map(([input, raw]): FuzzCase => ({ kind: 'wrong body', input, rawBody: raw.rawBody, contentType: raw.contentType })),
    fc.tuple(valid, nastyValue()).map(([input, whole]): FuzzCase => ({ kind: 'wrong body', input: { ...input, body: whole, querystring: route.method === 'GET' && typeof whole === 'object' && whole !== null && !Array.isArray(whole) ? (whole as Record<string, unknown>) : input.querystring } })),
  );
  const headers = fc.tuple(valid, nastyHeaders()).map(([input, h]): FuzzCase => ({ kind: 'headers', input, headers: h }));

  return fc.oneof(
    { weight: 4, arbitrary: valid.map((input): FuzzCase => ({ kind: 'valid', input })) },
    { weight: 8, arbitrary: wrongValue },
    { weight: 2, arbitrary: missing },
    { weight: 2, arbitrary: extra },
    { weight: route.method === 'POST' ? 2 : 1, arbitrary: wrongBody },
    { weight: 1, arbitrary: headers },
  );
}
