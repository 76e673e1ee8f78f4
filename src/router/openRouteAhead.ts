import type { AppRoutesModule } from './loadAppRoutes';
import { pagesOf } from './routeLoader';
import { screenLoaderOf } from './screenLoaders';

// What a route's opening starts (routeObjects.tsx, routeLoader.ts), started ahead of the navigation, before the
// user's menu has arrived (src/navigation/openAhead.ts): the hand-written screen's chunk, and each page file's code
// with the first calls no permission code guards. The gate is the loader's, when the route opens: nothing here is
// drawn, and the server answers no call the session may not make.

const ignore = () => undefined;

export function openRouteAhead(table: AppRoutesModule, path: string): void {
  const route = table.appRoutes.find(path);
  if (!route) return;
  void screenLoaderOf(route)?.().catch(ignore);
  for (const page of pagesOf(route)) table.routeEngine.startPageAhead(page);
}
