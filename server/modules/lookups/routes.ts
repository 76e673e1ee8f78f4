import { found } from '../../lib/found';
import { langOf } from '../../lib/language';
import { pinyinShort } from '../../lib/pinyinShort';
import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { branchGroups, branchWithScope, stores } from './queries/branches';
import { brands, categories, categoryTree, itemClasses, itemUnits, searchItems, units } from './queries/masterData';
import {
  branchGroupInput, branchGroupList, branchIdInput, branchWithScope as branchWithScopeAnswer, brandPage, brandQueryInput, categoryList, categoryQueryInput,
  categoryTree as categoryTreeAnswer, itemClassList, itemIdInput, itemPage, itemQueryInput, itemUnitList, keywordInput, noInput, pinyinAnswer, pinyinInput,
  sheetConfigAnswer, sheetConfigList, sheetConfigParams, storageMethodList, storeList, unitList,
} from './schemas';
import { sheetConfigs, storageMethods } from './sheetConfigs';

// Spec §7 "Common": the pickers' master data. Master data of the chain is open to any session of the merchant;
// item lookups are the supplier's own goods.
const tags = ['common'];
const anyUser = routeGroup({ auth: 'user', tags, prefix: '/common' });
const supplier = routeGroup({ auth: 'supplier', tags, prefix: '/common' });

export const routes: RouteSpec[] = [
  anyUser.reads.post('/unit/query', "The chain's units of measure", { body: noInput, response: unitList }, (req) => units(req.server.db, req.auth.merchantId)),
  anyUser.reads.post('/category/tree', "The chain's item categories as a tree (three levels)", { body: noInput, response: categoryTreeAnswer }, (req) => categoryTree(req.server.db, req.auth.merchantId)),
  anyUser.reads.post('/category/query', 'Item categories by name or code, level or parent (500 at most)', { body: categoryQueryInput, response: categoryList }, (req) => categories(req.server.db, req.auth.merchantId, req.body)),
  anyUser.reads.post('/brand/query', "The chain's brands by name, a page at a time", { body: brandQueryInput, response: brandPage }, (req) => brands(req.server.db, req.auth.merchantId, req.body)),
  supplier.reads.post('/item/query', "The supplier's items by name, item code, barcode or pinyin initials (KKKL finds 可口可乐), within a category", { body: itemQueryInput, response: itemPage }, (req) => searchItems(req.server.db, req.scope, req.body)),
  supplier.reads.post('/item/item-cls', "The chain's top categories holding the supplier's goods, with item counts", { body: noInput, response: itemClassList }, (req) => itemClasses(req.server.db, req.scope)),
  supplier.reads.post('/unit/query/item-unit', "The units one of the supplier's items comes in: base unit and packages", { body: itemIdInput, response: itemUnitList }, (req) => itemUnits(req.server.db, req.scope, req.body.itemId)),
  anyUser.reads.post('/util/pinyinShort', 'The pinyin short code of a text: initials of its Chinese characters, upper case', { body: pinyinInput, response: pinyinAnswer }, async (req) => ({ short: pinyinShort(req.body.text) })),
  anyUser.reads.post('/store/query', "The chain's active stores (self-run and franchise) by name or code", { body: keywordInput, response: storeList }, (req) => stores(req.server.db, req.auth.merchantId, req.body.keyword)),
  anyUser.reads.post('/branch-group/queryBranchByGroup', 'Branch groups with their branches (one group when asked)', { body: branchGroupInput, response: branchGroupList }, (req) => branchGroups(req.server.db, req.auth.merchantId, req.body.groupId)),
  anyUser.reads.post('/storage-method/list', 'Storage methods of items (ambient, chilled, frozen)', { body: noInput, response: storageMethodList }, async (req) => storageMethods(langOf(req))),
  anyUser.reads.post('/system/sheet-config/all', 'Document kinds: sheet-number prefix, decimals, printed title', { body: noInput, response: sheetConfigList }, async (req) => sheetConfigs(langOf(req))),
  anyUser.reads.get('/system/sheet-config/:id', 'One document kind by its prefix (PO, PI, …)', { params: sheetConfigParams, response: sheetConfigAnswer }, async (req) => found(sheetConfigs(langOf(req)).find((c) => c.id === req.params.id))),
  anyUser.reads.get('/branch/queryOneBranchWithBusinessScope', 'One branch with its business scope: the top categories it stocks, and whether the supplier supplies it', { querystring: branchIdInput, response: branchWithScopeAnswer }, (req) => branchWithScope(req.server.db, req.auth, req.query.branchId)),
];
