import { SCREEN_PATHS } from '../routes/screenPaths';
import type { MenuIndex } from './menuFiles';
import type { ResolvedPage } from './pageIdentity';

// Where a link (rowLink, link actions, dashboard figures) may lead: a page's route, a menu entry's route, or a
// hand-written screen of the app (common/routes/screenPaths.ts). Anything else opens "page not found".

export function linkTargets(pages: ResolvedPage[], menus: MenuIndex): Set<string> {
  return new Set([...pages.flatMap((p) => (p.route ? [p.route] : [])), ...menus.entries.flatMap((e) => (e.route ? [e.route] : [])), ...SCREEN_PATHS]);
}
