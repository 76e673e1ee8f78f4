import type { PageKind } from '../page/schemaTypes';
import { SCREEN_PATHS } from '../routes/screenPaths';
import type { MenuIndex } from './menuFiles';
import { placeholders } from './pageCalls';
import type { ResolvedPage } from './pageIdentity';

// Where a link (rowLink, link actions, dashboard figures) may lead: a page's route, a menu entry's route, or a
// hand-written screen of the app (common/routes/screenPaths.ts). Anything else opens "page not found".

export function linkTargets(pages: ResolvedPage[], menus: MenuIndex): Set<string> {
  return new Set([...pages.flatMap((p) => (p.route ? [p.route] : [])), ...menus.entries.flatMap((e) => (e.route ? [e.route] : [])), ...SCREEN_PATHS]);
}

/** The kinds of screen behind the routes pages serve, and the query keys that name a record (what details and forms read). */
export interface LinkKinds {
  kinds: ReadonlyMap<string, ReadonlySet<PageKind>>;
  recordKeys: ReadonlySet<string>;
}

const RECORD_KINDS: readonly PageKind[] = ['detail', 'form'];

export function linkKinds(pages: readonly ResolvedPage[]): LinkKinds {
  const kinds = new Map<string, Set<PageKind>>();
  const recordKeys = new Set<string>();
  for (const p of pages) {
    if (p.route) kinds.set(p.route, (kinds.get(p.route) ?? new Set()).add(p.page.kind));
    // a detail or form reads its record by the route query its call's templates name ({{id}}, {{itemId}})
    const call = p.page.kind === 'detail' ? p.page.api : p.page.kind === 'form' ? p.page.load?.api : undefined;
    if (call) for (const key of placeholders(JSON.stringify(call))) recordKeys.add(key);
  }
  return { kinds, recordKeys };
}

/**
 * Whether a route is of the kind of screen a link opens: a link whose query names a record (a key details and forms
 * read) opens a detail or form, any other a list, report or dashboard. Routes no page serves are of no kind.
 */
export function fitsLink(targets: LinkKinds, query: object | undefined): (route: string) => boolean {
  const record = Object.keys(query ?? {}).some((k) => targets.recordKeys.has(k));
  return (route) => [...(targets.kinds.get(route) ?? [])].some((k) => RECORD_KINDS.includes(k) === record);
}
