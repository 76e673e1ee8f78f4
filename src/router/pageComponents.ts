import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageModule, PageProps } from './pageTypes';
import type { RouteDef } from './routes';
import { screenLoaders } from './screenLoaders';

// One lazy component per route, created once: React.lazy must not be called during render, and a chunk
// that loaded once stays loaded.

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

const loadSchemaOrUnavailable = () => import('./SchemaOrUnavailable');
const schemaOrUnavailable: LazyPage = lazy(loadSchemaOrUnavailable);

/** Starts fetching a schema route's component before React gets to render it (with the page's data and code). */
export function preloadSchemaComponent(): void {
  void loadSchemaOrUnavailable().catch(() => undefined);
}
const cache = new Map<string, LazyPage>();
const loading = new Map<string, Promise<PageModule>>();

/** A hand-written screen's chunk, fetched once; a failed fetch is tried again next time. */
function loadScreen(path: string, loader: () => Promise<PageModule>): Promise<PageModule> {
  let p = loading.get(path);
  if (!p) {
    p = loader();
    p.catch(() => loading.delete(path));
    loading.set(path, p);
  }
  return p;
}

/**
 * Starts fetching the code of the screen at `path` as the app starts, before the route table has told the router
 * more about it: a hand-written screen's chunk, else the engine's (a page file, or "not available yet").
 */
export function preloadScreen(path: string): void {
  const loader = screenLoaders[path];
  if (loader) void loadScreen(path, loader).catch(() => undefined);
  else preloadSchemaComponent();
}

export function pageComponentFor(route: RouteDef): LazyPage {
  const loader = route.kind === 'schema' ? undefined : screenLoaders[route.path];
  if (!loader) return schemaOrUnavailable;
  let page = cache.get(route.path);
  if (!page) {
    page = lazy(() => loadScreen(route.path, loader));
    cache.set(route.path, page);
  }
  return page;
}
