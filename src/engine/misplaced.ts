import type { MenuIndex } from '../../common/menus/menuIndex';
import { didYouMean, nearest } from '../../common/validation/didYouMean';

// A page file whose `menuCode` is no menu entry (misspelt) has no route to serve: a list or report takes its route
// from its entry. The route the author meant then shows the file's error, naming the file and the code, instead of
// "not available yet" with nothing to go on.

/** A page file whose `menuCode` names no menu entry. */
export interface MisplacedPage {
  file: string;
  menuCode: string;
}

/**
 * The misplaced files a route was probably meant to be served by: those whose code is nearest to a code opening
 * the route, else every misplaced file (none while every file names a known code).
 */
export function meantForRoute(misplaced: readonly MisplacedPage[], route: string, menus: Pick<MenuIndex, 'byCode' | 'byRoute'>): MisplacedPage[] {
  if (!misplaced.length) return [];
  const codes = menus.byRoute.get(route)?.codes ?? [];
  const meant = misplaced.filter((m) => nearest(m.menuCode, menus.byCode.keys()).some((c) => codes.includes(c)));
  return meant.length ? meant : [...misplaced];
}

/** What is wrong with a page file's menu code, in the check's words (null: the code is a menu entry). */
export function unknownMenuCode(file: string, menuCode: string, menus: Pick<MenuIndex, 'byCode'>): string | null {
  if (menus.byCode.has(menuCode)) return null;
  return `unknown menu code ${menuCode || '(none)'} in ${file}: not an entry of schemas/menu/*.json${didYouMean(menuCode, menus.byCode.keys(), false)}`;
}
