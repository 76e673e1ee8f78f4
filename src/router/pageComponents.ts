import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../ui/preloadable';
import type { PageModule, PageProps } from './pageTypes';
import type { RouteDef } from './routes';
import { screenLoaders } from './screenLoaders';

// One component per route, created once; it draws at once when its chunk has arrived (preloaded as the app
// started) and suspends only while it is on its way. A chunk that loaded once stays loaded.

const schemaOrUnavailable = preloadable(() => import('./SchemaOrUnavailable'));

/** Starts fetching a schema route's component before React gets to render it (with the page's data and code). */
export function preloadSchemaComponent(): void {
  void schemaOrUnavailable.preload().catch(() => undefined);
}

const screens = new Map<string, Preloadable<PageProps>>();

/** A hand-written screen's component, one per path (its chunk is fetched once; a failed fetch is tried again). */
function screen(path: string, loader: () => Promise<PageModule>): Preloadable<PageProps> {
  let found = screens.get(path);
  if (!found) {
    found = preloadable(loader);
    screens.set(path, found);
  }
  return found;
}

/**
 * Starts fetching the code of the screen at `path` as the app starts, before the route table has told the router
 * more about it: a hand-written screen's chunk, else the engine's (a page file, or "not available yet"). Settles
 * when it has arrived (or failed: the screen's own load reports that).
 */
export function preloadScreen(path: string): Promise<void> {
  const loader = screenLoaders[path];
  return (loader ? screen(path, loader).preload() : schemaOrUnavailable.preload()).catch(() => undefined);
}

export function pageComponentFor(route: RouteDef): ComponentType<PageProps> {
  const loader = route.kind === 'schema' ? undefined : screenLoaders[route.path];
  return loader ? screen(route.path, loader).Component : schemaOrUnavailable.Component;
}
