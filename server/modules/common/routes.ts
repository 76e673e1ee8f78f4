import { route, type RouteSpec } from '../../lib/routeSpec';
import { functionCodesAnswer, otherConfigAnswer, systemConfigAnswer } from './schemas';
import { vendorWebsite } from '../../lib/vendorWebsite';
import { systemConfig } from './systemConfig';

const tags = ['common'];

export const routes: RouteSpec[] = [
  route({
    method: 'GET', url: '/common/system/config/other', auth: 'none', read: true,
    tags, summary: 'Settings the login screen needs (currency symbol)',
    schema: { response: otherConfigAnswer },
    handler: async () => ({ currencySymbol: systemConfig.currencySymbol }),
  }),
  route({
    method: 'GET', url: '/common/system/config/all', auth: 'user', read: true,
    tags, summary: 'Settings the client reads at launch',
    schema: { response: systemConfigAnswer },
    handler: async () => ({ ...systemConfig, hasVendorWebsite: vendorWebsite() !== null }),
  }),
  route({
    method: 'GET', url: '/common/system/allFunctionCode', auth: 'user', read: true,
    tags, summary: "Every menu and shield code the menu files declare (with the merchant's published menus)",
    schema: { response: functionCodesAnswer },
    handler: async (req) => req.schemas.menus.allFunctionCodes(),
  }),
];
