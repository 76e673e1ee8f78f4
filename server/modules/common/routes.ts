import { allFunctionCodes } from '../../lib/menu';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { alertBody, functionCodesAnswer, nothing, otherConfigAnswer, systemConfigAnswer } from './schemas';
import { systemConfig } from './systemConfig';

const tags = ['common'];

export const routes: RouteSpec[] = [
  route({
    method: 'GET', url: '/common/system/config/other', auth: 'none',
    tags, summary: 'Settings the login screen needs (currency symbol)',
    schema: { response: otherConfigAnswer },
    handler: async () => ({ currencySymbol: systemConfig.currencySymbol }),
  }),
  route({
    method: 'GET', url: '/common/system/config/all', auth: 'user',
    tags, summary: 'Settings the client reads at launch',
    schema: { response: systemConfigAnswer },
    handler: async () => systemConfig,
  }),
  route({
    method: 'GET', url: '/common/system/allFunctionCode', auth: 'user',
    tags, summary: 'Every menu and shield code the menu files declare',
    schema: { response: functionCodesAnswer },
    handler: async () => allFunctionCodes(),
  }),
  route<{ Body: Record<string, unknown> }>({
    method: 'POST', url: '/common/alerm/send', auth: 'user', rateLimit: { max: 30, timeWindow: 60_000 },
    tags, summary: 'A client alert (repeated failures seen on a phone), written to the server log',
    schema: { body: alertBody, response: nothing },
    handler: async (req) => {
      req.log.warn({ alert: req.body, user: req.auth.userId }, 'client alert');
      return null;
    },
  }),
];
