import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { indexMenus, type MenuFile } from '../../common/menus/menuIndex';
import { schemaJson } from '../../scripts/build/schemaJson';
import type { RouteDef } from '../../src/router/routes';

// The app's route table as the app builds it (src/router/appRoutes.ts reads the page index through Vite's glob
// imports, so it is loaded through Vite here too), and the routes each schema set serves.

export async function appRouteTable(): Promise<readonly RouteDef[]> {
  const vite = await createServer({ configFile: false, plugins: [schemaJson()], server: { middlewareMode: true }, appType: 'custom', logLevel: 'silent', optimizeDeps: { noDiscovery: true } });
  try {
    const { appRoutes } = (await vite.ssrLoadModule('/src/router/appRoutes.ts')) as typeof import('../../src/router/appRoutes');
    return appRoutes.routes;
  } finally {
    await vite.close();
  }
}

/** Routes whose screen the schema set `set` (supplier, buyer, boss) draws: its page files' own routes and the menu routes of their codes. */
export function routesOfSchemaSet(set: string): Set<string> {
  const dir = path.resolve('schemas', set);
  const menu = JSON.parse(fs.readFileSync(path.resolve('schemas/menu', `${set}.json`), 'utf8')) as MenuFile;
  const { byCode } = indexMenus({ [set]: menu.menu });
  const routes = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const page = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { route?: string; menuCode: string };
    const route = page.route ?? byCode.get(page.menuCode)?.route;
    if (route) routes.add(route);
  }
  return routes;
}
