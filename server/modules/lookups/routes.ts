import { BizError } from '../../lib/errors';
import { langOf } from '../../lib/language';
import { pinyinShort } from '../../lib/pinyinShort';
import { getAndPost, route, type RouteSpec } from '../../lib/routeSpec';
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
const anyUser = { auth: 'user', tags } as const;
const supplier = { auth: 'supplier', tags } as const;

export const routes: RouteSpec[] = [
  ...getAndPost({
    ...anyUser, url: '/common/unit/query', summary: "The chain's units of measure",
    input: noInput, response: unitList, read: (req) => units(req.server.db, req.auth.merchantId),
  }),
  ...getAndPost({
    ...anyUser, url: '/common/category/tree', summary: "The chain's item categories as a tree (three levels)",
    input: noInput, response: categoryTreeAnswer, read: (req) => categoryTree(req.server.db, req.auth.merchantId),
  }),
  ...getAndPost({
    ...anyUser, url: '/common/category/query', summary: 'Item categories by name or code, level or parent (500 at most)',
    input: categoryQueryInput, response: categoryList, read: (req, q) => categories(req.server.db, req.auth.merchantId, q),
  }),
  route({
    ...anyUser, method: 'POST', url: '/common/brand/query', summary: "The chain's brands by name, a page at a time",
    schema: { body: brandQueryInput, response: brandPage }, handler: (req) => brands(req.server.db, req.auth.merchantId, req.body),
  }),
  route({
    ...supplier, method: 'POST', url: '/common/item/query',
    summary: "The supplier's items by name, item code, barcode or pinyin initials (KKKL finds 可口可乐), within a category",
    schema: { body: itemQueryInput, response: itemPage }, handler: (req) => searchItems(req.server.db, req.scope, req.body),
  }),
  ...getAndPost({
    ...supplier, url: '/common/item/item-cls', summary: "The chain's top categories holding the supplier's goods, with item counts",
    input: noInput, response: itemClassList, read: (req) => itemClasses(req.server.db, req.scope),
  }),
  route({
    ...supplier, method: 'POST', url: '/common/unit/query/item-unit', summary: "The units one of the supplier's items comes in: base unit and packages",
    schema: { body: itemIdInput, response: itemUnitList }, handler: (req) => itemUnits(req.server.db, req.scope, req.body.itemId),
  }),
  ...getAndPost({
    ...anyUser, url: '/common/util/pinyinShort', summary: 'The pinyin short code of a text: initials of its Chinese characters, upper case',
    input: pinyinInput, response: pinyinAnswer,
    read: async (_req, q) => ({ short: pinyinShort(q.text) }),
  }),
  ...getAndPost({
    ...anyUser, url: '/common/store/query', summary: "The chain's active stores (self-run and franchise) by name or code",
    input: keywordInput, response: storeList, read: (req, q) => stores(req.server.db, req.auth.merchantId, q.keyword),
  }),
  ...getAndPost({
    ...anyUser, url: '/common/branch-group/queryBranchByGroup', summary: 'Branch groups with their branches (one group when asked)',
    input: branchGroupInput, response: branchGroupList, read: (req, q) => branchGroups(req.server.db, req.auth.merchantId, q.groupId),
  }),
  ...getAndPost({
    ...anyUser, url: '/common/storage-method/list', summary: 'Storage methods of items (ambient, chilled, frozen)',
    input: noInput, response: storageMethodList, read: async (req) => storageMethods(langOf(req)),
  }),
  ...getAndPost({
    ...anyUser, url: '/common/system/sheet-config/all', summary: 'Document kinds: sheet-number prefix, decimals, printed title',
    input: noInput, response: sheetConfigList, read: async (req) => sheetConfigs(langOf(req)),
  }),
  route({
    ...anyUser, method: 'GET', url: '/common/system/sheet-config/:id', summary: 'One document kind by its prefix (PO, PI, …)',
    schema: { params: sheetConfigParams, response: sheetConfigAnswer },
    handler: async (req) => {
      const found = sheetConfigs(langOf(req)).find((c) => c.id === req.params.id);
      if (!found) throw BizError.notFound();
      return found;
    },
  }),
  route({
    ...anyUser, method: 'GET', url: '/common/branch/queryOneBranchWithBusinessScope',
    summary: 'One branch with its business scope: the top categories it stocks, and whether the supplier supplies it',
    schema: { querystring: branchIdInput, response: branchWithScopeAnswer },
    handler: (req) => branchWithScope(req.server.db, req.auth, req.query.branchId),
  }),
];
