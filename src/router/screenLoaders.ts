import type { PageModule } from './pageTypes';
import type { RouteDef } from './routes';

// Hand-written screens by route, each its own chunk (loaded on first visit). A route of the table without
// an entry here is drawn by the schema engine (my and choose supplier too: their page files), or shown as "not
// available yet".
export const screenLoaders: Record<string, () => Promise<PageModule>> = {
  '/pages/login/index': () => import('../widgets/login/LoginPage'),
  '/pages/login/serviceAgreement': () => import('../widgets/agreements/ServiceAgreementPage'),
  '/pages/login/privacyAgreement': () => import('../widgets/agreements/PrivacyPolicyPage'),
  '/pages/index/index': () => import('../widgets/home/HomePage'),
  '/packagesSub/AI/AI': () => import('../widgets/assistant/AssistantPage'),
  '/packagesBoss/assistant/index': () => import('../widgets/assistant/AssistantPage').then((m) => ({ default: m.BossAssistantPage })),
  '/packagesSub/my/web': () => import('../widgets/my/VendorWebsitePage'),
  '/packagesSub/my/messageOpen': () => import('../widgets/my/MessageOpenPage'),
  '/packagesSub/bluetoothPrint/index': () => import('../widgets/print/BluetoothPrintPage'),
  '/packagesSub/studio/index': () => import('../widgets/studio/StudioPage'),
  '/packagesSub/studio/preview': () => import('../widgets/studio/PreviewPage'),
  '/packagesSub/newProductApply/categoryPick/index': () => import('../widgets/newProduct/FieldScreenPage'),
  '/packagesSub/newProductApply/component/MorePacking': () => import('../widgets/newProduct/FieldScreenPage'),
};

/** The hand-written screen a route draws, if any: a schema route is drawn by the engine even where a loader is named. */
export function screenLoaderOf(route: RouteDef): (() => Promise<PageModule>) | undefined {
  return route.kind === 'schema' ? undefined : screenLoaders[route.path];
}
