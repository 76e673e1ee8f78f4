import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import type { Database } from './db/types';
import { registerErrorHandling } from './lib/errorHandler';
import { registerGuard } from './lib/guard';
import { registerNotFound, registerRoutes } from './lib/registerRoutes';
import type { RouteSpec } from './lib/routeSpec';
import { apiRoutes } from './modules/index';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export interface AppOptions {
  db: Kysely<Database>;
  /** Folder of the built web app; served at / when it exists. */
  webRoot?: string;
  logger?: boolean;
  /** The API routes to serve; every module's by default (tests add routes of their own). */
  routes?: readonly RouteSpec[];
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
    return503OnClosing: true,
  });
  app.decorate('db', opts.db);
  registerErrorHandling(app);
  // Limits are set per route (login); nothing is limited globally.
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: '云快订 supplier portal API', version: '1.2.6' }, servers: [{ url: '/' }] },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(
    async (api) => {
      registerGuard(api);
      const routes = opts.routes ?? apiRoutes;
      registerRoutes(api, routes);
      registerNotFound(api, routes);
    },
    { prefix: '/mobile/api' },
  );
  const webRoot = opts.webRoot ?? path.resolve('dist');
  fs.mkdirSync(webRoot, { recursive: true });
  // wildcard: files are looked up per request, so a rebuild while the server runs is served at once.
  await app.register(fastifyStatic, { root: webRoot, wildcard: true, index: 'index.html' });
  // The app routes by hash, so any other path gets the app shell.
  // A missing file (an asset of an older build) answers 404 rather than the shell, so the lazy-load error
  // placeholder can offer a reload instead of the browser choking on HTML served as JavaScript.
  app.setNotFoundHandler((req, reply) => {
    if (/\.[a-z0-9]+$/i.test(req.url.split('?')[0])) return reply.status(404).type('text/plain').send('not found');
    return fs.existsSync(path.join(webRoot, 'index.html'))
      ? reply.sendFile('index.html')
      : reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it).');
  });
  return app;
}
