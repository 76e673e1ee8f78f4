// The addresses of the app's hand-written screens (src/router/routes.ts declares them with their titles): places
// a page file's link may lead besides the pages and the menu entries. The schema check reads this list, never
// the app's router; screenPaths.test.ts holds it equal to what the app routes.

export const SCREEN_PATHS: readonly string[] = [
  '/pages/login/index',
  '/pages/login/serviceAgreement',
  '/pages/login/privacyAgreement',
  '/packagesSub/login/supplier',
  '/pages/index/index',
  '/pages/my/index',
  '/packagesSub/bluetoothPrint/index',
  '/packagesSub/AI/AI',
  '/packagesBoss/assistant/index',
  '/packagesSub/my/web',
  '/packagesSub/my/messageOpen',
  '/packagesSub/studio/index',
  '/packagesSub/studio/preview',
  '/packagesSub/newProductApply/categoryPick/index',
  '/packagesSub/newProductApply/component/MorePacking',
];
