import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EventStream } from './eventStream';
import { fieldTitlesIn, learnFieldTitles } from './fieldNames';
import { FileAnswer } from './fileAnswer';
import { ok } from './envelope';
import { langOf, type Said } from './language';
import { messages } from './messages';
import { builtInMenus, type MenuSet } from './menu';
import { shieldCodesIn, shieldRemover } from './responseShield';
import type { AuthLevel, JsonSchema, RouteSpec } from './routeSpec';
import { isObject } from './jsonShape';

const authLevels: readonly AuthLevel[] = ['none', 'user', 'supplier', 'buyer', 'boss'];

const inputSchemas = (r: RouteSpec) => [r.schema?.body, r.schema?.querystring, r.schema?.params];

/** Field names given two different titles: a field name means one thing wherever it is sent. */
function twiceTitled(routes: readonly RouteSpec[]): string[] {
  const titles = new Map<string, Said[]>();
  for (const r of routes) for (const schema of inputSchemas(r)) fieldTitlesIn(schema, titles);
  return [...titles].flatMap(([name, said]) => {
    const distinct = [...new Set(said.map((w) => `${w['zh-CN']} / ${w.en}`))];
    return distinct.length > 1 ? [`field ${name} is titled differently: ${distinct.join('; ')}`] : [];
  });
}
/** What is wrong with the declarations, one line per problem, each naming its route. */
export function routeProblems(routes: readonly RouteSpec[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const r of routes) {
    const name = `${r.method} ${r.url}`;
    const say = (what: string) => problems.push(`${name}: ${what}`);
    if (seen.has(name)) say('declared twice');
    seen.add(name);
    if (!authLevels.includes(r.auth)) say(`declares no auth (one of ${authLevels.join(', ')})`);
    if (!isObject(r.schema) || !isObject(r.schema.response)) say('declares no response schema (schema.response)');
    for (const code of shieldCodesIn(r.schema?.response)) if (r.auth === 'none') say(`response x-shieldCode ${code} on a route without a session`);
  }
  return [...problems, ...twiceTitled(routes), ...routeCodeProblems(routes, builtInMenus())];
}

/**
 * The menu and shield codes the routes declare that `menus` do not: checked at start against the menu files, and
 * on every publish against the merchant's menus (a route whose code is gone would refuse everyone).
 */
export function routeCodeProblems(routes: readonly RouteSpec[], menus: MenuSet): string[] {
  return routes.flatMap((r) => {
    const name = `${r.method} ${r.url}`;
    return [
      ...(r.menuCode !== undefined && !menus.isMenuCode(r.menuCode) ? [`${name}: menuCode ${r.menuCode} is not declared in schemas/menu/*.json`] : []),
      ...(r.shieldCode !== undefined && !menus.isShieldCode(r.shieldCode) ? [`${name}: shieldCode ${r.shieldCode} is not declared in schemas/menu/*.json`] : []),
      ...[...shieldCodesIn(r.schema?.response)]
        .filter((code) => !menus.isShieldCode(code))
        .map((code) => `${name}: response x-shieldCode ${code} is not declared in schemas/menu/*.json`),
    ];
  });
}

/** `data` of the route inside the envelope every answer has; Fastify serialises with it, so undeclared fields stay home. */
function envelopeOf(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
  };
}

// A list may be asked for with no body at all: when the body schema requires nothing, a missing body is `{}`.
// A JSON `null` is a body, and a wrong one: it stays null and fails validation.
const requiresNothing = (body: JsonSchema | undefined) => !!body && !(Array.isArray(body.required) && body.required.length);
function emptyBodyIsEmptyObject(req: FastifyRequest, _reply: FastifyReply, done: () => void) {
  if (req.body === undefined) req.body = {};
  done();
}

/**
 * Registers the routes under `api`, or refuses to start, listing every route whose declaration is incomplete
 * (no auth, no response schema) or names a menu or shield code the menu files do not declare.
 */
export function registerRoutes(api: FastifyInstance, routes: readonly RouteSpec[]): void {
  const problems = routeProblems(routes);
  if (problems.length) throw new Error(`The API cannot start; these routes are declared wrongly:\n  ${problems.join('\n  ')}`);
  for (const spec of routes) {
    learnFieldTitles(inputSchemas(spec));
    if (!spec.multipart) {
      mountRoute(api, spec);
      continue;
    }
    // The multipart parser lives in a child context holding only this route: elsewhere a multipart body stays refused.
    const limits = { fileSize: spec.multipart.maxFileBytes, files: 1, fields: 4, parts: 5, headerPairs: 50 };
    api.register(async (child) => {
      await child.register(multipart, { limits });
      mountRoute(child, spec);
    });
  }
}

/** Sends a file answer's bytes (the envelope is for data; a refusal before this point still is one). */
function sendFile(reply: FastifyReply, file: FileAnswer) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .send(file.bytes);
}

function mountRoute(api: FastifyInstance, spec: RouteSpec): void {
  const remover = shieldRemover(spec.schema.response);
  const { response, ...input } = spec.schema;
  api.route({
    method: spec.method,
    url: spec.url,
    config: { auth: spec.auth, menuCode: spec.menuCode, shieldCode: spec.shieldCode, rateLimit: spec.rateLimit },
    schema: { ...input, summary: spec.summary, tags: spec.tags, response: { 200: envelopeOf(response) } },
    preValidation: spec.method === 'POST' && requiresNothing(input.body) ? emptyBodyIsEmptyObject : undefined,
    handler: async (req, reply) => {
      // The request Fastify validated against the route's schemas: what the route's handler was declared to take.
      const data = await spec.handler(req as never);
      if (data instanceof FileAnswer) return sendFile(reply, data);
      // A streamed answer (server-sent events) writes the reply itself.
      if (data instanceof EventStream) return data.pipe(reply);
      if (remover && req.auth) remover(data, req.schemas.menus.shieldedCodesFor(req.auth));
      return ok(data);
    },
  });
}

/**
 * What answers a path no route serves: a document route without its id (`…/detail`) says the document was not
 * found, like `…/detail/` and `…/detail/abc`; anything else is no API at all.
 */
export function registerNotFound(api: FastifyInstance, routes: readonly RouteSpec[]): void {
  const byIdPrefixes = new Set(routes.filter((r) => r.url.endsWith('/:id')).map((r) => `${api.prefix}${r.url.slice(0, -'/:id'.length)}`));
  api.all('/*', { config: { auth: 'none' }, schema: { hide: true } }, async (req) => {
    const said = byIdPrefixes.has(req.url.split('?')[0].replace(/\/$/, '')) ? messages.notFound : messages.noSuchApi;
    return { code: 404, message: said[langOf(req)], data: null };
  });
}
