/**
 * The route table of spec §2, copied from it: src/router/routes.test.ts fails when the app's table drops one, and
 * tests/e2e/specRoutes.test.ts opens each and checks its title and screen.
 */
export const SPEC_ROUTES: readonly string[] = [
  '/pages/login/index', '/pages/login/serviceAgreement', '/pages/login/privacyAgreement', '/pages/finance/index',
  '/pages/finance/bill-detail', '/pages/finance/account-info', '/pages/index/index', '/pages/index/stockQuery',
  '/pages/index/goods/index', '/pages/index/goodsDetails', '/pages/index/unsalable', '/pages/my/index',
  '/packagesSub/branchProduct/index', '/packagesSub/purchaseOrder/index', '/packagesSub/purchaseOrder/orderDetails',
  '/packagesSub/bluetoothPrint/index', '/packagesSub/report/purchaseSummary/index', '/packagesSub/AI/AI',
  '/packagesSub/report/jointSale/index', '/packagesSub/report/costAgent/index', '/packagesSub/login/supplier',
  '/packagesSub/my/businessInfo', '/packagesSub/my/feedbackAi', '/packagesSub/my/changePhone', '/packagesSub/my/contcatUs',
  '/packagesSub/my/web', '/packagesSub/newProductApply/list', '/packagesSub/newProductApply/info',
  '/packagesSub/newProductApply/categoryPick/index', '/packagesSub/newProductApply/component/MorePacking',
  '/packagesSub/purchaseIn/list', '/packagesSub/purchaseIn/info', '/packagesSub/purchaseOut/list', '/packagesSub/purchaseOut/info',
  '/packagesSub/arrivalRate/list', '/packagesSub/retailSales/list', '/packagesSub/wholesaleSales/list',
  '/packagesSub/replenish/list', '/packagesSub/replenish/info', '/packagesSub/replenish/addProduct',
];
