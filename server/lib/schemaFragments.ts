import { CLOCK_TIME } from '../../common/time/businessClock';
import type { Input, JsonSchema } from './routeSpec';

export type { JsonSchema };

/**
 * JSON-schema pieces every module's input and response schemas are made of, so a date is a date everywhere. Input
 * schemas also get the kit's rules (every string storable, dates real calendar days, integers bounded): see
 * server/lib/validators.ts.
 */

/** The properties of an object schema, each a schema of its own (plain data, `as const`). */
export type Properties = Readonly<Record<string, JsonSchema>>;

// ---- input ----

/**
 * An input field with its name in words, English `title` and Chinese `x-title-zh-CN`: validation messages name the
 * field so (server/lib/fieldNames.ts). A field name means one thing wherever it is sent: title it once, the same
 * everywhere (the server refuses to start on two titles of one name).
 */
export function titled<const S extends JsonSchema>(schema: S, zh: string, en: string) {
  return { ...schema, title: en, 'x-title-zh-CN': zh } as S & { readonly title: string; readonly 'x-title-zh-CN': string };
}

export const date = { type: 'string', format: 'date' } as const;
export const id = { type: 'integer', minimum: 1, maximum: 9007199254740991 } as const;
/**
 * The id of the document a detail page opens, sent in a POST body from the page's route query, where it is text: an
 * integer, or its plain decimal text ("12"; never "0x3", " 12" or "1e3"). `idOf` makes it the number.
 */
export const idOrText = { anyOf: [id, { type: 'string', pattern: '^[1-9][0-9]{0,15}$' }] } as const;
export const idOf = (value: number | string): number => Number(value);
export const keyword = titled({ type: 'string', maxLength: 64 }, '关键字', 'Keyword');
export const pageParams = {
  pageNum: titled({ type: 'integer', minimum: 1, maximum: 100000, default: 1 }, '页码', 'Page number'),
  pageSize: titled({ type: 'integer', minimum: 1, maximum: 100, default: 20 }, '每页条数', 'Page size'),
};
/** A report's period: both days, the first not after the last (checked by the module). */
export const dateFrom = titled(date, '开始日期', 'Start date');
export const dateTo = titled(date, '结束日期', 'End date');
export const branchId = titled(id, '门店', 'Branch');

/**
 * `status` accepts 2 or [2, 3] (a list screen's tab sends one code): `x-oneOrMany` makes a single value a one-element
 * array before the check, in a body as in a query string (server/lib/validators.ts).
 */
export const statusList = (codes: readonly number[]) =>
  titled({ type: 'array', 'x-oneOrMany': true, items: { type: 'integer', enum: [...codes] }, maxItems: codes.length } as const, '状态', 'Status');

/** A document's optimistic-lock `version` (an `int` column). */
export const version = titled({ type: 'integer', minimum: 0, maximum: 2147483647 }, '单据版本', 'Document version');

/** The id of the document a route reads or moves. */
const docId = titled(id, '单据', 'Document');

/** The `{ id }` path of a detail route. */
export const idParams = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: docId } } as const;

/** An input object (a body, a query string): unknown fields refused, the `required` ones required. */
export function input<const P extends Properties, const R extends readonly (keyof P & string)[] = []>(properties: P, required?: R) {
  return { type: 'object', additionalProperties: false, ...(required?.length ? { required } : {}), properties } as {
    readonly type: 'object';
    readonly additionalProperties: false;
    readonly required: R;
    readonly properties: P;
  };
}

/** The input of a list: its filters after the paging (`pageNum`, `pageSize`). */
export const listInput = <const P extends Properties>(filters: P) => input({ ...pageParams, ...filters });

/** A reviewer's decision on a document it holds at `version`: move it on (submit, approve, cancel, …). */
export const moveBody = input({ id: docId, version }, ['id', 'version']);

/** A reviewer's refusal of a document it holds at `version`, with the reason the supplier reads. */
export const rejectBody = input({ id: docId, version, reason: titled({ type: 'string', minLength: 1, maxLength: 200 }, '原因', 'Reason') }, ['id', 'version', 'reason']);

// ---- response ----

const nullable = <const T extends string>(type: T) => ({ type: [type, 'null'] }) as const;
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
/** HH:MM on the chain's clock. */
export const clockTime = { type: 'string', pattern: CLOCK_TIME } as const;
export const clockTimeOrNull = { type: ['string', 'null'], pattern: CLOCK_TIME } as const;

/** A document's head as its list rows and detail show it: id, sheet number and status code. */
export const docHead = { id: int, sheetNo: text, status: int } as const;
/** The branch a document is at, by id and name. */
export const branch = { branchId: int, branchName: text } as const;

/** Branches for a picker (every branch of the merchant, or those with a dock): the same shape wherever one is offered. */
export const branchList = arrayOf(object({ id: int, code: text, name: text, shortName: textOrNull, type: int }));

/**
 * A field an answer carries only where it has a value (an issue's column: only a JSON slip has one), so its type
 * leaves it out of the fields always carried.
 */
export const sometimes = <const S extends JsonSchema>(schema: S) => ({ ...schema, 'x-sometimes': true }) as S & { readonly 'x-sometimes': true };

/** The fields an answer always carries: every declared one except those a shield may remove or that come only sometimes. */
type AnswerKeys<P> = { [K in keyof P]: P[K] extends { 'x-shieldCode': string } | { 'x-sometimes': true } ? never : K }[keyof P];
type Merge<A, B> = Omit<A, keyof B> & B;

/**
 * An object of an answer. Its type, as json-schema-to-ts reads it, requires every declared field but a shielded one
 * and admits no other: a handler that forgets a field (or names one the schema does not) fails to compile. The
 * schema sent to Fastify and /docs stays as written (no `required` list): the serialiser then never refuses an
 * answer whose shielded field the kit removed for this caller.
 */
export function object<const P extends Properties, const E extends JsonSchema = {}>(properties: P, extra?: E) {
  return { type: 'object', properties, ...extra } as unknown as Merge<
    { readonly type: 'object'; readonly properties: P; readonly required: readonly AnswerKeys<P>[]; readonly additionalProperties: false },
    E
  >;
}

export function arrayOf<const I extends JsonSchema>(items: I) {
  return { type: 'array', items } as const;
}

/** One page of a list: `{ rows, total }`, and whatever else the list answers beside them. */
export function pageOf<const R extends JsonSchema, const X extends Properties = {}>(row: R, extra?: X) {
  return object({ rows: arrayOf(row), total: int, ...(extra as X) });
}

/** Counts per status code (`{ "2": 5, "3": 0 }`): the badges of a list's status tabs. */
export const statusCounts = { type: 'object', additionalProperties: { type: 'integer' } } as const;

/**
 * A document kind's two answers: its list page (the rows, the total and counts per status for the tabs) and its
 * detail, which is the list row and more, so a field reads the same in both.
 */
export function listAndDetail<const R extends Properties, const D extends Properties>(row: R, detail: D) {
  return { page: pageOf(object(row), { statusCounts }), detail: object({ ...row, ...detail }) };
}

/** A part of an answer shielded from some users (schemas/menu/*.json declares who). */
export function shielded<const S extends JsonSchema>(code: string, schema: S) {
  return { ...schema, 'x-shieldCode': code } as S & { readonly 'x-shieldCode': string };
}

export type MoveInput = Input<typeof moveBody>;
export type RejectInput = Input<typeof rejectBody>;
