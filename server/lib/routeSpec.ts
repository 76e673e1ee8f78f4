import type { FastifyRequest, RouteGenericInterface } from 'fastify';

/**
 * A route as data: what it answers (method, url), who may call it (auth, menuCode, shieldCode) and the JSON schemas
 * of its input and of the `data` it answers inside the envelope. Modules export lists of these; the server registers
 * them, `npm run schemas:check` checks page schemas against them and the authoring guide lists them.
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

export interface RouteSpec<Req extends FastifyRequest = FastifyRequest> {
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
  tags?: string[];
  schema: RouteSchemas;
  /**
   * Takes a multipart body (a file upload): only such routes get the multipart parser, with these limits; every
   * other route keeps refusing multipart bodies.
   */
  multipart?: { maxFileBytes: number };
  /** Calls per client IP and window (login, captcha); absent: not limited. */
  rateLimit?: { max: number; timeWindow: number };
  /** Answers the `data` of a successful call; the kit wraps it in the envelope. Errors are thrown (BizError). */
  handler: (req: Req) => Promise<unknown>;
}

/**
 * Declares a route with its request typed (`route<{ Body: OrderListFilter }>({ … })`); the result is a plain
 * RouteSpec for the module's `routes` list.
 */
export function route<T extends RouteGenericInterface = RouteGenericInterface>(spec: RouteSpec<FastifyRequest<T>>): RouteSpec {
  // The kit calls the handler with the request Fastify validated against `schema`, which is what T describes.
  return spec as unknown as RouteSpec;
}

/**
 * One read answered both as GET with a query string and as POST with a body (the original client posts what the
 * engine gets): two routes, one declaration.
 */
export function getAndPost<Input>(
  spec: Omit<RouteSpec, 'method' | 'schema' | 'handler'> & {
    input: JsonSchema;
    response: JsonSchema;
    read: (req: FastifyRequest, input: Input) => Promise<unknown>;
  },
): RouteSpec[] {
  const { input, response, read, ...common } = spec;
  return [
    { ...common, method: 'GET', schema: { querystring: input, response }, handler: (req) => read(req, req.query as Input) },
    { ...common, method: 'POST', schema: { body: input, response }, handler: (req) => read(req, req.body as Input) },
  ];
}
