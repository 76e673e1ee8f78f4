import { ROUTES } from '../../src/router/routeTable';
import type { MenuIndex } from './menuFiles';
import type { ResolvedPage } from './pageIdentity';

// Where a link (rowLink, link actions, dashboard figures) may lead: a page's route, a menu entry's route, or a
// hand-written screen of src/router/routes.ts. Anything else opens "page not found".

export function linkTargets(pages: ResolvedPage[], menus: MenuIndex): Set<string> {
  return new Set([
    ...pages.flatMap((p) => (p.route ? [p.route] : [])),
    ...menus.entries.flatMap((e) => (e.route ? [e.route] : [])),
    ...ROUTES.filter((r) => r.kind !== 'schema').map((r) => r.path),
  ]);
}
