import type { FastifyPluginAsync } from 'fastify';
import sessionRoutes from './session/routes';
import commonRoutes from './common/routes';
import myRoutes from './my/routes';
import branchRoutes from './branch/routes';
import homeRoutes from './home/routes';
import purchaseRoutes from './purchase/routes';
import reportRoutes from './reports/routes';
import columnSettingRoutes from './columnSetting/routes';
import itemRoutes from './item/routes';

/** Every API module, mounted under /mobile/api. */
export const apiModules: FastifyPluginAsync[] = [
  sessionRoutes,
  commonRoutes,
  myRoutes,
  branchRoutes,
  homeRoutes,
  purchaseRoutes,
  reportRoutes,
  columnSettingRoutes,
  itemRoutes,
];
