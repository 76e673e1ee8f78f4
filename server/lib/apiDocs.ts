import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { cspHeader } from './securityHeaders';

/**
 * Whether /docs and /docs/json are served: `SCM_API_DOCS=1` serves them, `SCM_API_DOCS=0` does not. Unset, they are
 * served in development only: the API server of `npm run dev` (`npm run serve`, which npm names in
 * `npm_lifecycle_event`) or `NODE_ENV=development`. `npm start` and a production server do not hand every route,
 * field and enum to anyone who asks (OWASP API9).
 */
export function apiDocsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SCM_API_DOCS !== undefined && env.SCM_API_DOCS !== '') return env.SCM_API_DOCS === '1';
  return env.NODE_ENV === 'development' || env.npm_lifecycle_event === 'serve';
}

/** The OpenAPI document of the routes registered after this, at /docs (UI) and /docs/json, when enabled. */
export async function registerApiDocs(app: FastifyInstance, enabled: boolean): Promise<void> {
  if (!enabled) return;
  await app.register(swagger, {
    openapi: { info: { title: '云快订 supplier portal API', version: '1.2.6' }, servers: [{ url: '/' }] },
  });
  // Swagger UI adds a <style> element of its own: its pages alone allow inline style elements.
  const docsPolicy = cspHeader({ 'style-src-elem': ["'self'", "'unsafe-inline'"] });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiHooks: {
      preHandler: async (_req, reply) => {
        reply.header('content-security-policy', docsPolicy);
      },
    },
  });
}
