import type { JsonSchema } from './routeSpec';

export type { JsonSchema };

/**
 * JSON-schema pieces every module's input and response schemas are made of, so a date is a date everywhere. Input
 * schemas also get the kit's rules (every string storable, dates real calendar days, integers bounded): see
 * server/lib/validators.ts.
 */

// ---- input ----

export const date = { type: 'string', format: 'date' } as const;
export const id = { type: 'integer', minimum: 1, maximum: 9007199254740991 } as const;
export const keyword = { type: 'string', maxLength: 64 } as const;
export const pageParams = {
  pageNum: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/**
 * `status` accepts 2 or [2, 3] (a list screen's tab sends one code): `x-oneOrMany` makes a single value a one-element
 * array before the check, in a body as in a query string (server/lib/validators.ts).
 */
export const statusList = (codes: readonly number[]) =>
  ({ type: 'array', 'x-oneOrMany': true, items: { type: 'integer', enum: [...codes] }, maxItems: codes.length }) as const;

/** A document's optimistic-lock `version` (an `int` column). */
export const version = { type: 'integer', minimum: 0, maximum: 2147483647 } as const;

/** The `{ id }` path of a detail route. */
export const idParams = { type: 'object', additionalProperties: false, required: ['id'], properties: { id } } as const;

// ---- response ----

const nullable = (type: string) => ({ type: [type, 'null'] }) as const;
export const text = { type: 'string' } as const;
export const textOrNull = nullable('string');
export const int = { type: 'integer' } as const;
export const intOrNull = nullable('integer');
export const bool = { type: 'boolean' } as const;
/** NUMERIC values travel as strings, so amounts keep their exact decimals. */
export const decimal = { type: 'string', description: 'decimal number as text' } as const;
export const decimalOrNull = { type: ['string', 'null'], description: 'decimal number as text' } as const;
export const day = { type: 'string', format: 'date' } as const;
export const dayOrNull = { type: ['string', 'null'], format: 'date' } as const;
export const instant = { type: 'string', format: 'date-time' } as const;
export const instantOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

export function object(properties: Record<string, JsonSchema>, extra: JsonSchema = {}): JsonSchema {
  return { type: 'object', properties, ...extra };
}

export function arrayOf(items: JsonSchema): JsonSchema {
  return { type: 'array', items };
}

/** One page of a list: `{ rows, total }`, and whatever else the list answers beside them. */
export function pageOf(row: JsonSchema, extra: Record<string, JsonSchema> = {}): JsonSchema {
  return object({ rows: arrayOf(row), total: int, ...extra });
}

/** Counts per status code (`{ "2": 5, "3": 0 }`): the badges of a list's status tabs. */
export const statusCounts = { type: 'object', additionalProperties: { type: 'integer' } } as const;

/** A part of an answer shielded from some users (schemas/menu/*.json declares who). */
export function shielded(code: string, schema: JsonSchema): JsonSchema {
  return { ...schema, 'x-shieldCode': code };
}
