import type { FastifyPluginAsync } from 'fastify';
import sessionRoutes from './session/routes';
import commonRoutes from './common/routes';
import myRoutes from './my/routes';

/** Every API module, mounted under /mobile/api. */
export const apiModules: FastifyPluginAsync[] = [sessionRoutes, commonRoutes, myRoutes];
