import type { LocalizedText } from '../../common/page/schemaTypes';
import type { MenuTitle } from './menuRoutes';
import type { RouteDef } from './routes';

// A leaf module (types only): the router's entry (publishedRoutes.ts) and the route table's chunk (appRoutes.ts) both
// read it; importing publishedRoutes.ts from the table's chunk tied the two chunks in a loop the app did not start from.

const menuTitle = (t: LocalizedText): MenuTitle => (typeof t === 'string' ? { 'zh-CN': t, en: t } : { 'zh-CN': t['zh-CN'], en: t.en ?? t['zh-CN'] });

/** The route of a page the merchant published at run time: its menu code (from the server's menu) grants it. */
export function publishedRouteDef(r: { path: string; title: LocalizedText; menuCode: string }): RouteDef {
  return { path: r.path, title: menuTitle(r.title), kind: 'schema', auth: 'supplier', menuCodes: [r.menuCode], published: true };
}
