import { checkBranchFilter } from '../../lib/branchFilter';
import { routeGroup } from '../../lib/routeGroup';
import { idOf } from '../../lib/schemaFragments';
import type { RouteSpec } from '../../lib/routeSpec';
import { branchProducts, qualifications } from './queries/branchProduct';
import { goodsList, itemInfo } from './queries/goods';
import { itemRetail, itemStock, itemSupplier, locationCodes, purchaseRecord } from './queries/itemData';
import {
  branchProductBody, branchProductPage, goodsListBody, goodsPage, itemBody, itemInfo as itemInfoAnswer, itemInfoBody, itemPagedBody,
  itemRetail as itemRetailAnswer, itemRetailBody, itemStock as itemStockAnswer, itemSupplier as itemSupplierAnswer,
  locationBody, locationCodes as locationAnswer, purchaseRecordPage, qualificationBody, qualificationPage,
} from './schemas';

const tags = ['goods'];
const goods = routeGroup({ auth: 'supplier', menuCode: 'SCM_GOODS', tags, prefix: '/shop' });
const supplies = routeGroup({ auth: 'supplier', menuCode: 'SCM_BRANCH_PRODUCT', tags });
const qualified = routeGroup({ auth: 'supplier', menuCode: 'SCM_QUALIFICATION', tags });

export const routes: RouteSpec[] = [
  goods.reads.post('/item/data/summary', "The supplier's goods with prices, stock on hand and sales of the last 28 days (by name, code, barcode or pinyin initials)", { body: goodsListBody, response: goodsPage }, (req) => goodsList(req.server.db, req.scope, req.body)),
  // POST, as spec §7 has it; the item id may come as digits in text (the page file passes it on from a link's address).
  goods.reads.post('/item/data/item-info', "One of the supplier's items: master data, packages, stock, sales of 28 days and the last receipt", { body: itemInfoBody, response: itemInfoAnswer }, (req) => itemInfo(req.server.db, req.scope, idOf(req.body.itemId))),
  goods.reads.post('/item/data/purchase-record', "The supplier's audited receipts of one item, newest first", { body: itemPagedBody, response: purchaseRecordPage }, (req) => purchaseRecord(req.server.db, req.scope, req.body)),
  goods.reads.post('/item/data/item-retail', 'Retail sales of one item per day over the last 7–90 days, every day listed, with the totals', { body: itemRetailBody, response: itemRetailAnswer }, (req) => itemRetail(req.server.db, req.scope, req.body)),
  goods.reads.post('/item/data/item-stock', 'One item on hand per branch, with its shelf location codes', { body: itemBody, response: itemStockAnswer }, (req) => itemStock(req.server.db, req.scope, req.body.itemId)),
  goods.reads.post('/item/data/item-supplier', "The caller's supply terms for one item: price, way of selling, joint rate, for every branch or one", { body: itemBody, response: itemSupplierAnswer }, (req) => itemSupplier(req.server.db, req.scope, req.body.itemId)),
  goods.reads.post('/location-item/query-item-location-codes', 'Shelf location codes of one item at the branches', { body: locationBody, response: locationAnswer }, async (req) => {
    await checkBranchFilter(req.server.db, req.scope.merchantId, req.body.branchId);
    return locationCodes(req.server.db, req.scope, req.body);
  }),
  supplies.reads.post('/scm/product/item/getItemList', 'What the supplier supplies to the chain: one row per supply term (every branch or one), price and way of selling', { body: branchProductBody, response: branchProductPage }, async (req) => {
    await checkBranchFilter(req.server.db, req.scope.merchantId, req.body.branchId);
    return branchProducts(req.server.db, req.scope, req.body);
  }),
  qualified.reads.post('/scm/product/supplyQualification/list', "The supplier's qualification documents with valid-until dates, expiring (30 days) and expired first", { body: qualificationBody, response: qualificationPage }, (req) => qualifications(req.server.db, req.scope, req.body)),
];
