import { deviceRoutes } from './deviceRoutes';
import { homeRoutes } from './homeRoutes';
import { reportRoutes } from './reportRoutes';
import type { RouteSpec } from '../../lib/routeSpec';

/** The merchant admin's (boss side) API: the dashboard, reports over all suppliers, devices and live streams. */
export const routes: RouteSpec[] = [...homeRoutes, ...reportRoutes, ...deviceRoutes];
