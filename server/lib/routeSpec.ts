import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { EventStream } from './eventStream';
import type { FileAnswer } from './fileAnswer';

/**
 * A route as data: what it answers (method, url), who may call it (auth, menuCode, shieldCode) and the JSON schemas
 * of its input and of the `data` it answers inside the envelope. Modules export lists of these; the server registers
 * them, `npm run schemas:check` checks page schemas against them and the authoring guide lists them.
 *
 * The schemas are the only description of the types: `route()` reads the request's body, query string and params
 * from the input schemas (json-schema-to-ts through Fastify's type provider) and checks what the handler answers
 * against the response schema, at compile time.
 */
export type AuthLevel = 'none' | 'user' | 'supplier' | 'buyer' | 'boss';

/** A JSON schema object as written in the modules (plain data, `as const`). */
export type JsonSchema = Readonly<Record<string, unknown>>;

export interface RouteSchemas {
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  /**
   * The schema of `data` in a successful answer (the kit wraps it in the envelope). Fields not declared are not sent.
   * A property carrying `"x-shieldCode": "CODE"` is removed from the answer for users that code is shielded from.
   */
  response: JsonSchema;
}

/** What an input schema admits once Fastify validated it (defaults applied: a defaulted field is present). */
type Validated<S> = [S] extends [JSONSchema] ? (JsonSchemaToTsProvider & { schema: S })['validator'] : unknown;

/** The request a handler gets: body, query string and params as its route's input schemas describe them. */
export type RequestOf<S extends RouteSchemas> = FastifyRequest<{
  Body: Validated<S['body']>;
  Querystring: Validated<S['querystring']>;
  Params: Validated<S['params']>;
}>;

/**
 * The `data` a response schema admits, as a handler builds it: timestamps may still be Date objects (the serialiser
 * writes them as ISO text). A schema typed only as JsonSchema admits anything (its answer is checked by tests).
 */
export type Answer<S> = [JsonSchema] extends [S] ? unknown : [S] extends [JSONSchema] ? FromSchema<S, { deserialize: AsDates }> : unknown;
type AsDates = [
  { pattern: { type: 'string'; format: 'date-time' }; output: Date | string },
  { pattern: { type: readonly ['string', 'null']; format: 'date-time' }; output: Date | string | null },
];

/** A row of a list answer (`pageOf(row)`, `{ rows: arrayOf(row) }`), as a query builds it. */
export type RowOf<S> = Answer<S> extends { rows: readonly (infer R)[] } ? R : never;

/** The input a schema admits once validated (a body, a query string): defaulted fields are present. */
export type Input<S> = Validated<S>;

/** What every route declares besides its schemas and handler. */
interface RouteFields {
  method: 'GET' | 'POST';
  /** path under /mobile/api, Fastify syntax (`/scm/x/detail/:id`) */
  url: string;
  auth: AuthLevel;
  /** the menu entry (schemas/menu/*.json) the caller's menu must hold */
  menuCode?: string;
  /** a shield code declared in the menu files: callers it is shielded from get 107 */
  shieldCode?: string;
  /** one line for /docs and the authoring guide */
  summary: string;
  tags?: readonly string[];
  /**
   * Takes a multipart body (a file upload): only such routes get the multipart parser, with these limits; every
   * other route keeps refusing multipart bodies.
   */
  multipart?: { maxFileBytes: number };
  /** Calls per client IP and window (login, captcha); absent: not limited. */
  rateLimit?: { max: number; timeWindow: number };
  /**
   * Data only: answers what is stored and changes nothing (no row written, no state moved). The server says which
   * routes are reads, never a page: a page draws its data only from reads (an action may call any route), and the
   * studio's preview, answering as a supplier, calls nothing else. The security suite calls every read and sees no write.
   */
  read?: true;
}

/** A route as written in a module: its handler typed by its schemas. */
export interface RouteDeclaration<S extends RouteSchemas> extends RouteFields {
  schema: S;
  handler: NoInfer<Handler<S>>;
}

/**
 * A handler typed by its route's schemas: it answers the `data` of a successful call (the kit wraps it in the
 * envelope); errors are thrown (BizError). A file or an event stream is sent as such.
 */
export type Handler<S extends RouteSchemas> = (req: RequestOf<S>) => Promise<Answer<S['response']> | FileAnswer | EventStream>;

/**
 * A declared route as the lists hold it (routes of every shape side by side). Its handler takes the request its own
 * schemas describe, which only the kit can hand it: registerRoutes calls it with the request Fastify validated.
 */
export interface RouteSpec extends RouteFields {
  schema: RouteSchemas;
  handler: (req: never) => Promise<unknown>;
}

/**
 * Declares a route, its request and answer typed by its schemas (`route({ …, schema: { body, response }, handler })`).
 */
export function route<const S extends RouteSchemas>(spec: RouteDeclaration<S>): RouteSpec {
  return spec;
}

/** The common fields of a route without some of them (helpers that fill those in). */
export type RouteFieldsOf<Without extends keyof RouteFields> = Omit<RouteFields, Without>;
