import { lazy, type ComponentType } from 'react';
import { allPageRoutes, findPage } from './pageIndex';
import { schemaPage } from './pageStart';

// The engine's only face: the app (router, widgets) imports the engine from here and nowhere else. The
// engine itself depends on src/api, src/navigation, src/stores, src/i18n and src/ui, never on the router or the
// hand-written screens. Light on purpose: the renderer is a lazy chunk.

/** Whether a schema file serves this route for the current user (supplier set, or boss set for merchant admins). */
export function hasPageSchema(route: string): boolean {
  return findPage(route) !== undefined;
}

/**
 * Renders the page file of a route: validation, the page as this user sees it, then the renderer of its kind ("not
 * available yet" when no page file serves the route). The router's screen of every route without a hand-written
 * one. Drawn at once when its chunk has arrived (startPage fetched it with the page's data), without a suspended pass.
 */
export const SchemaPage = schemaPage.Component;

/** A page document drawn as it is typed (the studio's preview): the same validator, permissions and kinds. Lazy. */
export const DraftPage: ComponentType<import('./DraftPage').DraftPageProps> = lazy(() => import('./DraftPage'));

/**
 * One field of a form page on a screen of its own (`ui:options.screen`), its value handed back to the form's draft:
 * for the hand-written routes the spec gives such fields (Choose category, Multiple packagings). Lazy.
 */
export const FormFieldScreen: ComponentType<import('./kinds/form/FieldScreen').FieldScreenProps> = lazy(() => import('./kinds/form/FieldScreen'));

/** Starts everything a schema route needs at once, when it opens: its first calls, its page file, the page frame. */
export { startPage, startPageAhead, type PageStart } from './pageStart';

/** Routes served by schema files, with their titles (the file's, else its menu entry's) and menu codes. */
export const schemaRoutes = allPageRoutes;
export type { SchemaSet } from './pageIndex';

/** Pages published at run time: asked for on every navigation, their routes added to the router's table. */
export { publishedReady, publishedRoutes, refreshPublished, subscribePublished } from './publishedPages';

/** Permission of a menu or shield code for the current session; unknown codes fail closed. */
export { can } from './permissions';
export { isMenuCode, isShieldCode, MENU_INDEX, menuEntry, type MenuEntry, type MenuRoute, type ShieldCodeDef } from './menus';

/**
 * Photos of a document (compressed on the phone, uploaded with a progress bar, kept as upload ids) for hand-written
 * screens; form pages get the same control with `"ui:widget": "images"`. Lazy: it brings antd-mobile's progress bar.
 */
export const ImageUploader: ComponentType<import('./kinds/form/fields/ImageUploader').ImageUploaderProps> = lazy(() => import('./kinds/form/fields/ImageUploader'));

/** One server call with its loading, abort and retry state, for hand-written screens too. */
export { useApi, type ApiCall } from './data/useApi';

/** Spec defaults a screen that is not a schema page may also want (pull-down refresh look, list paging). */
export { LIST_DEFAULTS, PULL_REFRESH_DEFAULTS } from './defaults';

/** Display formats of spec §5. */
export { formatCurrency, formatDate, formatValue, type FormatContext } from '../../common/format/format';
export type { LocalizedText, PageKind, PageSchema } from '../../common/page/schemaTypes';

/** The unread-message count behind the home bell and the my page's badge (one store: reading a message updates both). */
export { hasInbox, refreshUnread, useUnreadStore } from './session/unreadMessages';

/** The engine's light tabs (a sideways-scrolling row, keyboard arrows), for hand-written screens too. */
export { Tabs, type TabItem } from './widgets/Tabs';
