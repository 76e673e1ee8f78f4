import { getAndPost, route, type RouteSpec } from '../../lib/routeSpec';
import { checkBranch, checkCategory } from './queries/filters';
import { stockDetail, stockList, stockSum } from './queries/stockQuery';
import { unsalableList, unsalableSum } from './queries/unsalable';
import {
  stockDetail as stockDetailAnswer,
  stockDetailBody,
  stockListBody,
  stockPage,
  stockSum as stockSumAnswer,
  unsalableBody,
  unsalablePage,
  unsalableSum as unsalableSumAnswer,
} from './schemas';

const tags = ['stock'];
const stock = { auth: 'supplier', menuCode: 'SCM_STOCK_QUERY', tags } as const;
const unsalable = { auth: 'supplier', menuCode: 'SCM_UNSALABLE', tags } as const;

export const routes: RouteSpec[] = [
  route({
    ...stock,
    method: 'POST', url: '/scm/report/stock/getListData',
    summary: "The supplier's goods on hand per item, with average daily sales, days of supply and branches running out",
    schema: { body: stockListBody, response: stockPage },
    handler: async (req) => {
      await Promise.all([checkBranch(req.server.db, req.scope, req.body.branchId), checkCategory(req.server.db, req.scope, req.body.categoryId)]);
      return stockList(req.server.db, req.scope, req.body);
    },
  }),
  // Same filters as the list (paging accepted and ignored) so the page sends one body to both.
  route({
    ...stock,
    method: 'POST', url: '/scm/report/stock/getSum',
    summary: 'Totals of the stock query: items, quantity and cost on hand, items running out somewhere',
    schema: { body: stockListBody, response: stockSumAnswer },
    handler: async (req) => {
      await Promise.all([checkBranch(req.server.db, req.scope, req.body.branchId), checkCategory(req.server.db, req.scope, req.body.categoryId)]);
      return stockSum(req.server.db, req.scope, req.body);
    },
  }),
  // GET as well as POST: the per-branch screen opens from a link whose item id arrives as text in the address.
  ...getAndPost({
    ...stock,
    url: '/scm/report/stock/getDetail',
    summary: "One of the supplier's items on hand per branch: quantity, cost, days of supply, last receipt and sale, shelf",
    input: stockDetailBody, response: stockDetailAnswer,
    read: (req, input) => stockDetail(req.server.db, req.scope, input),
  }),
  route({
    ...unsalable,
    method: 'POST', url: '/scm/report/stock/unsalableItem/getListData',
    summary: 'Goods on hand at a branch with no sale in N days (7/15/30/60/90), longest first; new and sale-stopped items left out',
    schema: { body: unsalableBody, response: unsalablePage },
    handler: async (req) => {
      await checkBranch(req.server.db, req.scope, req.body.branchId);
      return unsalableList(req.server.db, req.scope, req.body);
    },
  }),
  route({
    ...unsalable,
    method: 'POST', url: '/scm/report/stock/unsalableItem/getSum',
    summary: 'Totals of the unsalable goods: branch-item pairs, items, quantity and cost on hand',
    schema: { body: unsalableBody, response: unsalableSumAnswer },
    handler: async (req) => {
      await checkBranch(req.server.db, req.scope, req.body.branchId);
      return unsalableSum(req.server.db, req.scope, req.body);
    },
  }),
];
