import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { routeGroup } from '../../lib/routeGroup';
import type { Input, RouteSpec } from '../../lib/routeSpec';
import { idOf } from '../../lib/schemaFragments';
import type { SupplierScope } from '../../lib/scope';
import { checkBranch, checkCategory } from './queries/filters';
import { stockDetail, stockList, stockSum } from './queries/stockQuery';
import { unsalableList, unsalableSum } from './queries/unsalable';
import {
  stockDetail as stockDetailAnswer, stockDetailBody, stockListBody, stockPage, stockSum as stockSumAnswer,
  unsalableBody, unsalablePage, unsalableSum as unsalableSumAnswer,
} from './schemas';

const tags = ['stock'];
const stock = routeGroup({ auth: 'supplier', menuCode: 'SCM_STOCK_QUERY', tags, prefix: '/scm/report/stock' });
const unsalable = routeGroup({ auth: 'supplier', menuCode: 'SCM_UNSALABLE', tags, prefix: '/scm/report/stock/unsalableItem' });

type StockFilter = Input<typeof stockListBody>;

/** The list's and the totals' filter checked: a branch or category of another merchant answers 400. */
const checked = async (db: Kysely<Database>, scope: SupplierScope, f: StockFilter) => {
  await Promise.all([checkBranch(db, scope, f.branchId), checkCategory(db, scope, f.categoryId)]);
  return f;
};

export const routes: RouteSpec[] = [
  stock.reads.post('/getListData', "The supplier's goods on hand per item, with average daily sales, days of supply and branches running out", { body: stockListBody, response: stockPage }, async (req) => stockList(req.server.db, req.scope, await checked(req.server.db, req.scope, req.body))),
  // Same filters as the list (paging accepted and ignored) so the page sends one body to both.
  stock.reads.post('/getSum', 'Totals of the stock query: items, quantity and cost on hand, items running out somewhere', { body: stockListBody, response: stockSumAnswer }, async (req) => stockSum(req.server.db, req.scope, await checked(req.server.db, req.scope, req.body))),
  // POST, as spec §7 has it; the item id may come as digits in text (the page file passes it on from a link's address).
  stock.reads.post('/getDetail', "One of the supplier's items on hand per branch: quantity, cost, days of supply, last receipt and sale, shelf", { body: stockDetailBody, response: stockDetailAnswer }, (req) => stockDetail(req.server.db, req.scope, { ...req.body, itemId: idOf(req.body.itemId) })),

  unsalable.reads.post('/getListData', 'Goods on hand at a branch with no sale in N days (7/15/30/60/90), longest first; new and sale-stopped items left out', { body: unsalableBody, response: unsalablePage }, async (req) => {
    await checkBranch(req.server.db, req.scope, req.body.branchId);
    return unsalableList(req.server.db, req.scope, req.body);
  }),
  unsalable.reads.post('/getSum', 'Totals of the unsalable goods: branch-item pairs, items, quantity and cost on hand', { body: unsalableBody, response: unsalableSumAnswer }, async (req) => {
    await checkBranch(req.server.db, req.scope, req.body.branchId);
    return unsalableSum(req.server.db, req.scope, req.body);
  }),
];
