import { MENU_INDEX, type MenuRoute } from '../engine/index';
import { normalizePath } from '../navigation/address';

// The menu files are the resource list: every entry with a route names a screen, its title and the code that
// opens it. The route table reads them from the engine's menu index, so a screen's title and permission are
// written once.

export type { MenuRoute } from '../engine/index';
export type MenuTitle = MenuRoute['title'];

export const MENU_ROUTES: readonly MenuRoute[] = [...MENU_INDEX.byRoute.values()];

export function menuRoute(path: string): MenuRoute | undefined {
  return MENU_INDEX.byRoute.get(normalizePath(path));
}
