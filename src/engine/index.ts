import { lazy, type ComponentType } from 'react';
import { preloadable } from '../ui/preloadable';
import { startFirstCalls } from './data/firstCall';
import { allPageRoutes, findPage } from './pageIndex';
import { can } from './permissions';

// The engine's only face: the app (router, screens) imports the engine from here and nowhere else. The
// engine itself depends on src/api, src/navigation, src/stores, src/i18n and src/ui, never on the router or the
// hand-written screens. Light on purpose: the renderer is a lazy chunk.

/** Whether a schema file serves this route for the current user (supplier set, or boss set for merchant admins). */
export function hasPageSchema(route: string): boolean {
  return findPage(route) !== undefined;
}

/**
 * Renders the page schema of `route`: validation, the page as this user sees it, then the renderer of its kind.
 * Drawn at once when its chunk has arrived (startPage fetched it with the page's data), without a suspended pass.
 */
const schemaPage = preloadable(() => import('./SchemaPage'));
export const SchemaPage = schemaPage.Component;

/** A route's opening under way: its code, and its code with its first answers (both settle, failed or not). */
export interface PageStart {
  code: Promise<void>;
  ready: Promise<void>;
}

/**
 * Starts everything a schema route needs at once, when it opens: its first data request, its page file (with the
 * kind's renderer) and the engine's page chunk, all in parallel instead of one after the other. Safe to call
 * again for the same opening (an identical request in flight is not sent twice). A failure is the page's to show
 * when it draws.
 */
export function startPage(route: string, query: Record<string, string>): PageStart {
  const entry = findPage(route, undefined, query);
  if (!entry) return { code: Promise.resolve(), ready: Promise.resolve() };
  // The code is asked for first: the browser has six connections to the server, and a page with many first calls
  // (a dashboard's tiles) would otherwise queue its own code behind its answers.
  const code = Promise.all([entry.load(), schemaPage.preload()]).then(settled, settled);
  const answers = entry.firstCall ? startFirstCalls(entry.firstCall, query, can) : undefined;
  return { code, ready: Promise.all([code, answers]).then(settled, settled) };
}

const settled = () => undefined;

/** Routes served by schema files, with their titles (the file's, else its menu entry's) and menu codes. */
export const schemaRoutes = allPageRoutes;
export type { SchemaSet } from './pageIndex';

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

/** The engine's light tabs (a sideways-scrolling row, keyboard arrows), for hand-written screens too. */
export { Tabs, type TabItem } from './widgets/Tabs';
