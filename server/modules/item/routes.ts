import { route, type RouteSpec } from '../../lib/routeSpec';
import { searchItems } from './queries/itemSearch';
import { itemPage, itemSearchBody } from './schemas';

export const routes: RouteSpec[] = [
  route({
    method: 'POST', url: '/common/item/queryByKeyword', auth: 'supplier', read: true,
    summary: "Item pickers: the supplier's own items by name, item code or barcode",
    tags: ['common'],
    schema: { body: itemSearchBody, response: itemPage },
    handler: (req) => searchItems(req.server.db, req.scope, req.body.keyword, req.body),
  }),
];
