import { sessionApi } from '../api/sessionApi';
import { request } from '../api/client';
import { normalizePath } from '../navigation/address';
import { getSession, useSessionStore } from '../stores/session';
import { setOfPageFile, type SchemaSet } from '../../common/page/schemaSets';
import type { LocalizedText, PageKind, PageSchema } from '../../common/page/schemaTypes';
import type { PagePart } from '../../common/page/pageParts';
import { kindLoaders } from './kindRenderers';
import { provideEnums, type EnumDef } from '../../common/format/enums';
import { menuEntry } from './menus';
import type { PageEntry, PageModule } from './pageEntry';
import { forgetCopy, storeCopy, storedCopy, textKey, type PublishedCopy, type PublishedRef } from './publishedStore';

// Pages the merchant's page author published at run time (server: GET /scm/published/index and /page), drawn by the
// same kinds as the built-in files. Each navigation asks the server which release it serves; a new one brings the new
// menu (getLoginUserInfo, so home's tiles and the permission check follow) and the list of published pages, whose
// texts come in the same answer (for a release the phone does not hold) and are checked (the app's own page
// validator) when they open. A published page overrides the built-in file of its route. The phone keeps the index
// and the page texts of the release it has seen (publishedStore.ts): a launch whose stored menu names that release
// knows the published routes at once, and a page it has opened before draws without the page validator, as a
// built-in page does.
//
// A new release's first opening asks one thing after the menu: the index with the texts, while the validator's code
// comes beside it (the menu named a release this phone does not hold). The page's first calls are read from its text
// as it arrives (the server checked it when it was published; the calls are to routes the server guards), so they go
// beside the kind's renderer and the parts the page draws (a chart), not after them.

interface PublishedIndex {
  revision: number;
  pages: (PublishedRef & { text: string | null })[];
}

/** What reads a text before it is checked (its first calls, its parts) and loads the parts: kept out of the engine's chunk. */
const reader = () => import('./validation/publishedRelease');

/**
 * Every status and reason list, fetched beside a published page's renderer: a built page module brings the lists its
 * page names (scripts/build/pageEnums.ts), and a page published at run time may name any.
 */
const allEnums = (): Promise<void> => import('../../schemas/enums.json').then((m) => provideEnums(m.default as unknown as Record<string, EnumDef>));

/** What a page draws besides its kind's renderer (a chart), fetched beside it, as a built page module imports them. */
const loadParts = (parts: PagePart[] = []): Promise<unknown> => (parts.length ? reader().then((r) => r.loadParts(parts)) : Promise.resolve());

/** The validator's code and the text reader, asked for once a release the phone does not hold is known to exist. */
function prepareCheck(): Promise<unknown> {
  return Promise.all([import('./validation/validatePage').then((v) => v.prepareValidator()), reader()]).catch(() => undefined);
}

let copy: PublishedCopy = { owner: '', revision: 0, pages: [], texts: {} };
let held: { revision: number; entries: PageEntry[] } = { revision: 0, entries: [] };
let asking: Promise<boolean> | null = null;
/** Screens drawn from the page index (SchemaPage) draw again when the published pages change under them. */
const listeners = new Set<() => void>();

/** Whose published pages the session sees: the index answers by user kind, menu and supplier. */
function ownerOf(): string {
  const session = getSession();
  return `${session.userKind ?? ''}:${session.userInfo?.id ?? ''}:${session.supplierInfo?.id ?? ''}`;
}

/**
 * This build of the app: its engine chunk's address, whose name changes with its content and with the names of the
 * chunks it loads (the page validator's among them). In dev every opening checks the text again.
 */
const THIS_BUILD = import.meta.env.DEV ? null : import.meta.url;

function entryOf(ref: PublishedRef & { route: string }): PageEntry {
  let module: PageModule | undefined;
  const from = copy;
  const key = textKey(ref);
  const load = async (): Promise<PageModule> => {
    if (module) return module;
    const kept = from.texts[key];
    // The kind's renderer and the parts the page draws are fetched beside the rest, as a built-in page's come with
    // its page module.
    const renderer = ref.kind in kindLoaders ? kindLoaders[ref.kind as PageKind]().then((m) => m.default as PageModule['Kind']) : Promise.resolve(undefined);
    const knownParts = from.parts?.[key];
    const parts = Promise.all([loadParts(knownParts), allEnums()]);
    // A text this build has checked before draws without the validator (a large chunk to fetch and run on a phone).
    if (kept !== undefined && THIS_BUILD !== null && from.checked?.[key] === THIS_BUILD) {
      const [Kind] = await Promise.all([renderer, parts]);
      module = { check: { ok: true, page: JSON.parse(kept) as PageSchema }, Kind };
      return module;
    }
    // A copy kept before the index brought the texts may lack this one: it is asked for on its own.
    const [text, read, Kind] = await Promise.all([
      kept ?? request<{ text: string }>('/scm/published/page', { query: { path: ref.path }, silent: true }).then((answer) => answer.text),
      reader(),
      renderer,
      parts,
    ]);
    const check = await read.checkText(text, !knownParts);
    module = { check, Kind };
    if (check.ok && from === copy) {
      read.noteChecked(from, key, text, check.page, THIS_BUILD);
      storeCopy(from);
    }
    return module;
  };
  return {
    file: ref.path,
    set: setOfPageFile(ref.path),
    route: normalizePath(ref.route),
    title: menuEntry(ref.menuCode)?.name ?? ref.route,
    menuCode: ref.menuCode,
    kind: ref.kind,
    firstCall: copy.firstCalls?.[key] ?? null,
    load,
    loaded: () => module,
  };
}

/** Holds `next` as the pages of its release (the texts of pages unchanged since the copy held are kept). */
function hold(next: PublishedCopy): void {
  copy = next;
  held = { revision: next.revision, entries: next.pages.filter((p): p is PublishedRef & { route: string } => p.route !== null).map(entryOf) };
}

/** Holds the phone's stored copy of the session's release, when it has one; answers whether it did. */
function holdStored(revision: number): boolean {
  const stored = storedCopy(ownerOf(), revision);
  if (!stored) return false;
  hold(stored);
  for (const listener of listeners) listener();
  return true;
}

/**
 * Asks the server which release of published pages it serves (once at a time); a new one replaces the pages held and,
 * when the session's menu is from another release, the menu. Answers whether anything changed.
 */
export function refreshPublished(): Promise<boolean> {
  if (!getSession().token) return Promise.resolve(false);
  asking ??= (async () => {
    const owner = ownerOf();
    const have = copy.owner === owner ? copy.revision : 0;
    const index = await request<PublishedIndex>('/scm/published/index', { query: { have }, silent: true });
    const same = (p: PublishedRef) => copy.pages.some((q) => q.path === p.path && q.version === p.version && q.route === p.route);
    const changed = !(copy.owner === owner && index.revision === copy.revision && index.pages.length === copy.pages.length && index.pages.every(same));
    // The menu of a new release, and what reads and checks its texts, are asked for together. A tab's first answer
    // is "changed" even when nothing is published; the validator (~290 KB of script with the form kit it imports)
    // then has no text to check and is not fetched: on a phone it ran inside the first screen's work.
    if (changed && index.pages.length > 0) void prepareCheck();
    const [info, read] = await Promise.all([
      getSession().userInfo?.schemaRevision !== index.revision ? sessionApi.getLoginUserInfo(true) : undefined,
      changed ? reader() : undefined,
    ]);
    if (info) getSession().setUserInfo(info);
    if (!changed || !read) return false;
    hold(read.releaseCopy(owner, index.revision, index.pages, copy.owner === owner ? copy : {}));
    storeCopy(copy);
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
  if (revision === 0 || revision === held.revision || revision === awaitedFor || holdStored(revision)) return Promise.resolve();
  awaitedFor = revision;
  // The validator's code comes beside the index and its texts, not after them.
  void prepareCheck();
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
  if (!state.token && before.token) {
    forgetCopy();
    hold({ owner: '', revision: 0, pages: [], texts: {} });
  }
  if (state.userInfo?.schemaRevision !== before.userInfo?.schemaRevision) void publishedReady();
});

// A launch whose stored menu names a release the phone holds knows its published routes before anything is asked.
holdStored(getSession().userInfo?.schemaRevision ?? 0);
