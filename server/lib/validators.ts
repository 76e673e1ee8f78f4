import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { JsonSchema } from './routeSpec';
import { isObject } from './jsonShape';

/**
 * How the kit checks input. Bodies are JSON and arrive typed: nothing is coerced, so `reason: false` is no reason,
 * `confirmedQty: [1]` no quantity and `"0x3"` or `true` no id. Query strings and path parameters are text by nature
 * and are coerced, but only from plain decimal text (`12`, `-3`, `1.5`, `true`): ajv's own coercion would also take
 * `"Infinity"`, `"1e309"`, `"0x3"` and `" 3"`, and an infinite number skips `maximum`.
 *
 * Rules every input schema gets from the kit, whatever its author wrote:
 * - every string is storable text: no NUL (PostgreSQL refuses it) and no lone UTF-16 surrogate (not Unicode; jsonb
 *   and UTF-8 refuse it);
 * - a date (`format: "date"`) is a real calendar day of the years 1900–9999 (year 0 does not exist in PostgreSQL, and
 *   a period of centuries is no business question);
 * - an integer without a declared `maximum`/`minimum` is an `int` column's (±2^31); ids of `bigint` columns use the
 *   `id` fragment, which declares its own bounds.
 */

const intMax = 2147483647;
const intMin = -2147483648;

/** NUL or a UTF-16 surrogate that is not half of a pair (`\p{Cs}` matches only unpaired ones under the `u` flag). */
const unstorable = /[\0\p{Cs}]/u;

const dateText = /^(\d{4})-(\d{2})-(\d{2})$/;
function isCalendarDay(text: string): boolean {
  const m = dateText.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function newAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ coerceTypes: coerce ? 'array' : false, useDefaults: true, removeAdditional: false, allErrors: false });
  addFormats(ajv);
  ajv.addFormat('date', { type: 'string', validate: isCalendarDay });
  ajv.addKeyword({ keyword: 'storableText', type: 'string', schemaType: 'boolean', validate: (on: boolean, text: string) => !on || !unstorable.test(text) });
  // A list filter that also takes a single value (`status: 2` or `status: [2, 3]`); see `oneOrMany` below.
  ajv.addKeyword({ keyword: 'x-oneOrMany', schemaType: 'boolean' });
  // A field's name in Chinese beside its `title` (server/lib/fieldNames.ts): words for messages, no rule.
  ajv.addKeyword({ keyword: 'x-title-zh-CN', schemaType: 'string' });
  return ajv;
}

const typesOf = (schema: JsonSchema): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** The schema with the kit's rules added to every string, date and integer in it, at any depth. */
export function withKitRules(schema: JsonSchema): JsonSchema {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' || key === 'patternProperties' || key === '$defs' || key === 'definitions') {
      out[key] = isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, s]) => [k, isObject(s) ? withKitRules(s) : s])) : value;
    } else if (['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else', 'propertyNames'].includes(key) && isObject(value)) {
      out[key] = withKitRules(value);
    } else if (['anyOf', 'oneOf', 'allOf', 'prefixItems', 'items'].includes(key) && Array.isArray(value)) {
      out[key] = value.map((s) => (isObject(s) ? withKitRules(s) : s));
    } else {
      out[key] = value;
    }
  }
  const types = typesOf(schema);
  if (types.includes('string')) out.storableText = true;
  if (types.includes('integer')) {
    out.maximum ??= intMax;
    out.minimum ??= intMin;
  }
  return out;
}

/** Plain decimal text of a value a query string or path gives for a schema of this type. */
const plainText: Record<string, RegExp> = {
  integer: /^-?\d{1,16}$/,
  number: /^-?\d{1,16}(\.\d{1,16})?$/,
  boolean: /^(true|false)$/,
};

/** The scalar type of a property, looking through `type: array` (a query key given once or repeated). */
function scalarType(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  const [type] = typesOf(schema);
  if (type === 'array') return scalarType(schema.items);
  return typeof type === 'string' && type in plainText ? type : undefined;
}

/** The first query or path value that is not plain text of its type (`"Infinity"` for an integer), as ajv reports. */
function notPlain(schema: JsonSchema, data: unknown): ErrorObject | null {
  if (!isObject(data) || !isObject(schema.properties)) return null;
  for (const [key, raw] of Object.entries(data)) {
    const type = scalarType(schema.properties[key]);
    if (!type) continue;
    for (const text of Array.isArray(raw) ? raw : [raw]) {
      if (typeof text === 'string' && !plainText[type].test(text)) {
        return { keyword: 'type', instancePath: `/${key}`, schemaPath: `#/properties/${key}/type`, params: { type }, message: `must be ${type}` };
      }
    }
  }
  return null;
}

/** `status: 2` becomes `status: [2]` for the top-level properties marked `x-oneOrMany` (the JSON body's `'array'` coercion). */
function oneOrMany(schema: JsonSchema, data: unknown): void {
  if (!isObject(data) || !isObject(schema.properties)) return;
  for (const [key, prop] of Object.entries(schema.properties)) {
    if (isObject(prop) && prop['x-oneOrMany'] === true && data[key] !== undefined && !Array.isArray(data[key])) data[key] = [data[key]];
  }
}

type Checked = ((data: unknown, cxt?: unknown) => boolean) & { errors?: ErrorObject[] | null; schemaEnv?: unknown };

/** Runs `pre` on the input first; ajv's compiled function keeps its signature, so Fastify still passes the parent. */
function checked(validate: ValidateFunction, pre: (data: unknown) => ErrorObject | null): Checked {
  const run: Checked = (data, cxt) => {
    const refused = pre(data);
    if (refused) {
      run.errors = [refused];
      return false;
    }
    const ok = validate(data, cxt as Parameters<ValidateFunction>[1]);
    run.errors = validate.errors;
    return ok;
  };
  run.schemaEnv = validate.schemaEnv;
  return run;
}

// One ajv for bodies, one for the rest, and each schema compiled once per process: a process that builds the app
// more than once (the tests, one app per file) reuses the validators of the route schemas it already compiled.
let compilers: { typed: Ajv; coercing: Ajv } | undefined;
const compiled = { body: new WeakMap<JsonSchema, Checked>(), other: new WeakMap<JsonSchema, Checked>() };

function compileInput(schema: JsonSchema, httpPart: string | undefined): Checked {
  const { typed, coercing } = (compilers ??= { typed: newAjv(false), coercing: newAjv(true) });
  const body = httpPart === 'body';
  const known = compiled[body ? 'body' : 'other'].get(schema);
  if (known) return known;
  const ruled = withKitRules(schema);
  const validate = body
    ? checked(typed.compile(ruled), (data) => {
        oneOrMany(schema, data);
        return null;
      })
    : checked(coercing.compile(ruled), (data) => notPlain(schema, data));
  compiled[body ? 'body' : 'other'].set(schema, validate);
  return validate;
}

/** Sets the validator compiler of `app` (and the plugins registered after). */
export function registerValidators(app: FastifyInstance): void {
  const compile: FastifySchemaCompiler<JsonSchema> = ({ schema, httpPart }) => compileInput(schema, httpPart);
  app.setValidatorCompiler(compile);
}
