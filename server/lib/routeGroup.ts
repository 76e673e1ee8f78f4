import type { FastifyRequest } from 'fastify';
import { found } from './found';
import type { Answer, Handler, Input, JsonSchema, RequestOf, RouteFieldsOf, RouteSchemas, RouteSpec } from './routeSpec';
import { idParams } from './schemaFragments';

/** What the routes of a group share: who may call them (auth, menu and shield codes), their tags, a path prefix. */
export type GroupFields = RouteFieldsOf<'method' | 'url' | 'summary'> & {
  /** put before every url of the group (`/scm/purchase/purchase-order`); a route's url then starts at `/list` */
  prefix?: string;
};

/** The request of a detail route (`/…/:id`), answering `R`. */
type DetailRequest<R extends JsonSchema> = RequestOf<{ params: typeof idParams; response: R }>;

/**
 * Routes that share who may call them, declared one call a route (one line a route in the modules), each typed by
 * its own schemas as `route()` types it (the request from the input schemas, the answer checked against the response
 * schema at compile time):
 *
 * ```ts
 * const orders = routeGroup({ auth: 'supplier', menuCode: 'SCM_PURCHASE_ORDER', tags, prefix: '/scm/purchase/purchase-order' });
 * orders.post('/list', "The supplier's purchase orders", { body: orderListBody, response: orderPage }, (req) => listOrders(req.server.db, req.scope, req.body)),
 * orders.detail('/detail/:id', 'A purchase order with its lines', orderDetailAnswer, (req, id) => orderDetail(req.server.db, req.scope, id)),
 * ```
 *
 * A detail and a getAndPost pair are reads by construction; any other read says so (`orders.reads.post('/list', …)`).
 */
export function routeGroup(group: GroupFields) {
  const { prefix = '', ...fields } = group;
  const declare = (method: 'GET' | 'POST', url: string, summary: string, schema: RouteSchemas, handler: unknown): RouteSpec =>
    ({ ...fields, method, url: prefix + url, summary, schema, handler: handler as RouteSpec['handler'] });
  return {
    /** A POST route: its body (if any) and answer described by `schema`. */
    post: <const S extends RouteSchemas>(url: string, summary: string, schema: S, handler: NoInfer<Handler<S>>) =>
      declare('POST', url, summary, schema, handler),
    /** A GET route: its query string or params (if any) and answer described by `schema`. */
    get: <const S extends RouteSchemas>(url: string, summary: string, schema: S, handler: NoInfer<Handler<S>>) =>
      declare('GET', url, summary, schema, handler),
    /**
     * A GET of one document by the `:id` of its url (a read): `read` answers it, or undefined when the caller may not see it,
     * which answers 404 (another supplier's document looks exactly like a missing one).
     */
    detail: <const R extends JsonSchema>(
      url: `${string}/:id`,
      summary: string,
      response: R,
      read: NoInfer<(req: DetailRequest<R>, id: number) => Promise<Answer<R> | undefined>>,
    ) => ({ ...declare('GET', url, summary, { params: idParams, response }, async (req: DetailRequest<R>) => found(await read(req, req.params.id))), read: true as const }),
    /**
     * One read answered both as GET with a query string and as POST with a body (the original client posts what the
     * engine gets): two routes, one declaration.
     */
    getAndPost: <const I extends JsonSchema, const R extends JsonSchema>(
      url: string,
      summary: string,
      { input, response }: { input: I; response: R },
      read: NoInfer<(req: FastifyRequest, input: Input<I>) => Promise<Answer<R>>>,
    ): RouteSpec[] => [
      // Fastify validated the query string (GET) or the body (POST) against `input`, which is what Input<I> describes.
      { ...declare('GET', url, summary, { querystring: input, response }, (req: FastifyRequest) => read(req, req.query as Input<I>)), read: true },
      { ...declare('POST', url, summary, { body: input, response }, (req: FastifyRequest) => read(req, req.body as Input<I>)), read: true },
    ],
    /** The same group with more in common (a shield code, a rate limit, another menu code). */
    with: (more: Partial<GroupFields>) => routeGroup({ ...group, ...more }),
    /** The same group for reads (`orders.reads.post('/list', …)`): routes that answer data and change nothing. */
    get reads() {
      return routeGroup({ ...group, read: true });
    },
  };
}
