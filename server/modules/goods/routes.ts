import { checkBranchFilter } from '../../lib/branchFilter';
import { getAndPost, route, type RouteSpec } from '../../lib/routeSpec';
import { branchProducts, qualifications } from './queries/branchProduct';
import { goodsList, itemInfo } from './queries/goods';
import { itemRetail, itemStock, itemSupplier, locationCodes, purchaseRecord } from './queries/itemData';
import {
  branchProductBody,
  branchProductPage,
  goodsListBody,
  goodsPage,
  itemBody,
  itemInfo as itemInfoAnswer,
  itemPagedBody,
  itemRetail as itemRetailAnswer,
  itemRetailBody,
  itemStock as itemStockAnswer,
  itemSupplier as itemSupplierAnswer,
  locationBody,
  locationCodes as locationAnswer,
  purchaseRecordPage,
  qualificationBody,
  qualificationPage,
} from './schemas';

const tags = ['goods'];
const goods = { auth: 'supplier', menuCode: 'SCM_GOODS', tags } as const;

export const routes: RouteSpec[] = [
  route({
    ...goods,
    method: 'POST', url: '/shop/item/data/summary',
    summary: "The supplier's goods with prices, stock on hand and sales of the last 28 days (by name, code, barcode or pinyin initials)",
    schema: { body: goodsListBody, response: goodsPage },
    handler: (req) => goodsList(req.server.db, req.scope, req.body),
  }),
  // GET as well as POST: the details open from a link whose item id arrives as text in the address.
  ...getAndPost({
    ...goods,
    url: '/shop/item/data/item-info',
    summary: 'One of the supplier\'s items: master data, packages, stock, sales of 28 days and the last receipt',
    input: itemBody, response: itemInfoAnswer,
    read: (req, input) => itemInfo(req.server.db, req.scope, input.itemId),
  }),
  route({
    ...goods,
    method: 'POST', url: '/shop/item/data/purchase-record',
    summary: "The supplier's audited receipts of one item, newest first",
    schema: { body: itemPagedBody, response: purchaseRecordPage },
    handler: (req) => purchaseRecord(req.server.db, req.scope, req.body),
  }),
  route({
    ...goods,
    method: 'POST', url: '/shop/item/data/item-retail',
    summary: 'Retail sales of one item per day over the last 7–90 days, every day listed, with the totals',
    schema: { body: itemRetailBody, response: itemRetailAnswer },
    handler: (req) => itemRetail(req.server.db, req.scope, req.body),
  }),
  route({
    ...goods,
    method: 'POST', url: '/shop/item/data/item-stock',
    summary: 'One item on hand per branch, with its shelf location codes',
    schema: { body: itemBody, response: itemStockAnswer },
    handler: (req) => itemStock(req.server.db, req.scope, req.body.itemId),
  }),
  route({
    ...goods,
    method: 'POST', url: '/shop/item/data/item-supplier',
    summary: "The caller's supply terms for one item: price, way of selling, joint rate, for every branch or one",
    schema: { body: itemBody, response: itemSupplierAnswer },
    handler: (req) => itemSupplier(req.server.db, req.scope, req.body.itemId),
  }),
  route({
    ...goods,
    method: 'POST', url: '/shop/location-item/query-item-location-codes',
    summary: 'Shelf location codes of one item at the branches',
    schema: { body: locationBody, response: locationAnswer },
    handler: async (req) => {
      await checkBranchFilter(req.server.db, req.scope.merchantId, req.body.branchId);
      return locationCodes(req.server.db, req.scope, req.body);
    },
  }),
  route({
    method: 'POST', url: '/scm/product/item/getItemList', auth: 'supplier', menuCode: 'SCM_BRANCH_PRODUCT', tags,
    summary: 'What the supplier supplies to the chain: one row per supply term (every branch or one), price and way of selling',
    schema: { body: branchProductBody, response: branchProductPage },
    handler: async (req) => {
      await checkBranchFilter(req.server.db, req.scope.merchantId, req.body.branchId);
      return branchProducts(req.server.db, req.scope, req.body);
    },
  }),
  route({
    method: 'POST', url: '/scm/product/supplyQualification/list', auth: 'supplier', menuCode: 'SCM_QUALIFICATION', tags,
    summary: "The supplier's qualification documents with valid-until dates, expiring (30 days) and expired first",
    schema: { body: qualificationBody, response: qualificationPage },
    handler: (req) => qualifications(req.server.db, req.scope, req.body),
  }),
];
