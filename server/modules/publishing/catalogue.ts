import type { FastifyInstance } from 'fastify';
import { answerFieldsOf, fieldsOf, type Field } from '../../../common/routes/routeFields';

// The studio's endpoint catalogue: every route a page may call (any but the open ones: login, the monitoring intake),
// with its parameters and answer fields as the authoring guide lists them, for the author to read and insert from.
// The same routes the check holds pages to (app.servedRoutes), so what the catalogue offers the check accepts; `read`
// says which a page may draw its data from (the others only an action may call).

const slim = (fields: Field[]) => fields.map((f) => ({ path: f.path, type: f.type, required: f.required, shieldCode: f.shieldCode ?? null }));

// Per app: a process that builds more than one (the tests: one app per file, some with routes of their own) gives
// each the catalogue of its own routes.
const held = new WeakMap<FastifyInstance, ReturnType<typeof build>>();

function build(app: FastifyInstance) {
  return app.servedRoutes
    .filter((r) => r.auth !== 'none')
    .map((r) => ({
      method: r.method,
      url: r.url,
      auth: r.auth,
      menuCode: r.menuCode ?? null,
      shieldCode: r.shieldCode ?? null,
      read: r.read === true,
      summary: r.summary,
      params: slim([...fieldsOf(r.schema.params), ...fieldsOf(r.method === 'GET' ? r.schema.querystring : r.schema.body)]),
      answer: slim(answerFieldsOf(r.schema.response)),
    }))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** The catalogue (the routes do not change while the server runs: built once). */
export function catalogue(app: FastifyInstance) {
  let routes = held.get(app);
  if (!routes) held.set(app, (routes = build(app)));
  return { routes };
}
