import type { PageModule } from './pageTypes';

// Hand-written screens by route, each its own chunk (loaded on first visit). A route of the table without
// an entry here is drawn by the schema engine, or shown as "not available yet".
export const widgetLoaders: Record<string, () => Promise<PageModule>> = {
  '/pages/login/index': () => import('../widgets/login/LoginPage'),
  '/pages/login/serviceAgreement': () => import('../widgets/agreements/ServiceAgreementPage'),
  '/pages/login/privacyAgreement': () => import('../widgets/agreements/PrivacyPolicyPage'),
  '/packagesSub/login/supplier': () => import('../widgets/supplier/ChooseSupplierPage'),
  '/pages/index/index': () => import('../widgets/home/HomePage'),
  '/pages/my/index': () => import('../widgets/my/MyPage'),
};
