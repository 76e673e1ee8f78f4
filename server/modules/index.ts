import type { RouteSpec } from '../lib/routeSpec';
import { routes as assistant } from './assistant/routes';
import { routes as administer } from './administer/routes';
import { routes as advert } from './advert/routes';
import { routes as branch } from './branch/routes';
import { routes as chainStock } from './chainStock/routes';
import { routes as charts } from './charts/routes';
import { routes as columnSetting } from './columnSetting/routes';
import { routes as common } from './common/routes';
import { routes as delivery } from './delivery/routes';
import { routes as feedback } from './feedback/routes';
import { routes as finance } from './finance/routes';
import { routes as files } from './files/routes';
import { routes as home } from './home/routes';
import { routes as goods } from './goods/routes';
import { routes as item } from './item/routes';
import { routes as lookups } from './lookups/routes';
import { routes as messages } from './messages/routes';
import { routes as monitor } from './monitor/routes';
import { routes as my } from './my/routes';
import { routes as newProduct } from './newProduct/routes';
import { routes as publishing } from './publishing/routes';
import { routes as purchase } from './purchase/routes';
import { routes as replenish } from './replenish/routes';
import { routes as reports } from './reports/routes';
import { routes as sales } from './sales/routes';
import { routes as session } from './session/routes';
import { routes as stock } from './stock/routes';

/**
 * Every API route of every module, as data (mounted under /mobile/api). Importing this opens no database and starts
 * nothing, so scripts (schemas:check, the authoring guide's endpoint list) read the same declarations the server runs.
 */
export const apiRoutes: readonly RouteSpec[] = [
  ...session,
  ...assistant,
  ...common,
  ...files,
  ...my,
  ...feedback,
  ...messages,
  ...branch,
  ...home,
  ...purchase,
  ...delivery,
  ...finance,
  ...reports,
  ...charts,
  ...sales,
  ...columnSetting,
  ...item,
  ...newProduct,
  ...replenish,
  ...stock,
  ...chainStock,
  ...goods,
  ...lookups,
  ...monitor,
  ...administer,
  ...advert,
  ...publishing,
];
