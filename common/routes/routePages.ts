import type { SchemaSet } from '../page/schemaSets.ts';
import { BOSS_OVERVIEW_PATH, HOME_PATH } from './appPaths.ts';
import { fieldScreenAt } from './fieldScreens.ts';

/**
 * The page files a route's opening starts (their code and first calls beside the route's own): the route's own page,
 * when a page file draws it (a schema route, a screen whose body is a page file: home), the form page a field screen
 * draws its field from (fieldScreens.ts: a deep link there no longer waits a round for that file and the record),
 * and, on the merchant admin's home, the business overview drawn above its tiles. The route's loader
 * (src/router/routeLoader.ts) starts them; the shell's preload script asks for their files at launch
 * (scripts/build/firstRoundPreload.ts).
 */
export function routePages(path: string, drawsOwnPage: boolean, set: SchemaSet): string[] {
  const form = fieldScreenAt(path)?.form;
  const pages = drawsOwnPage ? [path] : form ? [form] : [];
  if (path === HOME_PATH && set === 'boss') pages.unshift(BOSS_OVERVIEW_PATH);
  return pages;
}
