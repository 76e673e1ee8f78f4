import { sessionApi } from '../api/sessionApi';
import { request } from '../api/client';
import { normalizePath } from '../navigation/address';
import { getSession, useSessionStore } from '../stores/session';
import type { SchemaSet } from '../stores/schemaSet';
import type { LocalizedText } from '../../common/page/schemaTypes';
import { menuEntry } from './menus';
import type { PageEntry, PageModule } from './pageEntry';

// Pages the merchant's page author published at run time (server: GET /scm/published/index and /page), drawn by the
// same kinds as the built-in files. Each navigation asks the server which release it serves; a new one brings the new
// menu (getLoginUserInfo, so home's tiles and the permission check follow) and the list of published pages, whose
// files are fetched and checked (the app's own page validator) when they open. A published page overrides the
// built-in file of its route.

interface PublishedRef {
  path: string;
  version: number;
  id: string;
  kind: string;
  menuCode: string;
  route: string | null;
}

interface PublishedIndex {
  revision: number;
  pages: PublishedRef[];
}

let held: { revision: number; entries: PageEntry[] } = { revision: 0, entries: [] };
let asking: Promise<boolean> | null = null;
/** Screens drawn from the page index (SchemaPage) draw again when the published pages change under them. */
const listeners = new Set<() => void>();

const setOf = (path: string): SchemaSet => (path.startsWith('schemas/boss/') ? 'boss' : path.startsWith('schemas/buyer/') ? 'buyer' : 'supplier');

function entryOf(ref: PublishedRef & { route: string }): PageEntry {
  let module: PageModule | undefined;
  const load = async (): Promise<PageModule> => {
    if (module) return module;
    const [answer, { checkPageText }] = await Promise.all([
      request<{ text: string }>('/scm/published/page', { query: { path: ref.path }, silent: true }),
      import('./validation/validatePage'),
    ]);
    module = { check: await checkPageText(answer.text) };
    return module;
  };
  return {
    file: ref.path,
    set: setOf(ref.path),
    route: normalizePath(ref.route),
    title: menuEntry(ref.menuCode)?.name ?? ref.route,
    menuCode: ref.menuCode,
    kind: ref.kind,
    firstCall: null,
    load,
    loaded: () => module,
  };
}

/**
 * Asks the server which release of published pages it serves (once at a time); a new one replaces the pages held and,
 * when the session's menu is from another release, the menu. Answers whether anything changed.
 */
export function refreshPublished(): Promise<boolean> {
  if (!getSession().token) return Promise.resolve(false);
  asking ??= (async () => {
    const index = await request<PublishedIndex>('/scm/published/index', { silent: true });
    if (getSession().userInfo?.schemaRevision !== index.revision) {
      const info = await sessionApi.getLoginUserInfo(true);
      if (info) getSession().setUserInfo(info);
    }
    if (index.revision === held.revision && index.pages.every((p) => held.entries.some((e) => e.file === p.path))) return false;
    held = { revision: index.revision, entries: index.pages.filter((p): p is PublishedRef & { route: string } => p.route !== null).map(entryOf) };
    for (const listener of listeners) listener();
    return true;
  })()
    .catch(() => false)
    .finally(() => {
      asking = null;
    });
  return asking;
}

let awaitedFor = -1;

/**
 * Settles once the pages of the session's release are held, asking the server when they are not (after a reload, or a
 * login, the session's menu names a release whose pages this tab has not seen): a published page replacing a built-in
 * route must draw from the first navigation on. With nothing published (revision 0) it asks nothing; a failed answer
 * is not waited for again for the same release (the next navigation's refresh tries once more).
 */
export function publishedReady(): Promise<unknown> {
  const revision = getSession().userInfo?.schemaRevision ?? 0;
  if (revision === 0 || revision === held.revision || revision === awaitedFor) return Promise.resolve();
  awaitedFor = revision;
  return refreshPublished();
}

/** The published page serving `route` for a user of `set`, if any. */
export function publishedPage(route: string, set: SchemaSet): PageEntry | undefined {
  return held.entries.find((e) => e.set === set && e.route === route);
}

/** The routes of the published pages (a route the build does not know is added to the router's table from here). */
export function publishedRoutes(): { path: string; title: LocalizedText; menuCode: string }[] {
  return held.entries.map(({ route, title, menuCode }) => ({ path: route, title, menuCode }));
}

/** Calls `listener` whenever the published pages held change; answers how to stop. */
export function subscribePublished(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The release whose pages are held (0: none), what a screen subscribed to the published pages compares. */
export const heldRevision = (): number => held.revision;

// The launch refresh stores the menu of the release the server serves now: when that is a release this tab had not
// seen when its first screen drew (published since the phone last asked), its pages are fetched and the screen
// showing a route they replace draws again, without waiting for a navigation.
useSessionStore.subscribe((state, before) => {
  if (state.userInfo?.schemaRevision !== before.userInfo?.schemaRevision) void publishedReady();
});
